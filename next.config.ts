import type { NextConfig } from 'next';
import { API_POLICY, COMMON_HEADERS, HSTS, NONCE_PAGE_PREFIXES, contentSecurityPolicy, policySources } from './lib/security/headers';

const sources = policySources(process.env);
// Every path except the pages proxy.ts gives a nonce policy, and the API, which has its own.
const staticPages = `/((?!${['api', '\\.netlify', ...NONCE_PAGE_PREFIXES.map((p) => p.slice(1))].join('|')}).*)`;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The spec's lazy page loading timeout (120 s) maps to Next's static generation timeout.
  staticPageGenerationTimeout: 120,
  // Database drivers stay out of the bundle: PGlite ships WASM and pg has optional native parts.
  serverExternalPackages: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'firebase-admin'],
  // The proxy builds the nonce policy per request from the same sources as the static one below.
  env: { MICHE_POLICY_SOURCES: JSON.stringify(sources) },
  async rewrites() {
    // The spec's API lives under Netlify's functions path; here route handlers serve it.
    return [{ source: '/.netlify/functions/:path*', destination: '/api/:path*' }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...COMMON_HEADERS] },
      // HSTS only where the site is served over HTTPS: never to a local address.
      { source: '/:path*', missing: [{ type: 'host', value: '(localhost|127\\.0\\.0\\.1)' }], headers: [HSTS] },
      { source: staticPages, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) }] },
      ...['/api/:path*', '/.netlify/functions/:path*'].map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] })),
    ];
  },
};

export default nextConfig;
