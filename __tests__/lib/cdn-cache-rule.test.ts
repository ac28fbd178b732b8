/** The shop smoke's `--cdn` rule: what Netlify's CDN would do with a response, from its headers. */
import { cdnRule, notCdnCacheable } from '@/scripts/cdn-cache-rule';

const rule = (headers: Record<string, string>) => cdnRule(new Headers(headers));

describe('cdnRule', () => {
  it('reads Netlify-CDN-Cache-Control first, then CDN-Cache-Control, then Cache-Control', () => {
    const all = { 'netlify-cdn-cache-control': 's-maxage=60', 'cdn-cache-control': 'no-store', 'cache-control': 'private' };
    expect(rule(all)).toMatchObject({ header: 'netlify-cdn-cache-control', ttl: 60, keepable: true });
    expect(rule({ 'cdn-cache-control': 'public, max-age=300', 'cache-control': 'private' })).toMatchObject({ header: 'cdn-cache-control', ttl: 300 });
    expect(rule({ 'cache-control': 'private, no-store' })).toMatchObject({ header: 'cache-control', keepable: false, private: true });
  });

  it('keeps a page Next.js prerendered: s-maxage for the CDN, whatever the browser is told', () => {
    expect(
      notCdnCacheable(rule({ 'netlify-cdn-cache-control': 's-maxage=31536000, durable', 'cache-control': 'public, max-age=0, must-revalidate' })),
    ).toBeNull();
    expect(notCdnCacheable(rule({ 'netlify-cdn-cache-control': 'public, max-age=60, stale-while-revalidate=600, durable' }))).toBeNull();
  });

  it('refuses what sends every view to the function, and what leaves the CDN no rule of its own', () => {
    // What the islands route answers today, as Netlify's runtime passes it on.
    expect(notCdnCacheable(rule({ 'netlify-cdn-cache-control': 'public, max-age=0, must-revalidate, durable' }))).toMatch(/every view/);
    expect(notCdnCacheable(rule({ 'netlify-cdn-cache-control': 'private, s-maxage=60' }))).toMatch(/may not keep/);
    expect(notCdnCacheable(rule({ 'netlify-cdn-cache-control': 'public, s-maxage=0, max-age=600' }))).toMatch(/every view/);
    expect(notCdnCacheable(rule({ 'cache-control': 'public, s-maxage=600' }))).toMatch(/no Netlify-CDN-Cache-Control/);
  });

  it('calls an account page private only when it says private or no-store', () => {
    expect(rule({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }).private).toBe(true);
    expect(rule({ 'netlify-cdn-cache-control': 'no-store', 'cache-control': 'public' }).private).toBe(true);
    expect(rule({ 'cache-control': 'no-cache' }).private).toBe(false);
    expect(rule({}).private).toBe(false);
  });
});
