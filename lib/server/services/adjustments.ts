import 'server-only';

import type { Db, Tx } from '../db/client';
import { ServiceError } from './errors';
import { InsufficientFunds, postEntry } from './ledger';
import { walletDescription } from '@/lib/wallet-descriptions';

/**
 * A manual correction of a person's wallet by staff, with a required reason, posted through the
 * ledger against the adjustments account, so it shows on the person's statement like any other line.
 * `key` makes a repeated submission harmless.
 */
export interface Adjustment {
  uid: string;
  amountCents: number;
  reason: string;
  actor: string;
  key: string;
}

export function adjustWallet(db: Db, input: Adjustment): Promise<{ applied: boolean }> {
  return db.transaction((tx) => adjustWalletInTx(tx, input));
}

/** adjustWallet inside the caller's transaction (the back office audits it in the same one). */
export async function adjustWalletInTx(tx: Tx, input: Adjustment): Promise<{ applied: boolean }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) throw new ServiceError('adjustment_zero');
  const reason = input.reason.trim();
  if (reason.length < 5) throw new ServiceError('reason_required');
  try {
    return await postEntry(tx, {
      idempotencyKey: `adjustment:${input.key}`,
      kind: 'adjustment',
      description: walletDescription.adjustment(reason),
      actor: input.actor,
      postings: [
        { account: { system: 'adjustments' }, amountCents: -input.amountCents },
        { account: { wallet: input.uid }, amountCents: input.amountCents },
      ],
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      throw new ServiceError('adjustment_below_zero', { balanceCents: error.balanceCents });
    }
    throw error;
  }
}
