import 'server-only';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { profileName } from '@/lib/auth/display-name';
import type { Profile } from '@/lib/profile';
import type { Locale } from '@/lib/i18n/locales';
import type { ProfilePatch } from '@/lib/schemas/profile';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { recordConsent } from '../sms/consent';

export type UserRow = typeof users.$inferSelect;

/** What the verified token says about a person; the only source of uid, e-mail and verification. */
export interface IdentityClaims {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface SignupDetails {
  name?: string;
  phone: string | null;
  referralCode: string | null;
}

export function toProfile(row: UserRow): Profile {
  return {
    id: row.uid,
    uid: row.uid,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    photoURL: row.photoUrl,
    phone: row.phone,
    address: row.address,
    deliveryCounty: row.deliveryCounty,
    locale: row.locale,
    smsUpdates: row.smsUpdates,
    phoneConfirmed: row.ussdPhone !== null,
    role: row.role,
    walletBalanceCents: row.walletBalanceCents,
    referralPoints: row.referralPoints,
    referralCode: row.referralCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// No 0/O or 1/I/L: codes are read aloud and typed from WhatsApp messages.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export async function findUser(db: Db, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ?? null;
}

export type ReferralOutcome = 'none' | 'linked' | 'unknown';

/**
 * Reads the profile on sign-in, creating it from the auth data when there is none (spec section 4),
 * with walletBalance 0 and referralPoints 0. Every sign-in refreshes what the token is the truth
 * for (e-mail, verification, photo); staff come from ADMIN_EMAILS, for verified e-mails only, so
 * registering someone else's address first gains nothing.
 */
/**
 * The languages known at sign-in: `chosen` on this device (the NEXT_LOCALE cookie), and the
 * language of the page the person signed in on. A new profile takes the first known.
 */
export interface SignInLanguage {
  chosen?: Locale;
  page?: Locale;
}

export async function syncProfileOnSignIn(
  db: Db,
  claims: IdentityClaims,
  options: { signup?: SignupDetails; adminEmails: ReadonlySet<string>; language?: SignInLanguage },
): Promise<{ row: UserRow; created: boolean; referral: ReferralOutcome }> {
  const becomesAdmin = claims.emailVerified && !!claims.email && options.adminEmails.has(claims.email.toLowerCase());
  const existing = await findUser(db, claims.uid);
  if (existing) {
    const [row] = await db
      .update(users)
      .set({
        email: claims.email,
        emailVerified: claims.emailVerified,
        photoUrl: claims.picture ?? existing.photoUrl,
        name: profileName(claims.name, existing.name),
        ...(becomesAdmin ? { role: 'admin' as const } : {}),
        // A language chosen on this device is the latest choice; without one the profile's stands.
        ...(options.language?.chosen ? { locale: options.language.chosen } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.uid, claims.uid))
      .returning();
    if (!row) throw new Error('profile vanished during sign-in');
    return { row, created: false, referral: 'none' };
  }

  const signup = options.signup;
  let referredBy: string | null = null;
  let referral: ReferralOutcome = 'none';
  if (signup?.referralCode) {
    const [referrer] = await db.select({ uid: users.uid }).from(users).where(eq(users.referralCode, signup.referralCode)).limit(1);
    referredBy = referrer?.uid ?? null;
    referral = referrer ? 'linked' : 'unknown';
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(users)
      .values({
        uid: claims.uid,
        name: profileName(claims.name, signup?.name),
        email: claims.email,
        emailVerified: claims.emailVerified,
        photoUrl: claims.picture,
        phone: signup?.phone ?? null,
        role: becomesAdmin ? 'admin' : 'customer',
        referralCode: newReferralCode(),
        referredBy,
        locale: options.language?.chosen ?? options.language?.page ?? null,
      })
      // Two tabs signing in at once: the second finds the first one's row.
      .onConflictDoNothing()
      .returning();
    if (row) return { row, created: true, referral };
    const raced = await findUser(db, claims.uid);
    if (raced) return { row: raced, created: false, referral: 'none' };
    // Otherwise the referral code collided with another person's: draw again.
  }
  throw new Error('could not allocate a referral code');
}

/**
 * The fields a person may change themselves; the schema has already refused everything else. A new
 * phone lets the confirmed USSD phone go in the same statement: only a code sent to the
 * new number can make it this account's on USSD.
 *
 * The SMS switch, when moved, is also the word of the account's confirmed number, in the
 * same transaction: only for `ussd_phone`, the number the account proved by its code, never for a
 * contact phone it merely typed. A save that leaves the switch as it was says nothing for the number
 * (the form sends every field: editing an address must not undo a STOP texted from the phone).
 */
export async function updateProfile(db: Db, uid: string, patch: ProfilePatch): Promise<UserRow | null> {
  if (patch.smsUpdates === undefined) return writeProfile(db, uid, patch);
  const smsUpdates = patch.smsUpdates;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ smsUpdates: users.smsUpdates }).from(users).where(eq(users.uid, uid)).for('update');
    const row = await writeProfile(tx, uid, patch);
    if (row?.ussdPhone && before && before.smsUpdates !== smsUpdates) await recordConsent(tx, row.ussdPhone, smsUpdates, 'web_profile', uid);
    return row;
  });
}

async function writeProfile(db: DbOrTx, uid: string, patch: ProfilePatch): Promise<UserRow | null> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<UserRow>;
  const unlink =
    patch.phone === undefined
      ? {}
      : {
          ussdPhone: sql`case when ${users.ussdPhone} = ${patch.phone} then ${users.ussdPhone} end`,
          phoneConfirmedAt: sql`case when ${users.ussdPhone} = ${patch.phone} then ${users.phoneConfirmedAt} end`,
        };
  const [row] = await db
    .update(users)
    .set({ ...changes, ...unlink, updatedAt: sql`now()` })
    .where(eq(users.uid, uid))
    .returning();
  return row ?? null;
}

/**
 * Puts back what a profile save changed (the save could not be completed elsewhere), the USSD
 * phone included: this is the row as it was, not a new confirmation.
 */
export async function restoreProfile(db: Db, before: UserRow, patch: ProfilePatch): Promise<void> {
  const previous = Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof ProfilePatch]]));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...previous, ussdPhone: before.ussdPhone, phoneConfirmedAt: before.phoneConfirmedAt, updatedAt: sql`now()` })
      .where(eq(users.uid, before.uid));
    // The switch moved by the save that is undone: the number's word goes back too.
    if (before.ussdPhone && patch.smsUpdates !== undefined && patch.smsUpdates !== before.smsUpdates)
      await recordConsent(tx, before.ussdPhone, before.smsUpdates, 'web_profile', before.uid);
  });
}
