import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { HEAD_SCRIPT } from '../lib/theme';
import { LOCAL_CALLBACK_SECRET } from '../lib/deployment.mjs';
import { content } from './pages/content';
import { signInAsNewFarmer, signInAsStaff } from './support/session';

/** The security headers as a browser receives them from the production build. */

const scriptSrc = (policy: string | undefined) => policy?.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

test('static pages carry the static policy and the common headers, without HSTS on localhost', async ({ request }) => {
  for (const path of ['/', '/products/tomato-anna-f1', '/about']) {
    const headers = (await request.get(path)).headers();
    // Cloudflare is listed when the bot check is on (as in the e2e run).
    expect(scriptSrc(headers['content-security-policy'])).toMatch(
      /^script-src 'self' 'unsafe-inline' https:\/\/apis\.google\.com( https:\/\/challenges\.cloudflare\.com)?$/,
    );
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
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="(text\/plain|application\/ld\+json)"/.test(attributes ?? ''),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // Every script that runs carries the nonce, but the theme script, allowed by its hash.
    const unnonced = scripts.filter(([, attributes]) => !(attributes ?? '').includes(`nonce="${nonce}"`)).map(([, , body]) => body);
    expect(unnonced).toEqual([HEAD_SCRIPT]);
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

/** NUL, other control characters, an invisible reordering mark, and encodings that decode to no text at all. */
const HOSTILE_SEGMENTS = ['%00', 'x%00y', '%01', '%1B%5B2J', '%7F', '%C2%85', '%E2%80%AE', '%ED%A0%80', '%E0%A4', '%'];

test('a hostile path segment gets the not-found answer on every dynamic page and route, never a 500', async ({ page, browser }) => {
  await signInAsNewFarmer(page);
  const notFound = async (path: string, request = page.request) => {
    const response = await request.get(path, { maxRedirects: 0 });
    // The account pages stream behind their loading spinner, so their not-found page comes with 200.
    if (path.startsWith('/order-confirmation/') && response.status() === 200) expect(await response.text(), path).toContain('NEXT_HTTP_ERROR_FALLBACK;404');
    else expect(response.status(), path).toBe(404);
  };
  for (const base of ['/products/', '/order-confirmation/', '/api/getOrder/', '/.netlify/functions/getOrder/', '/api/mpesa/status/', '/api/product-images/']) {
    for (const segment of HOSTILE_SEGMENTS) await notFound(`${base}${segment}`);
  }
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  for (const base of ['/admin/orders/', '/admin/customers/', '/admin/products/']) {
    for (const segment of HOSTILE_SEGMENTS) await notFound(`${base}${segment}`, staff.request);
  }
  await staffContext.close();
  // A hostile search is no search at all, not an error.
  for (const search of ['/products/search?q=%00', '/products?q=%ED%A0%80', '/products/search?category=%1B']) {
    expect((await page.request.get(search)).status(), search).toBe(200);
  }
});

test('the shop takes the caller’s address from the socket, not from an X-Forwarded-For the caller sends', async ({ page, request }) => {
  // A Paybill message for an account nobody has is listed for staff with the address it came from.
  const account = `NOONE${Date.now().toString(36).toUpperCase().slice(-5)}`;
  const body = {
    TransactionType: 'Pay Bill',
    TransID: `Q${Date.now().toString(36).toUpperCase().slice(-9)}`,
    TransTime: '20261123101500',
    TransAmount: '10.00',
    BusinessShortCode: '174379',
    BillRefNumber: account,
    MSISDN: '2547 ***** 126',
    FirstName: 'Test',
  };
  const response = await request.post(`/api/payments/c2b/${LOCAL_CALLBACK_SECRET}/confirmation`, {
    headers: { 'x-forwarded-for': '203.0.113.99', 'x-nf-client-connection-ip': '203.0.113.98' },
    data: body,
  });
  expect(response.status()).toBe(200);
  await signInAsStaff(page);
  await page.goto('/admin/payments');
  const entry = content(page).getByRole('listitem').filter({ hasText: account });
  await expect(entry).toContainText(/from (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
  await expect(entry).not.toContainText('203.0.113');
});
