// @ts-check
/**
 * The security headers of every response, in one place. Pure, with relative imports only,
 * because next.config.mjs (build time) and proxy.ts (each request) both use it; JavaScript with JSDoc
 * types, because next.config.mjs imports it as Node loads it, untranslated.
 *
 * Two content security policies, alike except for how inline scripts are allowed:
 * - pages rendered for each request (sign-in, account, checkout, back office) allow only scripts that
 *   carry the request's nonce, and what those load ('strict-dynamic');
 * - the public catalogue pages are static HTML built ahead of any request (architecture doc
 *   section 7), so no nonce can exist; Next.js inlines its page data as scripts that change with every
 *   rebuild, so hashes cannot list them either. They allow inline scripts ('unsafe-inline') and
 *   nothing else from outside. These pages show only the nursery's own catalogue, escaped by React.
 */
import { authEmulatorHost, isDeployed } from '../deployment.mjs';

/** Paths rendered for each request, which get the nonce policy from proxy.ts (keep its matcher in step). */
export const NONCE_PAGE_PREFIXES = /** @type {const} */ ([
  '/login',
  '/register',
  '/verify-email',
  '/checkout',
  '/dashboard',
  '/wallet',
  '/orders',
  '/order-confirmation',
  '/own-seed',
  '/admin',
]);

/**
 * The inline script that sets the theme (and marks a signed-in hint) before first paint (HEAD_SCRIPT in
 * lib/theme.ts), by its hash, so it runs on nonce pages too. A unit test
 * recomputes it, so changing the script without this fails.
 */
export const HEAD_SCRIPT_HASH = "'sha256-bVvQS4YyNwLNaeZgkBsJ5bPCkf5+zVNL+SQNy8DCWJ8='";

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * What the policies depend on. firebaseAuthDomain: Firebase's auth domain, whose iframe carries Google
 * sign-in; localOrigins: origins of a local Auth emulator, or none in a deployment; turnstile:
 * Cloudflare Turnstile, when its site key is set; development: `next dev` evaluates code (React's dev
 * tools), production never does.
 * @typedef {{ firebaseAuthDomain: string, localOrigins: string[], turnstile: boolean, development: boolean }} PolicySources
 */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {PolicySources}
 */
export function policySources(source) {
  const emulator = authEmulatorHost(source);
  const projectId = source.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? source.FIREBASE_PROJECT_ID ?? 'demo-miche';
  return {
    firebaseAuthDomain: source.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    // Locally the emulator may run on any port (npm start, tests); a deployment names its host or has none.
    localOrigins: isDeployed(source) ? (emulator ? [`http://${emulator}`] : []) : ['http://127.0.0.1:*', 'http://localhost:*'],
    turnstile: Boolean(source.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
    development: source.NODE_ENV === 'development',
  };
}

/**
 * `nonce` for pages rendered per request; omitted for static pages.
 * @param {PolicySources} sources
 * @param {string} [nonce]
 * @returns {string}
 */
export function contentSecurityPolicy(sources, nonce) {
  const turnstile = sources.turnstile ? [TURNSTILE_ORIGIN] : [];
  const evaluation = sources.development ? ["'unsafe-eval'"] : [];
  // Firebase loads Google's gapi script for the sign-in popup; nonce pages trust it through 'strict-dynamic'.
  const scripts = nonce
    ? // 'unsafe-inline' and https: are ignored by browsers that understand nonces; older ones fall back to them.
      [`'nonce-${nonce}'`, "'strict-dynamic'", HEAD_SCRIPT_HASH, "'unsafe-inline'", 'https:']
    : ["'self'", "'unsafe-inline'", 'https://apis.google.com', ...turnstile];
  const firebaseApis = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': [...scripts, ...evaluation],
    // React sets style attributes (and next/image too); styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...firebaseApis, 'https://apis.google.com', ...turnstile, ...sources.localOrigins],
    'frame-src': [`https://${sources.firebaseAuthDomain}`, ...turnstile, ...sources.localOrigins],
    // The service worker is the shop's own script at /service-worker.js.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** API answers are data, never documents: nothing may load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers for every response, whatever its policy. */
/** @type {ReadonlyArray<{ key: string, value: string }>} */
export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Nothing here uses the camera, microphone, location, payment request or USB.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // Google sign-in opens a popup that must be able to talk back to this window.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

/** Two years, subdomains included; browsers ignore it over plain HTTP, and it is not sent to localhost. */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/**
 * A fresh nonce: 128 random bits, base64.
 * @returns {string}
 */
export function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
