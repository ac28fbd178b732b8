/**
 * The USSD menu as a pure function of (what the route read, the session's `text`) → screen.
 */
import fc from 'fast-check';
import { KENYAN_COUNTIES } from '@/lib/counties';
import { USSD_SCREEN_LIMIT, fitScreen, fitsWhole, matchCounty, ussdMenu, type UssdContext, type UssdProduct } from '@/lib/ussd/menu';

const product = (n: number, over: Partial<UssdProduct> = {}): UssdProduct => ({
  id: `p${n}`,
  name: `Seedling number ${n}`,
  swahiliName: null,
  variety: '',
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
    {
      id: 'o1',
      reference: 'MC7K2P9QXA',
      status: 'pending',
      paymentStatus: 'pending',
      totalCents: 61_000,
      channel: 'web',
      failure: null,
      lines: [{ product: { name: 'Tomato Anna F1 (tray of 50)', swahiliName: 'Nyanya', variety: 'Anna F1', unitKind: 'tray', traySize: 50 }, quantity: 1 }],
      place: {
        method: 'pickup',
        name: 'Miche Nursery, Ruaka',
        nameSw: '',
        hours: 'Mon–Fri 7 am–6 pm, Sat 7 am–4 pm',
        hoursSw: 'Jumatatu–Ijumaa saa 1 asubuhi–saa 12 jioni',
      },
    },
    {
      id: 'o2',
      reference: 'MC3J8W2RTB',
      status: 'delivered',
      paymentStatus: 'paid',
      totalCents: 12_000,
      channel: 'ussd',
      failure: null,
      lines: [
        {
          product: { name: 'Sukuma Wiki (Collards)', swahiliName: 'Sukuma wiki', variety: 'Southern Georgia', unitKind: 'seedling', traySize: null },
          quantity: 40,
        },
      ],
      place: { method: 'delivery', county: 'Kiambu', address: 'Near Ruaka church', days: [1, 1] },
    },
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
    expect(ussdMenu(ctx, '').reply).toBe('CON Karibu Miche / Welcome\n1 English\n2 Kiswahili');
    const chosen = ussdMenu(ctx, '2');
    expect(chosen.effect).toEqual({ kind: 'language', locale: 'sw' });
    expect(chosen.reply).toBe('CON Miche\n1 Nunua miche\n2 Oda zangu\n3 Pochi yangu\n4 Lugha na SMS\n5 Msaada');
    // The next step replays the choice, but only the last answer asks for anything.
    expect(ussdMenu(ctx, '2*1').effect).toBeUndefined();
    expect(ussdMenu(ctx, '3').reply).toBe('CON Chagua 1 au 2 / Choose 1 or 2\nKaribu Miche / Welcome\n1 English\n2 Kiswahili');
  });

  it('greets a returning caller with the main menu in their language', () => {
    expect(ussdMenu(returning, '').reply).toMatch(/^CON Miche\n1 Nunua miche/);
    expect(ussdMenu({ ...ctx, language: 'en' }, '').reply).toBe('CON Miche seedlings\n1 Buy seedlings\n2 My orders\n3 My wallet\n4 Language and SMS\n5 Help');
  });

  it('buys a tray for pickup: categories, products, quantity, method, summary, then the M-Pesa prompt', () => {
    const en = { ...ctx, language: 'en' as const };
    expect(ussdMenu(en, '1').reply).toBe('CON Choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(returning, '1').reply).toContain('1 Mboga za matunda');
    expect(ussdMenu(en, '1*1*1').reply).toContain('KES 600 a tray, 40 left\nHow many trays? Type 1 to 40:');
    expect(ussdMenu(en, '1*1*2').reply).toMatch(/^CON Sold out\./);
    expect(ussdMenu(en, '1*1*1*41').reply).toMatch(/^CON Type 1 to 40 trays\./);
    expect(ussdMenu(en, '1*1*1*abc').reply).toMatch(/^CON Type a whole number of trays, 1 to 40\./);
    expect(ussdMenu(en, '1*1*1*2*1').reply).toBe(
      'CON Tomato Anna F1 Hybrid Tray of Fifty Strong Seedlings tray 50 x2 KES 1,200\nPick up at Miche Nursery, Ruaka: free\nTotal KES 1,200\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home',
    );
    const paid = ussdMenu(en, '1*1*1*2*1*1');
    expect(paid.reply).toMatch(/^END An M-Pesa prompt for KES 1,200 is coming/);
    expect(paid.effect).toEqual({ kind: 'order', productId: 'tomato', quantity: 2, delivery: { method: 'pickup' }, totalCents: 120_000, pay: 'mpesa' });
    expect(ussdMenu(en, '1*1*1*2*1*2')).toEqual({ reply: 'END Cancelled. Nothing was ordered.', locale: 'en' });
  });

  it('delivers to a county typed forgivingly, with a numbered choice when it is ambiguous', () => {
    const start = '1*1*1*3*2';
    expect(ussdMenu(returning, start).reply).toBe('CON Andika kaunti au mji wako:\n0 Rudi 00 Mwanzo');
    expect(ussdMenu(returning, `${start}*kiambu`).reply).toMatch(/^CON Andika alama ya mahali/);
    expect(ussdMenu(returning, `${start}*KA`).reply).toBe('CON Ipi kati ya hizi?\n1 Kajiado\n2 Kakamega\n0 Rudi 00 Mwanzo');
    expect(ussdMenu(returning, `${start}*Mombasa`).reply).toMatch(/^CON Bado hatuleti Mombasa\./);
    expect(ussdMenu(returning, `${start}*Qwxyz`).reply).toMatch(/^CON Hakuna kaunti wala mji wa jina hilo\./);
    const summary = ussdMenu(returning, `${start}*KA*1*Near Kitengela market`);
    expect(summary.reply).toContain('Niletee Kajiado, Near Kitengela market: KES 400\nJumla KES 2,200');
    const ordered = ussdMenu(returning, `${start}*KA*1*Near Kitengela market*1`);
    expect(ordered.effect).toEqual({
      kind: 'order',
      productId: 'tomato',
      quantity: 3,
      delivery: { method: 'delivery', county: 'Kajiado', address: 'Near Kitengela market' },
      totalCents: 220_000,
      pay: 'mpesa',
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
    expect(ussdMenu(en, '2').reply).toBe(
      'CON Your orders\n1 MC7K2P9QXA Awaiting payment: Tomato Anna F1 tray 50 x1\n2 MC3J8W2RTB Delivered: Sukuma Wiki x40\n0 Back 00 Home',
    );
    expect(ussdMenu(en, '2*1').reply).toContain('1 Pay with M-Pesa\n2 Cancel order');
    expect(ussdMenu(en, '2*1*1').effect).toEqual({ kind: 'pay', orderId: 'o1', totalCents: 61_000 });
    expect(ussdMenu(en, '2*1*2')).toMatchObject({ effect: { kind: 'cancel', orderId: 'o1' }, reply: 'END Order MC7K2P9QXA is cancelled. Nothing is owed.' });
    expect(ussdMenu(en, '2*2*1').reply).toMatch(/^CON Invalid choice\.\nOrder MC3J8W2RTB: Delivered\nSukuma Wiki x40\nDeliver to Kiambu, Near Ruaka church/);
    expect(ussdMenu(en, '3').reply).toBe('CON Wallet: KES 250.50\nReferral points: 300\n1 Top up with M-Pesa\n0 Back 00 Home');
    expect(ussdMenu(en, '5').reply).toMatch(
      /^CON Miche Nursery, Ruaka\nCall or WhatsApp \+254 712 345 678\nMon-Fri 7am-6pm, Sat 7am-4pm\n1 Please call me back/,
    );
    expect(ussdMenu(en, '4').reply).toBe('CON Language and SMS\n1 English\n2 Kiswahili\n3 Turn order SMS off\n4 Care tips by SMS after pickup\n0 Back 00 Home');
    expect(ussdMenu(en, '4*3')).toMatchObject({
      effect: { kind: 'sms', on: false },
      reply: expect.stringMatching(/^CON Order SMS are off\.\nMiche seedlings/),
    });
    expect(ussdMenu({ ...en, smsUpdates: false }, '4*3').effect).toEqual({ kind: 'sms', on: true });
    // The care SMS after pickup, asked for (or stopped) for this phone's orders.
    expect(ussdMenu(en, '4*4')).toMatchObject({
      effect: { kind: 'careTips', on: true },
      reply: expect.stringMatching(/^CON Your next orders get 3 care tips by SMS after pickup\.\nMiche seedlings/),
    });
    expect(ussdMenu({ ...en, careTips: true }, '4').reply).toContain('\n4 Stop care tips after pickup\n');
    expect(ussdMenu({ ...en, careTips: true }, '4*4').effect).toEqual({ kind: 'careTips', on: false });
    const sw = ussdMenu({ ...en, language: 'sw' }, '4*4').reply;
    expect(sw).toMatch(/^CON Oda zako zijazo zitapata ushauri 3 kwa SMS baada ya kuchukua\.\nMiche\n1 Nunua miche/);
    expect(sw.length).toBeLessThanOrEqual(182);
    const switched = ussdMenu(en, '4*2');
    expect(switched.effect).toEqual({ kind: 'language', locale: 'sw' });
    expect(switched.reply).toMatch(/^CON Lugha imehifadhiwa\.\nMiche\n1 Nunua miche/);
  });

  it('says why a payment failed, in both languages, and offers to pay again or cancel (issue 25)', () => {
    const failed = { ...ctx.orders[0]!, paymentStatus: 'failed' as const, failure: 'low_balance' as const };
    const en = { ...ctx, language: 'en' as const, orders: [failed] };
    expect(ussdMenu(en, '2').reply).toBe('CON Your orders\n1 MC7K2P9QXA Payment failed: Tomato Anna F1 tray 50 x1\n0 Back 00 Home');
    expect(ussdMenu(en, '2*1').reply).toBe(
      'CON Order MC7K2P9QXA: Payment failed: M-Pesa balance too low\nTomato Anna F1 tray 50 x1\nPick up at Miche Nursery, Ruaka\nTotal KES 610\n1 Pay with M-Pesa\n2 Cancel order\n0 Back 00 Home',
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
      Array.from({ length: 5 }, (_, i) => ({ head: `${i + 1} `, name: 'Very long seedling name '.repeat(3).trim(), tail: ' KES 1,000' })),
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

  it('says whether a screen fits as it is, so a caller can leave lines out rather than have them cut', () => {
    const options = Array.from({ length: 5 }, (_, i) => ({ head: `${i + 1} `, name: 'Very long seedling name '.repeat(3).trim(), tail: ' KES 1,000' }));
    expect(fitsWhole('CON', ['A heading'], options, ['98 More'])).toBe(false);
    expect(fitsWhole('END', ['Paid. Pick up at the nursery, Mon-Fri 7-6.'])).toBe(true);
    // Exactly the limit still fits; one more character does not.
    expect(fitsWhole('END', ['x'.repeat(USSD_SCREEN_LIMIT - 4)])).toBe(true);
    expect(fitsWhole('END', ['x'.repeat(USSD_SCREEN_LIMIT - 3)])).toBe(false);
    expect(fitScreen('END', ['Paid. Pick up at the nursery, Mon-Fri 7-6.'])).toBe('END Paid. Pick up at the nursery, Mon-Fri 7-6.');
  });

  it('answers any path of answers, in both languages, with CON or END within 182 characters', () => {
    const answer = fc.oneof(
      fc.constantFrom(
        '0',
        '00',
        '98',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '9',
        '99',
        '',
        'ka',
        'kiambu',
        'Thika',
        'Rongai',
        'Near the church',
        '500',
        'x'.repeat(150),
      ),
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
          {
            ...returning,
            walletCents: 9_990_000,
            phone: '+254712000111',
            lastAddress: { county: 'Kajiado' as const, address: 'A'.repeat(100) },
            lastPurchase: {
              productId: 'tomato',
              quantity: 40,
              delivery: { method: 'delivery' as const, county: 'Kajiado' as const, address: 'B'.repeat(100) },
            },
          },
          { ...ctx, language: 'en' as const, walletCents: 1_000_000, lastPurchase: { productId: 'p10', quantity: 3, delivery: { method: 'pickup' as const } } },
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

  describe('round two (issue 28)', () => {
    const en = { ...ctx, language: 'en' as const };
    const sw = { ...ctx, language: 'sw' as const };

    it('says the same quantity rule for every wrong answer, in trays or seedlings', () => {
      for (const typed of ['1.5', '-1', 'abc', 'ten']) expect(ussdMenu(en, `1*1*1*${typed}`).reply).toMatch(/^CON Type a whole number of trays, 1 to 40\./);
      for (const typed of ['100000', '41', '10000']) expect(ussdMenu(en, `1*1*1*${typed}`).reply).toMatch(/^CON Type 1 to 40 trays\./);
      expect(ussdMenu(sw, '1*2*1*0.5').reply).toMatch(/^CON Andika namba kamili ya miche, 1 hadi 500\./);
      expect(ussdMenu(sw, '1*1*1').reply).toContain('Weka idadi ya trei: 1 hadi 40');
      expect(ussdMenu(en, '1*1*1*1,000').reply).toMatch(/^CON Type 1 to 40 trays/);
      expect(ussdMenu(en, '1*2*1* 12 ').reply).toMatch(/^CON How will you get it\?/);
    });

    it('finds the county from a town, a spelling or a typo, and offers a choice where a town is in two', () => {
      const counties = [...ctx.counties, { county: 'Uasin Gishu' as const, feeCents: 65_000 }, { county: 'Nakuru' as const, feeCents: 40_000 }];
      const c = { ...en, counties };
      const start = '1*1*1*1*2';
      expect(ussdMenu(c, `${start}*Thika`).reply).toMatch(/^CON Type a landmark or address in Thika/);
      expect(ussdMenu(c, `${start}*Eldoret`).reply).toMatch(/^CON Type a landmark or address in Eldoret/);
      expect(ussdMenu(c, `${start}*Kiambo`).reply).toMatch(/^CON Type a landmark or address in Kiambu/);
      expect(ussdMenu(c, `${start}*Limru`).reply).toMatch(/in Limuru/);
      expect(ussdMenu(c, `${start}*Rongai`).reply).toBe('CON Which one?\n1 Kajiado (Rongai)\n2 Nakuru (Rongai)\n0 Back 00 Home');
      const ordered = ussdMenu(c, `${start}*Thika*Near the stage*1`);
      expect(ordered.effect).toMatchObject({ delivery: { method: 'delivery', county: 'Kiambu', address: 'Near the stage, Thika' } });
      expect(matchCounty('Thika')).toEqual(['Kiambu']);
      expect(matchCounty('Eldoret')).toEqual(['Uasin Gishu']);
      expect(matchCounty('homabay')).toEqual(['Homa Bay']);
      expect(matchCounty('muranga')).toEqual(["Murang'a"]);
    });

    it('answers a too-long address with its limit, not "at least 3 letters"', () => {
      const start = '1*1*1*1*2*kiambu';
      expect(ussdMenu(en, `${start}*${'a'.repeat(101)}`).reply).toMatch(/^CON Too long: keep it under 100 letters\./);
      expect(ussdMenu(sw, `${start}*${'a'.repeat(101)}`).reply).toMatch(/^CON Ni ndefu mno: isizidi herufi 100\./);
      expect(ussdMenu(en, `${start}*ab`).reply).toMatch(/^CON Please type at least 3 letters\./);
    });

    it('remembers the delivery address, and buys the last purchase again in three screens', () => {
      const c = {
        ...en,
        lastAddress: { county: 'Kiambu' as const, address: 'Near Ruaka church' },
        lastPurchase: { productId: 'tomato', quantity: 2, delivery: { method: 'delivery' as const, county: 'Kiambu' as const, address: 'Near Ruaka church' } },
      };
      expect(ussdMenu(c, '1*1*1*3').reply).toContain('3 Deliver to Kiambu: Near Ruaka church');
      expect(ussdMenu(c, '1*1*1*3*3').reply).toMatch(
        /^CON Tomato Anna F1 Hybrid Tray of Fifty Strong Seedlings tray 50 x3 KES 1,800\nDeliver to Kiambu, Near Ruaka church: KES 250/,
      );
      // Screen 1: the main menu offers it; screen 2: its summary; screen 3: the END.
      expect(ussdMenu(c, '').reply).toMatch(/\n6 Buy again: Tomato Anna .* x2$/);
      expect(ussdMenu(c, '6').reply).toMatch(
        /^CON Tomato .* x2 KES 1,200\nDeliver to Kiambu, Near Ruaka church: KES 250\nTotal KES 1,450\n1 Pay with M-Pesa\n2 Cancel/,
      );
      expect(ussdMenu(c, '6*1')).toMatchObject({
        reply: expect.stringMatching(/^END An M-Pesa prompt for KES 1,450 is coming/),
        effect: { kind: 'order', productId: 'tomato', quantity: 2, pay: 'mpesa', delivery: { method: 'delivery', county: 'Kiambu' } },
      });
      // An unpaid order is offered first, and 2 goes on to buy again.
      const unpaid = { ...c, unpaidOrder: c.orders[0]! };
      expect(ussdMenu(unpaid, '6').reply).toMatch(/^CON Order MC7K2P9QXA \(KES 610\) is not paid yet\.\nAwaiting payment\n1 Pay order MC7K2P9QXA\n2 Buy again/);
      expect(ussdMenu(unpaid, '6*2').reply).toMatch(/^CON Tomato .* x2 KES 1,200/);
      // Nothing bought before: no option 6.
      expect(ussdMenu(en, '').reply).not.toContain('6 ');
      expect(ussdMenu(en, '6').reply).toMatch(/^CON Invalid choice\./);
    });

    it('pays from the wallet when it holds enough, and says how much it has when it does not', () => {
      const rich = { ...en, walletCents: 200_000 };
      expect(ussdMenu(rich, '1*1*1*2*1').reply).toContain('3 Pay from wallet (KES 2,000)');
      expect(ussdMenu(rich, '1*1*1*2*1*3').effect).toMatchObject({ kind: 'order', pay: 'wallet', totalCents: 120_000 });
      expect(ussdMenu(en, '1*1*1*2*1').reply).not.toContain('Pay from wallet');
      expect(ussdMenu(en, '1*1*1*2*1*3').reply).toMatch(/^CON Your wallet has KES 250.50, not enough for KES 1,200\./);
      expect(ussdMenu({ ...rich }, '2*1*3').effect).toEqual({ kind: 'walletPay', orderId: 'o1', totalCents: 61_000 });
      expect(ussdMenu({ ...sw, walletCents: 200_000 }, '2*1').reply).toContain('3 Lipa kwa pochi (KES 2,000)');
    });

    it('tops the wallet up by M-Pesa within the limits and the cap', () => {
      expect(ussdMenu(en, '3*1').reply).toBe('CON How much to add? Type KES 10 to KES 99,749:\n0 Back 00 Home');
      expect(ussdMenu(en, '3*1*500')).toMatchObject({
        effect: { kind: 'topup', amountKes: 500 },
        reply: expect.stringMatching(/^END An M-Pesa prompt to add KES 500/),
      });
      expect(ussdMenu(en, '3*1*5').reply).toMatch(/^CON Type KES 10 to KES 99,749\./);
      expect(ussdMenu(en, '3*1*10.5').reply).toMatch(/^CON Type whole shillings/);
      expect(ussdMenu(en, '3*1*99750').reply).toMatch(/^CON Type KES 10 to KES 99,749\./);
      expect(ussdMenu({ ...en, walletCents: 10_000_000 }, '3*1').reply).toMatch(/^CON Your wallet is full/);
    });

    it("takes a call-back request under Help, in the caller's language", () => {
      const c = { ...sw, phone: '+254712000111' };
      expect(ussdMenu(c, '5').reply).toContain('1 Nipigieni simu');
      expect(ussdMenu(c, '5*1')).toMatchObject({
        effect: { kind: 'callback' },
        reply: expect.stringMatching(/^END Asante\. Miche itakupigia kwa \+254712000111/),
        locale: 'sw',
      });
    });

    it('shows no English on a Kiswahili run but the kept names (brands, products without a Swahili name)', () => {
      const allowed =
        /\b(Miche|M-Pesa|PIN|SMS|WhatsApp|KES|Paybill|Anna|F1|Hybrid|Tray|Fifty|Strong|Seedlings|Tomato|Seedling|number|English|Kiswahili|Kiambu|Kajiado|Kakamega|Nairobi|Ruaka|MC\w+)\b/g;
      const english =
        /\b(the|and|your|order|orders|pay|wallet|choose|type|buy|help|back|home|more|total|delivery|pickup|sold|out|left|tray|trays|seedlings|please|cancel|language|invalid)\b/i;
      const paths = [
        '',
        '1',
        '1*1',
        '1*1*1',
        '1*1*1*2',
        '1*1*1*2*1',
        '1*1*1*2*2',
        '1*1*1*2*2*Thika',
        '2',
        '2*1',
        '2*2',
        '3',
        '3*1',
        '4',
        '5',
        '5*1',
        '1*1*1*abc',
        '1*1*1*99',
      ];
      for (const path of paths) {
        const reply = ussdMenu({ ...sw, walletCents: 1_000_000, phone: '+254712000111', counties: [...ctx.counties] }, path).reply.replace(allowed, '');
        expect({ path, english: english.exec(reply)?.[0] ?? null }).toEqual({ path, english: null });
      }
    });

    it('answers with the bilingual first screen, and chooses 1 or 2 in both languages', () => {
      expect(ussdMenu(ctx, '').reply).toBe('CON Karibu Miche / Welcome\n1 English\n2 Kiswahili');
      expect(ussdMenu(ctx, '7').reply).toMatch(/^CON Chagua 1 au 2 \/ Choose 1 or 2/);
    });
  });
});
