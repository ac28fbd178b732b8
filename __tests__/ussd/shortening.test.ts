/**
 * Every category screen of the seed catalogue, in both languages, fits one screen and
 * tells its products apart: no two entries of one screen read the same, trays say so, the unit and
 * price are never cut, the Kiswahili list leads with the Swahili name.
 */
import { seedMenuCategories, seedUssdCatalogue } from '../support/ussd-catalogue';
import { PRODUCTS_PER_SCREEN, USSD_SCREEN_LIMIT, ussdMenu, type UssdContext, type UssdProduct } from '@/lib/ussd/menu';
import { cutName, cutNames, productName } from '@/lib/ussd/labels';

const categories = seedMenuCategories;

const catalogue = (soldOut: (i: number) => boolean): UssdProduct[] => seedUssdCatalogue((i, stock) => (soldOut(i) ? 0 : stock || 100));

const context = (language: 'en' | 'sw', products: UssdProduct[]): UssdContext => ({
  language,
  categories: categories.map(({ slug, name, nameSw }) => ({ slug, name, nameSw })),
  products,
  counties: [{ county: 'Kiambu', feeCents: 25_000 }],
  orders: [],
  unpaidOrder: null,
  walletCents: 0,
  points: 0,
  smsUpdates: true,
  nurseryPhone: '+254 712 345 678',
});

/** Every page of every category: [language, category, page, screen]. */
function screens(products: UssdProduct[]) {
  const all: Array<[string, string, number, string]> = [];
  for (const language of ['en', 'sw'] as const) {
    categories.forEach((c, ci) => {
      const count = products.filter((p) => p.categorySlug === c.slug).length;
      for (let page = 0; page * PRODUCTS_PER_SCREEN < Math.max(count, 1); page++) {
        const text = ['1', String(ci + 1), ...Array<string>(page).fill('98')].join('*');
        all.push([language, c.slug, page, ussdMenu(context(language, products), text).reply]);
      }
    });
  }
  return all;
}

const entries = (screen: string) =>
  screen
    .split('\n')
    .filter((l) => /^[1-5] /.test(l))
    .map((l) => l.slice(2));

describe.each([
  ['everything in stock', () => false],
  ['every third product sold out', (i: number) => i % 3 === 0],
])('the category screens of the seed catalogue, %s', (_, soldOut) => {
  const products = catalogue(soldOut);
  const all = screens(products);

  it('covers every category in both languages', () => {
    expect(new Set(all.map(([l, c]) => `${l}:${c}`)).size).toBe(categories.length * 2);
  });

  it.each(all.map((s) => [`${s[0]} ${s[1]} page ${s[2] + 1}`, s[3]] as const))('%s fits and tells its products apart', (_name, screen) => {
    expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_LIMIT);
    expect(screen).toMatch(/^CON /);
    const lines = entries(screen);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => l.toLowerCase())).size).toBe(lines.length);
    // Each line ends in its price or its sold-out mark, never cut.
    for (const line of lines) expect(line).toMatch(/ (KES [\d,.]+|sold out|zimeisha)$/);
  });
});

it('marks trays with their size and leads with the Swahili name in Kiswahili', () => {
  const products = catalogue(() => false);
  const text = screens(products)
    .map((s) => s[3])
    .join('\n');
  for (const p of products.filter((x) => x.unitKind === 'tray')) expect(text).toContain(`tray ${p.traySize}`);
  expect(text).toContain('trei ');
  const tomatoes = products.filter((p) => p.swahiliName === 'Nyanya');
  expect(tomatoes.length).toBeGreaterThan(1);
  for (const t of tomatoes) expect(productName(t, 'sw', products)).toMatch(/^Nyanya /);
  // No English crop word in a Kiswahili list where the product has a Swahili name.
  const sw = screens(products).filter((s) => s[0] === 'sw');
  for (const [, , , screen] of sw) expect(screen).not.toMatch(/\b(Tomato|Cabbage|Onion|Spinach|Capsicum|Watermelon|Cucumber)\b/);
});

it('shortens by one stable rule: at a word, marked with a dot, twins kept apart by their ends', () => {
  expect(cutName('Spinach Fordhook Giant', 30)).toBe('Spinach Fordhook Giant');
  expect(cutName('Spinach Fordhook Giant', 18)).toBe('Spinach Fordhook.');
  expect(cutName('Capsicum California Wonder', 12)).toBe('Capsicum.');
  expect(cutName('Capsicum California Wonder', 20)).toBe('Capsicum California.');
  const names = ['Tomato Anna F1 Early', 'Tomato Anna F1 Late'];
  const cut = cutNames(names, ['', ''], 15);
  expect(cut[0]).not.toBe(cut[1]);
  expect(cut.every((c) => c.length <= 15)).toBe(true);
  expect(cutNames(names, ['', ''], 15)).toEqual(cut);
});
