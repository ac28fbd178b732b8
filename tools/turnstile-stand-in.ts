/**
 * A stand-in for Cloudflare's Turnstile siteverify endpoint, for tests on a machine that cannot reach
 * Cloudflare. Like the real one it answers a form post (secret, response) with {success, action,
 * error-codes} and accepts each token once. Tokens the browser stand-in (e2e/support/turnstile-stand-in.js)
 * makes look like `pass-<action>-<n>` or `fail-<action>-<n>`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TurnstileStandIn {
  url: string;
  close(): Promise<void>;
}

export function verdict(secret: string, form: URLSearchParams, used: Set<string>): Record<string, unknown> {
  const token = form.get('response') ?? '';
  if (form.get('secret') !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (used.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  used.add(token);
  const [outcome, action] = token.split('-');
  return outcome === 'pass' ? { success: true, action, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] };
}

export async function startTurnstileStandIn(options: { port: number; secret: string }): Promise<TurnstileStandIn> {
  const used = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(verdict(options.secret, new URLSearchParams(body), used)));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
