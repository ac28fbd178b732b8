import { z } from 'zod';
import type { Product } from '../catalogue';
import { kesToCents } from '../money';
import { reasonSchema } from './admin';
import { text } from './text';

/**
 * The back office's product forms, shared by the client forms (which validate their string values
 * before sending them) and the route handlers (which parse the same values again). Numbers may come
 * as a form's strings or as JSON numbers; prices are KES with at most 2 decimals and leave here as
 * integer cents.
 */

const UNIT_KINDS = ['seedling', 'tray'] as const;

const MAX_PRICE_KES = 100_000;
const PRICE_MESSAGE = 'Enter the price in KES with at most 2 decimals, e.g. 150 or 149.50';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product's web address as it appears in /products/{slug}. */
export const productSlugSchema = text({ max: 80 }).regex(SLUG);

const requiredText = (what: string, max: number, multiline = false) =>
  text({ max, multiline, invalid: `Please enter ${what}`, tooLong: `Please keep ${what} under ${max} characters` }).min(1, `Please enter ${what}`);

/** A whole number typed into a form ("12") or sent as JSON (12). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const price = z
  .union([z.number(), text({ max: 20 })], { error: PRICE_MESSAGE })
  .transform((v) => String(v).trim())
  // "1,500" is how people write prices; "1,50" is refused rather than read as 150.
  .pipe(text({ max: 20 }).regex(/^(\d{1,6}|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/, PRICE_MESSAGE))
  .transform((v) => kesToCents(Number(v.replace(/,/g, ''))))
  .pipe(z.number().max(kesToCents(MAX_PRICE_KES), `The price can be at most KES ${MAX_PRICE_KES.toLocaleString('en-KE')}.00`));

const NEEDS_TRAY_SIZE = 'Enter the number of seedlings in a tray (2 to 1,000)';

/** A tray's size; left out, an empty form field or null means none (single seedlings). */
const traySize = z.union([z.null(), z.literal('').transform(() => null), wholeNumber(NEEDS_TRAY_SIZE, 2, 1000)], { error: NEEDS_TRAY_SIZE }).optional();

/** One tip per line in the form, or a list in JSON; blank lines are dropped. */
const tipList = (what: string) =>
  z
    .union([z.array(text({ max: 4000 })), text({ max: 4000, multiline: true }).transform((v) => v.split('\n'))], {
      error: `Please give the ${what} as text, one per line`,
    })
    .transform((list) => list.map((t) => t.trim()).filter(Boolean))
    .pipe(z.array(text({ max: 300, tooLong: `Please keep each ${what.replace(/s$/, '')} under 300 characters` })).max(12, `Please give at most 12 ${what}`));

const tips = tipList('tips');

/**
 * The Kiswahili description and guide: held to the same rules as the English, but may be
 * left empty (the shop then shows the English), and may be left out of a request (a new product then
 * has none).
 */
const optionalText = (what: string, max: number, multiline = false) =>
  text({ max, multiline, invalid: `Please enter ${what} or leave it empty`, tooLong: `Please keep ${what} under ${max} characters` }).optional();

const productFields = {
  slug: text({ max: 80, invalid: 'Please enter the web address', tooLong: 'Please keep the web address under 80 characters' })
    .toLowerCase()
    .min(1, 'Please enter the web address')
    .regex(SLUG, 'Use lowercase letters, digits and single hyphens, e.g. tomato-anna-f1')
    // /products/search is the no-JavaScript search page: a product there could never be opened.
    .refine((slug) => slug !== 'search', 'This web address is taken by the search page; please choose another'),
  name: requiredText('the name', 100),
  swahiliName: text({ max: 100, invalid: 'Please enter the Swahili name or leave it empty', tooLong: 'Please keep the Swahili name under 100 characters' })
    .nullable()
    .transform((v) => v || null),
  category: text({ max: 60, invalid: 'Please choose a category', tooLong: 'Please choose a category' }).min(1, 'Please choose a category'),
  variety: requiredText('the variety', 100),
  varietySw: optionalText('the Kiswahili variety', 100),
  unitKind: z.enum(UNIT_KINDS, { error: 'Please choose whether it is sold by the seedling or by the tray' }),
  traySize,
  price,
  active: z.boolean({ error: 'Please say whether farmers can see it' }),
  featured: z.boolean({ error: 'Please say whether it is featured' }),
  description: requiredText('a description', 2000, true),
  descriptionSw: optionalText('the Kiswahili description', 2000, true),
  spacing: requiredText('the spacing', 60),
  spacingSw: optionalText('the Kiswahili spacing', 60),
  weeksToTransplant: wholeNumber('Enter the weeks from sowing to transplanting (1 to 26)', 1, 26),
  weeksToHarvest: wholeNumber('Enter the weeks from transplanting to first harvest (1 to 52)', 1, 52),
  tips,
  tipsSw: tipList('Kiswahili tips').optional(),
};

type Parsed = z.output<z.ZodObject<typeof productFields>>;
type Kiswahili = 'varietySw' | 'descriptionSw' | 'spacingSw' | 'tipsSw';

