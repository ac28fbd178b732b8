/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The spec's lazy page loading timeout (120 s) maps to Next's static generation timeout.
  staticPageGenerationTimeout: 120,
  // Database drivers stay out of the bundle: PGlite ships WASM and pg has optional native parts.
  serverExternalPackages: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket'],
  async rewrites() {
    // The spec's API lives under Netlify's functions path; here route handlers serve it.
    return [{ source: '/.netlify/functions/:path*', destination: '/api/:path*' }];
  },
};

export default nextConfig;
