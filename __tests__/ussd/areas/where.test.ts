/**
 * Where a purchase goes: pickup at the nursery, a county found from what the farmer types (a county
 * or a town), or the phone's last address again; then a landmark address.
 */
import { ussdMenu } from '@/lib/ussd/menu';
import { whereScreens } from '@/lib/ussd/menu/where';
import { answer, fits, ussdContext, view } from '../../support/ussd-context';

const en = ussdContext();
const sw = ussdContext({ language: 'sw' });
const purchase = { productId: 'tomato', quantity: 2 } as const;

describe('how it is got', () => {
  it('offers pickup at the nursery and delivery, in both languages', () => {
    expect(whereScreens.method.show(en, { s: 'method', ...purchase }, view('en'))).toBe(
      'CON How will you get it?\n1 Pick up at Miche Nursery, Ruaka (free)\n2 Deliver to my county\n0 Back 00 Home',
    );
    expect(whereScreens.method.show(sw, { s: 'method', ...purchase }, view('sw'))).toBe(
      'CON Utaipataje?\n1 Chukua Kitalu cha Miche, Ruaka (bure)\n2 Niletee kwenye kaunti yangu\n0 Rudi 00 Mwanzo',
    );
  });

  it('takes pickup and delivery to their next screens', () => {
    expect(whereScreens.method.answer(en, { s: 'method', ...purchase }, answer('1'))).toEqual({
      next: { s: 'summary', ...purchase, delivery: { method: 'pickup' } },
    });
    expect(whereScreens.method.answer(en, { s: 'method', ...purchase }, answer('2'))).toEqual({ next: { s: 'county', ...purchase } });
  });

  it('offers the last address again as 3 while its county is delivered to', () => {
    const ctx = ussdContext({ lastAddress: { county: 'Kiambu', address: 'Near Ruaka church' } });
    expect(ussdMenu(ctx, '1*1*1*2').reply).toBe(
      'CON How will you get it?\n1 Pick up at Miche Nursery, Ruaka (free)\n2 Deliver to my county\n3 Deliver to Kiambu: Near Ruaka church\n0 Back 00 Home',
    );
    expect(ussdMenu(ctx, '1*1*1*2*3').reply).toBe(
      'CON Tomato Anna F1 tray 50 x2 KES 1,200\nDeliver to Kiambu, Near Ruaka church: KES 250\nTotal KES 1,450\n1 Pay with M-Pesa\n2 Cancel\n0 Back 00 Home',
    );
    const gone = ussdContext({ lastAddress: { county: 'Mombasa', address: 'Nyali' } });
    expect(ussdMenu(gone, '1*1*1*2').reply).not.toContain('3 Deliver');
    expect(whereScreens.method.answer(gone, { s: 'method', ...purchase }, answer('3'))).toEqual({ invalid: 'Invalid choice.' });
  });

  it('refuses delivery when no county is delivered to, and an unknown option', () => {
    const noCounties = ussdContext({ counties: [] });
    expect(ussdMenu(noCounties, '1*1*1*2').reply).toBe('CON How will you get it?\n1 Pick up at Miche Nursery, Ruaka (free)\n0 Back 00 Home');
    expect(whereScreens.method.answer(noCounties, { s: 'method', ...purchase }, answer('2'))).toEqual({ invalid: 'Invalid choice.' });
    expect(whereScreens.method.answer(en, { s: 'method', ...purchase }, answer('9'))).toEqual({ invalid: 'Invalid choice.' });
    expect(whereScreens.method.answer(ussdContext({ pickup: null }), { s: 'method', ...purchase }, answer('1'))).toEqual({ invalid: 'Invalid choice.' });
  });
});

