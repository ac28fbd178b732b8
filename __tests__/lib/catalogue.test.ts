import { DEFAULT_FILTERS, filterProducts, parseFilters, productText, stockLabel, stockState, storedUnitIn, unitLabel } from '@/lib/catalogue';

const products = [
  { name: 'Tomato Anna F1', swahiliName: 'Nyanya', variety: 'Anna F1', categorySlug: 'fruiting', priceCents: 1500 },
  { name: 'Sukuma Wiki (Collards)', swahiliName: 'Sukuma wiki', variety: 'Southern Georgia', categorySlug: 'leafy', priceCents: 300 },
  { name: 'Spinach Fordhook Giant', swahiliName: 'Spinachi', variety: 'Fordhook Giant', categorySlug: 'leafy', priceCents: 300 },
  { name: 'Cabbage Gloria F1', swahiliName: 'Kabichi', variety: 'Gloria F1', categorySlug: 'brassicas', priceCents: 800 },
];
const names = (list: typeof products) => list.map((p) => p.name);

describe('filterProducts', () => {
  it('sorts by name by default', () => {
    expect(names(filterProducts(products, DEFAULT_FILTERS))).toEqual([
      'Cabbage Gloria F1',
      'Spinach Fordhook Giant',
      'Sukuma Wiki (Collards)',
      'Tomato Anna F1',
    ]);
  });

  it('finds by English or Swahili name, ignoring case', () => {
    expect(names(filterProducts(products, { ...DEFAULT_FILTERS, q: 'SUKUMA' }))).toEqual(['Sukuma Wiki (Collards)']);
    expect(names(filterProducts(products, { ...DEFAULT_FILTERS, q: 'nyanya' }))).toEqual(['Tomato Anna F1']);
    expect(names(filterProducts(products, { ...DEFAULT_FILTERS, q: 'kabichi gloria' }))).toEqual(['Cabbage Gloria F1']);
    expect(filterProducts(products, { ...DEFAULT_FILTERS, q: 'mango' })).toEqual([]);
  });

  it('filters by category and sorts by price both ways, ties by name', () => {
    expect(names(filterProducts(products, { q: '', category: 'leafy', sort: 'price-asc' }))).toEqual(['Spinach Fordhook Giant', 'Sukuma Wiki (Collards)']);
    expect(names(filterProducts(products, { q: '', category: '', sort: 'price-desc' }))[0]).toBe('Tomato Anna F1');
    expect(names(filterProducts(products, { q: '', category: '', sort: 'price-asc' }))[0]).toBe('Spinach Fordhook Giant');
  });

  it('does not reorder its input', () => {
    const copy = [...products];
    filterProducts(products, { ...DEFAULT_FILTERS, sort: 'price-asc' });
    expect(products).toEqual(copy);
  });
});

describe('parseFilters', () => {
  it('reads the GET form and ignores unknown sorts', () => {
    expect(parseFilters({ q: ' sukuma ', category: 'leafy', sort: 'price-desc' })).toEqual({ q: 'sukuma', category: 'leafy', sort: 'price-desc' });
    expect(parseFilters({ sort: 'drop table' })).toEqual(DEFAULT_FILTERS);
    expect(parseFilters({ q: ['a', 'b'] }).q).toBe('a');
  });
});

describe('units and stock', () => {
  it('labels units', () => {
    expect(unitLabel({ unitKind: 'seedling', traySize: null })).toBe('per seedling');
    expect(unitLabel({ unitKind: 'tray', traySize: 100 })).toBe('per tray of 100');
  });

  it('labels stock states', () => {
    expect(stockState(0)).toBe('out-of-stock');
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(7)).toBe('Only 7 left');
    expect(stockLabel(500)).toBe('In stock');
  });
});

describe('productText', () => {
  const product = {
    description: 'A greenhouse tomato.',
    descriptionSw: 'Nyanya ya greenhouse.',
    guide: { spacing: '60 cm x 45 cm', spacingSw: 'sm 60 kati ya mistari, sm 45 kati ya mimea', tips: ['Stake early.'], tipsSw: ['Weka vigingi mapema.'] },
  };

  it('gives the English on English pages and the Kiswahili on Kiswahili ones', () => {
    expect(productText(product, 'en')).toEqual({ description: 'A greenhouse tomato.', spacing: '60 cm x 45 cm', tips: ['Stake early.'] });
    expect(productText(product, 'sw')).toEqual({
      description: 'Nyanya ya greenhouse.',
      spacing: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      tips: ['Weka vigingi mapema.'],
    });
  });

  it('falls back to the English field by field where the Kiswahili is not written yet', () => {
    const untranslated = { ...product, descriptionSw: '', guide: { ...product.guide, spacingSw: '  ', tipsSw: [] } };
    expect(productText(untranslated, 'sw')).toEqual(productText(untranslated, 'en'));
    const partly = { ...product, guide: { ...product.guide, tipsSw: [] } };
    expect(productText(partly, 'sw')).toEqual({
      description: 'Nyanya ya greenhouse.',
      spacing: 'sm 60 kati ya mistari, sm 45 kati ya mimea',
      tips: ['Stake early.'],
    });
  });
});

describe("storedUnitIn: a cart line's stored unit in the page's language", () => {
  const sw = { perSeedling: () => 'kwa mche', perTray: (size: string) => `kwa trei ya ${size}` };

  it('words the English unitLabel stored', () => {
    expect(storedUnitIn(unitLabel({ unitKind: 'seedling', traySize: null }), sw)).toBe('kwa mche');
    expect(storedUnitIn(unitLabel({ unitKind: 'tray', traySize: 50 }), sw)).toBe('kwa trei ya 50');
  });

  it('keeps a unit it does not know as stored', () => {
    expect(storedUnitIn('per bundle', sw)).toBe('per bundle');
  });
});
