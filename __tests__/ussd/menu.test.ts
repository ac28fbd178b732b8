/**
 * Issue 18: the USSD menu as a pure function of (what the route read, the session's `text`) → screen.
 */
import fc from 'fast-check';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { USSD_SCREEN_LIMIT, fitScreen, matchCounty, ussdMenu, type UssdContext, type UssdProduct } from '@/lib/ussd/menu';

const product = (n: number, over: Partial<UssdProduct> = {}): UssdProduct => ({
  id: `p${n}`,
  name: `Seedling number ${n}`,
  swahiliName: null,
  categorySlug: 'leafy-greens',
  priceCents: 1_000 + n * 100,
  unitKind: 'seedling',
  traySize: null,
  stock: 500,
  ...over,
});

const ctx: UssdContext = {
  language: null,
  categories: [
    { slug: 'fruiting-vegetables', name: 'Fruiting Vegetables', nameSw: 'Mboga za matunda' },
    { slug: 'leafy-greens', name: 'Leafy Greens', nameSw: 'Mboga za majani' },
  ],
  products: [
    product(1, {
      id: 'tomato',
      name: 'Tomato Anna F1 Hybrid Tray of Fifty Strong Seedlings',
      swahiliName: 'Nyanya',
      categorySlug: 'fruiting-vegetables',
      unitKind: 'tray',
      traySize: 50,
      priceCents: 60_000,
      stock: 40,
    }),
    product(2, { id: 'gone', categorySlug: 'fruiting-vegetables', stock: 0 }),
    ...Array.from({ length: 7 }, (_, i) => product(i + 10)),
  ],
  counties: [
    { county: 'Kiambu', feeCents: 25_000 },
    { county: 'Nairobi', feeCents: 25_000 },
    { county: 'Kakamega', feeCents: 60_000 },
    { county: 'Kajiado', feeCents: 40_000 },
  ],
  orders: [
    { id: 'o1', reference: 'MC7K2P9QXA', status: 'pending', paymentStatus: 'pending', totalCents: 61_000, channel: 'web', failure: null },
    { id: 'o2', reference: 'MC3J8W2RTB', status: 'delivered', paymentStatus: 'paid', totalCents: 12_000, channel: 'ussd', failure: null },
  ],
  unpaidOrder: null,
  walletCents: 25_050,
  points: 300,
  smsUpdates: true,
  nurseryPhone: '+254 712 345 678',
};
const returning: UssdContext = { ...ctx, language: 'sw' };

