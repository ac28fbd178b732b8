import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { control } from './control-api';
import { c2bRegister, c2bSimulate, oauth, stkPush, stkQuery, type ApiRequest } from './daraja-api';
import { SandboxEngine } from './engine';
import { envelope, parseJson, readBody, redirect, sendHtml, sendJson, type Reply } from './http-util';
import { DEFAULT_OPTIONS, type SandboxOptions } from './options';
import { pageSignature, renderPhonePage } from './phone-page';

export type { SandboxOptions, SandboxKnobs, CallbackMode, PhoneBehaviour } from './options';
export { DEFAULT_OPTIONS, TEST_NUMBERS, SANDBOX_PASSKEY } from './options';
export type { Prompt, LogEntry, PhoneState } from './engine';

export interface RunningSandbox {
  /** Base URL, e.g. http://127.0.0.1:4010: use it as MPESA_BASE_URL. */
  url: string;
  host: string;
  port: number;
  options: SandboxOptions;
  /** The in-memory state, for in-process tests; scripts use the /__sandbox/ API instead. */
  engine: SandboxEngine;
  /** Stops the server, every timer and every in-flight callback. */
  close(): Promise<void>;
}

type DarajaHandler = (engine: SandboxEngine, req: ApiRequest) => Reply;

const DARAJA_ROUTES: Readonly<Record<string, DarajaHandler>> = {
  '/oauth/v1/generate': oauth,
  '/mpesa/stkpush/v1/processrequest': stkPush,
  '/mpesa/stkpushquery/v1/query': stkQuery,
  '/mpesa/c2b/v1/registerurl': c2bRegister,
  '/mpesa/c2b/v2/registerurl': c2bRegister,
  '/mpesa/c2b/v1/simulate': c2bSimulate,
  '/mpesa/c2b/v2/simulate': c2bSimulate,
};

/** Only same-site paths, so the phone page's "back" field cannot send anyone elsewhere. */
function safeBack(value: string | null): string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

function withParam(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

async function handle(engine: SandboxEngine, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
  const path = url.pathname;

  const daraja = DARAJA_ROUTES[path];
  if (daraja !== undefined) {
    const reply = daraja(engine, { method, url, headers: req.headers, body });
    const parsed = parseJson(body);
    engine.log({
      kind: 'call',
      method,
      path: `${path}${url.search}`,
      status: reply.status,
      request: body === '' ? null : parsed.ok ? parsed.value : body,
      response: reply.body,
    });
    sendJson(res, reply.status, reply.body);
    return;
  }

  if (path === '/__sandbox' || path.startsWith('/__sandbox/')) {
    const reply = control(engine, method, url, body);
    sendJson(res, reply.status, reply.body);
    return;
  }

  if (path === '/' && method === 'GET') {
    sendHtml(res, 200, renderPhonePage(engine, url));
    return;
  }
  if (path === '/phone/signature' && method === 'GET') {
    const phone = url.searchParams.get('phone') ?? undefined;
    sendJson(res, 200, { signature: pageSignature(engine, phone) });
    return;
  }
  const action = /^\/phone\/prompts\/([^/]+)\/(pin|cancel|ignore)$/.exec(path);
  if (action !== null && method === 'POST') {
    const form = new URLSearchParams(body);
    const back = safeBack(form.get('back'));
    const id = decodeURIComponent(action[1] ?? '');
    const result = action[2] === 'pin' ? engine.enterPin(id, form.get('pin') ?? '') : action[2] === 'cancel' ? engine.cancel(id) : engine.ignore(id);
    redirect(res, result.ok ? withParam(back, 'done', id) : withParam(back, 'error', result.error));
    return;
  }
  if (path === '/phone/balance' && method === 'POST') {
    const form = new URLSearchParams(body);
    const back = safeBack(form.get('back'));
    const phone = (form.get('phone') ?? '').trim();
    const balance = Number((form.get('balance') ?? '').trim());
    if (!/^254[17]\d{8}$/.test(phone) || !Number.isSafeInteger(balance) || balance < 0) {
      redirect(res, withParam(back, 'error', 'Give a phone like 254712345678 and a whole, non-negative balance.'));
      return;
    }
    engine.setPhone(phone, { balance });
    redirect(res, back);
    return;
  }
  const notFound = envelope(404, '404.001.01', 'Resource not found');
  sendJson(res, notFound.status, notFound.body);
}

/**
 * Starts the local Daraja sandbox. Port 0 picks a free port (tests); everything runs in memory, and
 * close() clears every timer so nothing outlives it.
 */
export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const resolved: SandboxOptions = { ...DEFAULT_OPTIONS, ...options };
  const engine = new SandboxEngine(resolved);
  const server = createServer((req, res) => {
    handle(engine, req, res).catch((error: unknown) => {
      resolved.logger?.(`sandbox error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { requestId: '', errorCode: '500.003.1001', errorMessage: 'Internal Server Error' });
      else res.end();
    });
  });
  // Daraja answers in well under a second; a stuck client should not keep a socket open forever.
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
  const url = `http://${hostForUrl}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    host: resolved.host,
    port,
    options: resolved,
    engine,
    close() {
      closing ??= (async () => {
        await engine.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
