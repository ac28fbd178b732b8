import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { POINTS_KINDS } from '../db/schema';
import { pointsEntries, users } from '../db/schema';

export type PointsKind = (typeof POINTS_KINDS)[number];

export class InsufficientPoints extends Error {
  constructor(readonly available: number) {
    super(`only ${available} points`);
    this.name = 'InsufficientPoints';
  }
}

/**
 * Posts one change to a person's points, inside the caller's transaction, once per key: the entry
 * and the cached referralPoints under a row lock, never below zero.
 */
export async function postPoints(
  tx: Tx,
  input: { key: string; uid: string; points: number; kind: PointsKind; description: string; referredUid?: string | null; orderId?: string | null },
): Promise<{ applied: boolean }> {
  if (!Number.isSafeInteger(input.points) || input.points === 0) throw new Error(`points entry ${input.key}: ${input.points} points`);
  const [done] = await tx.select({ id: pointsEntries.id }).from(pointsEntries).where(eq(pointsEntries.idempotencyKey, input.key));
  if (done) return { applied: false };
  const [person] = await tx.select({ points: users.referralPoints }).from(users).where(eq(users.uid, input.uid)).for('update');
  if (!person) throw new Error(`no profile for points ${input.uid}`);
  if (person.points + input.points < 0) throw new InsufficientPoints(person.points);
  const [entry] = await tx
    .insert(pointsEntries)
    .values({
      idempotencyKey: input.key,
      userUid: input.uid,
      points: input.points,
      kind: input.kind,
      description: input.description,
      referredUid: input.referredUid ?? null,
      orderId: input.orderId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointsEntries.id });
  if (!entry) return { applied: false };
  await tx
    .update(users)
    .set({ referralPoints: sql`${users.referralPoints} + ${input.points}`, updatedAt: sql`now()` })
    .where(eq(users.uid, input.uid));
  return { applied: true };
}
