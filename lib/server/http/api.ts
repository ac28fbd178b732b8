import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { API_ERRORS, type ApiErrorBody } from '@/lib/api/errors';
import { fieldMessages } from '@/lib/form-errors';
import { isCleanText } from '@/lib/text';
import { isUnstorableText } from '../db/errors';
import { ServiceError } from '../services/errors';
// Every route handler runs with the order core's hooks answered by the slices (composition.ts).
import '../services/composition';
import { toWire } from '@/lib/api/wire';

/**
 * The answer shape of every JSON route handler (spec section 7: `success`, `message`, `data`).
 * Failures carry a code the browser decides by (lib/api/errors.ts), a message a person can act on,
 * and `errors` per field when a form was wrong; never a stack trace or a driver's message.
 */
export interface ApiBody<T = unknown> {
  success: true;
  message: string;
  data: T;
  /** Beside `data` where the spec's shape keeps `data` a plain list (the next page of a statement). */
  [extra: string]: unknown;
}

const NO_STORE = { 'cache-control': 'no-store' };

export function ok<T>(data: T, message = 'OK', init: { status?: number; headers?: HeadersInit; extra?: Record<string, unknown> } = {}): NextResponse {
  const body: ApiBody<T> = { success: true, message, data, ...init.extra };
  return NextResponse.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...Object.fromEntries(new Headers(init.headers)) } });
}

/** A refusal as the browser reads it: its code's status, code and message, and whatever it carries. */
export function refusal(error: ServiceError, extra: Partial<ApiErrorBody> = {}, headers?: HeadersInit): NextResponse {
  const body: ApiErrorBody = {
    success: false,
    code: error.code,
    message: error.message,
    ...(error.params === undefined ? {} : { params: error.params as Record<string, unknown> }),
    ...(error.data === undefined ? {} : { data: toWire(error.data) }),
    ...extra,
  };
  return NextResponse.json(body, { status: API_ERRORS[error.code].status, headers: { ...NO_STORE, ...Object.fromEntries(new Headers(headers)) } });
}

/** A value that breaks a schema: 400, with a message per field and the first as the message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldMessages(parsed.error);
  throw new InvalidInput(errors);
}

/** invalid_input with its field messages, which the answer carries as `errors`. */
export class InvalidInput extends ServiceError<'invalid_input'> {
  constructor(readonly errors: Record<string, string>) {
    super('invalid_input', { message: Object.values(errors)[0] ?? 'Invalid request' });
  }
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
  if (!type.toLowerCase().includes('application/json')) throw new ServiceError('json_required');
  const text = await readTextUpTo(request, MAX_JSON_BYTES);
  if (text === null) throw new ServiceError('request_too_large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError('invalid_json');
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
      if (typeof part !== 'string' || part.length > MAX_PARAM_LENGTH || !isCleanText(part)) throw new ServiceError('not_found');
    }
  }
}

/**
 * Wraps a route handler: a ServiceError becomes its code's status, code and message (a rate limit
 * says when to try again); anything unexpected is logged with a reference and answered with a plain
 * 500 that reveals nothing of the internals.
 */
export function apiHandler<C>(name: string, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      await screenPathParams(context);
      return await handler(request, context);
    } catch (error) {
      if (error instanceof InvalidInput) return refusal(error, { errors: error.errors });
      if (error instanceof ServiceError) {
        const retry = error.code === 'rate_limited' ? (error.params as { retryAfter: number }).retryAfter : null;
        return refusal(error, {}, retry === null ? undefined : { 'retry-after': String(retry) });
      }
      if (isUnstorableText(error)) {
        // The text rule should have refused this before the database saw it: a gap to close, not a 500.
        console.warn(`[api ${name}] the database refused a value as text; a schema lets it through`, error);
        return refusal(new ServiceError('unsafe_text'));
      }
      const reference = crypto.randomUUID().slice(0, 8);
      console.error(`[api ${name}] ${reference}`, error);
      return refusal(new ServiceError('internal'), { reference });
    }
  };
}
