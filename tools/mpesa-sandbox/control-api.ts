import { z } from 'zod';
import type { SandboxEngine } from './engine';
import { parseJson, type Reply } from './http-util';
import { PHONE_BEHAVIOURS, type PhoneBehaviour } from './options';

// JSON control API under /__sandbox/ for tests and scripts. Not part of Daraja, so plain
// `{ error }` answers instead of Daraja's envelopes.

const MSISDN = /^254[17]\d{8}$/;

const knobsSchema = z
  .object({
    approveDelayMs: z.number().int().min(0),
    noAnswerTimeoutMs: z.number().int().min(0),
    rejectDelayMs: z.number().int().min(0),
    callbackDelayMs: z.number().int().min(0),
    callbackMode: z.enum(['once', 'drop', 'twice']),
    duplicateCallbackGapMs: z.number().int().min(0),
    queryFailureRate: z.number().min(0).max(1),
    maxRequestsPerSecond: z.number().int().min(0),
    amountLimit: z.number().int().min(1),
    timestampToleranceSeconds: z.number().int(),
    strictCallbackUrls: z.boolean(),
    stkAlsoConfirmsC2b: z.boolean(),
    c2bValidation: z.boolean(),
    c2bMsisdnFormat: z.enum(['masked', 'hashed', 'plain']),
    c2bRegisterOnce: z.boolean(),
  })
  .partial()
  .strict();

const phoneSchema = z
  .object({
    behaviour: z.enum(PHONE_BEHAVIOURS as [PhoneBehaviour, ...PhoneBehaviour[]]),
    balance: z.number().int().min(0),
  })
  .partial()
  .strict();

const resolveSchema = z.object({ resultCode: z.number().int(), resultDesc: z.string().optional() }).strict();
const pinSchema = z.object({ pin: z.string() }).strict();

const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, error: string): Reply => ({ status, body: { error } });

function parseBody<T>(schema: z.ZodType<T>, text: string): { ok: true; value: T } | { ok: false; reply: Reply } {
  const json = parseJson(text === '' ? '{}' : text);
  if (!json.ok) return { ok: false, reply: fail(400, 'body is not JSON') };
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) return { ok: false, reply: fail(400, z.prettifyError(parsed.error)) };
  return { ok: true, value: parsed.data };
}

function actionReply(result: ReturnType<SandboxEngine['cancel']>): Reply {
  return result.ok ? ok({ prompt: result.prompt }) : fail(result.status, result.error);
}

export function control(engine: SandboxEngine, method: string, url: URL, body: string): Reply {
  const path = url.pathname.replace(/\/+$/, '');
  const segments = path.split('/').slice(2).map(decodeURIComponent); // after "/__sandbox"
  const [first, second, third] = segments;

  if (first === undefined || first === '') {
    if (method !== 'GET') return fail(405, 'use GET');
    return ok({
      knobs: engine.knobs,
      shortcode: engine.options.shortcode,
      tillNumber: engine.options.tillNumber,
      phones: engine.listPhones(),
      openPrompts: engine.listPrompts({ state: 'open' }).length,
      c2bRegistrations: engine.listRegistrations(),
    });
  }

  switch (first) {
    case 'prompts': {
      if (second === undefined) {
        if (method !== 'GET') return fail(405, 'use GET');
        const state = url.searchParams.get('state') ?? 'all';
        const phone = url.searchParams.get('phone') ?? undefined;
        if (state !== 'open' && state !== 'done' && state !== 'all') return fail(400, 'state must be open, done or all');
        return ok({ prompts: engine.listPrompts({ state: state === 'all' ? undefined : state, msisdn: phone }) });
      }
      if (third === undefined) {
        if (method !== 'GET') return fail(405, 'use GET');
        const prompt = engine.getPrompt(second);
        return prompt === undefined ? fail(404, 'no such prompt') : ok({ prompt });
      }
      if (method !== 'POST') return fail(405, 'use POST');
      switch (third) {
        case 'resolve': {
          const parsed = parseBody(resolveSchema, body);
          if (!parsed.ok) return parsed.reply;
          return actionReply(engine.resolve(second, parsed.value.resultCode, parsed.value.resultDesc));
        }
        case 'pin': {
          const parsed = parseBody(pinSchema, body);
          if (!parsed.ok) return parsed.reply;
          return actionReply(engine.enterPin(second, parsed.value.pin));
        }
        case 'cancel':
          return actionReply(engine.cancel(second));
        case 'ignore':
          return actionReply(engine.ignore(second));
        default:
          return fail(404, `unknown prompt action ${third}`);
      }
    }
    case 'phones': {
      if (second === undefined) {
        if (method !== 'GET') return fail(405, 'use GET');
        return ok({ phones: engine.listPhones() });
      }
      if (!MSISDN.test(second)) return fail(400, 'phone must be 254 followed by 7 or 1 and 8 digits');
      if (method === 'GET') return ok({ phone: { ...engine.phone(second) } });
      if (method !== 'PUT' && method !== 'POST' && method !== 'PATCH') return fail(405, 'use GET or PUT');
      const parsed = parseBody(phoneSchema, body);
      if (!parsed.ok) return parsed.reply;
      return ok({ phone: engine.setPhone(second, parsed.value) });
    }
    case 'knobs': {
      if (method === 'GET') return ok({ knobs: engine.knobs });
      if (method !== 'PUT' && method !== 'POST' && method !== 'PATCH') return fail(405, 'use GET or PATCH');
      const parsed = parseBody(knobsSchema, body);
      if (!parsed.ok) return parsed.reply;
      engine.knobs = { ...engine.knobs, ...parsed.value };
      engine.log({ kind: 'event', message: `knobs changed: ${JSON.stringify(parsed.value)}` });
      return ok({ knobs: engine.knobs });
    }
    case 'log': {
      if (method !== 'GET') return fail(405, 'use GET');
      const since = Number(url.searchParams.get('since') ?? '0');
      const kind = url.searchParams.get('kind') ?? undefined;
      return ok({ entries: engine.logEntries(Number.isFinite(since) ? since : 0, kind) });
    }
    case 'tokens': {
      if (second !== 'expire' || method !== 'POST') return fail(404, 'use POST /__sandbox/tokens/expire');
      return ok({ expired: engine.expireTokens() });
    }
    case 'reset': {
      if (method !== 'POST') return fail(405, 'use POST');
      engine.reset();
      return ok({ reset: true });
    }
    default:
      return fail(404, `unknown control path ${path}`);
  }
}
