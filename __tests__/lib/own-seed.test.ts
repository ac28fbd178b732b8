/**
 * The propagation service: the rules of an own-seed booking (its dates, its stage, the crop's
 * name), its schemas (what a farmer and staff may send), and its SMS (one GSM-7 message, both languages).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedOwnSeedFeeCents, seedProducts } from '@/lib/server/db/seed-data';
import { cropName, expectedFromSeed, OWN_SEED_LIMITS, lastDropOffDate, ownSeedDateProblem, ownSeedPlantingBounds, ownSeedStage } from '@/lib/own-seed';
import { ownSeedBookingSchema, ownSeedFeeSchema, seedReceivedSchema, seedlingsDeliveredSchema } from '@/lib/schemas/own-seed';
import { isGsm7, orderSms, SMS_LIMIT, type OrderSmsFacts } from '@/lib/sms/words';

const TODAY = '2026-11-26';

describe('own-seed dates', () => {
  const ok = { today: TODAY, dropOffDate: '2026-11-28', plantingDate: '2026-12-26', raisingDaysMin: 28 };

  it('runs from the drop-off + the fewest raising days to 120 days from today', () => {
    expect(ownSeedPlantingBounds(ok)).toEqual({ earliest: '2026-12-26', latest: '2027-03-26' });
    expect(ownSeedDateProblem(ok)).toBeNull();
    expect(ownSeedDateProblem({ ...ok, plantingDate: '2026-12-25' })).toBe('planting_too_soon');
    expect(ownSeedDateProblem({ ...ok, plantingDate: '2027-03-26' })).toBeNull();
    expect(ownSeedDateProblem({ ...ok, plantingDate: '2027-03-27' })).toBe('planting_too_late');
  });

  it('takes seed from today until 120 days less the raising days', () => {
    expect(ownSeedDateProblem({ ...ok, dropOffDate: TODAY, plantingDate: '2026-12-24' })).toBeNull();
    expect(ownSeedDateProblem({ ...ok, dropOffDate: '2026-11-25' })).toBe('drop_off_past');
    expect(lastDropOffDate(TODAY, 28)).toBe('2027-02-26');
    expect(ownSeedDateProblem({ ...ok, dropOffDate: '2027-02-26', plantingDate: '2027-03-26' })).toBeNull();
    expect(ownSeedDateProblem({ ...ok, dropOffDate: '2027-02-27', plantingDate: '2027-03-26' })).toBe('drop_off_too_late');
    expect(ownSeedPlantingBounds({ ...ok, dropOffDate: '2027-03-01' })).toBeNull();
  });

  it('refuses dates that are not calendar dates', () => {
    expect(ownSeedDateProblem({ ...ok, dropOffDate: '2026-02-30' })).toBe('drop_off_invalid');
    expect(ownSeedDateProblem({ ...ok, plantingDate: '26/12/2026' })).toBe('planting_invalid');
  });
});

describe('own-seed stage, crop and seedlings', () => {
  it('follows the booking from seed awaited to delivered', () => {
    const base = { orderStatus: 'booked', receivedOn: null, readyOn: null, deliveredOn: null };
    expect(ownSeedStage(base)).toBe('awaiting_seed');
    expect(ownSeedStage({ ...base, receivedOn: TODAY })).toBe('raising');
    expect(ownSeedStage({ ...base, receivedOn: TODAY, readyOn: TODAY })).toBe('ready');
    expect(ownSeedStage({ ...base, orderStatus: 'delivered', receivedOn: TODAY, readyOn: TODAY, deliveredOn: TODAY })).toBe('delivered');
    expect(ownSeedStage({ ...base, orderStatus: 'cancelled', receivedOn: TODAY })).toBe('cancelled');
  });

  it('names the crop without the nursery’s variety', () => {
    expect(cropName({ name: 'Tomato Cal J', variety: 'Cal J (open-pollinated)' })).toBe('Tomato');
    expect(cropName({ name: 'Sukuma Wiki Collards', variety: 'Collards' })).toBe('Sukuma Wiki');
    expect(cropName({ name: 'Managu', variety: 'African nightshade' })).toBe('Managu');
  });

  it('expects seedlings from the seed and its germination test', () => {
    expect(expectedFromSeed(500, 85)).toBe(425);
    expect(expectedFromSeed(500, null)).toBe(500);
    expect(expectedFromSeed(3, 33)).toBe(0);
  });
});

describe('own-seed schemas', () => {
  const body = {
    productId: '6f1c1c9e-0c5b-4e49-9b8e-2f7b1f6f0a11',
    variety: '  Anna F1 ',
    seedCount: '500',
    seedlings: 400,
    dropOffDate: '2026-11-28',
    plantingDate: '2026-12-26',
    paymentPlan: 'deposit',
    paymentMethod: 'wallet',
    total: 600,
    pickupPointId: 1,
    phone: '+254708374149',
  };

  it('takes a farmer’s booking, trimmed, by pickup unless told', () => {
    expect(ownSeedBookingSchema.parse(body)).toMatchObject({ variety: 'Anna F1', seedCount: 500, deliveryMethod: 'pickup', deliveryAddress: '' });
  });

  it.each([
    [{ variety: 'Anna\u0000F1' }],
    [{ variety: '\u202eAnna' }],
    [{ variety: '' }],
    [{ seedlings: 501 }],
    [{ seedCount: 0 }],
    [{ seedCount: 1.5 }],
    [{ dropOffDate: '2026-13-01' }],
    [{ paymentPlan: 'later' }],
    [{ deliveryMethod: 'delivery' }],
    [{ extra: 'field' }],
    [{ phone: '0708374149' }],
  ])('refuses %j', (change) => {
    expect(ownSeedBookingSchema.safeParse({ ...body, ...change }).success).toBe(false);
  });

  it('takes staff records as a form sends them', () => {
    expect(seedReceivedSchema.parse({ seedReceivedCount: '520', germinationPercent: '', receivedOn: '' })).toEqual({
      seedReceivedCount: 520,
      germinationPercent: null,
      receivedOn: undefined,
    });
    expect(seedReceivedSchema.safeParse({ seedReceivedCount: '520', germinationPercent: '101' }).success).toBe(false);
    expect(seedlingsDeliveredSchema.parse({ deliveredCount: '480' })).toEqual({ deliveredCount: 480 });
    expect(seedlingsDeliveredSchema.safeParse({ deliveredCount: -1 }).success).toBe(false);
  });

  it('reads a fee in KES per seedling, or none', () => {
    expect(ownSeedFeeSchema.parse({ fee: '1.50' })).toEqual({ fee: 150 });
    expect(ownSeedFeeSchema.parse({ fee: 2 })).toEqual({ fee: 200 });
    expect(ownSeedFeeSchema.parse({ fee: '' })).toEqual({ fee: null });
    expect(ownSeedFeeSchema.parse({ fee: null })).toEqual({ fee: null });
    for (const fee of ['0', '0.001', '1,5', '-1', '10000', 'one']) expect(ownSeedFeeSchema.safeParse({ fee }).success).toBe(false);
  });
});

describe('the "seed received" SMS', () => {
  const facts: OrderSmsFacts = {
    reference: 'MC7K2P9QXA',
    total: 'KES 10,000,000',
    paybill: null,
    receipt: null,
    note: null,
    refunded: null,
    serviceCode: '*384*1234#',
    failure: null,
    booking: { date: '26/12/2026', balance: 'KES 9,999,999.50', payBy: null },
    seeds: { count: 100_000, germinationPercent: 100 },
  };

  it.each(['en', 'sw'] as const)('fits one GSM-7 SMS in %s, with or without a test', (locale) => {
    for (const seeds of [facts.seeds, { count: 5, germinationPercent: null }, null]) {
      const text = orderSms(locale, 'seedReceived', { ...facts, seeds });
      expect(isGsm7(text)).toBe(true);
      expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
      expect(text).toContain('26/12/2026');
    }
  });

  it('says the count, the test and the balance', () => {
    expect(
      orderSms('en', 'seedReceived', {
        ...facts,
        booking: { date: '26/12/2026', balance: 'KES 300', payBy: null },
        seeds: { count: 520, germinationPercent: 85 },
      }),
    ).toBe('Miche: we received 520 seeds for booking MC7K2P9QXA (85% germinated in our test) and sow them now: ready for 26/12/2026. Balance KES 300.');
    expect(
      orderSms('sw', 'seedReceived', {
        ...facts,
        booking: { date: '26/12/2026', balance: null, payBy: null },
        seeds: { count: 520, germinationPercent: null },
      }),
    ).toBe('Miche: tumepokea mbegu 520 za oda MC7K2P9QXA na tunazipanda sasa: tayari 26/12/2026.');
  });
});

describe('the seed’s own-seed fees', () => {
  it('offer one single-seedling product per crop, within the database’s range, as migration 0016 writes them', () => {
    const migration = readFileSync(path.join(process.cwd(), 'drizzle', '0016_own_seed.sql'), 'utf8');
    const fromMigration = new Map<string, number>();
    for (const m of migration.matchAll(/UPDATE "products" SET "own_seed_fee_cents" = (\d+)\s+WHERE "slug" IN \(([^)]*)\)/g)) {
      for (const slug of (m[2] ?? '').split(',').map((s) => s.trim().replace(/^'|'$/g, ''))) fromMigration.set(slug, Number(m[1]));
    }
    const offered = seedProducts.filter((p) => seedOwnSeedFeeCents(p.slug) !== null);
    expect(offered.length).toBe(fromMigration.size);
    for (const p of seedProducts) expect([p.slug, fromMigration.get(p.slug) ?? null]).toEqual([p.slug, seedOwnSeedFeeCents(p.slug)]);
    for (const p of offered) {
      expect([p.slug, p.unitKind]).toEqual([p.slug, 'seedling']);
      const fee = seedOwnSeedFeeCents(p.slug)!;
      expect(fee).toBeGreaterThanOrEqual(OWN_SEED_LIMITS.feeCents.min);
      expect(fee).toBeLessThanOrEqual(OWN_SEED_LIMITS.feeCents.max);
    }
    // The farmer chooses a crop: no two offered products are the same crop by name.
    const names = offered.map((p) => cropName(p));
    expect(new Set(names).size).toBe(names.length);
  });
});
