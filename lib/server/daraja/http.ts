import 'server-only';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type HttpOutcome =
  { kind: 'response'; status: number; body: unknown; text: string } | { kind: 'network'; maybeSent: boolean; timedOut: boolean; message: string };

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

export interface DarajaErrorEnvelope {
  requestId: string;
  errorCode: string;
  errorMessage: string;
}

/** Daraja's `{requestId, errorCode, errorMessage}`; errorMessage is sometimes empty, errorCode never. */
export function darajaError(body: unknown): DarajaErrorEnvelope | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const code = record.errorCode;
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  return {
    requestId: typeof record.requestId === 'string' ? record.requestId : '',
    errorCode: String(code),
    errorMessage: typeof record.errorMessage === 'string' ? record.errorMessage : '',
  };
}

export function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
