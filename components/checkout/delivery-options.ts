import { accountApi } from '@/lib/api/client';
import type { DeliveryOptions } from '@/lib/delivery';

let cached: Promise<DeliveryOptions> | null = null;

/** Each county's fee and the pickup points, fetched once per page load when the delivery step opens. */
export function loadDeliveryOptions(): Promise<DeliveryOptions> {
  cached ??= accountApi.deliveryOptions().then((answer) => {
    if (answer.ok) return answer.data;
    cached = null;
    throw new Error('Could not load delivery fees');
  });
  return cached;
}
