'use client';

import { adminApi } from '@/lib/api/client';
import { FormMessage, secondaryButton } from '../ui/field';
import { useAdminAction } from './use-admin-action';

/** One click on a double USSD order (a USSD purchase placed and paid twice before intent keys held it to one): cancel it and refund it to the wallet, once. */
export function DuplicateRefund({ orderId, reference }: { orderId: string; reference: string }) {
  const { busy, result, run } = useAdminAction();
  return (
    <div className="space-y-2">
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run(() => adminApi.refundDuplicate(orderId))}>
        Refund {reference} to wallet
      </button>
    </div>
  );
}
