'use client';

import { useEffect, useRef } from 'react';
import { shopApi } from '@/lib/api/client';
import type { PaymentStatusView } from '@/lib/order-view';
import { pollDelayMs, watchStep } from '@/lib/order-payment-state';

/**
 * Watches one M-Pesa payment (by CheckoutRequestID or attempt id) until its answer is final, then
 * calls `onFinal` once: every 3 s, then every 10 s, stopping after 15 minutes. The status endpoint
 * asks Daraja itself when a callback is late, so a dropped callback shows up here within seconds.
 * A payment under review is watched every 30 s (lib/order-payment-state watchStep): a late callback can still pay it.
 */
export function usePaymentWatch(id: string | null, onFinal: (answer: PaymentStatusView) => void): void {
  const latest = useRef(onFinal);
  useEffect(() => {
    latest.current = onFinal;
  }, [onFinal]);

  useEffect(() => {
    if (!id) return;
    const started = new Date().getTime();
    let timer: number | undefined;
    let live = true;
    const tick = async () => {
      const elapsed = new Date().getTime() - started;
      let delay = pollDelayMs(elapsed);
      if (delay === null || !live) return;
      try {
        const { data } = await shopApi.paymentStatus(id);
        const step = watchStep(data, elapsed);
        if (step.final) {
          if (live) latest.current(data);
          return;
        }
        delay = step.delayMs;
      } catch {
        // A dropped connection on the way: the next check tries again.
      }
      if (live && delay !== null) timer = window.setTimeout(() => void tick(), delay);
    };
    timer = window.setTimeout(() => void tick(), 3_000);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id]);
}
