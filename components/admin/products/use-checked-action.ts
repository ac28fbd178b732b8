'use client';

import { useState } from 'react';
import type { ApiResult } from '@/lib/api/client';
import { useAdminAction } from '../use-admin-action';

/** Field errors by the form's own field names: the server's "tips.0" is the tips field. */
function byField(errors: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) fields[key.split('.')[0] ?? key] ??= message;
  return fields;
}

/**
 * A staff action whose form is first checked in the browser with the handler's own zod schema:
 * `refuse` shows that check's field errors without sending anything; `run` sends, as useAdminAction.
 */
export function useCheckedAction() {
  const action = useAdminAction();
  const [refusal, setRefusal] = useState<{ text: string; errors: Record<string, string> } | null>(null);

  const refuse = (errors: Record<string, string>, text = 'Please correct the fields marked below.') => setRefusal({ text, errors });

  async function run<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    setRefusal(null);
    return action.run(call);
  }

  const message = refusal ? { kind: 'error' as const, text: refusal.text } : action.result;
  return { busy: action.busy, message, errors: byField(refusal?.errors ?? action.result?.errors), refuse, run };
}
