/**
 * The step a public page leaves through, on Netlify's edge (netlify/edge-functions/
 * light-page.ts, run here with a stand-in for its context, since `netlify serve` cannot load edge
 * functions offline) and on `npm start`'s server: which requests it touches, what it answers for
 * each variant, the headers Netlify's cache keys and purges by, and a repeat visit's 304.
 */
import lightPageEdge, { config as edgeConfig } from '@/netlify/edge-functions/light-page';
import { isPublicPage } from '@/lib/light-page/public-pages';
import { lightPageResponse, mayLighten, netlifyVary } from '@/lib/light-page/respond';
import { HEAD_SCRIPT } from '@/lib/theme';

const block = JSON.stringify({ src: '/islands.js?v=abc', css: '/site.css?v=def', words: {} });
const nextPage =
  `<!DOCTYPE html><html><head><style id="site-css">.flex{display:flex}</style><script>${HEAD_SCRIPT}</script></head><body class="flex">` +
  `<script type="application/json" id="miche-islands">${block}</script><script src="/_next/static/chunks/a.js" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"b\\":\\"B1\\"}\\n"])</script></body></html>`;

/** Next.js's answer for a static page, as Netlify's plugin passes it on. */
const answer = (body = nextPage, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'netlify-vary': 'query=_rsc,header=rsc|accept-encoding,cookie=__prerender_bypass',
      'netlify-cdn-cache-control': 's-maxage=31536000, durable',
      'content-security-policy': "default-src 'self'",
      etag: '"next"',
      ...headers,
    },
  });

const opened = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://miche.example${path}`, { headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate', ...headers } });

describe('which requests the step may change', () => {
  it('a public page opened in a browser, and nothing else', () => {
    expect(mayLighten(opened('/products'))).toBe(true);
    expect(mayLighten(opened('/sw/products/kale'))).toBe(true);
    expect(mayLighten(opened('/dashboard'))).toBe(false);
    expect(mayLighten(opened('/products/search?q=tom'))).toBe(false);
    expect(mayLighten(opened('/products', { rsc: '1' }))).toBe(false);
    expect(mayLighten(opened('/products', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(mayLighten(new Request('https://miche.example/products', { method: 'HEAD', headers: { accept: 'text/html' } }))).toBe(false);
    expect(mayLighten(new Request('https://miche.example/products', { headers: { accept: '*/*' } }))).toBe(false);
  });

  it("matches the Netlify edge function's literal paths to the public pages", () => {
    const asPattern = (path: string) => new RegExp(`^${path.replace(/\*/g, '[^/]+')}$`);
    const samples = ['/', '/products', '/products/kale', '/about', '/contact', '/cart', '/offline'];
    for (const sample of [...samples, ...samples.map((p) => (p === '/' ? '/sw' : `/sw${p}`))]) {
      expect(isPublicPage(sample)).toBe(true);
      expect(edgeConfig.path.some((p) => asPattern(p).test(sample))).toBe(true);
    }
    for (const excluded of edgeConfig.excludedPath) expect(isPublicPage(excluded)).toBe(false);
    expect(edgeConfig.cache).toBe('manual');
  });
});

describe('the answer for each version of a page', () => {
  it("light for a visitor: kept by Netlify a year under the page's cache tag, varying on what chose it", async () => {
    const response = await lightPageResponse(opened('/sw/products'), async () => answer());
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('id="miche-framework" data-build="B1"');
    expect(body).not.toContain('__next_f');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, max-age=31536000, must-revalidate');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cache-tag')).toBe('_N_T_/sw/products');
    expect(response.headers.get('netlify-vary')).toBe('query=_rsc,header=rsc|accept-encoding|Save-Data,cookie=__prerender_bypass|data-saver|miche_signed_in');
    expect(response.headers.get('vary')).toBe('Cookie, Save-Data');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('etag')).toMatch(/^"lp-[0-9a-f]{24}"$/);

    // A repeat visit: a 304, nothing more.
    const again = await lightPageResponse(opened('/sw/products', { 'if-none-match': response.headers.get('etag')! }), async () => answer());
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("the data saver's for a data saver, as the page's own address", async () => {
    const response = await lightPageResponse(opened('/', { cookie: 'data-saver=on' }), async () => answer());
    expect(await response.text()).toContain('data-variant="saver"');
  });

  it("whole for someone signed in, still varying on the cookie, so a visitor's copy is never theirs nor theirs a visitor's", async () => {
    const response = await lightPageResponse(opened('/products', { cookie: 'miche_signed_in=1' }), async () => answer());
    expect(await response.text()).toBe(nextPage);
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('s-maxage=31536000, durable');
    expect(response.headers.get('netlify-vary')).toContain('cookie=__prerender_bypass|data-saver|miche_signed_in');
  });

  it('as Next.js drew it when the page is not the shape the reshaping knows, or not a page at all', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const skewed = nextPage.replace('a.js"', 'a.js?dpl=d1"');
    const unfamiliar = await lightPageResponse(opened('/about'), async () => answer(skewed));
    expect(await unfamiliar.text()).toBe(skewed);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/about: Next.js's page is not the shape"));
    const missing = await lightPageResponse(opened('/products/no-such-seedling'), async () => answer('<html>Not found</html>', {}, 404));
    expect([missing.status, await missing.text()]).toEqual([404, '<html>Not found</html>']);
    const account = await lightPageResponse(opened('/dashboard'), async () => answer('<html>account</html>', { 'cache-control': 'private, no-store' }));
    expect(account.headers.get('netlify-vary')).toBe('query=_rsc,header=rsc|accept-encoding,cookie=__prerender_bypass');
    warn.mockRestore();
  });

  it("merges its cookies and header into Netlify's Vary", () => {
    expect(netlifyVary(null)).toBe('cookie=data-saver|miche_signed_in,header=Save-Data');
    expect(netlifyVary('cookie=data-saver,query=a')).toBe('cookie=data-saver|miche_signed_in,query=a,header=Save-Data');
  });
});

describe('the Netlify edge function', () => {
  it('asks Netlify for the page uncompressed and without validators, and answers light', async () => {
    let asked: Request | undefined;
    const context = {
      next: async (request?: Request) => {
        asked = request;
        return answer();
      },
    };
    const response = await lightPageEdge(opened('/products', { 'accept-encoding': 'gzip, br', 'if-none-match': '"old"' }), context);
    expect(asked?.headers.get('accept-encoding')).toBe('identity');
    expect(asked?.headers.has('if-none-match')).toBe(false);
    expect(await response.text()).toContain('data-islands="/islands.js?v=abc"');
  });
});
