import type { IncomingMessage, ServerResponse } from 'node:http';
import { control } from './control-api';
import { c2bRegister, c2bSimulate, oauth, stkPush, stkQuery, type ApiRequest } from './daraja-api';
import type { SandboxEngine } from './engine';
import { parseJson, resourceNotFound, sendHtml, sendJson, sendReply, type Reply } from './http-util';
import { answerBalanceForm, answerPromptForm, type PromptAction } from './phone-forms';
import { pageSignature, renderPhonePage } from './phone-page';
import type { Params, Route } from './router';

export interface ServerRequest {
  engine: SandboxEngine;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  url: URL;
  /** Empty for GET and HEAD, which are never read. */
  body: string;
  /** Raw path segments: the server's routes decode what they use themselves. */
  params: Params;
}

export type ServerHandler = (request: ServerRequest) => void;

type DarajaEndpoint = (engine: SandboxEngine, req: ApiRequest) => Reply;

function bodyForLog(body: string): unknown {
  if (body === '') return null;
  const parsed = parseJson(body);
  return parsed.ok ? parsed.value : body;
}

/**
 * Any method: each endpoint answers a wrong one with Daraja's own envelope. Every call is logged with both
 * bodies, for GET /__sandbox/log?kind=call.
 */
function daraja(path: string, endpoint: DarajaEndpoint): Route<ServerHandler> {
  return {
    method: '*',
    path,
    handler: ({ engine, req, res, method, url, body }) => {
      const reply = endpoint(engine, { method, url, headers: req.headers, body });
      engine.log({ kind: 'call', method, path: `${url.pathname}${url.search}`, status: reply.status, request: bodyForLog(body), response: reply.body });
      sendReply(res, reply);
    },
  };
}

function promptForm(act: PromptAction): ServerHandler {
  return ({ engine, res, body, params }) => {
    const rawId = params.get('id');
    // The page never posts an empty id, and /phone/prompts//pin has always been an unknown path.
    if (rawId === '') sendReply(res, resourceNotFound());
    else answerPromptForm(engine, res, rawId, body, act);
  };
}

export const SERVER_ROUTES: readonly Route<ServerHandler>[] = [
  daraja('/oauth/v1/generate', oauth),
  daraja('/mpesa/stkpush/v1/processrequest', stkPush),
  daraja('/mpesa/stkpushquery/v1/query', stkQuery),
  daraja('/mpesa/c2b/v1/registerurl', c2bRegister),
  daraja('/mpesa/c2b/v2/registerurl', c2bRegister),
  daraja('/mpesa/c2b/v1/simulate', c2bSimulate),
  daraja('/mpesa/c2b/v2/simulate', c2bSimulate),
  { method: '*', path: '/__sandbox/*', handler: ({ engine, res, method, url, body }) => sendReply(res, control(engine, method, url, body)) },
  { method: 'GET', path: '/', handler: ({ engine, res, url }) => sendHtml(res, 200, renderPhonePage(engine, url)) },
  {
    method: 'GET',
    path: '/phone/signature',
    handler: ({ engine, res, url }) => sendJson(res, 200, { signature: pageSignature(engine, url.searchParams.get('phone') ?? undefined) }),
  },
  { method: 'POST', path: '/phone/prompts/:id/pin', handler: promptForm((engine, id, form) => engine.enterPin(id, form.get('pin') ?? '')) },
  { method: 'POST', path: '/phone/prompts/:id/cancel', handler: promptForm((engine, id) => engine.cancel(id)) },
  { method: 'POST', path: '/phone/prompts/:id/ignore', handler: promptForm((engine, id) => engine.ignore(id)) },
  { method: 'POST', path: '/phone/balance', handler: ({ engine, res, body }) => answerBalanceForm(engine, res, body) },
];
