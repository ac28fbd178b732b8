import 'server-only';
import type { Db } from '../db/client';
import { env } from '../env';
import { ServiceError } from '../services/errors';
import { findUser, syncProfileOnSignIn, type IdentityClaims, type UserRow } from '../services/users';
import { requireIdentity } from './request-identity';

export interface CurrentUser {
  identity: IdentityClaims;
  user: UserRow;
}

/** The profile of someone the token names, created on first sight (spec section 4). */
export async function profileFor(db: Db, identity: IdentityClaims): Promise<UserRow> {
  return (await findUser(db, identity.uid)) ?? (await syncProfileOnSignIn(db, identity, { adminEmails: env().adminEmails })).row;
}

/**
 * The signed-in caller of a route handler. `verified` refuses unverified e-mails (the account pages'
 * rule, spec section 2); `staff` answers 404 to anyone but staff, so staff endpoints stay unlisted.
 */
export async function requireUser(request: Request, db: Db, options: { verified?: boolean; staff?: boolean } = {}): Promise<CurrentUser> {
  let identity: IdentityClaims;
  try {
    identity = await requireIdentity(request);
  } catch (error) {
    if (options.staff) throw new ServiceError('not_found');
    throw error;
  }
  const user = await profileFor(db, identity);
  if (options.staff && !(user.role === 'admin' && identity.emailVerified)) throw new ServiceError('not_found');
  if (options.verified) assertVerified(identity);
  return { identity, user };
}

/** The account pages' rule (spec section 2) for handlers: a verified e-mail. */
export function assertVerified(identity: IdentityClaims): void {
  if (!identity.emailVerified) throw new ServiceError('email_unverified');
}

/** A `userId` in a body or query must be the caller's own (architecture doc section 4). */
export function assertSelf(userId: string | null | undefined, uid: string): void {
  if (userId !== undefined && userId !== null && userId !== uid) throw new ServiceError('not_your_account');
}

/** Staff route handlers: a verified admin whose session still stands; anyone else gets 404. */
export function requireStaff(request: Request, db: Db): Promise<CurrentUser> {
  return requireUser(request, db, { staff: true, verified: true });
}
