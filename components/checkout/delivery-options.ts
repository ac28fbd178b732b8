import type { KenyanCounty } from '@/lib/counties';
import type { PickupPoint } from '@/lib/delivery';

export interface DeliveryOptions {
  zones: Array<{ county: KenyanCounty; fee: number; eta: string }>;
  pickupPoints: PickupPoint[];
}

let cached: Promise<DeliveryOptions> | null = null;

/** Each county's fee and the pickup points, fetched once per page load when the delivery step opens. */
export function loadDeliveryOptions(): Promise<DeliveryOptions> {
  cached ??= fetch('/api/delivery')
    .then(async (r) => {
      const body = (await r.json()) as { data?: DeliveryOptions };
      if (!r.ok || !body.data) throw new Error('Could not load delivery fees');
      return body.data;
    })
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}
