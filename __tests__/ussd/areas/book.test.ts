/**
 * Book for later: the planting date (2, 4, 6 weeks when the nursery can meet them, 4 the earliest it
 * can grow them), a deposit or the whole, the payment, and a refused date answered with the one the
 * server can meet.
 */
import { bookingKey, ussdMenu } from '@/lib/ussd/menu';
import { bookedSummary, bookScreens } from '@/lib/ussd/menu/book';
import { answer, fits, KALE, ussdContext, ussdProduct, view } from '../../support/ussd-context';

const booking = { today: '2026-11-26', depositPercent: 50 };
const en = ussdContext({ booking });
const sw = ussdContext({ language: 'sw', booking });
const hundred = { productId: 'kale', quantity: 100 } as const;
const pickup = { method: 'pickup' } as const;
const dated = { ...hundred, booking: { date: '2026-12-10' }, delivery: pickup };

describe('the way in', () => {
  it('is 7 on the main menu only when the shop books, and lists only what can be grown', () => {
    expect(ussdMenu(en, '').reply).toMatch(/\n5 Help\n7 Book for later$/);
    expect(ussdMenu(sw, '').reply).toMatch(/\n5 Msaada\n7 Weka oda ya baadaye$/);
    expect(ussdMenu(ussdContext(), '7').reply).toMatch(/^CON Invalid choice\.\nMiche seedlings\n/);
    expect(ussdMenu(en, '7').reply).toBe('CON Book for later: choose a crop\n1 Fruiting Vegetables\n2 Leafy Greens\n0 Back 00 Home');
    expect(ussdMenu(sw, '7').reply).toBe('CON Oda ya baadaye: chagua zao\n1 Mboga za matunda\n2 Mboga za majani\n0 Rudi 00 Mwanzo');
    // Tomatoes have no raising days: they are not booked.
    expect(ussdMenu(en, '7*1*1').reply).toMatch(/^CON This one cannot be booked for later\.\nFruiting Vegetables\n/);
  });

  it('asks how many, up to an order’s most, saying how many are ready', () => {
    expect(ussdMenu(en, '7*2*1').reply).toBe(
      'CON Kale\nKES 10 a seedling, 500 ready now. We raise them for your date.\nHow many seedlings? Type 1 to 10,000:\n0 Back 00 Home',
    );
    expect(fits(ussdMenu(sw, '7*2*1').reply)).toBe(
      'CON Sukuma wiki\nKES 10 kwa mche, 500 tayari sasa. Tutakuoteshea kwa tarehe yako.\nWeka idadi ya miche: 1 hadi 10,000\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(en, '7*2*1*10001').reply).toMatch(/^CON Type 1 to 10,000 seedlings\./);
    expect(ussdMenu(en, '7*2*1*lots').reply).toMatch(/^CON Type a whole number of seedlings, 1 to 10,000\./);
  });

  it('books more than is ready from the buy screens, saying how many are', () => {
    expect(ussdMenu(en, '1*2*1').reply).toBe(
      'CON Kale\nKES 10 a seedling, 500 left\nHow many seedlings? Type 1 to 500:\nMore? Type it to book for later.\n0 Back 00 Home',
    );
    expect(ussdMenu(en, '1*2*1*600').reply).toBe(
      'CON Only 500 ready now. Book 600 seedlings for later.\nWhen will you plant?\n2 In 4 weeks (24/12)\n3 In 6 weeks (07/01)\n0 Back 00 Home',
    );
  });
});

describe('the planting date', () => {
  it('offers 2, 4 and 6 weeks by their fixed numbers', () => {
    const when = { s: 'when', ...hundred, short: false } as const;
    expect(bookScreens.when.show(en, when, view('en'))).toBe(
      'CON When will you plant?\n1 In 2 weeks (10/12)\n2 In 4 weeks (24/12)\n3 In 6 weeks (07/01)\n0 Back 00 Home',
    );
    expect(bookScreens.when.show(sw, when, view('sw'))).toBe(
      'CON Utapanda lini?\n1 Baada ya wiki 2 (10/12)\n2 Baada ya wiki 4 (24/12)\n3 Baada ya wiki 6 (07/01)\n0 Rudi 00 Mwanzo',
    );
    expect(bookScreens.when.answer(en, when, answer('3'))).toEqual({ next: { s: 'method', ...hundred, booking: { date: '2027-01-07' } } });
    expect(bookScreens.when.answer(en, when, answer('9'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('offers the earliest it can grow as 4, and says from when when a quick date is too soon', () => {
    const slow = ussdContext({ booking, products: [{ ...KALE, stock: 0, raisingDaysMin: 50 }] });
    const when = { s: 'when', productId: 'kale', quantity: 100, short: false } as const;
    expect(bookScreens.when.show(slow, when, view('en'))).toBe('CON When will you plant?\n4 Earliest: 15/01\n0 Back 00 Home');
    expect(bookScreens.when.answer(slow, when, answer('1'))).toEqual({ invalid: 'The nursery can have them ready from 15/01.' });
    expect(bookScreens.when.answer(slow, when, answer('4'))).toEqual({
      next: { s: 'method', productId: 'kale', quantity: 100, booking: { date: '2027-01-15' } },
    });
  });
});

describe('the booking’s summary and payment', () => {
  it('says the date first, then what and where, and offers a deposit or the whole', () => {
    expect(bookedSummary.show(en, { s: 'summary', ...dated }, view('en'))).toBe(
      'CON Plant on 10/12\nKale x100 KES 1,000\nPick up at Miche Nursery, Ruaka: free\n1 Pay deposit KES 500 now\n2 Pay in full KES 1,000\n0 Back 00 Home',
    );
    expect(bookedSummary.show(sw, { s: 'summary', ...dated }, view('sw'))).toBe(
      'CON Kupanda 10/12\nSukuma wiki x100 KES 1,000\nChukua Kitalu cha Miche, Ruaka: bure\n1 Lipa malipo ya awali KES 500 sasa\n2 Lipa yote KES 1,000\n0 Rudi 00 Mwanzo',
    );
    expect(bookedSummary.answer(en, { s: 'summary', ...dated }, answer('1'))).toEqual({ next: { s: 'bookPay', ...dated, plan: 'deposit' } });
    expect(bookedSummary.answer(en, { s: 'summary', ...dated }, answer('2'))).toEqual({ next: { s: 'bookPay', ...dated, plan: 'full' } });
    expect(bookedSummary.answer(en, { s: 'summary', ...dated }, answer('3'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('offers only the whole when a deposit would be all of it', () => {
    const whole = ussdContext({ booking: { ...booking, depositPercent: 100 } });
    expect(bookedSummary.show(whole, { s: 'summary', ...dated }, view('en'))).toMatch(
      /\nPick up at Miche Nursery, Ruaka: free\n2 Pay in full KES 1,000\n0 Back/,
    );
    expect(bookedSummary.answer(whole, { s: 'summary', ...dated }, answer('1'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('states the terms, and places the booking by M-Pesa for the deposit', () => {
    const pay = { s: 'bookPay', ...dated, plan: 'deposit' } as const;
    expect(bookScreens.bookPay.show(en, pay, view('en'))).toBe(
      'CON Plant on 10/12. Pay KES 500 now, balance KES 500 by 10/12.\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home',
    );
    expect(bookScreens.bookPay.show(sw, { ...pay, plan: 'full' }, view('sw'))).toBe(
      'CON Kupanda 10/12. Lipa KES 1,000 sasa, hakuna deni baadaye.\n1 Lipa kwa M-Pesa\n2 Ghairi\n0 Rudi 00 Mwanzo',
    );
    const placed = ussdMenu(en, '7*2*1*100*1*1*1*1');
    expect(placed.reply).toBe('END An M-Pesa prompt for KES 500 is coming. Enter your PIN to pay. We will send an SMS when it is paid.');
    expect(placed.effect).toEqual({
      kind: 'order',
      productId: 'kale',
      quantity: 100,
      delivery: pickup,
      totalCents: 100_000,
      pay: 'mpesa',
      booking: { plantingDate: '2026-12-10', plan: 'deposit' },
      dueCents: 50_000,
    });
    expect(ussdMenu(en, '7*2*1*100*1*1*1*2')).toEqual({ reply: 'END Cancelled. Nothing was ordered.', locale: 'en' });
  });

  it('pays the deposit from the wallet only when it holds enough', () => {
    const pay = { s: 'bookPay', ...dated, plan: 'deposit' } as const;
    expect(bookScreens.bookPay.answer(en, pay, answer('3'))).toEqual({
      invalid: 'Your wallet has KES 250.50, not enough for KES 500. Pay with M-Pesa, or top up first.',
    });
    const rich = ussdContext({ booking, walletCents: 60_000 });
    expect(bookScreens.bookPay.show(rich, pay, view('en'))).toMatch(/\n3 Pay from wallet \(KES 600\)\n0 Back 00 Home$/);
    expect(bookScreens.bookPay.answer(rich, pay, answer('3'))).toMatchObject({ effect: { kind: 'order', pay: 'wallet', dueCents: 50_000 } });
  });
});

describe('a refused date', () => {
  const placed = { s: 'placed', ...dated, plan: 'deposit', words: () => 'placed' } as const;
  const key = bookingKey({ productId: 'kale', quantity: 100, plantingDate: '2026-12-10' });

  it('asks the route which date the server can meet when the farmer answers after a booking', () => {
    expect(ussdMenu(en, '7*2*1*100*1*1*1*1*1').bookingChecks).toEqual([{ productId: 'kale', quantity: 100, plantingDate: '2026-12-10' }]);
  });

  it('offers the date the server can meet, and books it on 1', () => {
    const full = ussdContext({ booking: { ...booking, offers: { [key]: { reason: 'full', date: '2026-12-17' } } } });
    expect(bookScreens.placed.show(full, placed, view('en'))).toBe(
      "CON The nursery's sowing for 10/12 is full. The nearest date it can meet: 17/12.\n1 Book for 17/12\n0 Back 00 Home",
    );
    expect(bookScreens.placed.show({ ...full, language: 'sw' }, placed, view('sw'))).toBe(
      'CON Upandaji wa kitalu kwa 10/12 umejaa. Tarehe ya karibu inayowezekana: 17/12.\n1 Weka oda ya 17/12\n0 Rudi 00 Mwanzo',
    );
    expect(bookScreens.placed.answer(full, placed, answer('1'))).toEqual({
      next: { s: 'summary', ...hundred, booking: { date: '2026-12-17' }, delivery: pickup },
    });
    expect(bookScreens.placed.answer(full, placed, answer('2'))).toEqual({ invalid: 'Invalid choice.' });
    expect(ussdMenu(full, '7*2*1*100*1*1*1*1*1').reply).toMatch(/^CON Plant on 17\/12\nKale x100 KES 1,000\n/);
  });

  it('says too soon with its date, and ends when no date fits', () => {
    const soon = ussdContext({ booking: { ...booking, offers: { [key]: { reason: 'too_soon', date: '2026-12-24' } } } });
    expect(bookScreens.placed.show(soon, placed, view('en'))).toBe('CON The nursery can have them ready from 24/12.\n1 Book for 24/12\n0 Back 00 Home');
    const none = ussdContext({ booking: { ...booking, offers: { [key]: { reason: 'full', date: null } } } });
    expect(bookScreens.placed.show(none, placed, view('en'))).toBe('END No planting date in the next 120 days can be met now. Please call the nursery.');
    expect(bookScreens.placed.answer(none, placed, answer('1'))).toEqual({ invalid: 'Invalid choice.' });
    expect(bookScreens.placed.show(en, placed, view('en'))).toBe('END placed');
  });
});

it('never draws a booking screen over the limit for a long product name', () => {
  const long = ussdProduct({ ...KALE, name: 'Kale Thousand-Headed Collard Greens, Extra Hardy Highland Selection', swahiliName: null });
  const ctx = ussdContext({ booking, products: [long], lastAddress: null });
  for (const text of [
    '7*2*1',
    '7*2*1*100',
    '7*2*1*100*1',
    '7*2*1*100*1*1',
    '7*2*1*100*1*2*Kiambu*Behind the big church on the road to the market',
    '7*2*1*100*1*1*1',
  ])
    fits(ussdMenu(ctx, text).reply);
});
