import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { smsConsentEvents, type CONSENT_SOURCES } from '../db/schema';
import { phoneCustomerUid } from '../services/phone-confirmation';

/**
 * SMS consent belongs to the number an SMS goes to, not to the account that named it in an
 * order: STOP or START texted from it, the USSD menu dialled from it, or the web profile of the
 * account that confirmed it by its code. The newest word of the number decides; a number that never
 * said anything has not withdrawn (order SMS are what it expects after buying).
 */
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Writes what the number said, when and how; every change is kept, the newest decides. */
export async function recordConsent(db: DbOrTx, phone: string, consented: boolean, source: ConsentSource, actorUid: string | null = null): Promise<void> {
  await db.insert(smsConsentEvents).values({ phone, consented, source, actorUid });
}

/** False when the number's newest word withdrew consent (STOP, or SMS off). */
export async function numberConsents(db: DbOrTx, phone: string): Promise<boolean> {
  const [newest] = await db
    .select({ consented: smsConsentEvents.consented })
    .from(smsConsentEvents)
    .where(eq(smsConsentEvents.phone, phone))
    .orderBy(desc(smsConsentEvents.id))
    .limit(1);
  return newest?.consented ?? true;
}

/** Of these numbers, those whose newest word withdrew consent. */
export async function withdrawnNumbers(db: DbOrTx, phones: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(phones)];
  if (unique.length === 0) return new Set();
  const newest = await db
    .selectDistinctOn([smsConsentEvents.phone], { phone: smsConsentEvents.phone, consented: smsConsentEvents.consented })
    .from(smsConsentEvents)
    .where(inArray(smsConsentEvents.phone, unique))
    .orderBy(smsConsentEvents.phone, desc(smsConsentEvents.id));
  return new Set(newest.filter((n) => !n.consented).map((n) => n.phone));
}

const INBOUND_KEY = 'inbound:';

/**
 * Of the messages due, those to withhold: every message to a number whose newest word is
 * STOP, except the answer to a text the number itself sent (`inbound:`: the STOP confirmation first
 * of all; a HELP or STATUS texted after STOP is a question, and its answer is asked for). Nobody else
 * can make those: a text comes only through the gateway's secret callback. A phone-confirmation code
 * is withheld too, since anyone may type a number on the web; the page's words tell a farmer who
 * texted STOP to text START first, and the page answers the same either way, so it tells nobody
 * which numbers said STOP.
 */
export async function withheldAmong(db: DbOrTx, due: ReadonlyArray<{ id: string; phone: string; key: string }>): Promise<string[]> {
  const withdrawn = await withdrawnNumbers(
    db,
    due.map((d) => d.phone),
  );
  return due.filter((d) => withdrawn.has(d.phone) && !d.key.startsWith(INBOUND_KEY)).map((d) => d.id);
}

/**
 * Whether a number is the order owner's own, as care tips need: the phone's own profile
 * (`phone:+254…`, an order placed by USSD from it), or the account that confirmed it by its code. A
 * box ticked on a web order naming someone else's number is not that number's consent.
 */
export const ownersOwnNumber = (owner: { uid: string; ussdPhone: string | null }, phone: string) =>
  owner.uid === phoneCustomerUid(phone) || owner.ussdPhone === phone;
