import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** A stand-in for the app's callback routes: records every POST and answers with a chosen status. */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      received.push({ path: req.url ?? '', headers: req.headers, text, json });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ResultCode: 0, ResultDesc: 'Accepted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answerWith(next: number) {
      status = next;
    },
    clear() {
      received.length = 0;
    },
    async waitFor(predicate: (r: Received) => boolean, timeoutMs = 2_000): Promise<Received> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find(predicate);
        if (hit !== undefined) return hit;
        if (Date.now() > deadline) throw new Error(`no matching POST within ${timeoutMs} ms (got ${received.length})`);
        await sleep(5);
      }
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(5);
  }
}
