/**
 * The production web server of `npm start`: Next.js's own request handler behind Node's HTTP server
 * (Next's documented custom server), for one reason: `next start` keeps an X-Forwarded-For that the
 * caller sent, so anyone could give themselves a new address per request and walk past the
 * per-address rate limits. Here the header is always the socket's address. Behind a proxy of your
 * own, set CLIENT_IP_HEADER to the header it overwrites (README, *Configuration*).
 */
import { createServer } from 'node:http';
import next from 'next';

process.env.NODE_ENV = 'production';
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  handle(request, response).catch((error) => {
    console.error('[miche] request failed', error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
server.listen(port, () => console.log(`[miche] serving on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
