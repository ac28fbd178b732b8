import { phoneCodeRequestSchema } from '@/lib/schemas/profile';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { afterResponse } from '@/lib/server/http/after-response';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock, smsSender } from '@/lib/server/services/deps';
import { sendPhoneCode, unlinkPhone } from '@/lib/server/services/phone-confirmation';
import { drainSmsOutbox } from '@/lib/server/sms/outbox';
import { ServiceError } from '@/lib/server/services/errors';
import { toProfile } from '@/lib/server/services/users';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/**
 * POST /api/profile/phone {phone}: sends a 6-digit code by SMS, to confirm that phone for this account
 * (then USSD from it is this account, and its USSD orders and wallet move here). A number
 * another account holds gets the same answer; its SMS tells its holder instead.
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

/**
 * DELETE /api/profile/phone: lets this account's USSD phone go (a lost or given-away SIM). USSD from
 * that number is its own phone profile again; a code sent to it can join it again.
 */
export const DELETE = apiHandler('profile.phoneUnlink', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const row = await unlinkPhone(db, identity.uid, appClock());
  if (!row) throw new ServiceError('user_not_found');
  return ok(toWire(toProfile(row)), 'Phone unlinked');
});
