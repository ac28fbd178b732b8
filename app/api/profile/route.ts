import { profilePatchSchema } from '@/lib/schemas/profile';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { requireUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { ServiceError } from '@/lib/server/services/errors';
import { apiHandler, ok, readJson } from '@/lib/server/http/api';
import { restoreProfile, toProfile, updateProfile } from '@/lib/server/services/users';
import { toWire } from '@/lib/api/wire';

export const dynamic = 'force-dynamic';

/** GET /api/profile (and /.netlify/functions/profile): the caller's own profile, never after sign-out. */
export const GET = apiHandler('profile.get', async (request) => {
  const { user } = await requireUser(request, getDb());
  return ok(toWire(toProfile(user)));
});

/**
 * PATCH: name, phone, address and delivery county; nothing else can be set this way. A new phone
 * is a contact number only: it lets the confirmed USSD phone go, and needs its own code to replace it. The row is
 * written first; a new name then goes to Firebase too (the spec's name rule prefers the auth display
 * name), and if Firebase refuses, the row gets its old values back: saved everywhere or nowhere.
 */
export const PATCH = apiHandler('profile.patch', async (request) => {
  const db = getDb();
  const { identity, user: before } = await requireUser(request, db);
  const patch = await readJson(request, profilePatchSchema);
  const row = await updateProfile(db, identity.uid, patch);
  if (!row) throw new ServiceError('user_not_found');
  if (patch.name !== undefined) {
    try {
      await adminAuth().updateUser(identity.uid, { displayName: patch.name });
    } catch (error) {
      await restoreProfile(db, before, patch);
      console.error('[profile] Firebase refused the new name; the profile was left as it was', error);
      throw new ServiceError('profile_not_saved');
    }
  }
  return ok(toWire(toProfile(row)), 'Profile saved');
});
