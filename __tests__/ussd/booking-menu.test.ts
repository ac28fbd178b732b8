/**
 * "Book for later" on USSD, as the pure menu sees it: main menu 7 and a product short of
 * ready stock lead to the planting dates (2, 4, 6 weeks when the nursery can meet them, the earliest
 * it can grow them), then the same quantity, delivery and payment steps, a deposit or the whole, and
 * a confirmation that says the date, what is paid now and the balance; My orders shows a booking's
 * date and balance and pays the balance. Every screen, for every seed product, in both languages,
 * fits the limit.
 */
import { depositCents } from '@/lib/booking';
import { seedMenuCategories, seedUssdCatalogue } from '../support/ussd-catalogue';
import { bookingKey, plantingChoices, shortKes, USSD_SCREEN_LIMIT, ussdMenu, type UssdContext, type UssdOrder, type UssdProduct } from '@/lib/ussd/menu';

const TODAY = '2026-11-26';

const onion = (over: Partial<UssdProduct> = {}): UssdProduct => ({
  id: 'onion',
  name: 'Onion Red Creole',
  swahiliName: 'Kitunguu',
  variety: 'Red Creole',
  categorySlug: 'bulbs-and-onions',
  priceCents: 200,
  unitKind: 'seedling',
  traySize: null,
  stock: 8_000,
  raisingDaysMin: 42,
  sellableDays: 21,
  ...over,
});

const tomatoTray = onion({
  id: 'tomato',
  name: 'Tomato Anna F1',
  swahiliName: 'Nyanya',
  variety: 'Anna F1',
  categorySlug: 'fruiting',
  unitKind: 'tray',
  traySize: 50,
  priceCents: 60_000,
  stock: 0,
  raisingDaysMin: 28,
  sellableDays: 10,
});

const base: UssdContext = {
  language: 'en',
  categories: [
    { slug: 'fruiting', name: 'Fruiting Vegetables', nameSw: 'Mboga za matunda' },
    { slug: 'bulbs-and-onions', name: 'Bulbs & Onions', nameSw: 'Vitunguu' },
  ],
  products: [tomatoTray, onion()],
  counties: [{ county: 'Kiambu', feeCents: 25_000, days: [1, 2] }],
  pickup: { id: 1, name: 'Miche Nursery, Ruaka', nameSw: '', hours: 'Mon-Fri 7am-6pm', hoursSw: 'Jumatatu-Ijumaa' },
  orders: [],
  unpaidOrder: null,
  walletCents: 300_000,
  points: 0,
  smsUpdates: true,
  nurseryPhone: '+254 712 345 678',
  booking: { today: TODAY, depositPercent: 50 },
};
const sw: UssdContext = { ...base, language: 'sw' };

