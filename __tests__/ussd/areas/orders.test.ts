/**
 * My orders: the three latest, one of them with what it holds, where it goes and what it waits for;
 * an unpaid one paid (M-Pesa or the wallet) or cancelled here, a booking's balance paid.
 */
import { ussdMenu } from '@/lib/ussd/menu';
import { orderScreens } from '@/lib/ussd/menu/orders';
import { answer, fits, ussdContext, ussdOrder, view } from '../../support/ussd-context';

const unpaid = ussdOrder();
const delivered = ussdOrder({
  id: 'o2',
  reference: 'MC3J8W2RTB',
  status: 'delivered',
  paymentStatus: 'paid',
  lines: [{ product: { name: 'Kale', swahiliName: 'Sukuma wiki', variety: '', unitKind: 'seedling', traySize: null }, quantity: 40 }],
  place: { method: 'delivery', county: 'Kiambu', address: 'Near Ruaka church', days: [1, 2] },
});
const failed = ussdOrder({ id: 'o3', reference: 'MC9B4D7FEC', failure: 'low_balance' });
const oldest = ussdOrder({ id: 'o4', reference: 'MC1A1A1A1A' });
const booked = ussdOrder({
  id: 'o5',
  reference: 'MC5BOOKED1',
  status: 'booked',
  paymentStatus: 'partly_paid',
  totalCents: 100_000,
  booking: { plantingDate: '2026-12-10', paidCents: 50_000, dueCents: 50_000 },
});

const en = ussdContext({ orders: [unpaid, delivered, failed, oldest], walletCents: 100_000 });
const sw = { ...en, language: 'sw' as const };

