import { createHash } from 'node:crypto';
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { HEAD_SCRIPT } from '@/lib/theme';
import { NONCE_PAGE_PREFIXES, HEAD_SCRIPT_HASH, contentSecurityPolicy, newNonce, policySources } from '@/lib/security/headers.mjs';
import nextConfig from '@/next.config.mjs';
import { config as proxyConfig } from '@/proxy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('content security policy', () => {
  const local = policySources({ NODE_ENV: 'production' });
  const deployed = policySources({ NODE_ENV: 'production', NETLIFY: 'true', NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'miche.firebaseapp.com' });

  it('allows the inline theme script by its hash', () => {
    expect(HEAD_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`);
  });

  it('lets per-request pages run only scripts with their nonce and what those load', () => {
    const policy = contentSecurityPolicy(deployed, 'abc123');
    expect(directive(policy, 'script-src').slice(0, 3)).toEqual(["'nonce-abc123'", "'strict-dynamic'", HEAD_SCRIPT_HASH]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('gives static pages no nonce, and no script host beyond this site and Google sign-in', () => {
    const scripts = directive(contentSecurityPolicy(deployed), 'script-src');
    expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(scripts).toEqual(["'self'", "'unsafe-inline'", 'https://apis.google.com']);
  });

  it('forbids framing, plugins and a foreign <base> on every page', () => {
    for (const policy of [contentSecurityPolicy(deployed), contentSecurityPolicy(deployed, 'n')]) {
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    }
  });

  it('reaches the local Auth emulator only outside a deployment', () => {
    expect(directive(contentSecurityPolicy(local), 'connect-src')).toContain('http://127.0.0.1:*');
    expect(directive(contentSecurityPolicy(deployed), 'connect-src').some((s) => s.startsWith('http:'))).toBe(false);
    expect(directive(contentSecurityPolicy(deployed), 'frame-src')).toEqual(['https://miche.firebaseapp.com']);
  });

  it('adds Cloudflare Turnstile only when its site key is set', () => {
    const withTurnstile = policySources({ NETLIFY: 'true', NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAA' });
    expect(directive(contentSecurityPolicy(withTurnstile), 'frame-src')).toContain('https://challenges.cloudflare.com');
    expect(contentSecurityPolicy(deployed)).not.toContain('cloudflare');
  });

  it('makes a different nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0] ?? '', 'base64')).toHaveLength(16);
  });
});

describe('which policy a path gets', () => {
  it('runs the proxy on exactly the per-request pages, never on a public page (on Netlify it is an edge run per request)', () => {
    const matched = (path: string) => proxyConfig.matcher.some((m) => pathToRegexp(m).test(path));
    for (const prefix of NONCE_PAGE_PREFIXES) {
      expect(matched(prefix)).toBe(true);
      expect(matched(`/sw${prefix}`)).toBe(true);
    }
    expect(matched('/admin/orders/123')).toBe(true);
    const publicPages = ['/', '/products', '/products/search', '/products/tomato-anna-f1', '/about', '/contact', '/cart', '/offline'];
    for (const path of [...publicPages, ...publicPages.map((p) => (p === '/' ? '/sw' : `/sw${p}`))]) expect(matched(path)).toBe(false);
    for (const path of ['/api/health', '/icons/192.png', '/islands.js', '/site.css']) {
      expect(matched(path)).toBe(false);
    }
  });

  it('puts the static policy on every other page, and the API policy on the API', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const policyFor = (path: string) =>
      rules
        .filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy') && pathToRegexp(r.source).test(path))
        .map((r) => r.headers.find((h) => h.key === 'Content-Security-Policy')?.value);
    for (const path of ['/', '/products/tomato-anna-f1', '/about', '/cart', '/no-such-page']) {
      expect(policyFor(path)).toHaveLength(1);
      expect(policyFor(path)[0]).toContain("script-src 'self' 'unsafe-inline'");
    }
    for (const path of ['/login', '/checkout', '/admin/products', '/order-confirmation/x']) {
      expect(policyFor(path)).toEqual([]);
    }
    for (const path of ['/api/health', '/.netlify/functions/getSheet']) {
      expect(policyFor(path)).toEqual(["default-src 'none'; frame-ancestors 'none'"]);
    }
  });
});
