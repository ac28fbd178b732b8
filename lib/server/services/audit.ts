import 'server-only';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditRecord {
  /** The staff member's uid. */
  actor: string;
  /** What they did, e.g. "product.update", "order.status", "wallet.adjust". */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Records a staff action, in the same transaction as the action, so one never exists without the other. */
export async function audit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actor: record.actor,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
