/**
 * On Netlify, /.netlify/functions/<name>/* reaches only a Netlify Function called <name>; each of the
 * spec's API names has one that forwards to the Next route handler at /api/<name>/*.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import forwardToApi from '@/netlify/functions/_lib/forward-to-api';

// Route handlers the browser calls at /api/* itself, or that other services call there; and the
// catch-all that answers every unknown API path 404, which is no API name.
const INTERNAL = new Set(['admin', 'auth', 'delivery', 'jobs', 'payments', 'product-images', 'sms', 'ussd', '[[...path]]']);

it('has a forwarding function for every API name under /.netlify/functions', () => {
  const names = readdirSync(path.join(process.cwd(), 'app', 'api')).filter((n) => !INTERNAL.has(n));
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    const source = readFileSync(path.join(process.cwd(), 'netlify', 'functions', `${name}.mts`), 'utf8');
    expect(source).toContain("export { default } from './_lib/forward-to-api.ts';");
  }
});

it('has no forwarding function left over for a route handler that moved or went', () => {
  const dir = path.join(process.cwd(), 'netlify', 'functions');
  const forwarders = readdirSync(dir).filter((n) => n.endsWith('.mts') && readFileSync(path.join(dir, n), 'utf8').includes('forward-to-api'));
  const routes = new Set(readdirSync(path.join(process.cwd(), 'app', 'api')));
  expect(forwarders.filter((n) => !routes.has(n.replace(/\.mts$/, '')))).toEqual([]);
});

it('forwards path, query, method, body, cookie and Origin, and brings back status and every cookie', async () => {
  const seen: Array<{ url?: string; method?: string; cookie?: string; origin?: string; body: string }> = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString()));
    request.on('end', () => {
      seen.push({ url: request.url, method: request.method, cookie: request.headers.cookie, origin: request.headers.origin, body });
      response.writeHead(403, [
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=2; Path=/'],
      ]);
      response.end('{"success":false}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = await forwardToApi(
      new Request(`http://127.0.0.1:${port}/.netlify/functions/getOrder/abc?x=1`, {
        method: 'PATCH',
        headers: { cookie: '__session=s', origin: 'https://shop.example', 'content-type': 'application/json' },
        body: '{"status":"cancelled"}',
      }),
    );
    expect(seen).toEqual([
      { url: '/api/getOrder/abc?x=1', method: 'PATCH', cookie: '__session=s', origin: 'https://shop.example', body: '{"status":"cancelled"}' },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await answer.json()).toEqual({ success: false });
  } finally {
    server.close();
  }
});
