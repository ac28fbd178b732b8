'use client';

import { FormMessage, secondaryButton } from '../../ui/field';
import { adminApi } from '@/lib/api/client';
import { useAdminAction } from '../use-admin-action';

/** Shows a product to farmers or hides it; a hidden product's page answers "not found". */
export function VisibilityToggle({ productId, active }: { productId: string; active: boolean }) {
  const { busy, result, run } = useAdminAction();
  return (
    <div className="space-y-3">
      <p>{active ? 'Shown in the shop: farmers can find and buy it.' : 'Hidden: farmers cannot see it, and its page answers “not found”.'}</p>
      <button type="button" disabled={busy} onClick={() => void run(() => adminApi.setVisibility(productId, { active: !active }))} className={secondaryButton}>
        {busy ? 'Saving...' : active ? 'Hide from the shop' : 'Show in the shop'}
      </button>
      {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
    </div>
  );
}
