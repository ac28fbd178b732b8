/**
 * On Netlify, a public page opened in a browser leaves through this edge function, which
 * makes it light (lib/light-page/respond.ts) from the page Next.js answered for this very request
 * (`context.next()`: Netlify's cached copy of Next.js's page, or the server function on a miss).
 * `cache: 'manual'`: Netlify's cache keeps the answer under its Cache-Tag and Netlify-Vary, so a
 * later view of a cached page runs neither this function nor the server function, and a staff edit
 * (revalidatePath, which purges the page's tag) is seen at the next view.
 *
 * The paths are Netlify's literals (it reads them without running the code): keep them in step with
 * lib/light-page/public-pages.ts; a unit test compares the two. Offline, `netlify serve` cannot load
 * edge functions (../shared/reference/netlify-local.md), so CI exercises this step through
 * `npm start`'s server, which runs the same code, a unit test runs this file's handler, and
 * scripts/edge-deno-check.ts loads this file on Deno and checks its answers match `npm start`'s.
 *
 * It cannot break a page: a fault in the step answers Next.js's page (lib/light-page/respond.ts), a
 * failure to get that page asks Netlify for it again, untouched, and `onError: 'bypass'` covers the
 * rest (a fault outside the handler, such as a resource limit).
 */
import { lightPageResponse } from '../../lib/light-page/respond.ts';

/** The part of Netlify's edge context this uses. */
interface EdgeContext {
  next(request?: Request): Promise<Response>;
}

export default async function lightPage(request: Request, context: EdgeContext): Promise<Response> {
  // The page as bytes to read, not compressed ones: Netlify's edge compresses the answer itself.
  const identity = () => {
    const headers = new Headers(request.headers);
    headers.set('accept-encoding', 'identity');
    headers.delete('if-none-match');
    return context.next(new Request(request, { headers }));
  };
  try {
    // A fault of the step's own answers Next.js's page there (logged once); what reaches here is a
    // failure to get that page at all.
    return await lightPageResponse(request, identity);
  } catch (error) {
    console.error(`[light-page] ${new URL(request.url).pathname}: no page to make light; served as Netlify would without this function`, error);
    return context.next();
  }
}

export const config = {
  path: [
    '/',
    '/products',
    '/products/*',
    '/about',
    '/contact',
    '/cart',
    '/offline',
    '/sw',
    '/sw/products',
    '/sw/products/*',
    '/sw/about',
    '/sw/contact',
    '/sw/cart',
    '/sw/offline',
  ],
  excludedPath: ['/products/search', '/sw/products/search'],
  method: ['GET'],
  cache: 'manual',
  // Should this function fail all the same (a CPU or memory limit, say), Netlify serves the
  // request as if it did not exist, Next.js's page, instead of its error page.
  onError: 'bypass',
};
