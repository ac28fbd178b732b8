import { phoneCodeSchema } from '@/lib/schemas/profile';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { appClock } from '@/lib/server/services/deps';
import { confirmPhone } from '@/lib/server/services/phone-confirmation';

export const dynamic = 'force-dynamic';

/** POST /api/profile/phone/confirm {code}: the code from the SMS; the phone becomes this account's. */
export const POST = apiHandler('profile.phoneConfirm', async (request) => {
  const db = getDb();
  const { identity } = await requireUser(request, db, { verified: true });
  const { code } = await readJson(request, phoneCodeSchema);
  return ok(await confirmPhone(db, identity.uid, code, appClock()), 'Phone confirmed');
});
