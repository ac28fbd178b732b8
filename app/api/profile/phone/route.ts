import { phoneCodeRequestSchema } from '@/lib/schemas/profile';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { afterResponse } from '@/lib/server/http/after-response';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock, smsSender } from '@/lib/server/services/deps';
import { sendPhoneCode } from '@/lib/server/services/phone-confirmation';
import { drainSmsOutbox } from '@/lib/server/sms/outbox';

export const dynamic = 'force-dynamic';

/**
 * POST /api/profile/phone {phone}: sends a 6-digit code by SMS, to confirm that phone for this account
 * (issue 18: then USSD from it is this account, and its USSD orders and wallet move here).
 */
export const POST = apiHandler('profile.phone', async (request) => {
  const db = getDb();
  const { identity, user } = await requireUser(request, db, { verified: true });
  const { phone } = await readJson(request, phoneCodeRequestSchema);
  await sendPhoneCode(db, identity.uid, phone, user.locale ?? 'en', appClock());
  await afterResponse(async () => {
    await drainSmsOutbox(db, smsSender(), appClock());
  });
  return ok({ phone }, 'Code sent');
});
