import { inPageLanguage } from './catalogue';
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
  /** The name and address in Kiswahili; empty when staff have not written them. */
  nameSw: string;
  addressSw: string;
  hours: string;
  /** The hours in Kiswahili; empty when staff have not written them. */
  hoursSw: string;
}

/** A pickup point's opening hours in the page's language, the English where no Kiswahili is written. */
export function pickupHours(point: { hours: string; hoursSw: string }, locale: string): string {
  return inPageLanguage(point.hours, point.hoursSw, locale);
}

/** A pickup point's name in the page's (or SMS's, or USSD screen's) language, as pickupHours. */
export function pickupName(point: { name: string; nameSw: string }, locale: string): string {
  return inPageLanguage(point.name, point.nameSw, locale);
}

/** A pickup point's address in the page's language, as pickupHours. */
export function pickupAddress(point: { address: string; addressSw: string }, locale: string): string {
  return inPageLanguage(point.address, point.addressSw, locale);
}

/** What the checkout offers: each county's fee and the pickup points, active ones only. */
export interface DeliveryOptions {
  zones: Array<{ county: KenyanCounty; feeCents: number; eta: string }>;
  pickupPoints: PickupPoint[];
}

export const SEED_PICKUP_POINTS: ReadonlyArray<Omit<PickupPoint, 'id'>> = [
  {
    name: 'Miche Nursery, Ruaka',
    address: 'Ruaka–Banana Road, Ruaka, Kiambu County',
    nameSw: 'Kitalu cha Miche, Ruaka',
    addressSw: 'Barabara ya Ruaka–Banana, Ruaka, Kaunti ya Kiambu',
    hours: 'Mon–Fri 7 am–6 pm, Sat 7 am–4 pm',
    hoursSw: 'Jumatatu–Ijumaa saa 1 asubuhi–saa 12 jioni, Jumamosi saa 1 asubuhi–saa 10 jioni',
  },
];

/** The nursery's own pickup point: named where an order or a screen knows of no other. */
export const NURSERY_PICKUP = SEED_PICKUP_POINTS[0]!;

/** The lowest delivery fee of any county: what "delivery from KES X" quotes before a county is chosen. */
export function cheapestDeliveryCents(zones: ReadonlyArray<{ feeCents: number }>): number | null {
  return zones.length === 0 ? null : Math.min(...zones.map((z) => z.feeCents));
}

/** An order worth less than even the cheapest delivery is better picked up (no shock at checkout). */
export function tooSmallToDeliver(subtotalCents: number, cheapestCents: number | null): boolean {
  return cheapestCents !== null && subtotalCents > 0 && subtotalCents < cheapestCents;
}

/**
 * The county step's nudge: with delivery chosen to a county whose fee is more than the
 * seedlings cost, that fee (the step says so and offers free pickup); otherwise null.
 */
export function deliveryOutweighsSeedlings(
  choice: { deliveryMethod: 'delivery' | 'pickup'; county: string },
  subtotalCents: number,
  zones: ReadonlyArray<{ county: string; feeCents: number }>,
): number | null {
  if (choice.deliveryMethod !== 'delivery' || !choice.county) return null;
  const feeCents = zones.find((z) => z.county === choice.county)?.feeCents;
  return feeCents !== undefined && subtotalCents > 0 && feeCents > subtotalCents ? feeCents : null;
}

/** "Next day", "1 to 2 days", "3 days" (a zone's eta, as staff write it) as a range of days, or null. */
export function etaDays(eta: string): [number, number] | null {
  const text = eta.trim().toLowerCase();
  if (text === 'next day' || text === 'same day') return text === 'next day' ? [1, 1] : [0, 0];
  const range = /^(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})\s*days?$/.exec(text);
  if (range) return [Number(range[1]), Number(range[2])];
  const single = /^(\d{1,2})\s*days?$/.exec(text);
  return single ? [Number(single[1]), Number(single[1])] : null;
}

/** The days an order paid at `paidAt` should arrive, given its zone's range. */
export function expectedArrival(paidAt: Date, days: [number, number]): [Date, Date] {
  const at = (n: number) => new Date(paidAt.getTime() + n * 86_400_000);
  return [at(days[0]), at(days[1])];
}