describe('the USSD menu', () => {
  it('asks a first caller for a language, remembers the choice, and shows the main menu in it', () => {
    expect(ussdMenu(ctx, '').reply).toBe('CON Welcome to Miche seedlings\n1 English\n2 Kiswahili');
    const chosen = ussdMenu(ctx, '2');
    expect(chosen.effect).toEqual({ kind: 'language', locale: 'sw' });
    expect(chosen.reply).toBe('CON Miche\n1 Nunua miche\n2 Oda zangu\n3 Pochi yangu\n4 Lugha\n5 Msaada');
    // The next step replays the choice, but only the last answer asks for anything.
    expect(ussdMenu(ctx, '2*1').effect).toBeUndefined();
    expect(ussdMenu(ctx, '3').reply).toMatch(/^CON Invalid choice\.\nWelcome/);
  });

  it('greets a returning caller with the main menu in their language', () => {
    expect(ussdMenu(returning, '').reply).toMatch(/^CON Miche\n1 Nunua miche/);
    expect(ussdMenu({ ...ctx, language: 'en' }, '').reply).toBe('CON Miche seedlings\n1 Buy seedlings\n2 My orders\n3 My wallet\n4 Language\n5 Help');
  });

  it('buys a tray for pickup: categories, products, quantity, method, summary, then the M-Pesa prompt', () => {
    const en = { ...ctx, language: 'en' as const };
    expect(ussdMenu(en, '1').reply).toBe('CON Choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(returning, '1').reply).toContain('1 Mboga za matunda');
    expect(ussdMenu(en, '1*1*1').reply).toContain('KES 600 per tray of 50\n40 in stock\nEnter quantity:');
    expect(ussdMenu(en, '1*1*2').reply).toMatch(/^CON Sold out\./);
    expect(ussdMenu(en, '1*1*1*41').reply).toMatch(/^CON Only 40 left\./);
    expect(ussdMenu(en, '1*1*1*abc').reply).toMatch(/^CON Invalid choice\./);
    expect(ussdMenu(en, '1*1*1*2*1').reply).toBe(
      'CON Tomato Anna F1 Hybrid Tray of Fifty Strong Seedlings x2 KES 1,200\nPickup at the nursery: free\nTotal KES 1,200\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home',
    );
    const paid = ussdMenu(en, '1*1*1*2*1*1');
    expect(paid.reply).toMatch(/^END An M-Pesa prompt for KES 1,200 is coming/);
    expect(paid.effect).toEqual({ kind: 'order', productId: 'tomato', quantity: 2, delivery: { method: 'pickup' }, totalCents: 120_000 });
    expect(ussdMenu(en, '1*1*1*2*1*2')).toEqual({ reply: 'END Cancelled. Nothing was ordered.', locale: 'en' });
  });

  it('delivers to a county typed forgivingly, with a numbered choice when it is ambiguous', () => {
    const start = '1*1*1*3*2';
    expect(ussdMenu(returning, start).reply).toBe('CON Andika kaunti yako:\n0 Rudi 00 Mwanzo');
    expect(ussdMenu(returning, `${start}*kiambu`).reply).toMatch(/^CON Andika alama ya mahali/);
    expect(ussdMenu(returning, `${start}*KA`).reply).toBe('CON Kaunti ipi?\n1 Kakamega\n2 Kajiado\n0 Rudi 00 Mwanzo');
    expect(ussdMenu(returning, `${start}*Mombasa`).reply).toMatch(/^CON Kaunti haikupatikana\./);
    const summary = ussdMenu(returning, `${start}*KA*2*Near Kitengela market`);
    expect(summary.reply).toContain('Usafirishaji Kajiado: KES 400\nJumla KES 2,200');
    const ordered = ussdMenu(returning, `${start}*KA*2*Near Kitengela market*1`);
    expect(ordered.effect).toEqual({
      kind: 'order',
      productId: 'tomato',
      quantity: 3,
      delivery: { method: 'delivery', county: 'Kajiado', address: 'Near Kitengela market' },
      totalCents: 220_000,
    });
  });

  it('pages products five a screen with 98, and goes back with 0 and home with 00', () => {
    const en = { ...ctx, language: 'en' as const };
    const first = ussdMenu(en, '1*2').reply;
    expect(first.split('\n').filter((l) => /^[1-9] /.test(l))).toHaveLength(5);
    expect(first).toContain('98 More');
    const second = ussdMenu(en, '1*2*98').reply;
    expect(second).toContain('1 Seedling number 15');
    expect(second).not.toContain('98 More');
    expect(ussdMenu(en, '1*2*98*0').reply).toBe(first);
    expect(ussdMenu(en, '1*2*98*00').reply).toBe(ussdMenu(en, '').reply);
    expect(ussdMenu(en, '1*2*98*2').reply).toContain('Seedling number 16');
  });

  it('shows the latest orders, pays an unpaid one, and shows the wallet and help', () => {
    const en = { ...ctx, language: 'en' as const };
    expect(ussdMenu(en, '2').reply).toBe('CON Your orders\n1 MC7K2P9QXA Awaiting payment KES 610\n2 MC3J8W2RTB Delivered KES 120\n0 Back 00 Home');
    expect(ussdMenu(en, '2*1').reply).toContain('1 Pay with M-Pesa\n2 Cancel order');
    expect(ussdMenu(en, '2*1*1').effect).toEqual({ kind: 'pay', orderId: 'o1', totalCents: 61_000 });
    expect(ussdMenu(en, '2*1*2')).toMatchObject({ effect: { kind: 'cancel', orderId: 'o1' }, reply: 'END Order MC7K2P9QXA is cancelled. Nothing is owed.' });
    expect(ussdMenu(en, '2*2*1').reply).toMatch(/^CON Invalid choice\.\nOrder MC3J8W2RTB\nDelivered/);
    expect(ussdMenu(en, '3').reply).toBe('CON Wallet: KES 250.50\nReferral points: 300\n0 Back 00 Home');
    expect(ussdMenu(en, '5').reply).toMatch(/^END Miche Nursery, Ruaka\nCall or WhatsApp \+254 712 345 678/);
    expect(ussdMenu(en, '4').reply).toBe('CON Language and SMS\n1 English\n2 Kiswahili\n3 Turn order SMS off\n0 Back 00 Home');
    expect(ussdMenu(en, '4*3')).toMatchObject({
      effect: { kind: 'sms', on: false },
      reply: expect.stringMatching(/^CON Order SMS are off\.\nMiche seedlings/),
    });
    expect(ussdMenu({ ...en, smsUpdates: false }, '4*3').effect).toEqual({ kind: 'sms', on: true });
    const switched = ussdMenu(en, '4*2');
    expect(switched.effect).toEqual({ kind: 'language', locale: 'sw' });
    expect(switched.reply).toMatch(/^CON Lugha imehifadhiwa\.\nMiche\n1 Nunua miche/);
  });

  it('says why a payment failed, in both languages, and offers to pay again or cancel (issue 25)', () => {
    const failed = { ...ctx.orders[0]!, paymentStatus: 'failed' as const, failure: 'low_balance' as const };
    const en = { ...ctx, language: 'en' as const, orders: [failed] };
    expect(ussdMenu(en, '2').reply).toBe('CON Your orders\n1 MC7K2P9QXA Payment failed KES 610\n0 Back 00 Home');
    expect(ussdMenu(en, '2*1').reply).toBe(
      'CON Order MC7K2P9QXA\nPayment failed: M-Pesa balance too low\nKES 610\n1 Pay with M-Pesa\n2 Cancel order\n0 Back 00 Home',
    );
    expect(ussdMenu({ ...en, language: 'sw' }, '2*1').reply).toContain('Malipo hayakufaulu: salio la M-Pesa halitoshi');
    expect(ussdMenu(en, '2*1*1').effect).toEqual({ kind: 'pay', orderId: 'o1', totalCents: 61_000 });
  });

  it("offers the session's unpaid USSD order before a new purchase, and buys something else on 2 (issue 25)", () => {
    const unpaid = { ...ctx.orders[0]!, channel: 'ussd' as const, paymentStatus: 'failed' as const, failure: 'cancelled' as const };
    const en = { ...ctx, language: 'en' as const, unpaidOrder: unpaid };
    expect(ussdMenu(en, '1').reply).toBe(
      'CON Order MC7K2P9QXA (KES 610) is not paid yet.\nPayment failed: you cancelled it\n1 Pay order MC7K2P9QXA\n2 Buy something else\n0 Back 00 Home',
    );
    expect(ussdMenu(en, '1*1').effect).toEqual({ kind: 'pay', orderId: 'o1', totalCents: 61_000 });
    expect(ussdMenu(en, '1*2').reply).toBe('CON Choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(en, '1*2*1*1*1*1*1').effect).toMatchObject({ kind: 'order', productId: 'tomato', quantity: 1 });
    // Paid since the session began: nothing to pay, and the path the answers take stays the same.
    const paid = { ...en, unpaidOrder: { ...unpaid, paymentStatus: 'paid' as const, status: 'paid' as const, failure: null } };
    expect(ussdMenu(paid, '1*1').reply).toMatch(/^CON That order needs no payment now\.\nOrder MC7K2P9QXA/);
    expect(ussdMenu(paid, '1*2').reply).toMatch(/^CON Choose a crop/);
  });

  it('matches counties whatever the case, spaces and marks', () => {
    expect(matchCounty("murang'a")).toEqual(["Murang'a"]);
    expect(matchCounty('TAITA taveta')).toEqual(['Taita-Taveta']);
    expect(matchCounty('nai')).toEqual(['Nairobi']);
    expect(matchCounty('x')).toEqual([]);
  });

  it('keeps a long screen within the limit without cutting a number', () => {
    const long = fitScreen(
      'CON',
      ['A heading'],
      Array.from({ length: 5 }, (_, i) => `${i + 1} ${'Very long seedling name '.repeat(3)}KES 1,000`),
      ['98 More'],
    );
    expect(long.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
    expect(
      long
        .split('\n')
        .slice(1, 6)
        .map((l) => l.slice(0, 2)),
    ).toEqual(['1 ', '2 ', '3 ', '4 ', '5 ']);
  });

  it('answers any path of answers, in both languages, with CON or END within 182 characters', () => {
    const answer = fc.oneof(
      fc.constantFrom('0', '00', '98', '1', '2', '3', '4', '5', '6', '9', '99', '', 'ka', 'kiambu', 'Near the church'),
      fc.integer({ min: 0, max: 20_000 }).map(String),
      fc.string({ maxLength: 30 }).map((s) => s.replace(/\*/g, '')),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(
          ctx,
          returning,
          { ...ctx, language: 'en' as const },
          { ...returning, unpaidOrder: { ...ctx.orders[0]!, failure: 'not_sent' as const } },
        ),
        fc.array(answer, { maxLength: 14 }),
        (context, answers) => {
          const { reply } = ussdMenu(context, answers.join('*'));
          return /^(CON|END) /.test(reply) && reply.length <= USSD_SCREEN_LIMIT;
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('knows every county by its own name', () => {
    for (const county of KENYAN_COUNTIES) expect(matchCounty(county)).toEqual([county]);
  });
});
