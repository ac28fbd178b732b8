import type { Category, PlantingGuide, UnitKind } from '@/lib/catalogue';

/** One catalogue row as the seed writes it; its id is made from the slug (seedProductId). */
export interface SeedProduct {
  slug: string;
  name: string;
  swahiliName: string | null;
  categorySlug: string;
  variety: string;
  /** The variety label in Kiswahili: the cultivar's own name as it is sold, its description words translated. */
  varietySw: string;
  unitKind: UnitKind;
  traySize: number | null;
  priceCents: number;
  stock: number;
  featured: boolean;
  description: string;
  /** The description in Kiswahili; every seed product has one (the guide carries spacingSw and tipsSw). */
  descriptionSw: string;
  guide: PlantingGuide;
  image: string;
}

export type SeedCategory = Category & { sortOrder: number };
