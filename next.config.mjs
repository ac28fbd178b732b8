// @ts-check
import { assertDeploymentSecrets, builtFor } from './lib/deployment.mjs';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_POLICY, COMMON_HEADERS, HSTS, NONCE_PAGE_PREFIXES, contentSecurityPolicy, policySources } from './lib/security/headers.mjs';

// A deployment with a missing, short or public secret stops here, at build and at `next start`.
assertDeploymentSecrets(process.env);
const sources = policySources(process.env);
// Every path except the pages proxy.ts gives a nonce policy, and the API, which has its own.
const noncePaths = NONCE_PAGE_PREFIXES.map((p) => p.slice(1)).join('|');
const staticPages = `/((?!api|\\.netlify|(?:sw/)?(?:${noncePaths})).*)`;

// Every page lives under app/[locale]; English keeps the spec's paths by a rewrite to /en,
// Kiswahili is served at /sw as it is. After the file system, so public files and built pages come first.
// Not /icons/: the installed app's icons are a dynamic route (app/icons/[name]), and dynamic routes
// are matched after these rewrites, which would send them to /en.
// Not next-intl's middleware: it would run on every public page, which are static and must stay so.
const ENGLISH_PATHS = '/:path((?!(?:en|sw|api|_next|\\.netlify|__|icons)(?:/|$)).+)';

// A path no page answers, in either language, is the static not-found page of its language
// (app/[locale]/(shop)/page-not-found: the shop's layout, drawn on the server, a 404). Fallback rewrites
// run only once no file, page or dynamic route matched. Not the framework's own files (/_next), whose
// misses stay small.
const UNKNOWN_KISWAHILI = '/sw/:path*';
const UNKNOWN_ENGLISH = '/:path((?!_next/).*)';

// Where the build goes: .next for `npm start`; the journeys and the bench build into their own
// (scripts/start.ts), each with a tsconfig of its own, so they never touch the shop's build.
const distDir = process.env.MICHE_DIST_DIR ?? '.next';

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir,
  ...(distDir === '.next' ? {} : { typescript: { tsconfigPath: `${distDir}.tsconfig.json` } }),
  reactStrictMode: true,
  poweredByHeader: false,
  // The spec's lazy page loading timeout (120 s) maps to Next's static generation timeout.
  staticPageGenerationTimeout: 120,
  // Database drivers stay out of the bundle: PGlite ships WASM and pg has optional native parts.
  serverExternalPackages: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'firebase-admin'],
  // The proxy builds the nonce policy per request from the same sources as the static one below.
  // MICHE_BUILT_FOR: the server code knows it was built for a deployment even where the platform gives
  // it none of the build's settings (Netlify functions never see netlify.toml's environment).
  env: { MICHE_POLICY_SOURCES: JSON.stringify(sources), MICHE_BUILT_FOR: builtFor(process.env) },
  async rewrites() {
    return {
      // The spec's API lives under Netlify's functions path; here route handlers serve it.
      beforeFiles: [{ source: '/.netlify/functions/:path*', destination: '/api/:path*' }],
      afterFiles: [
        { source: '/', destination: '/en' },
        { source: ENGLISH_PATHS, destination: '/en/:path' },
      ],
      fallback: [
        { source: UNKNOWN_KISWAHILI, destination: '/sw/page-not-found' },
        { source: UNKNOWN_ENGLISH, destination: '/en/page-not-found' },
      ],
    };
  },
  async redirects() {
    // English has no prefix: /en/about is /about.
    // The data saver's pages were at /lite/…; they are the pages' own addresses now.
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
      { source: '/lite', destination: '/', permanent: true },
      { source: '/lite/:path*', destination: '/:path*', permanent: true },
      { source: '/sw/lite', destination: '/sw', permanent: true },
      { source: '/sw/lite/:path*', destination: '/sw/:path*', permanent: true },
    ];
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...COMMON_HEADERS] },
      // HSTS only where the site is served over HTTPS: never to a local address.
      { source: '/:path*', missing: [{ type: 'host', value: '(localhost|127\\.0\\.0\\.1)' }], headers: [HSTS] },
      // Pictures are fresh for a day, so the service worker's background check of a kept one costs
      // no data on a repeat visit; after that, a cheap conditional request.
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
      { source: staticPages, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) }] },
      ...['/api/:path*', '/.netlify/functions/:path*'].map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] })),
    ];
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/server/i18n-request.ts',
  // The catalogues are compiled at build time: pages ship a small formatter, not an ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
