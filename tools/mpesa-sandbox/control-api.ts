import { z } from 'zod';
import type { SandboxEngine } from './engine';
import { parseJson, type Reply } from './http-util';
import { PHONE_BEHAVIOURS, type PhoneBehaviour } from './options';
import { matchRoute, splitPath, type Params, type Route } from './router';

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

interface ControlRequest {
  engine: SandboxEngine;
  url: URL;
  body: string;
  params: Params;
}

type ControlHandler = (request: ControlRequest) => Reply;

const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, error: string): Reply => ({ status, body: { error } });

function parseBody<T>(schema: z.ZodType<T>, text: string): { ok: true; value: T } | { ok: false; reply: Reply } {
  const json = parseJson(text === '' ? '{}' : text);
  if (!json.ok) return { ok: false, reply: fail(400, 'body is not JSON') };
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) return { ok: false, reply: fail(400, z.prettifyError(parsed.error)) };
  return { ok: true, value: parsed.data };
}

function withBody<T>(schema: z.ZodType<T>, handle: (value: T, request: ControlRequest) => Reply): ControlHandler {
  return (request) => {
    const parsed = parseBody(schema, request.body);
    return parsed.ok ? handle(parsed.value, request) : parsed.reply;
  };
}

function actionReply(result: ReturnType<SandboxEngine['cancel']>): Reply {
  return result.ok ? ok({ prompt: result.prompt }) : fail(result.status, result.error);
}

function summary({ engine }: ControlRequest): Reply {
  return ok({
    knobs: engine.knobs,
    shortcode: engine.options.shortcode,
    tillNumber: engine.options.tillNumber,
    phones: engine.listPhones(),
    openPrompts: engine.listPrompts({ state: 'open' }).length,
    c2bRegistrations: engine.listRegistrations(),
  });
}

function listPrompts({ engine, url }: ControlRequest): Reply {
  const state = url.searchParams.get('state') ?? 'all';
  const phone = url.searchParams.get('phone') ?? undefined;
  if (state !== 'open' && state !== 'done' && state !== 'all') return fail(400, 'state must be open, done or all');
  return ok({ prompts: engine.listPrompts({ state: state === 'all' ? undefined : state, msisdn: phone }) });
}

function getPrompt({ engine, params }: ControlRequest): Reply {
  const prompt = engine.getPrompt(params.get('id'));
  return prompt === undefined ? fail(404, 'no such prompt') : ok({ prompt });
}

function setKnobs(changes: z.infer<typeof knobsSchema>, { engine }: ControlRequest): Reply {
  engine.knobs = { ...engine.knobs, ...changes };
  engine.log({ kind: 'event', message: `knobs changed: ${JSON.stringify(changes)}` });
  return ok({ knobs: engine.knobs });
}

function readLog({ engine, url }: ControlRequest): Reply {
  const since = Number(url.searchParams.get('since') ?? '0');
  const kind = url.searchParams.get('kind') ?? undefined;
  return ok({ entries: engine.logEntries(Number.isFinite(since) ? since : 0, kind) });
}

function reset({ engine }: ControlRequest): Reply {
  engine.reset();
  return ok({ reset: true });
}

// Most paths end in `*` because the control API has always ignored segments past the ones it reads
// (POST /__sandbox/reset/now resets). The two listings and GET of one prompt match exactly, since a
// longer path under them is another route.
const CONTROL_ROUTES: readonly Route<ControlHandler>[] = [
  { method: 'GET', path: '/__sandbox', handler: summary },
  // An empty segment right after the prefix (/__sandbox//…) has always meant the summary too.
  { method: 'GET', path: '/__sandbox//*', handler: summary },
  { method: 'GET', path: '/__sandbox/prompts', handler: listPrompts },
  { method: 'GET', path: '/__sandbox/prompts/:id', handler: getPrompt },
  {
    method: 'POST',
    path: '/__sandbox/prompts/:id/resolve/*',
    handler: withBody(resolveSchema, ({ resultCode, resultDesc }, { engine, params }) => actionReply(engine.resolve(params.get('id'), resultCode, resultDesc))),
  },
  {
    method: 'POST',
    path: '/__sandbox/prompts/:id/pin/*',
    handler: withBody(pinSchema, ({ pin }, { engine, params }) => actionReply(engine.enterPin(params.get('id'), pin))),
  },
  { method: 'POST', path: '/__sandbox/prompts/:id/cancel/*', handler: ({ engine, params }) => actionReply(engine.cancel(params.get('id'))) },
  { method: 'POST', path: '/__sandbox/prompts/:id/ignore/*', handler: ({ engine, params }) => actionReply(engine.ignore(params.get('id'))) },
  { method: 'POST', path: '/__sandbox/prompts/:id/:action/*', handler: ({ params }) => fail(404, `unknown prompt action ${params.get('action')}`) },
  { method: 'GET', path: '/__sandbox/phones', handler: ({ engine }) => ok({ phones: engine.listPhones() }) },
  { method: 'GET', path: '/__sandbox/phones/:msisdn/*', handler: ({ engine, params }) => ok({ phone: { ...engine.phone(params.get('msisdn')) } }) },
  {
    method: ['PUT', 'POST', 'PATCH'],
    path: '/__sandbox/phones/:msisdn/*',
    handler: withBody(phoneSchema, (changes, { engine, params }) => ok({ phone: engine.setPhone(params.get('msisdn'), changes) })),
  },
  { method: 'GET', path: '/__sandbox/knobs/*', handler: ({ engine }) => ok({ knobs: engine.knobs }) },
  { method: ['PATCH', 'PUT', 'POST'], path: '/__sandbox/knobs/*', handler: withBody(knobsSchema, setKnobs) },
  { method: 'GET', path: '/__sandbox/log/*', handler: readLog },
  { method: 'POST', path: '/__sandbox/tokens/expire/*', handler: ({ engine }) => ok({ expired: engine.expireTokens() }) },
  // Anything else under tokens, even GET /__sandbox/tokens/expire, has always been a 404 that names the one call.
  { method: '*', path: '/__sandbox/tokens/*', handler: () => fail(404, 'use POST /__sandbox/tokens/expire') },
  { method: 'POST', path: '/__sandbox/reset/*', handler: reset },
];

export function control(engine: SandboxEngine, method: string, url: URL, body: string): Reply {
  const path = url.pathname.replace(/\/+$/, '');
  const match = matchRoute(CONTROL_ROUTES, method, splitPath(path).map(decodeURIComponent));
  if (match.kind === 'not-found') return fail(404, `unknown control path ${path}`);
  // Before the method, as it always was: a malformed number is a 400 whatever the method.
  if (match.params.has('msisdn') && !MSISDN.test(match.params.get('msisdn'))) return fail(400, 'phone must be 254 followed by 7 or 1 and 8 digits');
  if (match.kind === 'wrong-method') return fail(405, `use ${match.allowed.join(' or ')}`);
  return match.handler({ engine, url, body, params: match.params });
}