describe('the county', () => {
  const county = { s: 'county', ...purchase } as const;

  it('asks for a county or town', () => {
    expect(ussdMenu(en, '1*1*1*2*2').reply).toBe('CON Type your county or town:\n0 Back 00 Home');
    expect(ussdMenu(sw, '1*1*1*2*2').reply).toBe('CON Andika kaunti au mji wako:\n0 Rudi 00 Mwanzo');
  });

  it('finds a county however it is typed, and a town in its county', () => {
    expect(whereScreens.county.answer(en, county, answer('kiambu'))).toMatchObject({ next: { s: 'address', place: { county: 'Kiambu' } } });
    expect(whereScreens.county.answer(en, county, answer('Ruaka'))).toMatchObject({ next: { s: 'address', place: { county: 'Kiambu', town: 'Ruaka' } } });
  });

  it('says a place it knows but does not deliver to, and one it does not know', () => {
    expect(whereScreens.county.answer(en, county, answer('Mombasa'))).toEqual({
      invalid: 'We do not deliver to Mombasa yet. Choose pickup, or another county.',
    });
    expect(whereScreens.county.answer(sw, county, answer('Mombasa', 'sw'))).toEqual({
      invalid: 'Bado hatuleti Mombasa. Chagua kuchukua kitaluni, au kaunti nyingine.',
    });
    expect(ussdMenu(en, '1*1*1*2*2*xyz').reply).toBe('CON No county or town by that name. Try a big town near you.\nType your county or town:\n0 Back 00 Home');
  });

  it('asks which one when a name may mean several, numbered', () => {
    const options = [
      { county: 'Kiambu', town: 'Kikuyu' },
      { county: 'Nairobi', town: undefined },
    ] as never;
    const choice = { s: 'countyChoice', ...purchase, options } as const;
    expect(whereScreens.countyChoice.show(en, choice, view('en'))).toBe('CON Which one?\n1 Kiambu (Kikuyu)\n2 Nairobi\n0 Back 00 Home');
    expect(whereScreens.countyChoice.show(sw, choice, view('sw'))).toBe('CON Ipi kati ya hizi?\n1 Kiambu (Kikuyu)\n2 Nairobi\n0 Rudi 00 Mwanzo');
    expect(whereScreens.countyChoice.answer(en, choice, answer('2'))).toEqual({
      next: { s: 'address', ...purchase, place: { county: 'Nairobi', town: undefined } },
    });
    expect(whereScreens.countyChoice.answer(en, choice, answer('3'))).toEqual({ invalid: 'Invalid choice.' });
  });
});

describe('the address', () => {
  const address = { s: 'address', ...purchase, place: { county: 'Kiambu', town: 'Ruaka' } } as never;

  it('asks for a landmark, in the town it was found by', () => {
    expect(whereScreens.address.show(en, address, view('en'))).toBe('CON Type a landmark or address in Ruaka (up to 100 letters):\n0 Back 00 Home');
    expect(whereScreens.address.show(sw, address, view('sw'))).toBe(
      'CON Andika alama ya mahali au anwani huko Ruaka (herufi 100 au chache):\n0 Rudi 00 Mwanzo',
    );
  });

  it('keeps the address with its town, said once', () => {
    expect(whereScreens.address.answer(en, address, answer('Near  the church'))).toEqual({
      next: { s: 'summary', ...purchase, delivery: { method: 'delivery', county: 'Kiambu', address: 'Near the church, Ruaka' } },
    });
    expect(whereScreens.address.answer(en, address, answer('Ruaka stage'))).toMatchObject({ next: { delivery: { address: 'Ruaka stage' } } });
  });

  it('refuses an address under 3 letters or over 100', () => {
    expect(whereScreens.address.answer(en, address, answer('ab'))).toEqual({ invalid: 'Please type at least 3 letters.' });
    expect(whereScreens.address.answer(en, address, answer('- - ...'))).toEqual({ invalid: 'Please type at least 3 letters.' });
    expect(whereScreens.address.answer(sw, address, answer('a'.repeat(101), 'sw'))).toEqual({
      invalid: 'Ni ndefu mno: isizidi herufi 100. Alama ya mahali inatosha, kama "Karibu na kanisa".',
    });
    expect(whereScreens.address.answer(en, address, answer('a'.repeat(100)))).toMatchObject({ next: { s: 'summary' } });
    expect(fits(ussdMenu(en, `1*1*1*2*2*Kiambu*${'a'.repeat(101)}`).reply)).toMatch(/^CON Too long: keep it under 100 letters\./);
  });
});
