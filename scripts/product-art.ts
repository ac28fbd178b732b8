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
 * A product or category added to the seed data needs its drawing (ART here, SCENE in
 * product-art/drawing.ts, CATEGORY_ART in product-art/categories.ts): the script stops with an error
 * naming it. The drawings are under product-art/: the pen (drawing.ts), seedlings, the grown crops
 * (crop-parts.ts, crops.ts), plug trays, category tiles and the hero scene.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedCategories, seedProducts } from '../lib/server/db/seed-data';
import type { Pt } from './product-art/drawing';
import { F, SCENE, recordPoints, setStrokeScale, svg } from './product-art/drawing';
import type { Draw } from './product-art/seedlings';
import {
  backdrop,
  basil,
  brinjal,
  broccoli,
  cabbage,
  cauli,
  chard,
  chilli,
  collard,
  cucurbit,
  dhania,
  grow,
  kale,
  leek,
  lettuce,
  managu,
  onion,
  parsley,
  pepper,
  pot,
  spinach,
  springOnion,
  terere,
  tomato,
} from './product-art/seedlings';
import type { Hint } from './product-art/crop-parts';
import { hints } from './product-art/crops';
import { TRAYS, trayPicture } from './product-art/trays';
import { CATEGORY_ART, categoryPicture } from './product-art/categories';
import { hero } from './product-art/hero';

const root = path.resolve(__dirname, '..');
// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

interface Art {
  plant: Draw;
  hint: Hint;
  mini?: string;
}
const ART: Record<string, Art> = {
  'tomato-anna-f1': { plant: tomato(84, 1), hint: hints.anna!, mini: 'tomato' },
  'tomato-rambo-f1': { plant: tomato(76, 1.05), hint: hints.rambo! },
  'tomato-kilele-f1': { plant: tomato(80, 0.95), hint: hints.kilele! },
  'tomato-cal-j': { plant: tomato(72, 1), hint: hints.calj! },
  'capsicum-california-wonder': { plant: pepper, hint: hints.california! },
  'capsicum-yolo-wonder': { plant: pepper, hint: hints.yolo! },
  'chilli-long-red-cayenne': { plant: chilli, hint: hints.cayenne! },
  'brinjal-black-beauty': { plant: brinjal, hint: hints.brinjal! },
  'sukuma-wiki-collards': { plant: grow(collard, 1.2), hint: hints.sukuma!, mini: 'collard' },
  'kale-thousand-headed': { plant: grow(kale, 1.2), hint: hints.kale! },
  'spinach-fordhook-giant': { plant: grow(spinach, 1.3), hint: hints.spinach!, mini: 'spinach' },
  'managu-african-nightshade': { plant: managu, hint: hints.managu! },
  'terere-amaranth': { plant: terere, hint: hints.terere! },
  'lettuce-great-lakes': { plant: grow(lettuce, 1.1), hint: hints.lettuce! },
  'swiss-chard-rainbow': { plant: grow(chard, 1.15), hint: hints.chard! },
  'cabbage-gloria-f1': { plant: grow(cabbage, 1.2), hint: hints.gloria!, mini: 'cabbage' },
  'cabbage-copenhagen-market': { plant: grow(cabbage, 1.2), hint: hints.copenhagen! },
  'cauliflower-snowball': { plant: grow(cauli, 1.15), hint: hints.cauliflower! },
  'broccoli-calabrese': { plant: grow(broccoli, 1.2), hint: hints.broccoli! },
  'onion-red-creole': { plant: onion, hint: hints.creole!, mini: 'onion' },
  'onion-red-bombay': { plant: onion, hint: hints.bombay! },
  'spring-onion-white-lisbon': { plant: springOnion, hint: hints.lisbon! },
  'leek-american-flag': { plant: leek, hint: hints.leek! },
  'dhania-coriander': { plant: dhania, hint: hints.dhania! },
  'parsley-moss-curled': { plant: parsley, hint: hints.parsley! },
  'basil-sweet-genovese': { plant: grow(basil, 1.2), hint: hints.basil! },
  'watermelon-sukari-f1': { plant: cucurbit(0.42, false), hint: hints.watermelon!, mini: 'watermelon' },
  'cucumber-ashley': { plant: cucurbit(0.8, true), hint: hints.cucumber! },
  'butternut-waltham': { plant: cucurbit(0.88, false), hint: hints.butternut! },
  'courgette-black-beauty': { plant: cucurbit(0.62, true), hint: hints.courgette! },
};

/**
 * The single-seedling picture, composed so the plant tells the crop at a glance on a 160 px card:
 * every seedling is scaled to fill the picture's height (its top at TOP, its soil at SOIL's height,
 * no wider than WIDE), its pot small and cut by the bottom edge, the grown crop small on the bench
 * at the lower right. The plant's extent is measured from its own path points (control points
 * included), so a new drawing fits without hand-placing.
 */
const SOIL: Pt = [66, 130];
const TOP = 18;
const WIDE = 124;
function extent(draw: Draw) {
  const box: Pt[] = [];
  recordPoints(box);
  draw(F());
  recordPoints(null);
  const xs = box.map((p) => p[0]);
  const ys = box.map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys) };
}
function single(cat: string, art: Art, title: string) {
  const sc = SCENE[cat]!;
  const { x0, x1, y0 } = extent(art.plant);
  const s = Math.min(2, (SOIL[1] - TOP) / -y0, WIDE / (x1 - x0));
  const x = Math.min(Math.max(SOIL[0] - (s * (x0 + x1)) / 2, SOIL[0] - 10), SOIL[0] + 10);
  setStrokeScale(1 + (s - 1) * 0.75);
  const plant = art.plant(F(x, SOIL[1], s));
  setStrokeScale(1);
  const body = backdrop(cat) + pot(F(x, SOIL[1], 0.72)) + plant + art.hint(F(136, 141, 0.82), sc.shadow);
  return svg(title, body);
}

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
