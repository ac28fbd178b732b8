import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { THEME_SCRIPT } from '../components/layout/theme-props';

/** The security headers as a browser receives them from the production build. */

const scriptSrc = (policy: string | undefined) => policy?.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

test('static pages carry the static policy and the common headers, without HSTS on localhost', async ({ request }) => {
  for (const path of ['/', '/products/tomato-anna-f1', '/about']) {
    const headers = (await request.get(path)).headers();
    // Cloudflare is listed when the bot check is on (as in the e2e run).
    expect(scriptSrc(headers['content-security-policy'])).toMatch(/^script-src 'self' 'unsafe-inline' https:\/\/apis\.google\.com( https:\/\/challenges\.cloudflare\.com)?$/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('pages rendered per request get a fresh nonce, and their scripts carry it', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/login');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSrc(response.headers()['content-security-policy'])).toContain("'strict-dynamic'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="(text\/plain|application\/ld\+json)"/.test(attributes ?? ''));
    expect(scripts.length).toBeGreaterThan(0);
    // Every script that runs carries the nonce, but the theme script, allowed by its hash.
    const unnonced = scripts.filter(([, attributes]) => !(attributes ?? '').includes(`nonce="${nonce}"`)).map(([, , body]) => body);
    expect(unnonced).toEqual([THEME_SCRIPT]);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('API answers may not be framed or load anything, also under the Netlify functions path', async ({ request }) => {
  for (const path of ['/api/health', '/.netlify/functions/health']) {
    expect((await request.get(path)).headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test('HSTS is sent when the shop is reached by its public name', async () => {
  const base = new URL(test.info().project.use.baseURL ?? '');
  const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path: '/about', headers: { host: 'shop.miche.example' } }, (res) => {
      res.resume();
      resolve(res.headers);
    });
    req.on('error', reject);
    req.end();
  });
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});

test('a state-changing request from another site is refused, whatever cookie it carries', async ({ request }) => {
  const response = await request.post('/api/writeToSheet', { headers: { origin: 'https://evil.example', cookie: '__session=forged' }, data: {} });
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toBe('This request came from another site and was refused.');
});
