import { productLabel, productName, type LabelledProduct } from '@/lib/ussd/labels';
import { orderWhere, placeIn } from '@/lib/ussd/menu';
import { USSD_WORDS } from '@/lib/ussd/words';

/** Kiswahili USSD screens take the Kiswahili data columns, never the English beside them. */
describe('USSD in Kiswahili uses the Kiswahili data', () => {
  const point = {
    name: 'Miche Nursery, Ruaka',
    nameSw: 'Kitalu cha Miche, Ruaka',
    hours: 'Mon-Fri 7 am-6 pm',
    hoursSw: 'Jumatatu-Ijumaa saa 1 asubuhi-saa 12 jioni',
  };

  it("names the pickup point by its Kiswahili name, and by the English one's words where none is written", () => {
    expect(placeIn({ ...point, nameSw: 'Kitalu cha Banana' }, USSD_WORDS.sw, 'sw')).toBe('Kitalu cha Banana');
    expect(placeIn({ ...point, nameSw: '' }, USSD_WORDS.sw, 'sw')).toBe('Kitalu cha Miche, Ruaka');
    expect(placeIn({ ...point, nameSw: 'Kitalu cha Banana' }, USSD_WORDS.en, 'en')).toBe('Miche Nursery, Ruaka');
    expect(orderWhere({ method: 'pickup', ...point, nameSw: 'Kitalu cha Banana' }, USSD_WORDS.sw, 'sw')).toEqual([
      'Chukua Kitalu cha Banana',
      'Jumatatu-Ijumaa saa 1 asubuhi-saa 12 jioni',
    ]);
  });

  it("tells two products of one crop apart by the Kiswahili variety label, and says a tray's size in Kiswahili", () => {
    const base = { swahiliName: 'Terere', unitKind: 'seedling' as const, traySize: null };
    const broad: LabelledProduct = { ...base, name: 'Terere (Amaranth)', variety: 'Broad-leaf amaranth', varietySw: 'Majani mapana' };
    const red: LabelledProduct = { ...base, name: 'Terere Red', variety: 'Red-leaf amaranth', varietySw: 'Majani mekundu' };
    expect(productName(broad, 'sw', [broad, red])).toBe('Terere Majani mapana');
    expect(productName(broad, 'en', [broad, red])).toBe('Terere');
    const tray: LabelledProduct = { name: 'Tomato Anna F1', swahiliName: 'Nyanya', variety: 'Anna F1', varietySw: 'Anna F1', unitKind: 'tray', traySize: 50 };
    expect(productLabel(tray, 'sw', [tray])).toBe('Nyanya trei 50');
  });
});
