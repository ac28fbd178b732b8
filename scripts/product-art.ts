/**
 * Draws the shop's seed pictures as small hand-written SVG files:
 *   public/images/products/<slug>.svg    one per seed product (lib/server/db/seed-data.ts): a young
 *                                        seedling filling the picture's height, its pot small and cut
 *                                        by the bottom edge, a small hint of its grown crop beside it
 *                                        (see single()), or a plug tray of that crop for the trays;
 *   public/images/categories/<slug>.svg  one per seed category, for the home page's crop chips;
 *   public/images/hero-seedlings.svg     the home page's nursery scene.
 * Every picture is flat vector art, light from the upper left, filling its whole viewBox (the card
 * rounds the corners): no filters, no raster images, coordinates rounded to half pixels. The output
 * is the same on every run, so regenerating changes no file unless this script changed.
 *
 * Run: npx tsx scripts/product-art.ts   (prints each file's size; exits with 1 if one is over budget)
 *      npx tsx scripts/product-art.ts tomato   redraws only the products whose slug contains "tomato"
 * A product or category added to the seed data needs its drawing in scripts/product-art/ (ART in
 * products.ts, SCENE in palette.ts, CATEGORY_ART in categories.ts): the script stops with an error naming it.
 *
 * This file is the command: it writes the files. The drawings are in scripts/product-art/: svg.ts (numbers,
 * frames, paths), palette.ts, shapes.ts (leaves, shaded solids, the pot scene), seedlings.ts,
 * crop-parts.ts and crops.ts (the grown crops), trays.ts, categories.ts, hero.ts and products.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedCategories, seedProducts } from '../lib/server/db/seed-data';
import { CATEGORY_ART, categoryPicture } from './product-art/categories';
import { hero } from './product-art/hero';
import { SCENE } from './product-art/palette';
import { ART, single } from './product-art/products';
import { TRAYS, trayPicture } from './product-art/trays';

const root = path.resolve(__dirname, '..');

/** Size budgets in bytes: the product and category tiles, the hero. */
const BUDGET = { tile: 4096, category: 3072, hero: 10240 };

function main() {
  const only = process.argv[2];
  const written: { file: string; bytes: number; budget: number }[] = [];
  const write = (rel: string, text: string, budget: number) => {
    const file = path.join(root, 'public', 'images', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push({ file: rel, bytes: Buffer.byteLength(text), budget });
  };
  for (const p of seedProducts) {
    if (only && !p.slug.includes(only)) continue;
    const art = ART[p.slug.replace(/-tray-\d+$/, '')];
    if (!art || !SCENE[p.categorySlug]) throw new Error(`No picture is drawn for ${p.slug}: add it to ART (and its category to SCENE)`);
    if (p.unitKind === 'tray' && (!art.mini || !p.traySize || !TRAYS[p.traySize])) throw new Error(`No tray picture for ${p.slug}`);
    const text =
      p.unitKind === 'tray'
        ? trayPicture(p.categorySlug, art.mini!, p.traySize!, art.hint, `Tray of ${p.traySize} ${p.name.replace(/\s*\(tray of \d+\)/, '')} seedlings`)
        : single(p.categorySlug, art, `${p.name} seedling`);
    write(`products/${p.slug}.svg`, text, BUDGET.tile);
  }
  if (!only) {
    for (const c of seedCategories) if (!CATEGORY_ART[c.slug] || !SCENE[c.slug]) throw new Error(`No picture is drawn for category ${c.slug}`);
    for (const c of seedCategories) write(`categories/${c.slug}.svg`, categoryPicture(c.slug, c.name), BUDGET.category);
    write('hero-seedlings.svg', hero(), BUDGET.hero);
  }
  for (const w of written) console.log(`${String(w.bytes).padStart(6)}  ${w.file}${w.bytes > w.budget ? `  OVER ${w.budget}` : ''}`);
  const sizes = written.map((w) => w.bytes);
  console.log(`${written.length} files, ${Math.min(...sizes)} to ${Math.max(...sizes)} bytes`);
  if (written.some((w) => w.bytes > w.budget)) process.exitCode = 1;
}

main();