/** What the service stores: the price in cents, no tray size on single seedlings, and the Kiswahili ('' or [] when none). */
export type ProductInput = Omit<Parsed, 'price' | 'traySize' | Kiswahili> & {
  priceCents: number;
  traySize: number | null;
  varietySw: string;
  descriptionSw: string;
  spacingSw: string;
  tipsSw: string[];
};
export type ProductPatch = Partial<ProductInput>;

/** POST /api/admin/products: every field. */
export const productCreateSchema = z
  .strictObject(productFields)
  .superRefine((v, ctx) => {
    if (v.unitKind === 'tray' && (v.traySize === undefined || v.traySize === null))
      ctx.addIssue({ code: 'custom', path: ['traySize'], message: NEEDS_TRAY_SIZE });
  })
  .transform(({ price: priceCents, varietySw, descriptionSw, spacingSw, tipsSw, ...v }): ProductInput => ({
    ...v,
    priceCents,
    traySize: v.unitKind === 'tray' ? (v.traySize ?? null) : null,
    varietySw: varietySw ?? '',
    descriptionSw: descriptionSw ?? '',
    spacingSw: spacingSw ?? '',
    tipsSw: tipsSw ?? [],
  }));

/** PATCH /api/admin/products/{id}: any of the fields; the unit and the tray size change together. */
export const productPatchSchema = z
  .strictObject(productFields)
  .partial()
  .superRefine((v, ctx) => {
    if (Object.keys(v).length === 0) ctx.addIssue({ code: 'custom', message: 'Nothing to change.' });
    if (v.traySize !== undefined && v.unitKind === undefined)
      ctx.addIssue({ code: 'custom', path: ['unitKind'], message: 'Please choose the unit together with the tray size' });
    if (v.unitKind === 'tray' && (v.traySize === undefined || v.traySize === null))
      ctx.addIssue({ code: 'custom', path: ['traySize'], message: NEEDS_TRAY_SIZE });
  })
  .transform(({ price: priceCents, ...v }): ProductPatch => ({
    ...v,
    ...(priceCents === undefined ? {} : { priceCents }),
    ...(v.unitKind === 'seedling' ? { traySize: null } : {}),
  }));

export const productIdSchema = z.uuid('Product not found');

/** POST /api/admin/products/{id}/visibility. */
export const visibilitySchema = z.strictObject({ active: z.boolean({ error: 'Please say whether to show or hide the product' }) });

const MAX_STOCK_CHANGE = 100_000;
const STOCK_CHANGE_MESSAGE = `Enter a whole number from 1 to ${MAX_STOCK_CHANGE.toLocaleString('en-KE')}`;

/** POST /api/admin/products/{id}/stock: a signed change (added or taken away) and why. */
export const stockAdjustmentSchema = z.strictObject({
  change: wholeNumber(STOCK_CHANGE_MESSAGE, -MAX_STOCK_CHANGE, MAX_STOCK_CHANGE).refine((n) => n !== 0, STOCK_CHANGE_MESSAGE),
  reason: reasonSchema,
});

/** The staff list's plain GET search form: anything odd is dropped, never an error page. */
export const staffProductSearchSchema = z.object({
  q: text({ max: 60 }).catch(''),
  category: text({ max: 60 }).catch(''),
});

/** The product form's values as its inputs hold them. */
export interface ProductFormValues {
  slug: string;
  name: string;
  swahiliName: string;
  category: string;
  variety: string;
  varietySw: string;
  unitKind: (typeof UNIT_KINDS)[number];
  traySize: string;
  price: string;
  active: boolean;
  featured: boolean;
  description: string;
  descriptionSw: string;
  spacing: string;
  spacingSw: string;
  weeksToTransplant: string;
  weeksToHarvest: string;
  tips: string;
  tipsSw: string;
}

/** A product as the edit form shows it; a new product starts hidden, so it can get stock and a photo first. */
export function productFormValues(p?: Product): ProductFormValues {
  if (!p) {
    return {
      slug: '',
      name: '',
      swahiliName: '',
      category: '',
      variety: '',
      varietySw: '',
      unitKind: 'seedling',
      traySize: '',
      price: '',
      active: false,
      featured: false,
      description: '',
      descriptionSw: '',
      spacing: '',
      spacingSw: '',
      weeksToTransplant: '',
      weeksToHarvest: '',
      tips: '',
      tipsSw: '',
    };
  }
  return {
    slug: p.slug,
    name: p.name,
    swahiliName: p.swahiliName ?? '',
    category: p.categorySlug,
    variety: p.variety,
    varietySw: p.varietySw,
    unitKind: p.unitKind,
    traySize: p.traySize === null ? '' : String(p.traySize),
    price: (p.priceCents / 100).toFixed(2),
    active: p.active,
    featured: p.featured,
    description: p.description,
    descriptionSw: p.descriptionSw,
    spacing: p.guide.spacing,
    spacingSw: p.guide.spacingSw,
    weeksToTransplant: String(p.guide.weeksToTransplant),
    weeksToHarvest: String(p.guide.weeksToHarvest),
    tips: p.guide.tips.join('\n'),
    tipsSw: p.guide.tipsSw.join('\n'),
  };
}

/** "Tomato Anna F1" → "tomato-anna-f1": the web address the new-product form suggests. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}
