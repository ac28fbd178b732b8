/**
 * The spec's API lives under /.netlify/functions/<name>[/<more>], but on Netlify that prefix belongs to
 * the platform: a request there goes to the Netlify Function called <name> (404 "Function not found"
 * when there is none) before redirects or Next's rewrites are consulted, and netlify.toml refuses
 * redirects from /.netlify/*. So each top-level name has a one-line function (a sibling file) that
 * hands the request, unchanged, to the Next route handler at /api/<name>[/<more>] on the same host,
 * and its answer back: method, query, body, headers (cookies, Origin, Authorization) and status.
 * This directory has no index file, so Netlify does not deploy it as a function of its own.
 */
const PREFIX = '/.netlify/functions/';
// Per connection, or set again by fetch and Netlify's CDN for the inner request.
const DROP_REQUEST = ['host', 'connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'content-length', 'accept-encoding'];
// fetch has already decoded the body, so these would describe bytes that are not sent.
const DROP_RESPONSE = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

export default async function forwardToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(PREFIX)) return new Response('Not found', { status: 404 });
  const target = new URL(`/api/${url.pathname.slice(PREFIX.length)}${url.search}`, url);
  const headers = new Headers(request.headers);
  for (const name of DROP_REQUEST) headers.delete(name);
  // Netlify's own request headers (x-nf-*): the CDN sets them afresh on the inner request.
  for (const name of [...headers.keys()]) if (name.startsWith('x-nf-')) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
  } catch {
    return Response.json({ success: false, message: 'The service is unavailable. Please try again.' }, { status: 502 });
  }
  const out = new Headers(answer.headers);
  for (const name of DROP_RESPONSE) out.delete(name);
  const noBody = request.method === 'HEAD' || [101, 204, 205, 304].includes(answer.status);
  return new Response(noBody ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
}
