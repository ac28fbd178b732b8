/**
 * Buy: the unpaid order offered first, the categories, a category's products five to a screen, the
 * quantity, and today's summary that places the order (M-Pesa or the wallet); "Buy again".
 */
import { ussdMenu, type UssdProduct } from '@/lib/ussd/menu';
import { buyScreens, todaySummary } from '@/lib/ussd/menu/buy';
import { answer, fits, KALE, ussdContext, ussdOrder, ussdProduct, view } from '../../support/ussd-context';

const en = ussdContext();
const sw = ussdContext({ language: 'sw' });

describe('the crops and their products', () => {
  it('numbers the crops in the caller’s language', () => {
    expect(buyScreens.categories.show(en, { s: 'categories' }, view('en'))).toBe('CON Choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(buyScreens.categories.show(sw, { s: 'categories' }, view('sw'))).toBe('CON Chagua zao\n1 Mboga za matunda\n2 Mboga za majani\n0 Rudi 00 Mwanzo');
    expect(buyScreens.categories.answer(en, { s: 'categories' }, answer('2'))).toEqual({ next: { s: 'products', category: 'leafy', page: 0 } });
    expect(buyScreens.categories.answer(en, { s: 'categories' }, answer('3'))).toEqual({ invalid: 'Invalid choice.' });
    expect(buyScreens.categories.answer(sw, { s: 'categories' }, answer('x', 'sw'))).toEqual({ invalid: 'Chaguo si sahihi.' });
  });

  it('shows a product’s unit and price, and marks a sold-out one without moving the numbers', () => {
    const ctx = ussdContext({ products: [ussdProduct(), ussdProduct({ id: 'pepper', name: 'Pepper', swahiliName: 'Pilipili', variety: '', stock: 0 })] });
    expect(ussdMenu(ctx, '1*1').reply).toBe('CON Fruiting Vegetables\n1 Tomato Anna F1 tray 50 KES 600\n2 Pepper tray 50 sold out\n0 Back 00 Home');
    expect(ussdMenu({ ...ctx, language: 'sw' }, '1*1').reply).toBe(
      'CON Mboga za matunda\n1 Nyanya trei 50 KES 600\n2 Pilipili trei 50 zimeisha\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(ctx, '1*1*2').reply).toMatch(/^CON Sold out\.\nFruiting Vegetables\n/);
    expect(ussdMenu({ ...ctx, language: 'sw' }, '1*1*2').reply).toMatch(/^CON Zimeisha\.\nMboga za matunda\n/);
    expect(ussdMenu(ctx, '1*1*3').reply).toMatch(/^CON Invalid choice\.\nFruiting Vegetables\n/);
  });

  it('shows five products to a screen with 98 for more, numbered 1 to 5 on each', () => {
    const greens: UssdProduct[] = Array.from({ length: 7 }, (_, i) => ({
      ...KALE,
      id: `g${i}`,
      name: `Green ${String.fromCharCode(65 + i)}`,
      swahiliName: null,
    }));
    const ctx = ussdContext({ products: greens });
    const first = fits(ussdMenu(ctx, '1*2').reply);
    expect(first).toBe('CON Leafy Greens\n1 Green A KES 10\n2 Green B KES 10\n3 Green C KES 10\n4 Green D KES 10\n5 Green E KES 10\n98 More 0 Back 00 Home');
    expect(ussdMenu(ctx, '1*2*98').reply).toBe('CON Leafy Greens\n1 Green F KES 10\n2 Green G KES 10\n0 Back 00 Home');
    expect(buyScreens.products.answer(ctx, { s: 'products', category: 'leafy', page: 1 }, answer('2'))).toEqual({ next: { s: 'quantity', productId: 'g6' } });
    // No third screen: 98 on the last is refused.
    expect(ussdMenu(ctx, '1*2*98*98').reply).toMatch(/^CON Invalid choice\.\nLeafy Greens\n1 Green F/);
  });

  it('says so when a crop has nothing on sale', () => {
    expect(ussdMenu(ussdContext({ products: [KALE] }), '1*1').reply).toBe('CON Nothing on sale here now.\n0 Back 00 Home');
  });
});

describe('the quantity', () => {
  it('asks for 1 to what is left, in trays or seedlings', () => {
    expect(ussdMenu(en, '1*1*1').reply).toBe('CON Tomato Anna F1 tray 50\nKES 600 a tray, 40 left\nHow many trays? Type 1 to 40:\n0 Back 00 Home');
    expect(ussdMenu(sw, '1*1*1').reply).toBe('CON Nyanya trei 50\nKES 600 kwa trei, zimebaki 40\nWeka idadi ya trei: 1 hadi 40\n0 Rudi 00 Mwanzo');
    expect(ussdMenu(sw, '1*2*1').reply).toBe('CON Sukuma wiki\nKES 10 kwa mche, zimebaki 500\nWeka idadi ya miche: 1 hadi 500\n0 Rudi 00 Mwanzo');
  });

  it('refuses a quantity that is not a whole number, or more than is left, the same way for every wrong answer', () => {
    const state = { s: 'quantity', productId: 'tomato' } as const;
    expect(buyScreens.quantity.answer(en, state, answer('abc'))).toEqual({ invalid: 'Type a whole number of trays, 1 to 40.' });
    expect(buyScreens.quantity.answer(en, state, answer('2.5'))).toEqual({ invalid: 'Type a whole number of trays, 1 to 40.' });
    expect(buyScreens.quantity.answer(en, state, answer('-3'))).toEqual({ invalid: 'Type a whole number of trays, 1 to 40.' });
    expect(buyScreens.quantity.answer(en, state, answer('41'))).toEqual({ invalid: 'Type 1 to 40 trays.' });
    expect(buyScreens.quantity.answer(sw, state, answer('41', 'sw'))).toEqual({ invalid: 'Andika trei 1 hadi 40.' });
    expect(buyScreens.quantity.answer(sw, state, answer('abc', 'sw'))).toEqual({ invalid: 'Andika namba kamili ya trei, 1 hadi 40.' });
    expect(ussdMenu(en, '1*1*1*41').reply).toBe(
      'CON Type 1 to 40 trays.\nTomato Anna F1 tray 50\nKES 600 a tray, 40 left\nHow many trays? Type 1 to 40:\n0 Back 00 Home',
    );
  });

  it('takes 1 to what is left, spaces and thousands commas allowed, on to how it is got', () => {
    const kale = { s: 'quantity', productId: 'kale' } as const;
    expect(buyScreens.quantity.answer(en, kale, answer('1'))).toEqual({ next: { s: 'method', productId: 'kale', quantity: 1 } });
    expect(buyScreens.quantity.answer(en, kale, answer('500'))).toEqual({ next: { s: 'method', productId: 'kale', quantity: 500 } });
    expect(buyScreens.quantity.answer(ussdContext({ products: [{ ...KALE, stock: 2_000 }] }), kale, answer('1,200'))).toEqual({
      next: { s: 'method', productId: 'kale', quantity: 1_200 },
    });
  });
});

describe('today’s summary', () => {
  const pickup = { s: 'summary', productId: 'tomato', quantity: 2, delivery: { method: 'pickup' } } as const;

  it('says what, where and the total, and offers the wallet only when it holds enough', () => {
    expect(todaySummary.show(en, pickup, view('en'))).toBe(
      'CON Tomato Anna F1 tray 50 x2 KES 1,200\nPick up at Miche Nursery, Ruaka: free\nTotal KES 1,200\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home',
    );
    expect(todaySummary.show(ussdContext({ language: 'sw', walletCents: 200_000 }), pickup, view('sw'))).toBe(
      'CON Nyanya trei 50 x2 KES 1,200\nChukua Kitalu cha Miche, Ruaka: bure\nJumla KES 1,200\n1 Lipa kwa M-Pesa\n2 Ghairi\n3 Lipa kwa pochi (KES 2,000)\n0 Rudi 00 Mwanzo',
    );
  });

  it('places the order by M-Pesa for the total, delivery fee included', () => {
    const delivered = { ...pickup, delivery: { method: 'delivery', county: 'Kiambu', address: 'Near Ruaka church' } } as const;
    const step = todaySummary.answer(en, delivered, answer('1'));
    const effect = { kind: 'order', productId: 'tomato', quantity: 2, delivery: delivered.delivery, totalCents: 145_000, pay: 'mpesa' };
    expect(step).toMatchObject({ effect, next: { s: 'end', effect } });
    expect(ussdMenu(en, '1*1*1*2*1*1')).toEqual({
      reply: 'END An M-Pesa prompt for KES 1,200 is coming. Enter your PIN to pay. We will send an SMS when it is paid.',
      locale: 'en',
      effect: { kind: 'order', productId: 'tomato', quantity: 2, delivery: { method: 'pickup' }, totalCents: 120_000, pay: 'mpesa' },
    });
    expect(ussdMenu(sw, '1*1*1*2*1*1').reply).toBe('END Ombi la M-Pesa la KES 1,200 linakuja. Weka PIN yako kulipa. Tutakutumia SMS ikishalipwa.');
  });

  it('pays from the wallet when it holds enough, and refuses when it does not', () => {
    const rich = ussdContext({ walletCents: 200_000 });
    // The END is worded again by the route once the order has its reference (lib/server/services/ussd-step.ts).
    expect(ussdMenu(rich, '1*1*1*2*1*3')).toEqual({
      reply: expect.stringMatching(/^END .*KES 800 is left/),
      locale: 'en',
      effect: { kind: 'order', productId: 'tomato', quantity: 2, delivery: { method: 'pickup' }, totalCents: 120_000, pay: 'wallet' },
    });
    expect(todaySummary.answer(en, pickup, answer('3'))).toEqual({
      invalid: 'Your wallet has KES 250.50, not enough for KES 1,200. Pay with M-Pesa, or top up first.',
    });
    expect(ussdMenu(en, '1*1*1*2*1*3').effect).toBeUndefined();
  });

  it('cancels with nothing ordered, and refuses an unknown option', () => {
    expect(ussdMenu(en, '1*1*1*2*1*2')).toEqual({ reply: 'END Cancelled. Nothing was ordered.', locale: 'en' });
    expect(ussdMenu(sw, '1*1*1*2*1*2')).toEqual({ reply: 'END Imeghairiwa. Hakuna oda iliyowekwa.', locale: 'sw' });
    expect(todaySummary.answer(en, pickup, answer('4'))).toEqual({ invalid: 'Invalid choice.' });
  });
});

describe('an unpaid order first, and buy again', () => {
  const ctx = ussdContext({
    unpaidOrder: ussdOrder(),
    walletCents: 100_000,
    lastPurchase: { productId: 'kale', quantity: 30, delivery: { method: 'pickup' } },
  });

  it('offers the unpaid order before a new purchase: pay it, from the wallet, or buy something else', () => {
    expect(fits(ussdMenu(ctx, '1').reply)).toBe(
      'CON Order MC7K2P9QXA (KES 600) is not paid yet.\nAwaiting payment\n1 Pay order MC7K2P9QXA\n2 Buy something else\n3 Pay from wallet (KES 1,000)\n0 Back 00 Home',
    );
    expect(ussdMenu({ ...ctx, language: 'sw' }, '1').reply).toBe(
      'CON Oda MC7K2P9QXA (KES 600) bado haijalipwa.\nInasubiri malipo\n1 Lipa oda MC7K2P9QXA\n2 Nunua kitu kingine\n3 Lipa kwa pochi (KES 1,000)\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(ctx, '1*1').effect).toEqual({ kind: 'pay', orderId: 'o1', totalCents: 60_000 });
    expect(ussdMenu(ctx, '1*3').effect).toEqual({ kind: 'walletPay', orderId: 'o1', totalCents: 60_000 });
    expect(ussdMenu(ctx, '1*2').reply).toMatch(/^CON Choose a crop\n/);
    expect(ussdMenu({ ...ctx, walletCents: 100 }, '1*3').reply).toMatch(/^CON Invalid choice\.\nOrder MC7K2P9QXA/);
  });

  it('offers the last purchase as 6 on the main menu and goes straight to its summary', () => {
    const noUnpaid = { ...ctx, unpaidOrder: null };
    expect(ussdMenu(noUnpaid, '').reply).toBe(
      'CON Miche seedlings\n1 Buy seedlings\n2 My orders\n3 My wallet\n4 Language and SMS\n5 Help\n6 Buy again: Kale x30',
    );
    expect(ussdMenu({ ...noUnpaid, language: 'sw' }, '').reply).toMatch(/\n6 Nunua tena: Sukuma wiki x30$/);
    expect(ussdMenu(noUnpaid, '6').reply).toBe(
      'CON Kale x30 KES 300\nPick up at Miche Nursery, Ruaka: free\nTotal KES 300\n1 Pay with M-Pesa\n2 Cancel\n3 Pay from wallet (KES 1,000)\n0 Back 00 Home',
    );
    expect(ussdMenu(noUnpaid, '6*1').effect).toEqual({
      kind: 'order',
      productId: 'kale',
      quantity: 30,
      delivery: { method: 'pickup' },
      totalCents: 30_000,
      pay: 'mpesa',
      again: true,
    });
    expect(ussdMenu(ctx, '6*2').reply).toMatch(/^CON Kale x30 KES 300\n/);
  });

  it('refuses buy again when too few are left, or the product is sold out', () => {
    const few = { ...ctx, unpaidOrder: null, products: [ussdProduct(), { ...KALE, stock: 20 }] };
    expect(ussdMenu(few, '6').reply).toMatch(/^CON Type 1 to 20 seedlings\.\nMiche seedlings\n/);
    const none = { ...few, products: [ussdProduct(), { ...KALE, stock: 0 }] };
    expect(ussdMenu(none, '6').reply).toMatch(/^CON Sold out\.\nMiche seedlings\n/);
  });
});
