/**
 * The production web server of `npm start`: Next.js's own request handler behind Node's HTTP server
 * (Next's documented custom server), for two reasons:
 * - `next start` keeps an X-Forwarded-For that the caller sent, so anyone could give themselves a new
 *   address per request and walk past the per-address rate limits. Here the header is always the
 *   socket's address. Behind a proxy of your own, set CLIENT_IP_HEADER to the header it overwrites.
 * - A public page opened in a browser leaves through the same step as on Netlify's edge
 *   (lib/light-page/respond.ts): Next.js's answer for the request is collected in this
 *   process and made light (scripts/light-page-handler.ts); any fault in that step sends Next.js's
 *   page as it drew it. No request fetches the site's own address.
 * Run with `node --import tsx` (scripts/start.ts), so it shares that TypeScript with the edge function.
 */
import { createServer } from 'node:http';
import next from 'next';
import { lightPageHandler } from './light-page-handler.ts';

(process.env as Record<string, string>).NODE_ENV = 'production';
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = lightPageHandler(app.getRequestHandler());

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  void handle(request, response);
});
server.listen(port, () => console.log(`[miche] serving on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
