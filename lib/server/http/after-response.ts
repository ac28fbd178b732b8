import 'server-only';
import { after } from 'next/server';

/**
 * Runs work after the response has gone out (Next's after(), kept alive by the platform), so a
 * sender that only needs an acknowledgement gets it at once. Outside a request (a test calling the
 * handler directly) there is nothing to wait for, so the work runs before returning.
 */
export async function afterResponse(task: () => Promise<void>): Promise<void> {
  const logged = () =>
    task().catch((error: unknown) => {
      console.error('[after-response] task failed', error);
    });
  try {
    after(logged);
  } catch {
    await logged();
  }
}