describe('the list', () => {
  it('shows the three latest, numbered, with their state and what they hold', () => {
    expect(orderScreens.orders.show(ussdContext({ orders: [unpaid, delivered, failed, oldest] }), { s: 'orders' }, view('en'))).toBe(
      'CON Your orders\n1 MC7K2P9QXA Awaiting payment: Tomato Anna F1 tray 50 x1\n2 MC3J8W2RTB Delivered: Kale x40\n3 MC9B4D7FEC Payment failed: Tomato Anna F1 tray 50 x1\n0 Back 00 Home',
    );
    // Longer in Kiswahili: what they hold is shortened to fit, never the reference or the state.
    expect(fits(ussdMenu(sw, '2').reply)).toBe(
      'CON Oda zako\n1 MC7K2P9QXA Inasubiri malipo: Nyanya Anna F1 trei.\n2 MC3J8W2RTB Imefika: Sukuma wiki x40\n3 MC9B4D7FEC Malipo hayakufaulu: Nyanya Anna F1 trei.\n0 Rudi 00 Mwanzo',
    );
  });

  it('opens an order by its number and refuses a fourth', () => {
    expect(orderScreens.orders.answer(en, { s: 'orders' }, answer('2'))).toEqual({ next: { s: 'order', orderId: 'o2' } });
    expect(orderScreens.orders.answer(en, { s: 'orders' }, answer('4'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('says when there are none', () => {
    expect(ussdMenu(ussdContext(), '2').reply).toBe('CON You have no orders yet.\n0 Back 00 Home');
    expect(ussdMenu(ussdContext({ language: 'sw' }), '2').reply).toBe('CON Bado huna oda yoyote.\n0 Rudi 00 Mwanzo');
    expect(orderScreens.orders.answer(ussdContext(), { s: 'orders' }, answer('1'))).toEqual({ invalid: 'Invalid choice.' });
  });
});

describe('one order', () => {
  it('shows an unpaid one with how to pay or cancel it', () => {
    expect(ussdMenu(en, '2*1').reply).toBe(
      'CON Order MC7K2P9QXA: Awaiting payment\nTomato Anna F1 tray 50 x1\nTotal KES 600\n1 Pay with M-Pesa\n2 Cancel order\n3 Pay from wallet (KES 1,000)\n0 Back 00 Home',
    );
    expect(ussdMenu(sw, '2*1').reply).toBe(
      'CON Oda MC7K2P9QXA: Inasubiri malipo\nNyanya Anna F1 trei 50 x1\nJumla KES 600\n1 Lipa kwa M-Pesa\n2 Ghairi oda\n3 Lipa kwa pochi (KES 1,000)\n0 Rudi 00 Mwanzo',
    );
    expect(ussdMenu(en, '2*3').reply).toMatch(/^CON Order MC9B4D7FEC: Payment failed: M-Pesa balance too low\n/);
  });

  it('shows a delivered one with where it went and when, and nothing to do', () => {
    expect(ussdMenu(en, '2*2').reply).toBe(
      'CON Order MC3J8W2RTB: Delivered\nKale x40\nDeliver to Kiambu, Near Ruaka church\n1 to 2 days after payment\nTotal KES 600\n0 Back 00 Home',
    );
    expect(ussdMenu(sw, '2*2').reply).toBe(
      'CON Oda MC3J8W2RTB: Imefika\nSukuma wiki x40\nNiletee Kiambu, Near Ruaka church\nSiku 1 hadi 2 baada ya malipo\nJumla KES 600\n0 Rudi 00 Mwanzo',
    );
    expect(orderScreens.order.answer(en, { s: 'order', orderId: 'o2' }, answer('1'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('pays, pays from the wallet, or cancels an unpaid one', () => {
    expect(ussdMenu(en, '2*1*1')).toEqual({
      reply: 'END An M-Pesa prompt for KES 600 is coming. Enter your PIN to pay. We will send an SMS when it is paid.',
      locale: 'en',
      effect: { kind: 'pay', orderId: 'o1', totalCents: 60_000 },
    });
    expect(ussdMenu(en, '2*1*3')).toEqual({
      reply: 'END Order MC7K2P9QXA is paid from your wallet. KES 400 is left in it. We will send an SMS.',
      locale: 'en',
      effect: { kind: 'walletPay', orderId: 'o1', totalCents: 60_000 },
    });
    expect(ussdMenu(sw, '2*1*2')).toEqual({
      reply: 'END Oda MC7K2P9QXA imeghairiwa. Hakuna deni.',
      locale: 'sw',
      effect: { kind: 'cancel', orderId: 'o1' },
    });
  });

  it('refuses the wallet when it holds too little, and an unknown option', () => {
    const poor = { ...en, walletCents: 10_000 };
    expect(ussdMenu(poor, '2*1').reply).not.toContain('3 Pay from wallet');
    expect(orderScreens.order.answer(poor, { s: 'order', orderId: 'o1' }, answer('3'))).toEqual({
      invalid: 'Your wallet has KES 100, not enough for KES 600. Pay with M-Pesa, or top up first.',
    });
    expect(orderScreens.order.answer(en, { s: 'order', orderId: 'o1' }, answer('4'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('shows a booking’s date and balance, pays the balance, and does not cancel it here', () => {
    const ctx = ussdContext({ orders: [booked] });
    // The pickup hours give way to the date and balance on a full screen.
    expect(fits(ussdMenu(ctx, '2*1').reply)).toBe(
      'CON Order MC5BOOKED1: Booked, balance due\nTomato Anna F1 tray 50 x1\nPick up at Miche Nursery, Ruaka\nPlant on 10/12, balance KES 500\n1 Pay balance with M-Pesa\n0 Back 00 Home',
    );
    expect(ussdMenu({ ...ctx, language: 'sw' }, '2*1').reply).toMatch(/\nKupanda 10\/12, salio KES 500\n1 Lipa salio kwa M-Pesa\n0 Rudi 00 Mwanzo$/);
    expect(ussdMenu(ctx, '2*1*1').effect).toEqual({ kind: 'pay', orderId: 'o5', totalCents: 50_000, part: 'balance' });
    expect(orderScreens.order.answer(ctx, { s: 'order', orderId: 'o5' }, answer('2'))).toEqual({ invalid: 'Invalid choice.' });
  });
});
