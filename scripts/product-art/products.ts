import { F, pathPoints, type Pt, setStrokeScale, svg } from './svg';
import { SCENE } from './palette';
import { backdrop, pot } from './shapes';
import {
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
  type Draw,
  grow,
  kale,
  leek,
  lettuce,
  managu,
  onion,
  parsley,
  pepper,
  spinach,
  springOnion,
  terere,
  tomato,
} from './seedlings';
import type { Hint } from './crop-parts';
import { hints } from './crops';

// Each product's drawing, and the single-seedling picture made from it.

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

interface Art {
  plant: Draw;
  hint: Hint;
  mini?: string;
}
export const ART: Record<string, Art> = {
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
  const points = pathPoints(() => draw(F()));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys) };
}
export function single(cat: string, art: Art, title: string) {
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
