/**
 * The data saver switch (issue 17) as a browser's plain form posts it, and the light-page route's
 * refusals. No database: these routes keep nothing but a cookie in the farmer's browser.
 */
import { POST } from '@/app/api/data-saver/route';
import { GET as lightPage } from '@/app/[locale]/lite/[[...path]]/route';
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
  it('remembers "on" for a year and sends the farmer to the light version of the page they were on', async () => {
    const response = await switchTo('mode=on', { referer: `${ORIGIN}/sw/products/search?q=nyanya` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sw/lite/products/search?q=nyanya');
    const cookie = setCookies(response).get('data-saver');
    expect(cookie?.value).toBe('on');
    expect(cookie?.attributes).toContain('Max-Age=31536000');
    expect(cookie?.attributes).toContain('SameSite=Lax');
  });

  it('"off" goes back to the full page', async () => {
    const response = await switchTo('mode=off', { referer: `${ORIGIN}/lite/products/tomato-anna-f1` });
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

describe('GET a light page', () => {
  const get = (locale: string, path: string[]) => lightPage(new Request(`${ORIGIN}/lite/${path.join('/')}`), { params: Promise.resolve({ locale, path }) });

  it('answers 404 for a page with no light version, before asking for anything', async () => {
    for (const [locale, path] of [
      ['en', ['cart']],
      ['en', ['checkout']],
      ['xx', ['products']],
      ['en', ['products', 'a', 'b']],
      ['en', ['products', 'Tomato\u0000']],
    ] as const) {
      expect((await get(locale, [...path])).status).toBe(404);
    }
  });
});
