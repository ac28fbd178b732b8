/**
 * The production web server of `npm start`: Next.js's own request handler behind Node's HTTP server
 * (Next's documented custom server), for two reasons:
 * - `next start` keeps an X-Forwarded-For that the caller sent, so anyone could give themselves a new
 *   address per request and walk past the per-address rate limits. Here the header is always the
 *   socket's address. Behind a proxy of your own, set CLIENT_IP_HEADER to the header it overwrites.
 * - A public page opened in a browser leaves through the same step as on Netlify's edge
 *   (lib/light-page/respond.ts, issue 26): Next.js's answer for the request is collected here, in this
 *   process, and made light. No request fetches the site's own address.
 * Run with `node --import tsx` (scripts/start.ts), so it shares that TypeScript with the edge function.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import next from 'next';
import { lightPageResponse, mayLighten } from '../lib/light-page/respond.ts';

(process.env as Record<string, string>).NODE_ENV = 'production';
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

function webRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return new Request(new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`), { method: request.method, headers });
}

/**
 * Next.js's answer to `request`, collected instead of sent: its writes are kept, and its end gives
 * the answer. Asked without compression or validators, so the body is the page itself.
 */
function nextAnswer(request: IncomingMessage, response: ServerResponse): Promise<Response> {
  for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete request.headers[name];
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
  };
  return new Promise((resolve) => {
    Object.assign(response, {
      writeHead(status: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) {
        response.statusCode = status;
        for (const [name, value] of Object.entries((typeof reason === 'object' ? reason : headers) ?? {}))
          if (value !== undefined) response.setHeader(name, value);
        return response;
      },
      flushHeaders() {},
      write(chunk: unknown, encoding?: unknown, done?: () => void) {
        keep(chunk, encoding);
        (typeof encoding === 'function' ? encoding : done)?.();
        return true;
      },
      end(chunk?: unknown, encoding?: unknown) {
        keep(chunk, encoding);
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.getHeaders())) for (const one of [value ?? []].flat()) headers.append(name, String(one));
        resolve(new Response(new Uint8Array(Buffer.concat(chunks)), { status: response.statusCode, headers }));
        return response;
      },
    });
  });
}

const COLLECTING = ['writeHead', 'flushHeaders', 'write', 'end'] as const;

/** Node's own methods again, once the answer is collected (or Next.js failed before it ended). */
function stopCollecting(response: ServerResponse) {
  for (const name of COLLECTING) delete (response as unknown as Record<string, unknown>)[name];
}

/** Sends a web Response through Node's, compressed as the browser accepts. */
async function send(answer: Response, accepts: string, response: ServerResponse) {
  let body: Buffer = Buffer.from(await answer.arrayBuffer());
  const headers: OutgoingHttpHeaders = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (body.length > 1024 && /\bbr\b/.test(accepts)) [body, headers['content-encoding']] = [brotliCompressSync(body), 'br'];
  else if (body.length > 1024 && /\bgzip\b/.test(accepts)) [body, headers['content-encoding']] = [gzipSync(body), 'gzip'];
  if (headers['content-encoding'])
    headers.vary = [...new Set([...String(headers.vary ?? '').split(','), 'Accept-Encoding'].map((v) => v.trim()).filter(Boolean))].join(', ');
  headers['content-length'] = String(body.length);
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.writeHead(answer.status, headers);
  response.end(answer.status === 304 ? undefined : body);
}

async function serve(request: IncomingMessage, response: ServerResponse) {
  const web = webRequest(request);
  if (!mayLighten(web)) return handle(request, response);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  let handled: Promise<unknown> = Promise.resolve();
  try {
    const answer = await lightPageResponse(web, () => {
      const collected = nextAnswer(request, response);
      handled = handle(request, response);
      // Next.js failing before its end rejects; its end (collected) answers.
      return Promise.race([collected, handled.then(() => collected)]);
    });
    stopCollecting(response);
    await send(answer, accepts, response);
  } finally {
    stopCollecting(response);
  }
  // Next.js's handler resolves once the answer it wrote has gone.
  await handled;
}

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  serve(request, response).catch((error: unknown) => {
    console.error('[miche] request failed', error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
server.listen(port, () => console.log(`[miche] serving on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
