import 'server-only';
import type { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, isCleanText } from '@/lib/schemas/text';
import { isUnstorableText } from '../db/errors';
import { STATUS_OF, ServiceError } from '../services/errors';

/**
 * The answer shape of every JSON route handler (spec section 7: `success`, `message`, `data`).
 * Failures carry a message a person can act on, and `errors` per field when a form was wrong;
 * never a stack trace or a driver's message.
 */
export interface ApiBody<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

const NO_STORE = { 'cache-control': 'no-store' };

export function ok<T>(data: T, message = 'OK', init: { status?: number; headers?: HeadersInit; extra?: Record<string, unknown> } = {}): Response {
  const body: ApiBody<T> = { success: true, message, data, ...init.extra };
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...Object.fromEntries(new Headers(init.headers)) } });
}

export function fail(status: number, message: string, extra: Omit<ApiBody, 'success' | 'message'> = {}, headers?: HeadersInit): Response {
  const body: ApiBody = { success: false, message, ...extra };
  return Response.json(body, { status, headers: { ...NO_STORE, ...Object.fromEntries(new Headers(headers)) } });
}

/** A refusal a handler or service raises on purpose; anything else thrown is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<ApiBody, 'success' | 'message'> = {},
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The first message per field, for forms; `_` holds messages about the body as a whole. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
  }
  return errors;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ApiError(400, Object.values(errors)[0] ?? 'Invalid request', { errors });
}

/** Bodies above this are refused before parsing: no legitimate request of ours comes near it. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * The body as text, reading at most `limit` bytes: null when it is longer. A stated Content-Length
 * over the limit is refused unread; a body without one is read only until it passes the limit.
 */
export async function readTextUpTo(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) throw new ApiError(415, 'Please send JSON (Content-Type: application/json).');
  const text = await readTextUpTo(request, MAX_JSON_BYTES);
  if (text === null) throw new ApiError(413, 'The request is too large.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  return parseWith(schema, value);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** No path parameter of ours (an id, a slug, a county) comes near this. */
const MAX_PARAM_LENGTH = 200;

/**
 * Every path parameter is held to the text rule before a handler sees it: a NUL or a lone surrogate
 * in a path is no id of ours, so it is answered as an unknown path would be, and never reaches the
 * database. Handlers then check the shape they expect (a uuid, a county).
 */
async function screenPathParams(context: unknown): Promise<void> {
  if (typeof context !== 'object' || context === null || !('params' in context)) return;
  const params: unknown = await context.params;
  if (typeof params !== 'object' || params === null) return;
  for (const value of Object.values(params)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part !== 'string' || part.length > MAX_PARAM_LENGTH || !isCleanText(part)) throw new ApiError(404, 'Not found');
    }
  }
}

/**
 * Wraps a route handler: ApiErrors become their status and message; anything unexpected is logged
 * with a reference and answered with a plain 500 that reveals nothing of the internals.
 */
export function apiHandler<C>(name: string, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      await screenPathParams(context);
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.message, error.extra, error.headers);
      if (isUnstorableText(error)) {
        // The text rule should have refused this before the database saw it: a gap to close, not a 500.
        console.warn(`[api ${name}] the database refused a value as text; a schema lets it through`, error);
        return fail(400, UNSAFE_TEXT_MESSAGE);
      }
      if (error instanceof ServiceError) {
        const retry = error.code === 'rate_limited' ? retryAfterOf(error.data) : null;
        return fail(
          STATUS_OF[error.code],
          error.message,
          error.data === undefined ? {} : { data: error.data },
          retry === null ? undefined : { 'retry-after': String(retry) },
        );
      }
      const reference = crypto.randomUUID().slice(0, 8);
      console.error(`[api ${name}] ${reference}`, error);
      return fail(500, 'An error occurred', { reference });
    }
  };
}

function retryAfterOf(data: unknown): number | null {
  return typeof data === 'object' && data !== null && 'retryAfter' in data && typeof data.retryAfter === 'number' ? data.retryAfter : null;
}
