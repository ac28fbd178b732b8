/** The seed catalogue as the USSD menu sees it, for the menu's screen-length tests. */
import { seedCategories, seedGrowingFigures, seedProducts } from '@/lib/server/db/seed-data';
import { ussdProductOrder, type UssdProduct } from '@/lib/ussd/menu';

/** The seed's categories in menu order. */
export const seedMenuCategories = [...seedCategories].sort((a, b) => a.sortOrder - b.sortOrder);

/** Every seed product, with the ready stock `stockOf` gives, and with `growing` its growing figures (bookable). */
export function seedUssdCatalogue(stockOf: (i: number, seedStock: number) => number, options: { growing?: boolean } = {}): UssdProduct[] {
  return ussdProductOrder(
    seedProducts.map((p, i) => ({
      id: `p${i}`,
      name: p.name,
      swahiliName: p.swahiliName ?? null,
      variety: p.variety,
      categorySlug: p.categorySlug,
      priceCents: p.priceCents,
      unitKind: p.unitKind,
      traySize: p.traySize ?? null,
      stock: stockOf(i, p.stock),
      ...(options.growing ? (({ raisingDaysMin, sellableDays }) => ({ raisingDaysMin, sellableDays }))(seedGrowingFigures(p)) : {}),
    })),
    seedMenuCategories.map((c) => c.slug),
  );
}
