import 'server-only';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** An HTTP answer of any status; `body` is the parsed JSON, or undefined when it was not JSON. */
export type HttpResponse = { kind: 'response'; status: number; body: unknown; text: string };

export type HttpOutcome = HttpResponse | { kind: 'network'; maybeSent: boolean; timedOut: boolean; message: string };

// Errors that happen before a single byte reaches the server: the request certainly was not processed.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** One HTTP exchange with a hard deadline covering the body too; never throws. */
export async function httpJson(
  fetchImpl: FetchLike,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<HttpOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: init.method,
      headers: init.body === undefined ? init.headers : { 'Content-Type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { kind: 'response', status: response.status, body, text };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const code = errorCode(error);
    return {
      kind: 'network',
      timedOut,
      maybeSent: timedOut || code === undefined || !NOT_SENT_CODES.has(code),
      message: timedOut ? `no answer within ${timeoutMs} ms` : `${code ?? 'network error'}: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** `path` on Daraja's host, whether or not the configured base URL ends in a slash. */
export function darajaUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
