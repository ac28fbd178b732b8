/**
 * What the AT client says when the gateway is slow, gone or garbled. A send that
 * may have left (no answer in time, a connection cut after the request, a 201 whose body was lost) is
 * `unknown`, which the outbox never sends again; one that cannot have left (the connection refused)
 * or that AT refused may be tried again; a refusal no retry can change is permanent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAtClient } from '@/lib/server/sms/at-client';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let handler: Handler;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (baseUrl = url) => createAtClient({ baseUrl, username: 'sandbox', apiKey: 'key', timeoutMs: 200 });
const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const recipient = (statusCode: number, status: string, messageId = 'ATXid_1') => ({ SMSMessageData: { Recipients: [{ statusCode, status, messageId }] } });

describe('the AT client', () => {
  it('sends: 201 with a recipient accepted', async () => {
    handler = json(201, recipient(101, 'Success'));
    await expect(client().send('+254712345678', 'hi')).resolves.toEqual({ ok: true, messageId: 'ATXid_1' });
  });

  it('is unknown when the answer comes after its timeout: the message may have left', async () => {
    handler = (req, res) => setTimeout(() => json(201, recipient(101, 'Success'))(req, res), 600);
    await expect(client().send('+254712345678', 'hi')).resolves.toMatchObject({ ok: false, unknown: true, permanent: false });
  });

  it('is unknown when the connection is cut after the request, or a 201 comes with its answer lost', async () => {
    handler = (req) => req.socket.destroy();
    await expect(client().send('+254712345678', 'hi')).resolves.toMatchObject({ ok: false, unknown: true });
    handler = (_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"SMSMessageData":{"Recip');
    };
    await expect(client().send('+254712345678', 'hi')).resolves.toMatchObject({ ok: false, unknown: true });
  });

  it('may try again when the gateway could not be reached, or answered an error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await client(gone).send('+254712345678', 'hi');
    expect(refused).toMatchObject({ ok: false, permanent: false });
    expect(refused).not.toHaveProperty('unknown');
    handler = json(500, { error: 'down' });
    const failed = await client().send('+254712345678', 'hi');
    expect(failed).toMatchObject({ ok: false, permanent: false });
    expect(failed).not.toHaveProperty('unknown');
  });

  it('is permanent for a refusal no retry changes', async () => {
    handler = json(201, recipient(403, 'InvalidPhoneNumber', 'None'));
    await expect(client().send('+254712345678', 'hi')).resolves.toMatchObject({ ok: false, permanent: true });
  });
});
