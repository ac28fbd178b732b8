import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxEngine } from './engine';
import { readBody, resourceNotFound, sendJson, sendReply } from './http-util';
import { DEFAULT_OPTIONS, type SandboxOptions } from './options';
import { matchRoute, splitPath } from './router';
import { SERVER_ROUTES } from './server-routes';

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

async function handle(engine: SandboxEngine, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
  const match = matchRoute(SERVER_ROUTES, method, splitPath(url.pathname));
  // Daraja has no 405: a known path asked with the wrong method is as unknown as any other.
  if (match.kind !== 'found') {
    sendReply(res, resourceNotFound());
    return;
  }
  match.handler({ engine, req, res, method, url, body, params: match.params });
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
