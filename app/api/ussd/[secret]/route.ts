import { USSD_WORDS } from '@/lib/ussd/words';
import { ussdStepSchema } from '@/lib/schemas/ussd';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { atCallbackForm } from '@/lib/server/http/callback-request';
import { answerUssdStep } from '@/lib/server/services/ussd-step';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string }> };

/** Both languages: a step that cannot be read has no language yet. */
const UNREADABLE = `END ${USSD_WORDS.en.sorry}\n${USSD_WORDS.sw.sorry}`;

const screen = (reply: string) => new Response(reply, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * POST /api/ussd/{AT_CALLBACK_SECRET}: one step of a USSD session from Africa's Talking. Translates
 * the gateway's form into a step for the USSD service (lib/server/services/ussd-step.ts) and its
 * screen back: `CON …` or `END …` as text, always 200. A malformed step gets an END with a plain
 * apology in both languages, and the service answers a failure inside with one, never a 500 (the
 * phone would show the network's own error).
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const db = getDb();
  const callback = await atCallbackForm(db, request, (await params).secret, env().atCallbackSecret);
  if ('refused' in callback) return callback.refused;
  const step = ussdStepSchema.safeParse(callback.form);
  if (!step.success) return screen(UNREADABLE);
  const { sessionId, phoneNumber: phone, text } = step.data;
  return screen(await answerUssdStep(db, { sessionId, phone, text }));
}
