/**
 * Netlify scheduled function: every minute, one round of payment reconciliation (STK query for open
 * pushes, review of stale ones, expiry of unpaid orders). A thin wrapper: the work is done by the
 * app's own route /api/jobs/reconcile (lib/server/services/reconciler.ts), so this function bundles
 * none of the server code and the reconciler has one implementation.
 */
interface ScheduledEvent {
  next_run?: string;
}

export default async function reconcile(request: Request): Promise<Response> {
  const { next_run: nextRun } = (await request.json().catch(() => ({}))) as ScheduledEvent;
  const site = process.env.URL;
  const secret = process.env.CRON_SECRET;
  if (!site || !secret) return new Response('URL and CRON_SECRET must be set', { status: 500 });
  const response = await fetch(`${site}/api/jobs/reconcile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
    // Scheduled functions may run 30 s; leave room to report.
    signal: AbortSignal.timeout(25_000),
  });
  const summary = await response.text();
  console.log(`[reconcile] ${response.status} ${summary} (next run ${nextRun ?? 'unknown'})`);
  return new Response(summary, { status: response.ok ? 200 : 502 });
}

export const config = { schedule: '* * * * *' };
