import { KENYAN_COUNTIES, type KenyanCounty } from './counties';

/**
 * Starting delivery fees by distance from the nursery at Ruaka (Kiambu), in cents. Staff edit the
 * fee of each county in the back office; these only seed the table.
 */
const TIERS: ReadonlyArray<{ feeCents: number; eta: string; counties: readonly KenyanCounty[] }> = [
  { feeCents: 25_000, eta: 'Next day', counties: ['Nairobi', 'Kiambu'] },
  {
    feeCents: 40_000,
    eta: '1 to 2 days',
    counties: ["Murang'a", 'Kajiado', 'Machakos', 'Nyeri', 'Kirinyaga', 'Nyandarua', 'Nakuru', 'Laikipia', 'Embu', 'Makueni'],
  },
  {
    feeCents: 90_000,
    eta: '3 to 5 days',
    counties: ['Turkana', 'Mandera', 'Wajir', 'Marsabit', 'Garissa', 'Lamu', 'Tana River', 'Isiolo', 'Samburu', 'West Pokot'],
  },
];
const DEFAULT_TIER = { feeCents: 65_000, eta: '2 to 3 days' };

export function seedDeliveryZones(): Array<{ county: KenyanCounty; feeCents: number; eta: string }> {
  return KENYAN_COUNTIES.map((county) => {
    const tier = TIERS.find((t) => t.counties.includes(county)) ?? DEFAULT_TIER;
    return { county, feeCents: tier.feeCents, eta: tier.eta };
  });
}

export interface PickupPoint {
  id: number;
  name: string;
  address: string;
  hours: string;
}

/** What the checkout offers: each county's fee and the pickup points, active ones only. */
export interface DeliveryOptions {
  zones: Array<{ county: KenyanCounty; feeCents: number; eta: string }>;
  pickupPoints: PickupPoint[];
}

export const SEED_PICKUP_POINTS: ReadonlyArray<Omit<PickupPoint, 'id'>> = [
  { name: 'Miche Nursery, Ruaka', address: 'Ruaka–Banana Road, Ruaka, Kiambu County', hours: 'Mon–Fri 7 am–6 pm, Sat 7 am–4 pm' },
];
