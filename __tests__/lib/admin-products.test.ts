import { seedProducts } from '@/lib/server/db/seed-data';
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
      descriptionSw: 'Basil tamu.',
      spacing: '30 cm',
      spacingSw: 'sm 30',
      weeksToTransplant: '5',
      weeksToHarvest: '4',
      tips: 'One\nTwo',
      tipsSw: 'Moja\nMbili',
    };
    const parsed = productCreateSchema.parse(values);
    expect(parsed).toMatchObject({
      traySize: 50,
      priceCents: 2_000,
      tips: ['One', 'Two'],
      tipsSw: ['Moja', 'Mbili'],
      descriptionSw: 'Basil tamu.',
      active: false,
    });
    const product = {
      id: 'x',
      categorySlug: 'herbs',
      categoryName: 'Herbs',
      categoryNameSw: 'Viungo',
      stock: 0,
      image: null,
      raisingDaysMin: 28,
      sellableDays: 10,
      ...parsed,
      guide: { spacing: '30 cm', spacingSw: 'sm 30', weeksToTransplant: 5, weeksToHarvest: 4, tips: ['One', 'Two'], tipsSw: ['Moja', 'Mbili'] },
    };
    expect(productFormValues(product)).toEqual(values);
  });

  describe('the Kiswahili description and guide', () => {
    const english = {
      ...productFormValues(),
      slug: 'basil',
      name: 'Basil',
      category: 'herbs',
      variety: 'G',
      price: '20.00',
      description: 'B.',
      spacing: '30 cm',
      weeksToTransplant: '5',
      weeksToHarvest: '4',
    };

    it('may be empty or left out: a new product then has none, and the shop shows the English', () => {
      expect(productCreateSchema.parse(english)).toMatchObject({ descriptionSw: '', spacingSw: '', tipsSw: [] });
      const { descriptionSw, spacingSw, tipsSw, ...withoutKiswahili } = english;
      expect([descriptionSw, spacingSw, tipsSw]).toEqual(['', '', '']);
      expect(productCreateSchema.parse(withoutKiswahili)).toMatchObject({ descriptionSw: '', spacingSw: '', tipsSw: [] });
    });

    it('is trimmed and split like the English, and a change leaves out what was not sent', () => {
      expect(productPatchSchema.parse({ descriptionSw: '  Basil tamu.\r\nInapendwa.  ', tipsSw: ['  Moja ', '', 'Mbili'] })).toEqual({
        descriptionSw: 'Basil tamu.\nInapendwa.',
        tipsSw: ['Moja', 'Mbili'],
      });
      expect(productPatchSchema.parse({ spacingSw: '' })).toEqual({ spacingSw: '' });
      expect(productPatchSchema.parse({ price: '20' })).not.toHaveProperty('descriptionSw');
    });

    it.each([
      ['descriptionSw', 'Maelezo\u0000', 'This contains hidden or special characters. Please retype it.'],
      ['spacingSw', 'sm 30\u0007', 'This contains hidden or special characters. Please retype it.'],
      ['spacingSw', 'mistari\nmimea', 'This contains hidden or special characters. Please retype it.'],
      // As with the English tips, the list's own message: neither a clean list nor clean lines.
      ['tipsSw', ['Mwagilia\u0000'], 'Please give the Kiswahili tips as text, one per line'],
      ['tipsSw', 'Moja\n\u202Embili', 'Please give the Kiswahili tips as text, one per line'],
    ])('refuses hidden or control characters in %s', (field, value, message) => {
      const result = productPatchSchema.safeParse({ [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
      expect(productPatchSchema.safeParse({ [field.replace('Sw', '')]: value }).success).toBe(false);
    });

    it('is written for every seed product, and passes the back office’s own rules', () => {
      for (const p of seedProducts) {
        const kiswahili = { descriptionSw: p.descriptionSw, spacingSw: p.guide.spacingSw, tipsSw: p.guide.tipsSw };
        expect([p.slug, productPatchSchema.parse(kiswahili)]).toEqual([p.slug, kiswahili]);
        expect([p.slug, p.descriptionSw.trim() !== '', p.guide.spacingSw.trim() !== '', p.guide.tipsSw.length]).toEqual([
          p.slug,
          true,
          true,
          p.guide.tips.length,
        ]);
      }
    });

    it('holds the Kiswahili to the English lengths', () => {
      const messages = (body: object) => productPatchSchema.safeParse(body).error?.issues.map((i) => i.message);
      expect(messages({ descriptionSw: 'a'.repeat(2001) })).toEqual(['Please keep the Kiswahili description under 2000 characters']);
      expect(messages({ spacingSw: 'a'.repeat(61) })).toEqual(['Please keep the Kiswahili spacing under 60 characters']);
      expect(messages({ tipsSw: ['a'.repeat(301)] })).toEqual(['Please keep each Kiswahili tip under 300 characters']);
      expect(messages({ tipsSw: Array.from({ length: 13 }, (_, i) => `Kidokezo ${i}`) })).toEqual(['Please give at most 12 Kiswahili tips']);
      expect(messages({ tipsSw: 12 })).toEqual(['Please give the Kiswahili tips as text, one per line']);
    });
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
