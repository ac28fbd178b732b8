import { productCreateSchema, productFormValues, productPatchSchema, slugify, stockAdjustmentSchema } from '@/lib/schemas/admin-products';

const priceOf = (price: unknown) => {
  const parsed = productPatchSchema.safeParse({ price });
  return parsed.success ? parsed.data.priceCents : parsed.error.issues[0]?.message;
};

describe('the product forms’ rules', () => {
  it.each([
    ['149.50', 14_950],
    [' 15 ', 1_500],
    ['0', 0],
    ['1,500', 150_000],
    ['100,000.00', 10_000_000],
    [17.5, 1_750],
  ])('reads the price %p as %p cents', (price, cents) => {
    expect(priceOf(price)).toBe(cents);
  });

  it.each(['12.345', '1,50', '-1', '1e3', '', 0.1 + 0.2, true])('refuses the price %p rather than guess', (price) => {
    expect(priceOf(price)).toBe('Enter the price in KES with at most 2 decimals, e.g. 150 or 149.50');
  });

  it('caps the price at KES 100,000', () => {
    expect(priceOf('100,000.01')).toBe('The price can be at most KES 100,000.00');
  });

  it('reads a product’s own form values back to the same product', () => {
    const values = {
      ...productFormValues(),
      slug: 'basil',
      name: 'Basil',
      category: 'herbs',
      variety: 'G',
      unitKind: 'tray' as const,
      traySize: '50',
      price: '20.00',
      description: 'B.',
      spacing: '30 cm',
      weeksToTransplant: '5',
      weeksToHarvest: '4',
      tips: 'One\nTwo',
    };
    const parsed = productCreateSchema.parse(values);
    expect(parsed).toMatchObject({ traySize: 50, priceCents: 2_000, tips: ['One', 'Two'], active: false });
    const product = {
      id: 'x',
      categorySlug: 'herbs',
      categoryName: 'Herbs',
      stock: 0,
      image: null,
      ...parsed,
      guide: { spacing: '30 cm', weeksToTransplant: 5, weeksToHarvest: 4, tips: ['One', 'Two'] },
    };
    expect(productFormValues(product)).toEqual(values);
  });

  it('turns a stock change typed on a phone into a signed whole number', () => {
    expect(stockAdjustmentSchema.parse({ change: '-12', reason: ' Frost damage ' })).toEqual({ change: -12, reason: 'Frost damage' });
    expect(stockAdjustmentSchema.safeParse({ change: '100001', reason: 'Too many' }).success).toBe(false);
  });

  it('keeps the search page’s address for the search page', () => {
    const values = {
      ...productFormValues(),
      slug: 'Search',
      name: 'Basil',
      category: 'herbs',
      variety: 'G',
      price: '20.00',
      description: 'B.',
      spacing: '30 cm',
      weeksToTransplant: '5',
      weeksToHarvest: '4',
    };
    const result = productCreateSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('This web address is taken by the search page; please choose another');
  });

  it('suggests a web address from a name', () => {
    expect(slugify('Sukuma Wiki (Collards) — Tray of 100!')).toBe('sukuma-wiki-collards-tray-of-100');
    expect(slugify('Épinard')).toBe('epinard');
  });
});
