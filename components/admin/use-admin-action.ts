'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiResult } from '@/lib/api/client';

/** One staff action at a time: busy while it runs, the server's message after, the page refreshed on success. */
export function useAdminAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string; errors?: Record<string, string> } | null>(null);
  const run = async <T>(action: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    setBusy(true);
    setResult(null);
    const answer = await action();
    setBusy(false);
    setResult(answer.ok ? { kind: 'success', text: answer.message } : { kind: 'error', text: answer.message, errors: answer.errors });
    if (answer.ok) router.refresh();
    return answer;
  };
  return { busy, result, run };
}
