import { USSD_WORDS } from '@/lib/ussd/words';
import { ussdMenu, type UssdResult } from '@/lib/ussd/menu';
import { ussdStepSchema } from '@/lib/schemas/ussd';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { afterResponse } from '@/lib/server/http/after-response';
import { atCallbackForm } from '@/lib/server/http/callback-request';
import { nurseryContact } from '@/lib/server/nursery';
import { appClock, orderSettings, paymentDeps, smsSender } from '@/lib/server/services/deps';
import { drainSmsOutbox } from '@/lib/server/sms/outbox';
import { ServiceError } from '@/lib/server/services/errors';
import { startStkPayment } from '@/lib/server/services/payments/push';
import { callerUid, ensureCaller, ownsOrder, placeUssdOrder, sessionLanguage, ussdContext } from '@/lib/server/services/ussd';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ secret: string }> };

/** Both languages: a step that cannot be read has no language yet. */
const UNREADABLE = `END ${USSD_WORDS.en.sorry}\n${USSD_WORDS.sw.sorry}`;

const screen = (reply: string) => new Response(reply, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * POST /api/ussd/{AT_CALLBACK_SECRET}: one step of a USSD session from Africa's Talking (issue 18).
 * Answers `CON …` or `END …` as text, always 200: a malformed step or a failure inside gets an END
 * with a plain apology, never a 500 (the phone would show the network's own error).
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const db = getDb();
  const callback = await atCallbackForm(db, request, (await params).secret, env().atCallbackSecret);
  if ('refused' in callback) return callback.refused;
  const step = ussdStepSchema.safeParse(callback.form);
  if (!step.success) return screen(UNREADABLE);
  const { sessionId, phoneNumber: phone, text } = step.data;
  let result: UssdResult | null = null;
  try {
    const language = await sessionLanguage(db, sessionId, phone);
    result = ussdMenu(await ussdContext(db, phone, language, nurseryContact().phoneDisplay), text);
    return screen(await carryOut(result, phone));
  } catch (error) {
    console.error('[ussd] a step failed', error);
    return screen(`END ${USSD_WORDS[result?.locale ?? 'en'].sorry}`);
  }
}

/** Does what the last answer asked, and says so: the menu's reply, or why it could not be done. */
async function carryOut(result: UssdResult, phone: string): Promise<string> {
  const { effect } = result;
  const words = USSD_WORDS[result.locale];
  if (!effect) return result.reply;
  const db = getDb();
  if (effect.kind === 'language' || effect.kind === 'sms') {
    await ensureCaller(db, phone, effect.kind === 'language' ? { locale: effect.locale } : { smsUpdates: effect.on });
    return result.reply;
  }
  let orderId: string;
  if (effect.kind === 'order') {
    try {
      orderId = (await placeUssdOrder(db, phone, effect, orderSettings())).id;
    } catch (error) {
      if (error instanceof ServiceError) return `END ${words.orderFailed}.`;
      throw error;
    }
  } else {
    if (!(await ownsOrder(db, phone, effect.orderId))) return `END ${words.sorry}`;
    orderId = effect.orderId;
  }
  // The prompt is asked for after the screen has gone: the network closes a USSD session that waits.
  await afterResponse(async () => {
    const started = await startStkPayment(paymentDeps(), { uid: await callerUid(db, phone), purpose: 'order', orderId, phone });
    if (!started.sent) console.warn(`[ussd] no M-Pesa prompt for order ${orderId}: ${started.message}`);
    // The order's SMS (how to pay by Paybill, should the prompt be missed) goes now.
    await drainSmsOutbox(db, smsSender(), appClock());
  });
  return result.reply;
}
