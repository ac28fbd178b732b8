import { KENYAN_COUNTIES } from '@/lib/counties';
import { seedDeliveryZones } from '@/lib/delivery';
import { errorMessage } from '@/lib/api/errors';
import { ORDER_STATUSES, allowedTransitions, canTransition, orderReference, REFERENCE_PATTERN, staffCanSet, staffMoves, type OrderStatus } from '@/lib/orders';

const transitionRefusal = (from: OrderStatus, to: OrderStatus) => errorMessage('transition_refused', { from, to, allowed: staffMoves(from) });

describe('the order lifecycle', () => {
  it('goes pending → paid → processing → dispatched → delivered, or pending → cancelled', () => {
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('paid', 'processing')).toBe(true);
    expect(canTransition('processing', 'dispatched')).toBe(true);
    expect(canTransition('dispatched', 'delivered')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
  });
  it('never skips a step, goes back, or leaves an end state', () => {
    expect(canTransition('pending', 'dispatched')).toBe(false);
    expect(canTransition('dispatched', 'processing')).toBe(false);
    expect(canTransition('dispatched', 'cancelled')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('delivered', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
  });
  it('lets staff set every step but "paid", which only a payment makes', () => {
    expect(staffCanSet('pending', 'paid')).toBe(false);
    expect(staffCanSet('paid', 'processing')).toBe(true);
    expect(staffCanSet('paid', 'cancelled')).toBe(true);
  });
  it('names the allowed moves when it refuses one', () => {
    expect(transitionRefusal('paid', 'delivered')).toBe('An order that is paid cannot become delivered. Allowed: processing, cancelled.');
    expect(transitionRefusal('pending', 'dispatched')).toBe('An order that is pending cannot become dispatched. Allowed: cancelled.');
    expect(transitionRefusal('delivered', 'cancelled')).toBe('An order that is delivered cannot change any more.');
    expect(allowedTransitions('dispatched')).toEqual(['delivered']);
  });
});

describe('order references', () => {
  it('are 10 characters a farmer can read out, within Daraja’s 12-character AccountReference', () => {
    let n = 0;
    const ref = orderReference((max) => n++ % max);
    expect(ref).toMatch(REFERENCE_PATTERN);
    expect(ref.length).toBeLessThanOrEqual(12);
    // Every letter of the alphabet comes up across these; none can be misread.
    const many = Array.from({ length: 10 }, () => orderReference((max) => n++ % max).slice(2)).join('');
    expect(many).not.toMatch(/[01OIL]/);
  });
  it('vary with the randomness they are given', () => {
    const refs = new Set(Array.from({ length: 200 }, () => orderReference((max) => Math.floor(Math.random() * max))));
    expect(refs.size).toBeGreaterThan(195);
  });
});

describe('delivery fees', () => {
  const zones = seedDeliveryZones();
  const fee = (county: string) => zones.find((z) => z.county === county)?.feeCents;
  it('cover all 47 counties once', () => {
    expect(zones).toHaveLength(47);
    expect(new Set(zones.map((z) => z.county))).toEqual(new Set(KENYAN_COUNTIES));
  });
  it('rise with distance from the nursery at Ruaka', () => {
    expect(fee('Kiambu')).toBe(25_000);
    expect(fee('Nairobi')).toBe(25_000);
    expect(fee('Nakuru')).toBe(40_000);
    expect(fee('Kisumu')).toBe(65_000);
    expect(fee('Turkana')).toBe(90_000);
    for (const z of zones) expect(Number.isInteger(z.feeCents) && z.feeCents > 0).toBe(true);
  });
});
