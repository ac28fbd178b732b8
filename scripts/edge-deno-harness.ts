/**
 * Run by Deno, not Node (scripts/edge-deno-check.ts starts it): loads the edge function
 * netlify/edge-functions/light-page.ts as Netlify's edge runs it, on Deno, and answers each request
 * it is given through the function's handler. Its `context.next()` stands in for Netlify's: it asks
 * the running `npm start` shop for Next.js's own page, which that shop answers untouched to a request
 * that is not a page opened in a browser (lib/light-page/respond.ts, isOpenedPage), so the function
 * makes its light page from the very page Next.js drew for the same address.
 *
 * Argument: a JSON object { origin, cases: [{ path, cookie }] }. Prints one JSON line per case:
 * { path, cookie, status, contentType, headers, body }. Only relative imports, so it runs with
 * `--no-remote --no-npm`: nothing is fetched.
 */
import lightPage from '../netlify/edge-functions/light-page.ts';

/** The part of Deno's global this uses (the project's types are Node's). */
declare const Deno: { args: string[] };

interface Case {
  path: string;
  cookie: string;
}

const { origin, cases } = JSON.parse(Deno.args[0] ?? '{}') as { origin: string; cases: Case[] };

/** The headers a browser opening the page sends, as the Node side sends them to `npm start`. */
function browserHeaders(cookie: string): Headers {
  const headers = new Headers({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate', 'accept-encoding': 'identity' });
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/**
 * Netlify's `context.next()`, answered by the shop: the same request, asked so that `npm start` does
 * not make it light (not a navigation, not asking for HTML), hence Next.js's page as it drew it.
 * Redirects are answered, not followed, as Netlify's would be.
 */
function standInContext(original: Request) {
  return {
    next(request: Request = original): Promise<Response> {
      const headers = new Headers(request.headers);
      headers.delete('sec-fetch-mode');
      headers.delete('sec-fetch-dest');
      headers.set('accept', '*/*');
      return fetch(request.url, { method: request.method, headers, redirect: 'manual' });
    },
  };
}

const HEADERS = ['cache-control', 'etag', 'netlify-cache-tag', 'netlify-vary', 'vary'];

for (const { path, cookie } of cases) {
  const request = new Request(new URL(path, origin), { headers: browserHeaders(cookie) });
  const answer = await lightPage(request, standInContext(request));
  const body = await answer.text();
  const headers = Object.fromEntries(HEADERS.map((name) => [name, answer.headers.get(name)]));
  const line = JSON.stringify({ path, cookie, status: answer.status, contentType: answer.headers.get('content-type'), headers, body });
  console.log(line);
}
