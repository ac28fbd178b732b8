import 'server-only';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { auditLog, users } from '@/lib/server/db/schema';

/** The audit log, newest first, 50 a page; filtered by what was touched. Read-only by design. */
export async function auditPage(db: Db, filter: { targetType?: string; targetId?: string; before?: number }, limit = 50) {
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.actor, users.uid))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const entries = rows
    .slice(0, limit)
    .map((r) => ({ ...r.entry, createdAt: r.entry.createdAt.toISOString(), actorName: r.actorName || r.actorEmail || r.entry.actor }));
  const last = entries[entries.length - 1];
  return { entries, nextBefore: rows.length > limit && last ? last.id : null };
}
