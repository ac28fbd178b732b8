/**
 * `npm start`'s request handler (scripts/next-server.mts): Next.js's own, with a public page opened in
 * a browser leaving through the same step as on Netlify's edge (lib/light-page/respond.ts). Next.js's
 * answer for the request is collected here, in this process, and made light. No request fetches the
 * site's own address. Apart from Next.js's server, so a test can drive it with a stand-in for Next.js.
 *
 * The step cannot break a page: lightPageResponse answers Next.js's page on a fault of its own, and a
 * fault here (sending the answer) sends Next.js's page as it was collected, if nothing has gone yet.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { lightPageResponse, mayLighten } from '../lib/light-page/respond.ts';

/** Next.js's request handler (`app.getRequestHandler()`). */
export type NextHandle = (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;

/** Next.js's answer as it wrote it: what is sent when the step fails. */
interface Written {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

function webRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return new Request(new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`), { method: request.method, headers });
}

/**
 * Next.js's answer to `request`, collected instead of sent: its writes are kept, and its end gives
 * the answer (`written` is told it too). Asked without compression or validators, so the body is the
 * page itself.
 */
function nextAnswer(request: IncomingMessage, response: ServerResponse, written: (answer: Written) => void): Promise<Response> {
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
        const body = Buffer.concat(chunks);
        written({ status: response.statusCode, headers: response.getHeaders(), body });
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.getHeaders())) for (const one of [value ?? []].flat()) headers.append(name, String(one));
        resolve(new Response(new Uint8Array(body), { status: response.statusCode, headers }));
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

/** Next.js's page as it wrote it (uncompressed: it was asked so), when sending the step's answer failed. */
function sendWritten({ status, headers, body }: Written, response: ServerResponse) {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.writeHead(status, { ...headers, 'content-length': String(body.length) });
  response.end(body);
}

/** Whether the step may change this request's answer; a request it cannot even read is Next.js's alone. */
function lightable(request: IncomingMessage): Request | null {
  try {
    const web = webRequest(request);
    return mayLighten(web) ? web : null;
  } catch (error) {
    console.error(`[light-page] ${request.url}: could not read the request; served by Next.js`, error);
    return null;
  }
}

async function serve(handle: NextHandle, request: IncomingMessage, response: ServerResponse) {
  const web = lightable(request);
  if (web === null) return handle(request, response);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  let handled: Promise<unknown> = Promise.resolve();
  let written: Written | undefined;
  try {
    const answer = await lightPageResponse(web, () => {
      const collected = nextAnswer(request, response, (answer) => (written = answer));
      handled = handle(request, response);
      // Next.js failing before its end rejects; its end (collected) answers.
      return Promise.race([collected, handled.then(() => collected)]);
    });
    stopCollecting(response);
    await send(answer, accepts, response);
  } catch (error) {
    stopCollecting(response);
    // Next.js's own failure (nothing written), or too late to answer anything else: as without the step.
    if (written === undefined || response.headersSent) throw error;
    console.error(`[light-page] ${web.url}: sending the light page failed; served as Next.js drew it`, error);
    sendWritten(written, response);
  } finally {
    stopCollecting(response);
  }
  // Next.js's handler resolves once the answer it wrote has gone.
  await handled;
}

/** The handler for Node's HTTP server: Next.js's, with the light-page step. */
export function lightPageHandler(handle: NextHandle): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    try {
      await serve(handle, request, response);
    } catch (error) {
      console.error('[miche] request failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  };
}
