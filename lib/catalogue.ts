/**
 * Catalogue types and pure rules shared by pages, components and services.
 * Prices are integer cents; nothing here touches the database.
 */

import type { Locale } from './i18n/locales';
import { firstParam } from './search-params';

export type UnitKind = 'seedling' | 'tray';

export interface PlantingGuide {
  /** Spacing as a grower would write it, e.g. "60 cm x 45 cm". */
  spacing: string;
  weeksToTransplant: number;
  weeksToHarvest: number;
  tips: string[];
  /** The spacing in Kiswahili ("sm 60 x sm 45"); empty when not yet written, and the English is shown. */
  spacingSw: string;
  /** The tips in Kiswahili; empty when not yet written, and the English ones are shown. */
  tipsSw: string[];
}

export interface Category {
  slug: string;
  name: string;
  description: string;
  /** The name and description in Kiswahili; empty when not written, and the English is shown. */
  nameSw: string;
  descriptionSw: string;
}

/** Data written in both languages (a category's name, say): the Kiswahili where there is one, else the English. */
export function inPageLanguage(english: string, kiswahili: string, locale: string): string {
  return locale === 'sw' && kiswahili.trim() !== '' ? kiswahili : english;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  /** Swahili (or local) name farmers use, e.g. "Sukuma wiki", "Nyanya"; null when none is in use. */
  swahiliName: string | null;
  categorySlug: string;
  categoryName: string;
  categoryNameSw: string;
  variety: string;
  /** The variety label in Kiswahili; empty shows the English. */
  varietySw: string;
  unitKind: UnitKind;
  /** Seedlings in one tray; null for single seedlings. */
  traySize: number | null;
  priceCents: number;
  stock: number;
  active: boolean;
  featured: boolean;
  description: string;
  /** The description in Kiswahili; empty when not yet written, and the English is shown. */
  descriptionSw: string;
  guide: PlantingGuide;
  /** A seed SVG under /public ("/images/products/tomato-anna-f1.svg") or an uploaded photo ("/api/product-images/<upload>/320"); null shows a seedling icon. */
  image: string | null;
  /** Days from sowing to ready in a good week: the earliest a booking can be grown (lib/booking.ts). */
  raisingDaysMin: number;
  /** Days a ready seedling stays fit to plant: how far ahead ready stock can be set aside for a booking. */
  sellableDays: number;
}

/** "per seedling" or "per tray of 50". */
export function unitLabel(p: Pick<Product, 'unitKind' | 'traySize'>): string {
  return p.unitKind === 'tray' && p.traySize ? `per tray of ${p.traySize}` : 'per seedling';
}

/**
 * A unit as a cart line or an order stored it (unitLabel's English, "per tray of 50"), in the page's
 * language: React's words (useProductText) and the islands script's alike. An unknown unit stays as stored.
 */
export function storedUnitIn(stored: string, words: { perSeedling: () => string; perTray: (size: string) => string }): string {
  const tray = /^per tray of (\d+)$/.exec(stored);
  return stored === 'per seedling' ? words.perSeedling() : tray ? words.perTray(tray[1]!) : stored;
}

/** A product's words for farmers in one language. */
export interface ProductText {
  description: string;
  spacing: string;
  tips: string[];
}

/**
 * The description, spacing and tips in the page's language. Kiswahili falls back to the English
 * field by field, so a product whose Kiswahili is not yet written still shows its guide.
 */
export function productText(
  p: Pick<Product, 'description' | 'descriptionSw'> & { guide: Pick<PlantingGuide, 'spacing' | 'tips' | 'spacingSw' | 'tipsSw'> },
  locale: Locale,
): ProductText {
  const english = { description: p.description, spacing: p.guide.spacing, tips: p.guide.tips };
  if (locale !== 'sw') return english;
  return {
    description: p.descriptionSw.trim() ? p.descriptionSw : english.description,
    spacing: p.guide.spacingSw.trim() ? p.guide.spacingSw : english.spacing,
    tips: p.guide.tipsSw.length > 0 ? p.guide.tipsSw : english.tips,
  };
}

export const LOW_STOCK_THRESHOLD = 20;

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out-of-stock';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low-stock';
  return 'in-stock';
}

export type ProductSort = 'name' | 'price-asc' | 'price-desc';

export interface ProductFilters {
  q: string;
  category: string;
  sort: ProductSort;
}

export const DEFAULT_FILTERS: ProductFilters = { q: '', category: '', sort: 'name' };

export const SORTS = ['name', 'price-asc', 'price-desc'] as const satisfies readonly ProductSort[];

/** Reads filters from URL search parameters, ignoring anything unknown. */
export function parseFilters(params: Record<string, string | string[] | undefined>): ProductFilters {
  const one = (v: string | string[] | undefined) => firstParam(v) ?? '';
  const sort = one(params.sort);
  return {
    q: one(params.q).trim().slice(0, 60),
    category: one(params.category).trim().slice(0, 60),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'name',
  };
}

type Filterable = Pick<Product, 'name' | 'swahiliName' | 'variety' | 'categorySlug' | 'priceCents'> & { varietySw?: string; traySize?: number | null };

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Filters by category and by English, Swahili or variety name, then sorts. Never mutates its input. */
export function filterProducts<T extends Filterable>(products: readonly T[], f: ProductFilters): T[] {
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  const matches = (p: T) => {
    if (f.category && p.categorySlug !== f.category) return false;
    const haystack = fold(`${p.name} ${p.swahiliName ?? ''} ${p.variety} ${p.varietySw ?? ''}`);
    return words.every((w) => haystack.includes(w));
  };
  // A tray has its seedling's name: the single seedling first, then its trays by size.
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en') || (a.traySize ?? 0) - (b.traySize ?? 0);
  const compare =
    f.sort === 'price-asc'
      ? (a: T, b: T) => a.priceCents - b.priceCents || byName(a, b)
      : f.sort === 'price-desc'
        ? (a: T, b: T) => b.priceCents - a.priceCents || byName(a, b)
        : byName;
  return products.filter(matches).sort(compare);
}

/** What a product card needs; the products grid sends only this to the browser. */
export type ProductSummary = Pick<
  Product,
  'id' | 'slug' | 'name' | 'swahiliName' | 'variety' | 'varietySw' | 'categorySlug' | 'unitKind' | 'traySize' | 'priceCents' | 'stock' | 'image'
>;

export function toSummary(p: Product): ProductSummary {
  const { id, slug, name, swahiliName, variety, varietySw, categorySlug, unitKind, traySize, priceCents, stock, image } = p;
  return { id, slug, name, swahiliName, variety, varietySw, categorySlug, unitKind, traySize, priceCents, stock, image };
}

export function stockLabel(stock: number): string {
  switch (stockState(stock)) {
    case 'out-of-stock':
      return 'Out of stock';
    case 'low-stock':
      return `Only ${stock} left`;
    case 'in-stock':
      return 'In stock';
  }
}