describe('Book for later on the USSD menu', () => {
  it('is main menu 7 only when the session can book, in both languages', () => {
    expect(ussdMenu(base, '').reply).toBe('CON Miche seedlings\n1 Buy seedlings\n2 My orders\n3 My wallet\n4 Language and SMS\n5 Help\n7 Book for later');
    expect(ussdMenu(sw, '').reply).toMatch(/\n5 Msaada\n7 Weka oda ya baadaye$/);
    expect(ussdMenu({ ...base, booking: null }, '').reply).not.toContain('7 ');
    expect(ussdMenu({ ...base, booking: null }, '7').reply).toMatch(/^CON Invalid choice\./);
  });

  it('books onions for six weeks with a deposit: dates, quantity, delivery, the plan, the confirmation, the effect', () => {
    expect(ussdMenu(base, '7').reply).toBe('CON Book for later: choose a crop\n1 Fruiting Vegetables\n2 Bulbs & Onions\n0 Back 00 Home');
    // A product none of which is ready shows its price, not "sold out", when booking.
    expect(ussdMenu(base, '7*1').reply).toBe('CON Fruiting Vegetables\n1 Tomato Anna F1 tray 50 KES 600\n0 Back 00 Home');
    expect(ussdMenu(base, '7*2*1').reply).toBe(
      'CON Onion Red Creole\nKES 2 a seedling, 8,000 ready now. We raise them for your date.\nHow many seedlings? Type 1 to 10,000:\n0 Back 00 Home',
    );
    expect(ussdMenu(base, '7*2*1*10001').reply).toMatch(/^CON Type 1 to 10,000 seedlings\./);
    // 1,000 are ready: two weeks from stock (fit for 21 days); four weeks is neither stock nor grown; six weeks grown.
    expect(ussdMenu(base, '7*2*1*1000').reply).toBe('CON When will you plant?\n1 In 2 weeks (10/12)\n3 In 6 weeks (07/01)\n0 Back 00 Home');
    expect(ussdMenu(sw, '7*2*1*1000').reply).toBe('CON Utapanda lini?\n1 Baada ya wiki 2 (10/12)\n3 Baada ya wiki 6 (07/01)\n0 Rudi 00 Mwanzo');
    expect(ussdMenu(base, '7*2*1*1000*2').reply).toMatch(/^CON The nursery can have them ready from 07\/01\.\nWhen will you plant\?/);
    expect(ussdMenu(base, '7*2*1*1000*3*1').reply).toBe(
      'CON Plant on 07/01\nOnion Red Creole x1000 KES 2,000\nPick up at Miche Nursery, Ruaka: free\n1 Pay deposit KES 1,000 now\n2 Pay in full KES 2,000\n0 Back 00 Home',
    );
    expect(ussdMenu(sw, '7*2*1*1000*3*1').reply).toBe(
      'CON Kupanda 07/01\nKitunguu x1000 KES 2,000\nChukua Kitalu cha Miche, Ruaka: bure\n1 Lipa malipo ya awali KES 1,000 sasa\n2 Lipa yote KES 2,000\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(base, '7*2*1*1000*3*1*1').reply).toBe(
      'CON Plant on 07/01. Pay KES 1,000 now, balance KES 1,000 by 07/01.\n1 Pay with M-Pesa\n2 Cancel\n3 Pay from wallet (KES 3,000)\n0 Back 00 Home',
    );
    expect(ussdMenu(sw, '7*2*1*1000*3*1*2').reply).toBe(
      'CON Kupanda 07/01. Lipa KES 2,000 sasa, hakuna deni baadaye.\n1 Lipa kwa M-Pesa\n2 Ghairi\n3 Lipa kwa pochi (KES 3,000)\n0 Rudi 00 Mwanzo',
    );
    const wallet = ussdMenu(base, '7*2*1*1000*3*1*1*3');
    expect(wallet.effect).toEqual({
      kind: 'order',
      productId: 'onion',
      quantity: 1000,
      delivery: { method: 'pickup' },
      totalCents: 200_000,
      pay: 'wallet',
      booking: { plantingDate: '2027-01-07', plan: 'deposit' },
      dueCents: 100_000,
    });
    const mpesa = ussdMenu(base, '7*2*1*1000*3*1*1*1');
    expect(mpesa.reply).toMatch(/^END An M-Pesa prompt for KES 1,000 is coming/);
    expect(mpesa.effect).toMatchObject({ pay: 'mpesa', dueCents: 100_000 });
    expect(ussdMenu(base, '7*2*1*1000*3*1*1*2')).toEqual({ reply: 'END Cancelled. Nothing was ordered.', locale: 'en' });
    // Short of the deposit, the wallet is not offered, and choosing it says so.
    expect(ussdMenu({ ...base, walletCents: 50_000 }, '7*2*1*1000*3*1*1').reply).not.toContain('3 Pay from wallet');
    expect(ussdMenu({ ...base, walletCents: 50_000 }, '7*2*1*1000*3*1*1*3').reply).toMatch(/^CON Your wallet has KES 500, not enough for KES 1,000\./);
  });

  it('books what ready stock cannot cover from the buy flow, and a product none of which is ready', () => {
    expect(ussdMenu(base, '1*2*1').reply).toBe(
      'CON Onion Red Creole\nKES 2 a seedling, 8,000 left\nHow many seedlings? Type 1 to 8,000:\nMore? Type it to book for later.\n0 Back 00 Home',
    );
    expect(ussdMenu(base, '1*2*1*9000').reply).toBe(
      'CON Only 8,000 ready now. Book 9,000 seedlings for later.\nWhen will you plant?\n3 In 6 weeks (07/01)\n0 Back 00 Home',
    );
    expect(ussdMenu(sw, '1*2*1*9000').reply).toBe(
      'CON Zipo 8,000 tu sasa. Weka oda ya miche 9,000 kwa baadaye.\nUtapanda lini?\n3 Baada ya wiki 6 (07/01)\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(base, '1*2*1*9000*3*1*1*1').effect).toMatchObject({
      quantity: 9000,
      booking: { plantingDate: '2027-01-07', plan: 'deposit' },
      dueCents: 900_000,
    });
    // Within the stock, the purchase is today's, as before.
    expect(ussdMenu(base, '1*2*1*10').reply).toMatch(/^CON How will you get it\?/);
    // A tray none of which is ready: booked (tomato: 4 weeks is the earliest, 2 weeks is not offered).
    expect(ussdMenu(base, '1*1').reply).toContain('1 Tomato Anna F1 tray 50 sold out');
    expect(ussdMenu(base, '1*1*1').reply).toMatch(
      /^CON Tomato Anna F1 tray 50\nKES 600 a tray, 0 ready now\. We raise them for your date\.\nHow many trays\? Type 1 to 10,000:/,
    );
    expect(ussdMenu(base, '1*1*1*2').reply).toBe('CON When will you plant?\n2 In 4 weeks (24/12)\n3 In 6 weeks (07/01)\n0 Back 00 Home');
    // Without booking, sold out is sold out and more than is left is refused, as before.
    const off = { ...base, booking: null };
    expect(ussdMenu(off, '1*1*1').reply).toMatch(/^CON Sold out\./);
    expect(ussdMenu(off, '1*2*1*9000').reply).toMatch(/^CON Type 1 to 8,000 seedlings\./);
    expect(ussdMenu(off, '1*2*1').reply).not.toContain('book for later');
  });

  it('offers the earliest date when no quick one fits, and none beyond 120 days', () => {
    const slow = onion({ stock: 0, raisingDaysMin: 50 });
    expect(plantingChoices(base, slow, 10)).toEqual([{ n: 4, date: '2027-01-15', weeks: null }]);
    expect(ussdMenu({ ...base, products: [tomatoTray, slow] }, '7*2*1*10').reply).toBe('CON When will you plant?\n4 Earliest: 15/01\n0 Back 00 Home');
    expect(ussdMenu({ ...sw, products: [tomatoTray, slow] }, '7*2*1*10').reply).toBe('CON Utapanda lini?\n4 Mapema zaidi: 15/01\n0 Rudi 00 Mwanzo');
    const tooSlow = onion({ stock: 0, raisingDaysMin: 150 });
    expect(plantingChoices(base, tooSlow, 10)).toEqual([]);
    expect(ussdMenu({ ...base, products: [tomatoTray, tooSlow] }, '7*2*1*10').reply).toMatch(/^CON No planting date in the next 120 days can be met now\./);
  });

  it('offers the date the server gave for a refused booking, and books it', () => {
    const text = '7*2*1*1000*3*1*1*3';
    const key = bookingKey({ productId: 'onion', quantity: 1000, plantingDate: '2027-01-07' });
    // The step after a refusal: the menu asks the route what the server offers.
    expect(ussdMenu(base, `${text}*1`).bookingChecks).toEqual([{ productId: 'onion', quantity: 1000, plantingDate: '2027-01-07' }]);
    const full = { ...base, booking: { today: TODAY, depositPercent: 50, offers: { [key]: { reason: 'full' as const, date: '2027-01-14' } } } };
    expect(ussdMenu(full, text).reply).toBe(
      "CON The nursery's sowing for 07/01 is full. The nearest date it can meet: 14/01.\n1 Book for 14/01\n0 Back 00 Home",
    );
    expect(ussdMenu({ ...full, language: 'sw' }, text).reply).toBe(
      'CON Upandaji wa kitalu kwa 07/01 umejaa. Tarehe ya karibu inayowezekana: 14/01.\n1 Weka oda ya 14/01\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(full, `${text}*1`).reply).toMatch(/^CON Plant on 14\/01\n.*\n.*\n1 Pay deposit KES 1,000 now/);
    expect(ussdMenu(full, `${text}*1*1*3`).effect).toMatchObject({ booking: { plantingDate: '2027-01-14', plan: 'deposit' } });
    const soon = { ...base, booking: { today: TODAY, depositPercent: 50, offers: { [key]: { reason: 'too_soon' as const, date: '2027-01-08' } } } };
    expect(ussdMenu(soon, text).reply).toBe('CON The nursery can have them ready from 08/01.\n1 Book for 08/01\n0 Back 00 Home');
    const none = { ...base, booking: { today: TODAY, depositPercent: 50, offers: { [key]: { reason: 'full' as const, date: null } } } };
    expect(ussdMenu(none, text).reply).toBe('END No planting date in the next 120 days can be met now. Please call the nursery.');
  });

  describe('My orders', () => {
    const booked: UssdOrder = {
      id: 'b1',
      reference: 'MC7K2P9QXA',
      status: 'booked',
      paymentStatus: 'partly_paid',
      totalCents: 200_000,
      channel: 'ussd',
      failure: null,
      lines: [{ product: onion(), quantity: 1000 }],
      place: { method: 'pickup', name: 'Miche Nursery, Ruaka', nameSw: '', hours: 'Mon-Fri 7am-6pm', hoursSw: 'Jumatatu-Ijumaa saa 1-12' },
      booking: { plantingDate: '2027-01-07', paidCents: 100_000, dueCents: 100_000 },
    };

    it('shows a booking with its date and balance, pays the balance, and does not cancel it here', () => {
      const ctx = { ...base, orders: [booked] };
      expect(ussdMenu(ctx, '2').reply).toBe('CON Your orders\n1 MC7K2P9QXA Booked, balance due: Onion Red Creole x1000\n0 Back 00 Home');
      expect(ussdMenu(ctx, '2*1').reply).toBe(
        // Where it is collected gives way to its date and balance on a full screen.
        'CON Order MC7K2P9QXA: Booked, balance due\nOnion Red Creole x1000\nPlant on 07/01, balance KES 1,000\n1 Pay balance with M-Pesa\n3 Pay from wallet (KES 3,000)\n0 Back 00 Home',
      );
      expect(ussdMenu({ ...ctx, language: 'sw' }, '2*1').reply).toContain(
        'Kupanda 07/01, salio KES 1,000\n1 Lipa salio kwa M-Pesa\n3 Lipa kwa pochi (KES 3,000)',
      );
      expect(ussdMenu(ctx, '2*1*1')).toMatchObject({ effect: { kind: 'pay', orderId: 'b1', totalCents: 100_000, part: 'balance' } });
      expect(ussdMenu(ctx, '2*1*1').reply).toMatch(/^END An M-Pesa prompt for KES 1,000 is coming/);
      expect(ussdMenu(ctx, '2*1*3')).toMatchObject({ effect: { kind: 'walletPay', orderId: 'b1', totalCents: 100_000, part: 'balance' } });
      expect(ussdMenu(ctx, '2*1*3').reply).toMatch(/KES 2,000 is left in it/);
      expect(ussdMenu(ctx, '2*1*2').reply).toMatch(/^CON Invalid choice\./);
      expect(ussdMenu(ctx, '2*1*2').effect).toBeUndefined();
    });

    it('asks a booking waiting for its deposit for the deposit, first and in My orders', () => {
      const pending: UssdOrder = {
        ...booked,
        status: 'pending',
        paymentStatus: 'pending',
        booking: { plantingDate: '2027-01-07', paidCents: 0, dueCents: 100_000 },
      };
      const ctx = { ...base, orders: [pending], unpaidOrder: pending };
      expect(ussdMenu(ctx, '1').reply).toMatch(/^CON Order MC7K2P9QXA \(KES 1,000\) is not paid yet\./);
      expect(ussdMenu(ctx, '7').reply).toMatch(/\n2 Book for later\n/);
      expect(ussdMenu(ctx, '7*2').reply).toMatch(/^CON Book for later: choose a crop/);
      expect(ussdMenu(ctx, '1*1').effect).toMatchObject({ kind: 'pay', totalCents: 100_000, part: 'first' });
      expect(ussdMenu(ctx, '2*1').reply).toContain('Plant on 07/01, deposit KES 1,000\n1 Pay with M-Pesa\n2 Cancel order');
    });
  });
});

