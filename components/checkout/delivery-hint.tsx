'use client';

import { useEffect, useState } from 'react';
import { cheapestDeliveryCents, tooSmallToDeliver } from '@/lib/delivery';
import { formatKes } from '@/lib/format';
import { DeliveryHintView } from '../cart/cart-views';
import { loadDeliveryOptions } from './delivery-options';

/**
 * What delivery costs, before the farmer reaches the delivery step: from the cheapest county,
 * with free pickup, and a plain word when the cart is worth less than the delivery. Says nothing
 * until the fees arrive (or if they cannot).
 */
export function DeliveryHint({ subtotalCents }: { subtotalCents: number }) {
  const [cheapest, setCheapest] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    loadDeliveryOptions().then(
      (options) => live && setCheapest(cheapestDeliveryCents(options.zones)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (cheapest === null) return null;
  return <DeliveryHintView fee={formatKes(cheapest)} tooSmall={tooSmallToDeliver(subtotalCents, cheapest)} />;
}
