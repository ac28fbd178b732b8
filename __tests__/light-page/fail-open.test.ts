/**
 * The light-page step cannot break a page: when the reshaping throws (a fault, not a page of an
 * unfamiliar shape), or anything else in the step does, the visitor gets Next.js's own page with the
 * status Next.js gave it, logged once. Through lightPageResponse, `npm start`'s request handler
 * (scripts/light-page-handler.ts, with a stand-in for Next.js's) and the Netlify edge function's
 * handler (with a stand-in for `context.next()`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import lightPageEdge, { config as edgeConfig } from '@/netlify/edge-functions/light-page';
import { lightPage } from '@/lib/light-page/reshape';
import { lightPageResponse } from '@/lib/light-page/respond';
import { pageVariant } from '@/lib/light-page/variant';
import type * as VariantModule from '@/lib/light-page/variant';
import { lightPageHandler } from '@/scripts/light-page-handler';

jest.mock('@/lib/light-page/reshape', () => ({ lightPage: jest.fn() }));
jest.mock('@/lib/light-page/variant', () => {
  const actual = jest.requireActual<typeof VariantModule>('@/lib/light-page/variant');
  return { ...actual, pageVariant: jest.fn(actual.pageVariant) };
});

const reshape = jest.mocked(lightPage);
const variant = jest.mocked(pageVariant);

/** Next.js's page, longer than the 1 KB `npm start` compresses from. */
const nextPage = `<!DOCTYPE html><html><head></head><body><main>${'<p>Seedlings from the nursery.</p>'.repeat(60)}</main></body></html>`;
const NEXT_HEADERS = { 'content-type': 'text/html; charset=utf-8', etag: '"next"', 'netlify-cdn-cache-control': 's-maxage=31536000, durable' };
const answer = () => new Response(nextPage, { status: 200, headers: NEXT_HEADERS });

const opened = (path: string) =>
  new Request(`https://miche.example${path}`, { headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' } });

let logged: jest.SpyInstance;

beforeEach(() => {
  reshape.mockReset();
  reshape.mockImplementation(() => {
    throw new TypeError('a fault in the reshaping');
  });
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  logged.mockRestore();
  variant.mockImplementation(jest.requireActual<typeof VariantModule>('@/lib/light-page/variant').pageVariant);
});

describe('lightPageResponse', () => {
  it("answers Next.js's page as it came, status 200, when the reshaping throws, and logs it once", async () => {
    const response = await lightPageResponse(opened('/products'), async () => answer());
    expect(reshape).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(nextPage);
    expect(response.headers.get('etag')).toBe('"next"');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('s-maxage=31536000, durable');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/products: the light page failed'), expect.any(TypeError));
  });

  it('asks Next.js for its page when the step fails before asking, and answers it as it came', async () => {
    variant.mockImplementation(() => {
      throw new Error('a fault choosing the version');
    });
    const next = jest.fn(async () => answer());
    const response = await lightPageResponse(opened('/sw/about'), next);
    expect(next).toHaveBeenCalledTimes(1);
    expect([response.status, await response.text()]).toEqual([200, nextPage]);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("does not hide Next.js's own failure: there is no page of Next.js's to answer", async () => {
    await expect(lightPageResponse(opened('/about'), () => Promise.reject(new Error('the server function failed')))).rejects.toThrow(
      'the server function failed',
    );
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("npm start's request handler", () => {
  let server: Server;
  let origin: string;
  let nextHandle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;

  beforeAll(async () => {
    server = createServer((request, response) => void lightPageHandler((req, res) => nextHandle(req, res))(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    // Next.js as it answers a prerendered page: headers, then the page in two writes.
    nextHandle = async (_request, response) => {
      for (const [name, value] of Object.entries(NEXT_HEADERS)) response.setHeader(name, value);
      response.statusCode = 200;
      response.write(nextPage.slice(0, 100));
      response.end(nextPage.slice(100));
    };
  });

  const get = (path: string) => fetch(`${origin}${path}`, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'accept-encoding': 'gzip' } });

  it("sends Next.js's page with status 200 when the reshaping throws, logged once", async () => {
    const response = await get('/products/tomato-anna-f1');
    expect(reshape).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(nextPage);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/products/tomato-anna-f1: the light page failed'), expect.any(TypeError));
  });

  it('leaves every other request to Next.js untouched', async () => {
    const response = await fetch(`${origin}/dashboard`, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect([response.status, await response.text()]).toEqual([200, nextPage]);
    expect(reshape).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the Netlify edge function', () => {
  it('fails open: Netlify skips it on an error it cannot catch', () => {
    expect(edgeConfig.onError).toBe('bypass');
  });

  it("answers Next.js's page with status 200 when the reshaping throws, asking Netlify for it once", async () => {
    const next = jest.fn(async (_request?: Request) => answer());
    const response = await lightPageEdge(opened('/products'), { next });
    expect(next).toHaveBeenCalledTimes(1);
    expect([response.status, await response.text()]).toEqual([200, nextPage]);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("answers what Netlify would without it when getting Next.js's page fails", async () => {
    const next = jest
      .fn<Promise<Response>, [Request?]>()
      .mockRejectedValueOnce(new Error('the server function failed'))
      .mockImplementation(async () => answer());
    const response = await lightPageEdge(opened('/cart'), { next });
    expect(next).toHaveBeenCalledTimes(2);
    // The second time untouched: the request as the browser sent it.
    expect(next.mock.calls[1]).toEqual([]);
    expect([response.status, await response.text()]).toEqual([200, nextPage]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/cart: no page to make light'), expect.any(Error));
  });
});