/** The seed catalogue with its growing figures: every product bookable, some with no ready stock. */
const categories = seedMenuCategories;
const catalogue = seedUssdCatalogue((i) => (i % 3 === 0 ? 0 : 9_876), { growing: true });

describe('every Book for later screen fits, for every seed product, in both languages', () => {
  const longAddress = 'Behind the Kenol petrol station, second gate after the big mango tree, opposite the posho mill'.slice(0, 100);
  const ctx = (language: 'en' | 'sw', walletCents: number): UssdContext => ({
    ...base,
    language,
    categories: categories.map(({ slug, name, nameSw }) => ({ slug, name, nameSw })),
    products: catalogue,
    counties: [{ county: 'Elgeyo-Marakwet', feeCents: 1_234_550, days: [3, 5] }],
    lastAddress: { county: 'Elgeyo-Marakwet', address: longAddress },
    walletCents,
  });

  it('holds every screen to the limit and keeps what it must say', () => {
    let screens = 0;
    for (const language of ['en', 'sw'] as const) {
      for (const walletCents of [0, 999_999_99]) {
        const c = ctx(language, walletCents);
        categories.forEach((category, ci) => {
          const list = catalogue.filter((p) => p.categorySlug === category.slug);
          list.forEach((p, pi) => {
            const pick = [...Array<string>(Math.floor(pi / 5)).fill('98'), String((pi % 5) + 1)];
            const start = ['7', String(ci + 1), ...pick, '9999'];
            const when = plantingChoices(c, p, 9999);
            expect(when.length).toBeGreaterThan(0);
            const date = String(when[when.length - 1]!.n);
            const total = p.priceCents * 9999 + 1_234_550;
            // when, how, pickup or delivery summary, the county, the confirmation (deposit, full), its ENDs.
            const paths = [
              start,
              [...start, date],
              [...start, date, '1'],
              [...start, date, '2'],
              [...start, date, '3'],
              [...start, date, '3', '1'],
              [...start, date, '3', '2'],
              [...start, date, '3', '1', '1'],
              [...start, date, '3', '1', '2'],
              [...start, date, '3', '1', '3'],
              [...start, date, '3', '2', '3'],
              // From the buy flow: more than is ready (or none ready), a quick date not offered, a date.
              ['1', String(ci + 1), ...pick, '9999'],
              ['1', String(ci + 1), ...pick, '9999', '1'],
              ['1', String(ci + 1), ...pick, '9999', '9'],
              ['1', String(ci + 1), ...pick, '9999', '9999'],
              ['1', String(ci + 1), ...pick, '9999', '9999', '1'],
            ];
            for (const path of paths) {
              const { reply } = ussdMenu(c, path.join('*'));
              screens++;
              expect(reply.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
              expect(reply).toMatch(/^(CON|END) /);
            }
            // The summary keeps the plan's amounts, the confirmation its date and balance, whole.
            const summary = ussdMenu(c, [...start, date, '3'].join('*')).reply;
            const deposit = depositCents(total, 50);
            expect(summary).toContain(`\n2 ${language === 'en' ? 'Pay in full' : 'Lipa yote'} ${shortKes(total)}\n`);
            expect(summary).toMatch(language === 'en' ? /^CON Plant on \d\d\/\d\d\n/ : /^CON Kupanda \d\d\/\d\d\n/);
            const pickup = ussdMenu(c, [...start, date, '1'].join('*')).reply;
            expect(pickup).toMatch(language === 'en' ? /^CON Plant on \d\d\/\d\d\n/ : /^CON Kupanda \d\d\/\d\d\n/);
            expect(summary).toContain(`\n1 ${language === 'en' ? 'Pay deposit' : 'Lipa malipo ya awali'} ${shortKes(deposit)}`);
            const confirm = ussdMenu(c, [...start, date, '3', '1'].join('*')).reply;
            expect(confirm).toContain(`${shortKes(deposit)} ${language === 'en' ? 'now' : 'sasa'}`);
            expect(confirm).toContain(`${language === 'en' ? 'balance' : 'salio'} ${shortKes(total - deposit)}`);
            expect(confirm).toContain(language === 'en' ? 'Plant on ' : 'Kupanda ');
            expect(confirm).toMatch(language === 'en' ? /\n1 Pay with M-Pesa\n2 Cancel\n/ : /\n1 Lipa kwa M-Pesa\n2 Ghairi\n/);
          });
        });
      }
    }
    expect(screens).toBeGreaterThan(1_000);
  });

  it('holds a booking in My orders to the limit, its date and balance kept', () => {
    for (const language of ['en', 'sw'] as const) {
      for (const p of catalogue) {
        const order: UssdOrder = {
          id: 'b',
          reference: 'MC7K2P9QXA',
          status: 'booked',
          paymentStatus: 'partly_paid',
          totalCents: 99_999_900,
          channel: 'ussd',
          failure: null,
          lines: [{ product: p, quantity: 9999 }],
          place: { method: 'delivery', county: 'Elgeyo-Marakwet', address: longAddress, days: [3, 5] },
          booking: { plantingDate: '2027-01-07', paidCents: 49_999_900, dueCents: 50_000_000 },
        };
        const reply = ussdMenu({ ...ctx(language, 999_999_99), orders: [order] }, '2*1').reply;
        expect(reply.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
        expect(reply).toContain(language === 'en' ? 'Plant on 07/01, balance KES 500,000' : 'Kupanda 07/01, salio KES 500,000');
        const list = ussdMenu({ ...ctx(language, 0), orders: [order, order, order] }, '2').reply;
        expect(list.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
      }
    }
  });
});
