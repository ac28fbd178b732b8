/**
 * An API path no route handler serves answers 404 in the API's error shape, for every
 * method. Before, a form POST to /api/sms/inbound (its secret left out) fell through to the fallback
 * rewrite and got the shop's not-found page with a 200, so a gateway with a wrong callback URL looked
 * delivered. The catch-all app/api/[[...path]] answers instead; this checks its answer, and, with
 * Next.js's own route sorter and matcher, that every real route under app/api still wins over it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import * as catchAll from '@/app/api/[[...path]]/route';

const API = path.join(process.cwd(), 'app', 'api');
const CATCH_ALL = '/api/[[...path]]';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Every route handler under app/api as Next.js names its route: /api/getOrder/[orderId]. */
function apiRoutes(dir = API): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return apiRoutes(full);
    return name === 'route.ts' ? [`/${path.relative(path.dirname(API), dir).split(path.sep).join('/')}`] : [];
  });
}

/** The route Next.js serves a path with: the first, in its own order, whose pattern matches. */
function routeFor(pathname: string, routes: string[]): string | undefined {
  return getSortedRoutes(routes).find((route) => getRouteRegex(route).re.test(pathname));
}

/** A path a route serves: each dynamic segment filled in. */
const samplePath = (route: string) => route.replace(/\[\[?\.\.\.[^\]]+\]?\]/g, 'a/b').replace(/\[[^\]]+\]/g, 'x-1');

describe('unknown API paths', () => {
  it.each(METHODS)('answer %s with 404 and the API error shape', async (method) => {
    const response = await catchAll[method]();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
  });

  it('reach the catch-all: a callback path without its secret, a name no route has, the API root', () => {
    const routes = apiRoutes();
    expect(routes).toContain(CATCH_ALL);
    for (const pathname of [
      '/api',
      '/api/sms/inbound',
      '/api/sms/delivery',
      '/api/ussd',
      '/api/payments/callback',
      '/api/nothing-here',
      '/api/wallet/pay/extra/deep',
    ])
      expect(routeFor(pathname, routes)).toBe(CATCH_ALL);
  });

  it('never shadow a real route: each is still the one that serves its own paths', () => {
    const routes = apiRoutes();
    const real = routes.filter((r) => r !== CATCH_ALL);
    expect(real.length).toBeGreaterThan(40);
    for (const route of real) expect(routeFor(samplePath(route), routes)).toBe(route);
  });
});
