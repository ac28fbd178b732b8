/**
 * The data saver switch as a browser's plain form posts it. No database: the route keeps
 * nothing but a cookie in the farmer's browser; the page's own address then gets its data saver's version.
 */
import { POST } from '@/app/api/data-saver/route';
import { ORIGIN, setCookies } from '../support/requests';

function switchTo(body: string, headers: Record<string, string> = {}) {
  return POST(
    new Request(`${ORIGIN}/api/data-saver`, {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    }),
    { params: Promise.resolve({}) },
  );
}

describe('POST /api/data-saver', () => {
  it('remembers "on" for a year and sends the farmer back to the page they were on', async () => {
    const response = await switchTo('mode=on', { referer: `${ORIGIN}/sw/products/search?q=nyanya` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sw/products/search?q=nyanya');
    const cookie = setCookies(response).get('data-saver');
    expect(cookie?.value).toBe('on');
    expect(cookie?.attributes).toContain('Max-Age=31536000');
    expect(cookie?.attributes).toContain('SameSite=Lax');
  });

  it('"off" goes back to the same page', async () => {
    const response = await switchTo('mode=off', { referer: `${ORIGIN}/products/tomato-anna-f1` });
    expect(response.headers.get('location')).toBe('/products/tomato-anna-f1');
    expect(setCookies(response).get('data-saver')?.value).toBe('off');
  });

  it('refuses anything but on or off, and another site, without setting a cookie', async () => {
    for (const body of ['mode=maybe', '', 'mode=on%00']) {
      const response = await switchTo(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: 'invalid_input' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const forged = await switchTo('mode=on', { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });
});
