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
 * A product or category added to the seed data needs its drawing here (ART, SCENE, CATEGORY_ART):
 * the script stops with an error naming it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedCategories, seedProducts } from '../lib/server/db/seed-data';

const root = path.resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------------
// Numbers, frames and paths
// ---------------------------------------------------------------------------------------------

/** Half-pixel grid: crisp enough at 400 px, short in the file. */
const q = (v: number) => Math.round(v * 2) / 2;
const num = (v: number) => {
  const s = String(q(v) === 0 ? 0 : q(v));
  return s.replace(/^(-?)0\./, '$1.');
};
/** Numbers joined SVG-style: a minus sign is its own separator. */
const nums = (vs: number[]) => vs.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + num(v)).join('');

type Pt = [number, number];
/** A drawing frame: origin, scale, rotation (degrees, clockwise on screen) and mirror (-1 flips x). */
interface Frame {
  x: number;
  y: number;
  s: number;
  r: number;
  m: number;
}
const F = (x = 0, y = 0, s = 1, r = 0, m = 1): Frame => ({ x, y, s, r, m });
const rad = (deg: number) => (deg * Math.PI) / 180;

function tp(f: Frame, x: number, y: number): Pt {
  const X = x * f.s * f.m;
  const Y = y * f.s;
  const c = Math.cos(rad(f.r));
  const s = Math.sin(rad(f.r));
  return [f.x + X * c - Y * s, f.y + X * s + Y * c];
}
/** A child frame placed at (x, y) of f, scaled, turned and mirrored within it. */
function sub(f: Frame, x: number, y: number, s = 1, r = 0, m = 1): Frame {
  const [gx, gy] = tp(f, x, y);
  return { x: gx, y: gy, s: f.s * s, r: f.r + f.m * r, m: f.m * m };
}

/** While set, every point a path passes through (control points too) is noted here: see extent(). */
let box: Pt[] | null = null;

/** Path data in a frame: absolute moves, relative segments measured between rounded points. */
class P {
  private d = '';
  private cur: Pt = [0, 0];
  private start: Pt = [0, 0];
  private last = '';
  constructor(public f: Frame = F()) {}
  on(f: Frame) {
    this.f = f;
    return this;
  }
  private pt(x: number, y: number): Pt {
    const [a, b] = tp(this.f, x, y);
    if (box) box.push([a, b]);
    return [q(a), q(b)];
  }
  private seg(cmd: string, vs: number[]) {
    if (cmd === this.last && cmd !== 'M') this.d += (vs[0]! >= 0 ? ' ' : '') + nums(vs);
    else this.d += cmd + nums(vs);
    this.last = cmd;
  }
  private rel(...ps: Pt[]) {
    return ps.flatMap(([a, b]) => [a - this.cur[0], b - this.cur[1]]);
  }
  M(x: number, y: number) {
    const p = this.pt(x, y);
    this.seg('M', p);
    this.cur = this.start = p;
    return this;
  }
  L(x: number, y: number) {
    const p = this.pt(x, y);
    this.seg('l', this.rel(p));
    this.cur = p;
    return this;
  }
  Q(x1: number, y1: number, x: number, y: number) {
    const c = this.pt(x1, y1);
    const p = this.pt(x, y);
    this.seg('q', this.rel(c, p));
    this.cur = p;
    return this;
  }
  C(x1: number, y1: number, x2: number, y2: number, x: number, y: number) {
    const c1 = this.pt(x1, y1);
    const c2 = this.pt(x2, y2);
    const p = this.pt(x, y);
    this.seg('c', this.rel(c1, c2, p));
    this.cur = p;
    return this;
  }
  /** Elliptical arc; radii and axis turn follow the frame. */
  A(rx: number, ry: number, rot: number, large: 0 | 1, sweep: 0 | 1, x: number, y: number) {
    const p = this.pt(x, y);
    const [dx, dy] = this.rel(p) as [number, number];
    const sw = this.f.m < 0 ? 1 - sweep : sweep;
    const turn = Math.round((((this.f.r + this.f.m * rot) % 180) + 180) % 180);
    this.d += (this.last === 'a' ? ' ' : 'a') + `${num(rx * this.f.s)} ${num(ry * this.f.s)} ${turn} ${large} ${sw}` + (dx >= 0 ? ' ' : '') + nums([dx, dy]);
    this.last = 'a';
    this.cur = p;
    return this;
  }
  Z() {
    this.d += 'z';
    this.last = 'z';
    this.cur = this.start;
    return this;
  }
  /** A whole ellipse (two arcs). */
  E(cx: number, cy: number, rx: number, ry = rx, rot = 0) {
    const c = Math.cos(rad(rot));
    const s = Math.sin(rad(rot));
    this.M(cx - rx * c, cy - rx * s)
      .A(rx, ry, rot, 1, 0, cx + rx * c, cy + rx * s)
      .A(rx, ry, rot, 1, 0, cx - rx * c, cy - rx * s)
      .Z();
    return this;
  }
  /** A closed polygon through local points. */
  poly(pts: Pt[]) {
    pts.forEach(([x, y], i) => (i ? this.L(x, y) : this.M(x, y)));
    return this.Z();
  }
  get data() {
    return this.d;
  }
}

const hex = (c: string) => c.toLowerCase().replace(/^#(.)\1(.)\2(.)\3$/, '#$1$2$3');
const fill = (c: string, d: string | P, extra = '') => {
  const data = typeof d === 'string' ? d : d.data;
  return data ? `<path fill="${hex(c)}"${extra} d="${data}"/>` : '';
};
/** Stroke widths are multiplied by this while a drawing is made larger than its design size. */
let strokeK = 1;
const line = (c: string, w: number, d: string | P, extra = '') => {
  const data = typeof d === 'string' ? d : d.data;
  return data ? `<path fill="none" stroke="${hex(c)}" stroke-width="${num(w * strokeK)}"${extra} d="${data}"/>` : '';
};
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svg(title: string, body: string, w = 160, h = 160) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t" stroke-linecap="round" stroke-linejoin="round">` +
    `<title id="t">${esc(title)}</title>${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

/** Per category: backdrop, the bench it stands on, and the cast shadow. */
const SCENE: Record<string, { bg: string; ground: string; shadow: string }> = {
  'fruiting-vegetables': { bg: '#fcebe1', ground: '#f6dac9', shadow: '#e9c3ae' },
  'leafy-greens': { bg: '#e7f3e0', ground: '#d4e8c9', shadow: '#bbd6ae' },
  brassicas: { bg: '#e1efed', ground: '#cbe2de', shadow: '#b1cfc9' },
  'bulbs-and-onions': { bg: '#f5e7ef', ground: '#ebd4e0', shadow: '#dbbccc' },
  herbs: { bg: '#eef3d9', ground: '#e0e7c0', shadow: '#cdd6a6' },
  'vine-crops': { bg: '#fbf0d5', ground: '#f2e0b2', shadow: '#e3cc97' },
};

/** Leaf colours: lit half, shaded half, vein. */
interface Pal {
  l: string;
  d: string;
  v?: string;
}
const G: Record<string, Pal> = {
  tomato: { l: '#5aa545', d: '#3f8534' },
  pepper: { l: '#3f9a46', d: '#2c7a37', v: '#7cc27a' },
  chilli: { l: '#4ea247', d: '#368036' },
  brinjal: { l: '#7fa86a', d: '#5f8a51', v: '#9c7aa6' },
  collard: { l: '#7db39c', d: '#5f937f', v: '#d6ebdf' },
  kale: { l: '#5ea955', d: '#468b43', v: '#c9e6bf' },
  spinach: { l: '#3c8f3f', d: '#2b7133', v: '#79bb6f' },
  managu: { l: '#4f9b45', d: '#3a7e37', v: '#86c27a' },
  terere: { l: '#7db04b', d: '#5d9338', v: '#c9445e' },
  lettuce: { l: '#a3d05f', d: '#83b548', v: '#dcf0b8' },
  chard: { l: '#3f8b3d', d: '#2e7032' },
  cabbage: { l: '#88b7a8', d: '#6a9b8d', v: '#d9ece5' },
  cauli: { l: '#93b9a2', d: '#739c86', v: '#dcebe1' },
  broccoli: { l: '#6c9d8c', d: '#527f71', v: '#c5dfd5' },
  onion: { l: '#7db387', d: '#5f9570' },
  spring: { l: '#79b85b', d: '#5a9944' },
  leek: { l: '#649c82', d: '#4a7d66' },
  dhania: { l: '#66b347', d: '#4a9236' },
  parsley: { l: '#42a03a', d: '#2e7f2d' },
  basil: { l: '#66bd4c', d: '#489d38', v: '#a5db8c' },
  vine: { l: '#62a449', d: '#47863b', v: '#a8d38f' },
};
const STEM = '#6aa84c';
const POT = { body: '#cf7446', shade: '#b35d36', rim: '#de8657', rimShade: '#c26a41', inner: '#8f4527', soil: '#5c3a28' };
const HI = '#ffffff';

/** Light comes from the upper left. */
const LIGHT: Pt = [-0.6, -0.8];

// ---------------------------------------------------------------------------------------------
// Leaves
// ---------------------------------------------------------------------------------------------

/** Half a leaf outline: cubic segments from base (0,0) to tip (1,0), y in half-widths. */
type Shape = number[][];
const SH: Record<string, Shape> = {
  ovate: [[0.05, 1.15, 0.55, 1.05, 1, 0]],
  lance: [[0.15, 0.85, 0.55, 0.75, 1, 0]],
  narrow: [[0.1, 0.6, 0.5, 0.6, 1, 0]],
  paddle: [
    [0, 0.5, 0.2, 1, 0.55, 1],
    [0.88, 1, 1, 0.45, 1, 0],
  ],
  round: [
    [0, 0.9, 0.25, 1.1, 0.6, 1.05],
    [0.95, 1, 1.02, 0.4, 1, 0],
  ],
  heart: [[-0.25, 0.9, 0.45, 1.25, 1, 0]],
  wavy: [
    [0, 0.6, 0.15, 0.95, 0.4, 0.85],
    [0.55, 1.1, 0.7, 1.05, 0.78, 0.9],
    [0.92, 1, 1.02, 0.4, 1, 0],
  ],
  cot: [[0, 1, 0.7, 1.1, 1, 0]],
};

/** A set of leaves painted together: every lit half, then every shaded half, then the veins. */
class Leaves {
  lit = new P();
  dark = new P();
  vein = new P();
  constructor(public pal: Pal) {}
  /** A leaf whose base sits at the origin of f, pointing along f's x axis. */
  leaf(f: Frame, len: number, wid: number, shape: Shape = SH.ovate!, veins = false) {
    const o = tp(f, 0, 0);
    const n = tp(f, 0, 1);
    const lightSide = (n[0] - o[0]) * LIGHT[0] + (n[1] - o[1]) * LIGHT[1] >= 0 ? 1 : -1;
    for (const side of [1, -1]) {
      const p = (side === lightSide ? this.lit : this.dark).on(f).M(0, 0);
      for (const s of shape) p.C(s[0]! * len, side * s[1]! * wid, s[2]! * len, side * s[3]! * wid, s[4]! * len, side * s[5]! * wid);
      p.Z();
    }
    if (veins)
      this.vein
        .on(f)
        .M(len * 0.08, 0)
        .L(len * 0.8, 0);
    return this;
  }
  svg(veinWidth = 1) {
    return fill(this.pal.l, this.lit) + fill(this.pal.d, this.dark) + (this.pal.v ? line(this.pal.v, veinWidth, this.vein) : '');
  }
}

/**
 * A palmate leaf (cucurbits): n lobes fanned around the blade centre, the stalk joining at the
 * notch below; `sinus` is how deep the cuts go (1 = none), `pointed` makes sharp lobe tips.
 */
function palmate(lv: Leaves, f: Frame, R: number, n: number, sinus: number, pointed: boolean) {
  const a0 = 118;
  const a1 = 422;
  const at = (deg: number, r: number): Pt => [Math.cos(rad(deg)) * r, Math.sin(rad(deg)) * r - R * 0.12];
  const notch: Pt = [0, 0];
  const S = Array.from({ length: n + 1 }, (_, i) => at(a0 + ((a1 - a0) * i) / n, R * (i === 0 || i === n ? 0.5 : sinus)));
  const T = Array.from({ length: n }, (_, i) => at(a0 + ((a1 - a0) * (i + 0.5)) / n, R * (i === 0 || i === n - 1 ? 0.82 : 1)));
  // pointed lobes: convex sides meeting at the tip
  const B = (i: number, k: number) => at(a0 + ((a1 - a0) * (i + 0.5 + k * 0.28)) / n, R * (i === 0 || i === n - 1 ? 0.8 : 0.98));
  const mid = (n - 1) / 2;
  const half = (p: P, from: number, to: number, back: boolean) => {
    const idx = back ? Array.from({ length: from - to + 1 }, (_, k) => from - k) : Array.from({ length: to - from + 1 }, (_, k) => from + k);
    for (const i of idx) {
      const s0 = S[back ? i + 1 : i]!;
      const s1 = S[back ? i : i + 1]!;
      const t = T[i]!;
      if (pointed) {
        const b0 = B(i, back ? 1 : -1);
        const b1 = B(i, back ? -1 : 1);
        p.Q(b0[0], b0[1], t[0], t[1]).Q(b1[0], b1[1], s1[0], s1[1]);
      } else p.Q(2 * t[0] - (s0[0] + s1[0]) / 2, 2 * t[1] - (s0[1] + s1[1]) / 2, s1[0], s1[1]);
    }
  };
  // lit half: notch, left lobes, up to the top tip; shaded half: the rest
  const top = T[Math.floor(mid)]!;
  const odd = n % 2 === 1;
  const lit = lv.lit.on(f).M(notch[0], notch[1]).L(S[0]![0], S[0]![1]);
  half(lit, 0, odd ? mid - 1 : n / 2 - 1, false);
  if (odd) lit.L(top[0], top[1]);
  lit.Z();
  const dk = lv.dark.on(f).M(notch[0], notch[1]).L(S[n]![0], S[n]![1]);
  half(dk, n - 1, odd ? mid + 1 : n / 2, true);
  if (odd) dk.L(top[0], top[1]);
  dk.Z();
  if (lv.pal.v) {
    lv.vein.on(f);
    for (let i = 0; i < n; i++) lv.vein.M(0, -R * 0.1).L(T[i]![0] * 0.7, T[i]![1] * 0.7);
  }
}

// ---------------------------------------------------------------------------------------------
// Shaded solids: round fruit, bulbs, heads
// ---------------------------------------------------------------------------------------------

/**
 * An ellipse lit from the upper left: base colour, a shaded crescent on the lower right, and an
 * optional soft highlight. Works in any unmirrored frame.
 */
function ball(f: Frame, cx: number, cy: number, rx: number, ry: number, base: string, shade: string, hi = 0.4, rot = 0, depth = 1.35) {
  const [gx, gy] = tp(f, cx, cy);
  const g = F(gx, gy, f.s, f.r + rot);
  const out = [fill(base, new P(g).E(0, 0, rx, ry))];
  const t1 = rad(-55 - g.r);
  const t2 = rad(140 - g.r);
  const p1: Pt = [rx * Math.cos(t1), ry * Math.sin(t1)];
  const p2: Pt = [rx * Math.cos(t2), ry * Math.sin(t2)];
  out.push(
    fill(
      shade,
      new P(g)
        .M(p1[0], p1[1])
        .A(rx, ry, 0, 1, 1, p2[0], p2[1])
        .A(rx * depth, ry * depth, 0, 0, 0, p1[0], p1[1])
        .Z(),
    ),
  );
  if (hi > 0) {
    const th = rad(-128 - g.r);
    out.push(
      fill(
        HI,
        new P(g).E(rx * 0.5 * Math.cos(th), ry * 0.5 * Math.sin(th), rx * 0.22, ry * 0.13, -45 - g.r),
        ` opacity="${String(Math.round(hi * 10) / 10).replace(/^0/, '')}"`,
      ),
    );
  }
  return out.join('');
}

/** Shadow cast on the bench, to the right of an object standing at (x, y). */
const castShadow = (c: string, x: number, y: number, rx: number, ry = 3.5) => fill(c, new P().E(x + rx * 0.18, y, rx, ry));

// ---------------------------------------------------------------------------------------------
// The single-seedling scene: backdrop, bench, pot
// ---------------------------------------------------------------------------------------------

const BENCH_Y = 134;

function backdrop(cat: string, w = 160, h = 160, bench = BENCH_Y) {
  const sc = SCENE[cat]!;
  return `<path fill="${hex(sc.bg)}" d="M0 0h${w}v${h}H0z"/><path fill="${hex(sc.ground)}" d="M0 ${bench}h${w}v${h - bench}H0z"/>`;
}

/**
 * A terracotta nursery pot seen close up, its soil at the origin of f and its body running past the
 * picture's bottom edge (the seedling is the subject, not the pot).
 */
function pot(f: Frame) {
  const p = (pts: Pt[]) => new P(f).poly(pts);
  return (
    fill(
      POT.body,
      p([
        [-21, 7],
        [21, 7],
        [16.5, 50],
        [-16.5, 50],
      ]),
    ) +
    fill(
      POT.shade,
      p([
        [8, 7],
        [21, 7],
        [16.5, 50],
        [7, 50],
      ]),
    ) +
    fill(
      POT.rim,
      p([
        [-24, -1],
        [24, -1],
        [24, 7],
        [-24, 7],
      ]),
    ) +
    fill(
      POT.rimShade,
      p([
        [10, -1],
        [24, -1],
        [24, 7],
        [10, 7],
      ]),
    ) +
    fill(POT.inner, new P(f).E(0, -1, 24, 4.5)) +
    fill(POT.soil, new P(f).E(0, 0.2, 21, 3.3))
  );
}

// ---------------------------------------------------------------------------------------------
// Seedlings. Each draws in a frame whose origin is where the stem leaves the soil.
// ---------------------------------------------------------------------------------------------

type Draw = (f: Frame) => string;

/** A tomato leaf: leaflets in pairs along a stalk, one at the tip. */
function compound(st: P, lv: Leaves, f: Frame, len: number, ll: number, lw: number, pairs: number) {
  st.on(f)
    .M(0, 0)
    .Q(len * 0.5, -len * 0.12, len, 0);
  for (const t of [0.4, 0.72].slice(2 - pairs)) {
    const k = 1 - t * 0.3;
    lv.leaf(sub(f, t * len, -len * 0.09, 1, -62), ll * k, lw * k);
    lv.leaf(sub(f, t * len, -len * 0.09, 1, 66), ll * k * 0.9, lw * k * 0.9);
  }
  lv.leaf(sub(f, len, 0, 1, 4), ll * 1.05, lw);
}

function tomato(h: number, spread: number): Draw {
  return (f) => {
    const st = new P(f);
    const rach = new P(f);
    const lv = new Leaves(G.tomato!);
    st.M(0, 0).C(-2, -h * 0.35, 3, -h * 0.65, 0, -h);
    lv.leaf(sub(f, 0, -10, 1, -165), 13, 3, SH.lance);
    lv.leaf(sub(f, 0, -10, 1, -15), 13, 3, SH.lance);
    const nodes: [number, number, number, number][] = [
      [0.28, -1, 25, 2],
      [0.44, 1, 25, 2],
      [0.6, -1, 20, 1],
      [0.74, 1, 17, 1],
      [0.86, -1, 10, 0],
    ];
    for (const [t, side, len, pairs] of nodes) {
      compound(rach, lv, sub(f, side * 0.5, -h * t, 1, side < 0 ? -160 + t * 40 : -20 - t * 40), len * spread, 13, 6, pairs);
    }
    lv.leaf(sub(f, 0, -h, 1, -125), 10, 4.5);
    lv.leaf(sub(f, 0, -h, 1, -55), 10, 4.5);
    lv.leaf(sub(f, 0, -h, 1, -90), 11, 4.5);
    return line(STEM, 3.2, st) + line(STEM, 1.8, rach) + lv.svg();
  };
}

/** Upright stem with simple leaves on short stalks: peppers, chillies, brinjal, managu, amaranth. */
function leafy(pal: Pal, stem: string, h: number, leaves: [number, number, number, number][], shape: Shape, veins = false, petiole = 4): Draw {
  return (f) => {
    const st = new P(f).M(0, 0).C(-1.5, -h * 0.4, 2, -h * 0.7, 0, -h);
    const pet = new P(f);
    const lv = new Leaves(pal);
    for (const [t, ang, len, wid] of leaves) {
      const base = sub(f, 0, -h * t, 1, ang);
      pet.on(base).M(0, 0).L(petiole, 0);
      lv.leaf(sub(base, petiole, 0), len, wid, shape, veins);
    }
    return line(stem, 2.6, st) + line(stem, 1.5, pet) + lv.svg();
  };
}

/** Grass-like leaves from a shank: onions, leeks, spring onions. */
function allium(pal: Pal, shank: string, shankH: number, shankW: number, leaves: [number, number, number][], tint = ''): Draw {
  return (f) => {
    const lv = new Leaves(pal);
    for (const [ang, len, wid] of leaves) lv.leaf(sub(f, 0, -shankH + 1, 1, ang), len, wid, SH.narrow);
    const sh = fill(
      shank,
      new P(f)
        .M(-shankW / 2, 0.5)
        .L(-shankW / 2 + 0.5, -shankH)
        .L(shankW / 2 - 0.5, -shankH)
        .L(shankW / 2, 0.5)
        .Z(),
    );
    const base = tint ? fill(tint, new P(f).E(0, -1.5, shankW / 2 + 1.5, 3)) : '';
    return lv.svg() + sh + base;
  };
}

/** Cucurbit seedling: two oval seed leaves and two lobed true leaves. */
function cucurbit(sinus: number, pointed: boolean, n = 5): Draw {
  return (f) => {
    const st = new P(f).M(0, 0).C(-1, -10, 1, -18, 1, -24);
    const pet = new P(f).M(1, -24).Q(6, -36, 8, -50).M(1, -22).Q(-10, -24, -20, -34);
    const cot = new Leaves({ l: '#7cb95c', d: '#5e9b47' });
    cot.leaf(sub(f, 0, -12, 1, -170), 19, 7, SH.cot);
    cot.leaf(sub(f, 0, -12, 1, -10), 19, 7, SH.cot);
    const lv = new Leaves(G.vine!);
    palmate(lv, sub(f, -20, -34, 1, -30), 15, n, sinus, pointed);
    palmate(lv, sub(f, 8, -50, 1, 6), 25, n, sinus, pointed);
    return line('#79ad57', 3.2, st) + line('#79ad57', 2.2, pet) + cot.svg() + lv.svg();
  };
}

// ---------------------------------------------------------------------------------------------
// More seedlings
// ---------------------------------------------------------------------------------------------

type LeafSpec = [number, number, number, number, Shape, number?]; // angle, stalk, blade length, blade half-width, shape, layer

/** Brassica-style rosette in layers (0 at the back): stalks fanning from the soil, a blade on each. */
function layered(pal: Pal, stalk: string, leaves: LeafSpec[], stalkW = 2): Draw {
  return (f) => {
    let out = '';
    for (const layer of [0, 1, 2]) {
      const pet = new P(f);
      const lv = new Leaves(pal);
      for (const [ang, plen, blen, bw, shape, l = 0] of leaves) {
        if (l !== layer) continue;
        const base = sub(f, 0, 0, 1, ang);
        if (plen > 0) pet.on(base).M(0, 0).L(plen, 0);
        lv.leaf(sub(base, Math.max(plen - 1, 0), 0), blen, bw, shape, true);
      }
      out += line(stalk, stalkW, pet) + lv.svg(1.2);
    }
    return out;
  };
}

const R = SH.round!;
const PADDLE = SH.paddle!;
const WAVY = SH.wavy!;
const OVATE = SH.ovate!;

/** The same drawing, larger. */
const grow =
  (d: Draw, k: number): Draw =>
  (f) =>
    d(sub(f, 0, 0, k));

const collard = layered(G.collard!, '#a9cfbb', [
  [-112, 26, 30, 10, PADDLE],
  [-72, 24, 30, 10, PADDLE],
  [-148, 14, 26, 9.5, PADDLE, 1],
  [-32, 14, 26, 9.5, PADDLE, 1],
  [-92, 10, 22, 8, PADDLE, 2],
]);
const kale = layered(G.kale!, '#9fd08e', [
  [-120, 22, 28, 9, PADDLE],
  [-60, 22, 28, 9, PADDLE],
  [-95, 28, 24, 8, PADDLE],
  [-155, 12, 24, 8.5, PADDLE, 1],
  [-25, 12, 24, 8.5, PADDLE, 1],
  [-135, 8, 20, 7, PADDLE, 2],
  [-45, 8, 20, 7, PADDLE, 2],
]);
const spinach = layered(G.spinach!, '#5aa655', [
  [-105, 20, 24, 10, OVATE],
  [-70, 18, 24, 10, OVATE],
  [-150, 12, 24, 10, OVATE, 1],
  [-30, 12, 24, 10, OVATE, 1],
  [-88, 6, 18, 8, OVATE, 2],
]);
const lettuce = layered(G.lettuce!, '#cfe7a2', [
  [-125, 6, 28, 12, WAVY],
  [-55, 6, 28, 12, WAVY],
  [-90, 8, 26, 12, WAVY],
  [-165, 2, 26, 11, WAVY, 1],
  [-15, 2, 26, 11, WAVY, 1],
  [-110, 2, 20, 9, WAVY, 2],
  [-70, 2, 20, 9, WAVY, 2],
]);
const cabbage = layered(G.cabbage!, '#b9d8cb', [
  [-115, 18, 22, 10, R],
  [-65, 18, 22, 10, R],
  [-150, 12, 22, 10, R, 1],
  [-30, 12, 22, 10, R, 1],
  [-90, 10, 18, 8, R, 2],
]);
const cauli = layered(G.cauli!, '#c2dccd', [
  [-108, 14, 32, 8.5, PADDLE],
  [-72, 14, 32, 8.5, PADDLE],
  [-140, 10, 28, 8, PADDLE, 1],
  [-40, 10, 28, 8, PADDLE, 1],
  [-90, 8, 22, 6.5, PADDLE, 2],
]);
const broccoli = layered(G.broccoli!, '#a9cbbd', [
  [-112, 24, 26, 8, WAVY],
  [-68, 24, 26, 8, WAVY],
  [-150, 14, 24, 8, WAVY, 1],
  [-30, 14, 24, 8, WAVY, 1],
  [-90, 12, 18, 6, WAVY, 2],
]);

/** Rainbow chard: dark crinkled blades on red, yellow, pink and orange stalks. */
const chard: Draw = (f) => {
  const leaves: [number, number, string][] = [
    [-112, 30, '#f2b431'],
    [-70, 30, '#e0413f'],
    [-145, 20, '#e96ea3'],
    [-35, 20, '#f08a2c'],
    [-92, 14, '#d8383a'],
  ];
  let out = '';
  leaves.forEach(([ang, plen, col], i) => {
    const base = sub(f, 0, 0, 1, ang);
    const lv = new Leaves({ ...G.chard!, v: col });
    lv.leaf(sub(base, plen - 1, 0), i > 1 ? 24 : 28, i > 1 ? 9 : 10, R, true);
    out += line(col, 2.6, new P(base).M(0, 0).L(plen, 0)) + lv.svg(1.4);
  });
  return out;
};

const pepperLeaves: [number, number, number, number][] = [
  [0.22, -150, 22, 8.5],
  [0.38, -30, 23, 9],
  [0.55, -140, 21, 8.5],
  [0.7, -38, 19, 8],
  [0.86, -125, 14, 6],
  [0.92, -58, 13, 5.5],
  [1, -90, 10, 4.5],
];
const chilliLeaves: [number, number, number, number][] = [
  [0.2, -155, 20, 5],
  [0.3, -25, 21, 5],
  [0.44, -145, 19, 4.5],
  [0.55, -35, 20, 5],
  [0.68, -135, 16, 4],
  [0.78, -45, 16, 4],
  [0.9, -118, 12, 3.5],
  [0.94, -62, 12, 3.5],
  [1, -90, 9, 3],
];
const pepper = leafy(G.pepper!, '#5a9644', 70, pepperLeaves, OVATE, true);
const chilli = leafy(G.chilli!, '#5a9644', 76, chilliLeaves, SH.lance!, false, 3);
const brinjal = leafy(
  G.brinjal!,
  '#76578a',
  62,
  [
    [0.22, -160, 26, 11],
    [0.42, -22, 28, 12],
    [0.66, -138, 24, 10],
    [0.82, -45, 21, 9],
    [1, -98, 15, 6.5],
  ],
  OVATE,
  true,
  5,
);
const managu = leafy(
  G.managu!,
  '#5b8f45',
  66,
  [
    [0.24, -155, 22, 9.5],
    [0.42, -28, 23, 10],
    [0.6, -140, 20, 9],
    [0.76, -42, 18, 8],
    [0.9, -118, 13, 5.5],
    [1, -70, 11, 5],
  ],
  OVATE,
  true,
);

/** Amaranth: green blades blushed red in the middle, red stalks. */
const terere: Draw = (f) => {
  const spec: [number, number, number, number][] = [
    [0.24, -155, 22, 10],
    [0.42, -28, 23, 10],
    [0.6, -140, 20, 9],
    [0.76, -42, 18, 8],
    [0.9, -115, 13, 6],
    [1, -72, 12, 5],
  ];
  const h = 64;
  const red = new P(f);
  const lv = new Leaves(G.terere!);
  for (const [t, ang, len, wid] of spec) {
    const base = sub(f, 0, -h * t, 1, ang);
    lv.leaf(sub(base, 4, 0), len, wid, OVATE, true);
    red
      .on(sub(base, 4, 0))
      .M(len * 0.12, 0)
      .C(len * 0.25, wid * 0.55, len * 0.5, wid * 0.5, len * 0.7, 0)
      .C(len * 0.5, -wid * 0.5, len * 0.25, -wid * 0.55, len * 0.12, 0)
      .Z();
  }
  const st = new P(f).M(0, 0).C(-1.5, -h * 0.4, 2, -h * 0.7, 0, -h);
  const pet = new P(f);
  for (const [t, ang] of spec)
    pet
      .on(sub(f, 0, -h * t, 1, ang))
      .M(0, 0)
      .L(4, 0);
  return (
    line('#b8475d', 2.6, st) +
    line('#b8475d', 1.5, pet) +
    fill(G.terere!.l, lv.lit) +
    fill(G.terere!.d, lv.dark) +
    fill('#a8405a', red, ' opacity=".8"') +
    line('#c9445e', 1, lv.vein)
  );
};

const onion = allium(
  G.onion!,
  '#efe3e8',
  9,
  5,
  [
    [-104, 66, 2.6],
    [-80, 70, 2.6],
    [-122, 50, 2.4],
    [-60, 54, 2.4],
  ],
  '#b9557d',
);
const springOnion = allium(G.spring!, '#f6f4ea', 18, 7, [
  [-100, 66, 2.6],
  [-84, 70, 2.6],
  [-118, 54, 2.5],
  [-66, 56, 2.5],
  [-92, 50, 2.4],
]);
const leek = allium(G.leek!, '#eef0df', 26, 10, [
  [-128, 42, 5.5],
  [-56, 44, 5.5],
  [-104, 52, 5.5],
  [-78, 54, 5.5],
]);

/** Dhania: narrow seed leaves, then rounded three-lobed leaves on thin stalks. */
const dhania: Draw = (f) => {
  const pet = new P(f);
  const cot = new Leaves(G.dhania!);
  cot.leaf(sub(f, 0, -2, 1, -160), 24, 2.5, SH.narrow);
  cot.leaf(sub(f, 0, -2, 1, -20), 24, 2.5, SH.narrow);
  const lv = new Leaves(G.dhania!);
  const spec: [number, number, number][] = [
    [-130, 46, 9],
    [-104, 62, 10],
    [-80, 66, 10],
    [-56, 50, 9],
    [-150, 30, 8],
    [-30, 34, 8],
  ];
  for (const [ang, len, r] of spec) {
    const end = tp(sub(f, 0, 0, 1, ang), len, 0);
    pet
      .on(sub(f, 0, 0, 1, ang))
      .M(0, 0)
      .Q(len * 0.5, ang < -90 ? -3 : 3, len, 0);
    palmate(lv, F(end[0], end[1], 1, ang + 90), r, 5, 0.78, false);
  }
  return line('#7fbf5c', 1.4, pet) + cot.svg() + lv.svg();
};

/** Moss-curled parsley: tight frilly tufts on stalks. */
const parsley: Draw = (f) => {
  const pet = new P(f);
  const lit = new P();
  const dark = new P();
  const spec: [number, number, number][] = [
    [-140, 34, 9],
    [-112, 50, 10],
    [-86, 60, 11],
    [-62, 48, 10],
    [-36, 34, 9],
    [-98, 30, 8],
    [-74, 28, 8],
  ];
  for (const [ang, len, r] of spec) {
    const g = sub(f, 0, 0, 1, ang);
    pet
      .on(g)
      .M(0, 0)
      .Q(len * 0.5, ang < -90 ? -2 : 2, len, 0);
    const [x, y] = tp(g, len + r * 0.5, 0);
    lobed(dark.on(F(x + 1, y + 1)), r, r * 0.85, 8, 0.22, ang);
    lobed(lit.on(F(x - 1, y - 1.5)), r * 0.72, r * 0.6, 7, 0.25, ang + 20);
  }
  return line('#6aae4f', 1.6, pet) + fill(G.parsley!.d, dark) + fill(G.parsley!.l, lit);
};

/** Basil: opposite pairs of glossy cupped leaves. */
const basil: Draw = (f) => {
  const h = 62;
  const st = new P(f).M(0, 0).L(0, -h);
  const lv = new Leaves(G.basil!);
  const pairs: [number, number, number, number][] = [
    [0.28, 26, 20, 9.5],
    [0.55, 30, 18, 8.5],
    [0.8, 38, 14, 7],
  ];
  for (const [t, a, len, wid] of pairs) {
    lv.leaf(sub(f, 0, -h * t, 1, -180 + a), len, wid, OVATE, true);
    lv.leaf(sub(f, 0, -h * t, 1, -a), len, wid, OVATE, true);
  }
  lv.leaf(sub(f, 0, -h, 1, -120), 9, 4.5, OVATE);
  lv.leaf(sub(f, 0, -h, 1, -60), 9, 4.5, OVATE);
  return line('#6bb052', 2.6, st) + lv.svg(1.2);
};

// ---------------------------------------------------------------------------------------------
// The grown crop, lying on the bench beside the pot (and on the category tiles)
// ---------------------------------------------------------------------------------------------

type Hint = (f: Frame, shadow: string) => string;
const shd = (f: Frame, sh: string, rx: number) => {
  const [x, y] = tp(f, 0, 0);
  return castShadow(sh, x, y, rx * f.s, 3.5 * f.s);
};

/** Closed outline of n rounded lobes around an ellipse: ribbed tomatoes, curds. */
function lobed(p: P, rx: number, ry: number, n: number, depth: number, phase = -90) {
  const at = (deg: number, k: number): Pt => [Math.cos(rad(deg)) * rx * k, Math.sin(rad(deg)) * ry * k];
  const s = (i: number) => at(phase + (360 * i) / n, 1 - depth);
  const first = s(0);
  p.M(first[0], first[1]);
  for (let i = 0; i < n; i++) {
    const a = s(i);
    const b = s(i + 1);
    const t = at(phase + (360 * (i + 0.5)) / n, 1);
    p.Q(2 * t[0] - (a[0] + b[0]) / 2, 2 * t[1] - (a[1] + b[1]) / 2, b[0], b[1]);
  }
  return p.Z();
}

const CALYX = '#3f8a2e';
function calyx(f: Frame, x: number, y: number, r: number) {
  const p = new P(f);
  p.M(x, y - 1);
  for (let i = 0; i < 5; i++) {
    const a = rad(-90 + 36 + i * 72);
    const b = rad(-90 + 72 + i * 72);
    p.L(x + Math.cos(a) * r, y + Math.sin(a) * r * 0.45).L(x + Math.cos(b) * r * 0.25, y + Math.sin(b) * r * 0.12);
  }
  p.Z();
  return fill(CALYX, p) + line('#4f7f2a', 1.8, new P(f).M(x, y).Q(x + 0.5, y - 3, x + 2.5, y - 4));
}

const RED = { base: '#e2452f', shade: '#b82f22' };
function roundTomato(f: Frame, x: number, y: number, r: number, ry = r) {
  return ball(f, x, y, r, ry, RED.base, RED.shade, 0.4) + calyx(f, x, y - ry * 0.82, r * 0.55);
}

const hints: Record<string, Hint> = {
  anna: (f, sh) => shd(f, sh, 24) + roundTomato(f, -9, -12.5, 12.5) + roundTomato(f, 11, -10, 10.5),
  rambo: (f, sh) => {
    const g = sub(f, 0, -15);
    return (
      shd(f, sh, 21) +
      fill('#b8232b', lobed(new P(g), 19, 15, 7, 0.07)) +
      ball(g, 0, 0, 17.5, 14, '#b8232b', '#8c1a21', 0) +
      line('#8c1a21', 1.2, new P(g).M(-6, -12).Q(-11, -2, -8, 10).M(6, -12).Q(11, -2, 8, 10)) +
      fill(HI, new P(g).E(-9, -6, 3.5, 2, -40), ' opacity=".4"') +
      calyx(g, 0, -13.5, 9)
    );
  },
  kilele: (f, sh) =>
    shd(f, sh, 22) +
    ball(f, 9, -7, 12, 7.5, RED.base, RED.shade, 0.4, -8) +
    calyx(sub(f, 20, -9, 1, 82), 0, 0, 5) +
    ball(f, -7, -13, 8, 12.5, '#e9503a', RED.shade, 0.4, 6) +
    calyx(f, -8.5, -24.5, 5),
  calj: (f, sh) => {
    const roma = (g: Frame) => {
      const w = 10;
      const h = 10.5;
      const body = new P(g)
        .M(-w, -h + 6)
        .Q(-w, -h, -w + 6, -h)
        .L(w - 6, -h)
        .Q(w, -h, w, -h + 6)
        .L(w, h - 6)
        .Q(w, h, w - 6, h)
        .L(-w + 6, h)
        .Q(-w, h, -w, h - 6)
        .Z();
      const shade = new P(g)
        .M(3, -h)
        .L(w - 6, -h)
        .Q(w, -h, w, -h + 6)
        .L(w, h - 6)
        .Q(w, h, w - 6, h)
        .L(-3, h)
        .Q(7, 3, 3, -h)
        .Z();
      return fill(RED.base, body) + fill(RED.shade, shade) + fill(HI, new P(g).E(-5, -4, 2.2, 1.3, -45), ' opacity=".4"') + calyx(g, 0, -h + 1.5, 6.5);
    };
    return shd(f, sh, 22) + roma(sub(f, -10, -10.5)) + roma(sub(f, 11, -10, 0.95, 6));
  },
};

/** A bell pepper, blocky with four lobes at the bottom. */
function bell(f: Frame, base: string, shade: string) {
  const body = new P(f)
    .M(-11, -10)
    .C(-14.5, -4, -14.5, 6, -11.5, 11)
    .Q(-8, 15, -4, 12)
    .Q(0, 15.5, 4, 12)
    .Q(8, 15, 11.5, 11)
    .C(14.5, 6, 14.5, -4, 11, -10)
    .C(7, -14, -7, -14, -11, -10)
    .Z();
  const dark = new P(f).M(3, -13).C(7, -13, 9.5, -12, 11, -10).C(14.5, -4, 14.5, 6, 11.5, 11).Q(8, 15, 4, 12).Q(7, 0, 3, -13).Z();
  const crease = new P(f).M(-3.5, -8).Q(-5.5, 2, -4, 11).M(4, -8).Q(4.5, 2, 4, 11);
  return (
    fill(base, body) +
    fill(shade, dark) +
    line(shade, 1.2, crease) +
    fill(HI, new P(f).E(-8, -2, 1.6, 5), ' opacity=".4"') +
    fill('#3c7a2a', new P(f).E(0, -11.5, 6, 2.2)) +
    line('#4f7f2a', 3, new P(f).M(0, -12).Q(0, -17, 4, -18))
  );
}

/** A long curved cayenne pod pointing along the frame's x axis. */
function pod(f: Frame) {
  return (
    fill('#d92c20', new P(f).M(0, -3.5).C(12, -5, 28, -3, 40, 5).C(28, 1, 12, 3.5, 0, 3.5).Z()) +
    fill('#a81f17', new P(f).M(2, 1).C(14, 0.5, 28, 1.5, 40, 5).C(28, 1.5, 12, 3.5, 2, 3.5).Z()) +
    fill(HI, new P(f).M(6, -2).C(14, -3, 20, -2.5, 24, -1).C(18, -1.5, 12, -1.5, 6, -1).Z(), ' opacity=".4"') +
    fill('#3c7a2a', new P(f).E(0, 0, 2.5, 4)) +
    line('#4f7f2a', 2, new P(f).M(-1, 0).Q(-5, -1, -7, -4))
  );
}

/** A cabbage head in its wrapper leaves; ry < rx makes a flatter head. */
function cabbageHead(f: Frame, rx: number, ry: number) {
  const wrap = new Leaves(G.cabbage!);
  wrap.leaf(sub(f, -2, -3, 1, -158), rx * 1.25, ry * 0.62, R, true);
  wrap.leaf(sub(f, 2, -3, 1, -22), rx * 1.25, ry * 0.62, R, true);
  const veins = new P(f)
    .M(-rx * 0.15, -3)
    .Q(-rx * 0.85, -ry, -rx * 0.25, -ry * 1.9)
    .M(rx * 0.3, -3)
    .Q(rx * 0.9, -ry, rx * 0.3, -ry * 1.9);
  return (
    wrap.svg(1.2) +
    ball(f, 0, -ry - 1, rx, ry, '#c5e0a0', '#9fc47d', 0.4) +
    line('#abcf89', 1.3, veins) +
    fill(
      '#7aaa9b',
      new P(f)
        .M(-rx * 0.8, -ry * 0.55)
        .Q(0, -ry * 0.1, rx * 0.8, -ry * 0.55)
        .Q(rx * 0.7, 0, 0, 0)
        .Q(-rx * 0.7, 0, -rx * 0.8, -ry * 0.55)
        .Z(),
    ) +
    fill(
      '#5e8f7f',
      new P(f)
        .M(rx * 0.1, -ry * 0.3)
        .Q(rx * 0.5, -ry * 0.35, rx * 0.8, -ry * 0.55)
        .Q(rx * 0.7, 0, 0, 0)
        .Q(rx * 0.2, -ry * 0.1, rx * 0.1, -ry * 0.3)
        .Z(),
    )
  );
}

/** A bulb onion standing on its roots; ry > rx gives a globe, ry < rx a flat bulb. */
function bulb(f: Frame, rx: number, ry: number, base: string, shade: string, skin: string) {
  const g = sub(f, 0, -ry - 2);
  const body = new P(g)
    .M(0, -ry * 1.3)
    .C(rx * 0.25, -ry * 0.95, rx, -ry * 0.75, rx, 0)
    .C(rx, ry * 0.7, rx * 0.5, ry, 0, ry)
    .C(-rx * 0.5, ry, -rx, ry * 0.7, -rx, 0)
    .C(-rx, -ry * 0.75, -rx * 0.25, -ry * 0.95, 0, -ry * 1.3)
    .Z();
  const dark = new P(g)
    .M(rx * 0.3, -ry * 0.95)
    .C(rx * 0.75, -ry * 0.75, rx, -ry * 0.5, rx, 0)
    .C(rx, ry * 0.7, rx * 0.5, ry, 0, ry)
    .Q(rx * 0.65, 0, rx * 0.3, -ry * 0.95)
    .Z();
  const lines = new P(g)
    .M(0, -ry * 1.2)
    .Q(-rx * 0.75, -ry * 0.1, -rx * 0.25, ry * 0.95)
    .M(0, -ry * 1.2)
    .Q(rx * 0.2, 0, rx * 0.15, ry * 0.98);
  const roots = new P(g)
    .M(-2, ry)
    .L(-4, ry + 2.5)
    .M(0, ry)
    .L(0, ry + 3)
    .M(2, ry)
    .L(4, ry + 2.5);
  return (
    line('#d9c3a5', 1, roots) +
    fill(base, body) +
    fill(shade, dark) +
    line(skin, 1, lines) +
    fill(HI, new P(g).E(-rx * 0.5, -ry * 0.35, rx * 0.16, ry * 0.12 + 1, -40), ' opacity=".4"') +
    line('#c7a07a', 2, new P(g).M(0, -ry * 1.25).Q(0, -ry * 1.5 - 1, 2, -ry * 1.6 - 2))
  );
}

/** A tied bunch of cut leaves lying on the bench, stalks to the left. */
function bunch(f: Frame, pal: Pal, stalks: string[], shape: Shape, len: number, wid: number, band = '#c79a54') {
  let out = '';
  const st = new P(f);
  [-44, -20, 4].forEach((a, i) => {
    const b = sub(f, -22, -3, 1, a);
    st.on(b).M(0, 0).L(10, 0);
    out +=
      line(stalks[i % stalks.length]!, 2.4, new P(b).M(0, 0).L(10, 0)) +
      new Leaves(pal).leaf(sub(b, 9, 0), len - Math.abs(i - 1) * 3, wid, shape, true).svg(1.2);
  });
  return out + line(band, 3, new P(f).M(-17, -8).L(-14, -2));
}

/** A capsule lying along x: cucumbers and courgettes. */
function capsule(f: Frame, len: number, r: number, base: string, shade: string) {
  const a = len / 2 - r;
  return (
    fill(base, new P(f).M(-a, -r).L(a, -r).A(r, r, 0, 0, 1, a, r).L(-a, r).A(r, r, 0, 0, 1, -a, -r).Z()) +
    fill(
      shade,
      new P(f)
        .M(-a, r * 0.2)
        .L(a + r * 0.98, r * 0.2)
        .A(r, r, 0, 0, 1, a, r)
        .L(-a, r)
        .A(r, r, 0, 0, 1, -a - r * 0.98, r * 0.2)
        .Z(),
    )
  );
}

/** A small five-petalled yellow flower (cucurbits, managu in white). */
function flower(f: Frame, x: number, y: number, r: number, col = '#f6c536', eye = '#e59a1c') {
  const p = new P(f);
  for (let i = 0; i < 5; i++) p.E(x + Math.cos(rad(-90 + i * 72)) * r * 0.55, y + Math.sin(rad(-90 + i * 72)) * r * 0.55, r * 0.5, r * 0.5);
  return fill(col, p) + fill(eye, new P(f).E(x, y, r * 0.3));
}

Object.assign(hints, {
  california: (f: Frame, sh: string) => shd(f, sh, 18) + bell(sub(f, -1, -13), '#3f9b3b', '#2c7a2d'),
  yolo: (f: Frame, sh: string) => shd(f, sh, 18) + bell(sub(f, -1, -13), '#d8322b', '#a8231f'),
  cayenne: (f: Frame, sh: string) => shd(f, sh, 23) + pod(sub(f, -16, -24, 0.9, 22)) + pod(sub(f, -20, -13, 0.95, 6)) + pod(sub(f, -16, -4, 1, -4)),
  brinjal: (f: Frame, sh: string) => {
    const g = sub(f, 2, -12, 1, -12);
    const cap = new P(g).M(-12, -6).L(-15, -1).L(-11, 0).L(-15, 4).L(-10, 4).L(-12, 8).L(-7, 5).Q(-5, 0, -7, -5).Z();
    return shd(f, sh, 22) + ball(g, 2, 0, 17, 11.5, '#4a2760', '#301842', 0.5) + fill('#4c8a34', cap) + line('#4c8a34', 3, new P(g).M(-13, 0).L(-20, -1));
  },
  gloria: (f: Frame, sh: string) => shd(f, sh, 24) + cabbageHead(f, 16, 15),
  copenhagen: (f: Frame, sh: string) => shd(f, sh, 26) + cabbageHead(f, 20, 11.5),
  cauliflower: (f: Frame, sh: string) => {
    const back = new Leaves(G.cauli!);
    back.leaf(sub(f, 0, -4, 1, -145), 26, 8, PADDLE, true);
    back.leaf(sub(f, 0, -4, 1, -35), 26, 8, PADDLE, true);
    const g = sub(f, 0, -15);
    const front = new Leaves(G.cauli!);
    front.leaf(sub(f, -3, -1, 1, -150), 19, 5, PADDLE, true);
    front.leaf(sub(f, 3, -1, 1, -30), 19, 5, PADDLE, true);
    const curd = new P(g);
    [
      [-8, -3],
      [0, -6],
      [8, -3],
      [-4, 3],
      [5, 3],
    ].forEach(([x, y]) => lobed(curd.on(sub(g, x!, y!)), 5.5, 4.5, 6, 0.12));
    return shd(f, sh, 24) + back.svg(1.2) + fill('#e6d7b0', lobed(new P(g), 17, 11, 9, 0.08)) + fill('#f8f1dc', curd) + front.svg(1.2);
  },
  broccoli: (f: Frame, sh: string) => {
    const g = sub(f, 0, -20);
    const heads: [number, number, number][] = [
      [-9, -2, 7.5],
      [0, -6, 8.5],
      [9, -2, 7.5],
      [-4, 4, 6.5],
      [6, 4, 6.5],
    ];
    const dark = new P(g);
    const lit = new P(g);
    for (const [x, y, r] of heads) {
      dark.E(x, y, r);
      lit.E(x - r * 0.18, y - r * 0.2, r * 0.78);
    }
    return (
      shd(f, sh, 18) +
      fill(
        '#9fc283',
        new P(f).poly([
          [-5, 0],
          [-4, -14],
          [4, -14],
          [5, 0],
        ]),
      ) +
      fill(
        '#83a86a',
        new P(f).poly([
          [1, 0],
          [1, -14],
          [4, -14],
          [5, 0],
        ]),
      ) +
      fill('#3b7437', dark) +
      fill('#5c9a4e', lit)
    );
  },
  creole: (f: Frame, sh: string) =>
    shd(f, sh, 24) + bulb(sub(f, -8, 0), 14, 8.5, '#8f2a50', '#6b1d3b', '#b34d75') + bulb(sub(f, 13, 0, 0.75), 14, 8.5, '#8f2a50', '#6b1d3b', '#b34d75'),
  bombay: (f: Frame, sh: string) =>
    shd(f, sh, 22) + bulb(sub(f, -7, 0), 12, 13, '#b53a66', '#8a284b', '#d46a90') + bulb(sub(f, 13, 0, 0.72), 12, 13, '#b53a66', '#8a284b', '#d46a90'),
  lisbon: (f: Frame, sh: string) => {
    const lv = new Leaves(G.spring!);
    let white = '';
    [0, 1, 2].forEach((i) => {
      const g = sub(f, -18, -4 - i * 5, 1, -4 + i * 3);
      lv.leaf(sub(g, 18, 0, 1, -6), 44, 2.8, SH.narrow);
      lv.leaf(sub(g, 18, 0, 1, 4), 40, 2.6, SH.narrow);
      white +=
        fill('#f4f2e6', new P(g).M(-2, -3).L(20, -2).L(20, 2).L(-2, 3).Z()) +
        fill('#f4f2e6', new P(g).E(-3, 0, 4.5, 3.8)) +
        fill('#dedac6', new P(g).M(-6, 1.5).L(20, 1).L(20, 2).L(-2, 3.5).Z());
    });
    return (
      shd(f, sh, 28) +
      line('#d9c3a5', 1, new P(f).M(-24, -8).L(-29, -10).M(-24, -8).L(-29, -6)) +
      lv.svg() +
      white +
      line('#b04a78', 2.5, new P(f).M(-4, -19).L(-4, -1))
    );
  },
  leek: (f: Frame, sh: string) => {
    const g = sub(f, -6, -9, 1, -14);
    const lv = new Leaves(G.leek!);
    lv.leaf(sub(g, 14, -2, 1, -14), 36, 5, SH.lance);
    lv.leaf(sub(g, 14, 2, 1, 10), 34, 5, SH.lance);
    lv.leaf(sub(g, 14, 0, 1, -2), 40, 5.5, SH.lance);
    return (
      shd(f, sh, 28) +
      line('#d9c3a5', 1, new P(g).M(-24, 0).L(-29, -3).M(-24, 0).L(-29, 3).M(-24, 0).L(-30, 0)) +
      lv.svg() +
      fill('#f1f0e2', new P(g).M(-24, -5).Q(-25, 0, -24, 5).L(8, 5.5).L(8, -5.5).Z()) +
      fill('#d9d8c4', new P(g).M(-24, 2).Q(-25, 4, -24, 5).L(8, 5.5).L(8, 2).Z()) +
      fill(
        '#c3d995',
        new P(g).poly([
          [8, -5.5],
          [16, -5],
          [16, 5],
          [8, 5.5],
        ]),
      )
    );
  },
  sukuma: (f: Frame, sh: string) => shd(f, sh, 26) + bunch(f, G.collard!, ['#a9cfbb'], PADDLE, 34, 10),
  kale: (f: Frame, sh: string) => shd(f, sh, 26) + bunch(f, G.kale!, ['#9fd08e'], PADDLE, 32, 9.5),
  spinach: (f: Frame, sh: string) => shd(f, sh, 26) + bunch(f, G.spinach!, ['#5aa655'], OVATE, 30, 10),
  chard: (f: Frame, sh: string) => shd(f, sh, 26) + bunch(f, { ...G.chard!, v: '#f2b431' }, ['#e0413f', '#f2b431', '#e96ea3'], R, 32, 10, '#8a6a3f'),
  terere: (f: Frame, sh: string) => shd(f, sh, 26) + bunch(f, { ...G.terere!, v: '#c9445e' }, ['#b8475d'], OVATE, 28, 10),
  lettuce: (f: Frame, sh: string) => {
    const outer = new Leaves(G.lettuce!);
    outer.leaf(sub(f, -2, -2, 1, -165), 22, 9, WAVY, true);
    outer.leaf(sub(f, 2, -2, 1, -15), 22, 9, WAVY, true);
    const frill = new P(f).M(-10, -8).Q(-4, -20, 6, -24).M(2, -6).Q(10, -14, 10, -24);
    return shd(f, sh, 24) + ball(f, 0, -14, 17, 13, '#b9df7c', '#95c25c', 0.4) + line('#dff0b9', 1.4, frill) + outer.svg(1.2);
  },
  managu: (f: Frame, sh: string) => {
    const lv = new Leaves(G.managu!);
    lv.leaf(sub(f, -20, -4, 1, -20), 24, 9, OVATE, true);
    lv.leaf(sub(f, -20, -4, 1, 8), 20, 8, OVATE, true);
    const stalks = new P(f).M(-24, -3).L(2, -12).M(-4, -9).Q(-2, -18, 0, -22).M(2, -12).Q(8, -20, 12, -19);
    const berries = new P(f);
    const his = new P(f);
    [
      [6, -14],
      [13, -12],
      [10, -7],
      [17, -6],
      [3, -8],
      [14, -18],
    ].forEach(([x, y]) => {
      berries.E(x!, y!, 3.6);
      his.E(x! - 1.2, y! - 1.2, 0.9);
    });
    return (
      shd(f, sh, 24) +
      line('#5b8f45', 1.6, stalks) +
      lv.svg() +
      fill('#2a2433', berries) +
      fill(HI, his, ' opacity=".6"') +
      flower(f, 0, -24, 4.5, '#fbfaf4', '#f2c12e')
    );
  },
  dhania: (f: Frame, sh: string) => {
    const lv = new Leaves(G.dhania!);
    const st = new P(f);
    [
      [-24, 26, 10],
      [-6, 32, 11],
      [12, 24, 10],
    ].forEach(([a, len, r]) => {
      const g = sub(f, -20, -4, 1, a);
      st.on(g).M(0, 0).L(len!, 0);
      const [x, y] = tp(g, len!, 0);
      palmate(lv, F(x, y, 1, a! + 90), r!, 5, 0.78, false);
    });
    return shd(f, sh, 24) + line('#7fbf5c', 1.5, st) + lv.svg() + line('#c79a54', 2.6, new P(f).M(-12, -10).L(-12, 0));
  },
  parsley: (f: Frame, sh: string) => {
    const st = new P(f);
    const lit = new P();
    const dark = new P();
    [
      [-22, 30, 8],
      [-8, 34, 9],
      [6, 28, 8],
    ].forEach(([a, len, r]) => {
      const g = sub(f, -22, -4, 1, a);
      st.on(g).M(0, 0).L(len!, 0);
      const [x, y] = tp(g, len! + r! * 0.5, 0);
      lobed(dark.on(F(x + 1, y + 1)), r!, r! * 0.85, 8, 0.22, a);
      lobed(lit.on(F(x - 1, y - 1.5)), r! * 0.72, r! * 0.6, 7, 0.25, a! + 20);
    });
    return shd(f, sh, 24) + line('#6aae4f', 1.5, st) + fill(G.parsley!.d, dark) + fill(G.parsley!.l, lit);
  },
  basil: (f: Frame, sh: string) => {
    const g = sub(f, -18, -6, 1, -12);
    const lv = new Leaves(G.basil!);
    for (const [x, len, wid] of [
      [8, 16, 8],
      [22, 13, 6.5],
    ] as [number, number, number][]) {
      lv.leaf(sub(g, x, 0, 1, -60), len, wid, OVATE, true);
      lv.leaf(sub(g, x, 0, 1, 60), len, wid, OVATE, true);
    }
    lv.leaf(sub(g, 34, 0, 1, 0), 12, 5.5, OVATE, true);
    return shd(f, sh, 24) + line('#6bb052', 2.4, new P(g).M(0, 0).L(34, 0)) + lv.svg(1.2);
  },
  watermelon: (f: Frame, sh: string) => {
    const g = sub(f, 4, -15, 1, -8);
    const stripes = new P(g);
    for (const k of [-2, -1, 0, 1, 2]) {
      stripes.M(-19, k * 3).C(-10, k * 7 - 2, 10, k * 7 + 2, 19, k * 3);
    }
    const slice = sub(f, -16, -2);
    return (
      shd(f, sh, 28) +
      fill('#a9cf74', new P(g).E(0, 0, 22, 15)) +
      line('#2f6b31', 3.2, stripes) +
      fill('#0d3317', new P(g).M(10, -12).A(22, 15, 0, 0, 1, -8, 14).A(26, 19, 0, 0, 0, 10, -12).Z(), ' opacity=".2"') +
      fill('#2f6b31', new P(slice).M(-12, 0).L(12, 0).L(0, -18).Z()) +
      fill('#f4f7e1', new P(slice).M(-10.5, -1.5).L(10.5, -1.5).L(0, -17.5).Z()) +
      fill('#e8474b', new P(slice).M(-9, -3).L(9, -3).L(0, -17).Z()) +
      fill('#2b1d1d', new P(slice).E(-3, -7, 0.9, 1.4).E(3, -7, 0.9, 1.4).E(0, -11, 0.9, 1.4))
    );
  },
  cucumber: (f: Frame, sh: string) => {
    const g = sub(f, 0, -8, 1, -14);
    const dots = new P(g);
    for (const [x, y] of [
      [-12, -2],
      [-4, -3],
      [4, -2],
      [12, -3],
      [-8, 1],
      [8, 1],
    ])
      dots.E(x!, y!, 0.7);
    return (
      shd(f, sh, 26) +
      capsule(g, 46, 6.5, '#3f8b3a', '#2d6c2c') +
      line('#6fae5a', 1, new P(g).M(-16, -3.5).L(14, -3.5)) +
      fill('#d6ebb8', dots) +
      flower(g, 24, 0, 6)
    );
  },
  butternut: (f: Frame, sh: string) => {
    const g = sub(f, 0, -12, 1, -6);
    const body = new P(g)
      .M(-22, -4)
      .C(-22, -7, -15, -8, -8, -7)
      .C(0, -6, 2, -12, 10, -12)
      .C(18, -12, 23, -7, 23, 0)
      .C(23, 7, 17, 12, 9, 12)
      .C(2, 12, 0, 7, -8, 6)
      .C(-15, 5.5, -22, 6, -22, 3)
      .Z();
    const dark = new P(g).M(-22, 2).C(-12, 4, -4, 3, 0, 7).C(4, 12, 12, 6, 21, 3).C(22, 7, 17, 12, 9, 12).C(2, 12, 0, 7, -8, 6).C(-15, 5.5, -22, 6, -22, 3).Z();
    return (
      shd(f, sh, 26) +
      fill('#e8b46c', body) +
      fill('#c9924f', dark) +
      fill(HI, new P(g).E(8, -6, 5, 2), ' opacity=".4"') +
      line('#8a6a3f', 3.5, new P(g).M(-22, -1).L(-26, -2))
    );
  },
  courgette: (f: Frame, sh: string) => {
    const g = sub(f, 0, -8, 1, -12);
    const dots = new P(g);
    for (const [x, y] of [
      [-14, -3],
      [-6, -4],
      [2, -3],
      [10, -4],
      [-10, 0],
      [6, 0],
      [14, 0],
    ])
      dots.E(x!, y!, 0.8, 0.5);
    return (
      shd(f, sh, 26) +
      capsule(g, 48, 7, '#2a4b2f', '#1c3521') +
      fill('#5e8157', dots) +
      fill('#6d9048', new P(g).E(-24, 0, 2.5, 4)) +
      line('#6d9048', 3, new P(g).M(-25, 0).L(-29, 0)) +
      flower(g, 25, 0, 7)
    );
  },
});

// ---------------------------------------------------------------------------------------------
// Plug trays: a small seedling drawn once, repeated along a row, rows repeated in perspective
// ---------------------------------------------------------------------------------------------

/** Unit of the small seedlings: one plug cell is CELL wide. */
const CELL = 20;
const PLUG = '#5c3a28';

/** Small seedlings for trays and the hero, origin at the plug's soil, about two cells tall. */
const MINI: Record<string, (s?: number) => string> = {
  tomato: (k = 1) => {
    const f = F(0, 0, k);
    const lv = new Leaves(G.tomato!);
    const st = new P(f).M(0, 0).L(0, -34);
    lv.leaf(sub(f, 0, -6, 1, -168), 12, 3, SH.lance);
    lv.leaf(sub(f, 0, -6, 1, -12), 12, 3, SH.lance);
    for (const [y, a, len] of [
      [-14, -150, 17],
      [-20, -32, 17],
      [-27, -128, 13],
      [-30, -55, 13],
      [-34, -90, 10],
    ] as [number, number, number][]) {
      lv.leaf(sub(f, 0, y, 1, a), len, len * 0.42);
    }
    return fill(PLUG, new P(f).E(0, 0, 8, 3)) + line(STEM, 2.4, st) + lv.svg();
  },
  collard: (k = 1) => {
    const f = F(0, 0, k);
    const lv = new Leaves(G.collard!);
    const pet = new P(f);
    for (const [a, pl, len] of [
      [-122, 12, 17],
      [-58, 12, 17],
      [-90, 16, 16],
    ] as [number, number, number][]) {
      pet
        .on(sub(f, 0, 0, 1, a))
        .M(0, 0)
        .L(pl, 0);
      lv.leaf(sub(sub(f, 0, 0, 1, a), pl - 1, 0), len, len * 0.36, PADDLE);
    }
    return fill(PLUG, new P(f).E(0, 0, 8, 3)) + line('#a9cfbb', 2, pet) + lv.svg();
  },
  spinach: (k = 1) => {
    const f = F(0, 0, k);
    const lv = new Leaves(G.spinach!);
    for (const [a, len] of [
      [-112, 18],
      [-68, 18],
      [-155, 16],
      [-25, 16],
      [-90, 13],
    ] as [number, number][])
      lv.leaf(sub(f, 0, -1, 1, a), len, len * 0.42, OVATE);
    return fill(PLUG, new P(f).E(0, 0, 8, 3)) + lv.svg();
  },
  cabbage: (k = 1) => {
    const f = F(0, 0, k);
    const lv = new Leaves(G.cabbage!);
    const pet = new P(f);
    for (const [a, pl, len] of [
      [-125, 6, 14],
      [-55, 6, 14],
      [-165, 3, 13],
      [-15, 3, 13],
      [-90, 6, 12],
    ] as [number, number, number][]) {
      pet
        .on(sub(f, 0, 0, 1, a))
        .M(0, 0)
        .L(pl, 0);
      lv.leaf(sub(sub(f, 0, 0, 1, a), pl - 1, 0), len, len * 0.55, R);
    }
    return fill(PLUG, new P(f).E(0, 0, 8, 3)) + line('#b9d8cb', 2, pet) + lv.svg();
  },
  onion: (k = 1) => {
    const f = F(0, 0, k);
    const lv = new Leaves(G.onion!);
    for (const [a, len] of [
      [-97, 50],
      [-80, 44],
      [-114, 38],
    ] as [number, number][])
      lv.leaf(sub(f, 0, -1, 1, a), len, 3.2, SH.narrow);
    return fill(PLUG, new P(f).E(0, 0, 8, 3)) + lv.svg();
  },
  watermelon: (k = 1) => {
    const f = F(0, 0, k);
    const cot = new Leaves({ l: '#7cb95c', d: '#5e9b47' });
    cot.leaf(sub(f, 0, -9, 1, -165), 13, 5, SH.cot);
    cot.leaf(sub(f, 0, -9, 1, -15), 13, 5, SH.cot);
    const lv = new Leaves(G.vine!);
    palmate(lv, sub(f, 2, -18, 1, 4), 11, 5, 0.45, false);
    return fill(PLUG, new P(f).E(0, 0, 8, 3)) + line('#79ad57', 2.4, new P(f).M(0, 0).L(0, -10).Q(1, -14, 2, -18)) + cot.svg() + lv.svg();
  },
};

interface TrayGeom {
  x: number; // centre of the front edge
  y: number; // front edge
  w: number; // front edge width
  cols: number;
  rows: number;
  back: number; // width of the back edge as a share of the front
  fore: number; // how deep a row looks as a share of its width
}

/** Height of the row symbol's box above the soil line, in CELL units. */
const ROW_H = 40;

/**
 * A black plug tray in perspective. Each row of cells is one `use` of the row symbol `rowId`,
 * sized by its width and height (the symbol's viewBox does the scaling, so no fractional scale
 * factors appear in the file).
 */
/** Tray parts of one picture, gathered so that many trays cost one path per colour. */
class TrayParts {
  shadow = new P();
  face = new P();
  top = new P();
  grid = new P();
  lip = new P();
  svg() {
    return (
      fill('#000', this.shadow, ' opacity=".1"') +
      fill('#2c3230', this.face) +
      fill('#3b423f', this.top) +
      line('#525b56', 0.8, this.grid) +
      line('#5f6863', 1, this.lip)
    );
  }
}

function trayBody(g: TrayGeom, rowId: string, parts: TrayParts, grid = true) {
  const cw = g.w / g.cols;
  const se = (r: number) => g.back + ((1 - g.back) * r) / g.rows;
  const ye: number[] = [];
  ye[g.rows] = g.y;
  for (let r = g.rows - 1; r >= 0; r--) ye[r] = ye[r + 1]! - cw * g.fore * ((se(r) + se(r + 1)) / 2);
  const xe = (r: number, c: number) => g.x + (c - g.cols / 2) * cw * se(r);
  if (grid) {
    // a dense tray's cell walls are hidden by its leaves
    if (g.cols <= 10) for (let c = 1; c < g.cols; c++) parts.grid.M(xe(0, c), ye[0]!).L(xe(g.rows, c), g.y);
    for (let r = 1; r < g.rows; r++) parts.grid.M(xe(r, 0), ye[r]!).L(xe(r, g.cols), ye[r]!);
  }
  let uses = '';
  for (let r = 0; r < g.rows; r++) {
    const s = (se(r) + se(r + 1)) / 2;
    const w = q(g.w * s);
    const h = q((w * ROW_H) / (g.cols * CELL));
    const y = (ye[r]! + ye[r + 1]!) / 2 + 0.5;
    uses += `<use href="#${rowId}" x="${num(g.x - w / 2)}" y="${num(y - h)}" width="${num(w)}" height="${num(h)}"/>`;
  }
  const d = Math.max(4, cw * 0.8);
  const [fx0, fx1] = [xe(g.rows, 0) - 2.5, xe(g.rows, g.cols) + 2.5];
  const [bx0, bx1] = [xe(0, 0) - 2, xe(0, g.cols) + 2];
  parts.shadow.poly([
    [fx0 + 3, g.y + d - 1],
    [fx1 + 5, g.y + d - 1],
    [fx1 + 2, g.y + d + 3],
    [fx0 + 5, g.y + d + 3],
  ]);
  parts.face.poly([
    [fx0, g.y + 1.5],
    [fx1, g.y + 1.5],
    [fx1 - 1, g.y + d],
    [fx0 + 1, g.y + d],
  ]);
  parts.top.poly([
    [bx0, ye[0]! - 1.5],
    [bx1, ye[0]! - 1.5],
    [fx1, g.y + 1.5],
    [fx0, g.y + 1.5],
  ]);
  parts.lip.M(fx0, g.y + 1.5).L(fx1, g.y + 1.5);
  return uses;
}

/** The row symbol: `cols` small seedlings a cell apart, soil line at y = 0. */
function rowDef(id: string, plant: string, cols: number) {
  let s = `<symbol id="${id}" viewBox="0 -${ROW_H} ${cols * CELL} ${ROW_H}" overflow="visible">`;
  if (cols > 10 && cols % 2 === 0) {
    // two halves of one group: shorter than a use per cell
    let half = `<g id="${id}h">`;
    for (let c = 0; c < cols / 2; c++) half += `<use href="#${plant}" x="${c * CELL + CELL / 2}"/>`;
    return s + half + `</g><use href="#${id}h" x="${(cols / 2) * CELL}"/></symbol>`;
  }
  for (let c = 0; c < cols; c++) s += `<use href="#${plant}" x="${c * CELL + CELL / 2}"/>`;
  return s + '</symbol>';
}

const countLabel = (n: number) =>
  `<rect x="10" y="10" width="${n >= 100 ? 40 : 32}" height="20" rx="10" fill="#fff"/>` +
  `<text x="${n >= 100 ? 30 : 26}" y="24.5" font-family="system-ui, sans-serif" font-weight="700" font-size="13" text-anchor="middle" fill="#256430">${n}</text>`;

const TRAYS: Record<number, { cols: number; rows: number; fore: number }> = {
  50: { cols: 10, rows: 5, fore: 0.85 },
  100: { cols: 10, rows: 10, fore: 0.5 },
  200: { cols: 20, rows: 10, fore: 0.85 },
};

function trayPicture(cat: string, mini: string, count: number, hint: Hint | undefined, title: string) {
  const t = TRAYS[count]!;
  const g: TrayGeom = { x: 76, y: 118, w: 132, back: 0.76, ...t };
  const parts = new TrayParts();
  const uses = trayBody(g, 'r', parts);
  const sc = SCENE[cat]!;
  return svg(
    title,
    `<defs><g id="p">${MINI[mini]!()}</g>${rowDef('r', 'p', t.cols)}</defs>` +
      backdrop(cat, 160, 160, 60) +
      parts.svg() +
      uses +
      (hint ? hint(F(130, 150, 1), sc.shadow) : '') +
      countLabel(count),
  );
}

// ---------------------------------------------------------------------------------------------
// Category tiles: the grown crops of each group, on a soft disc
// ---------------------------------------------------------------------------------------------

const CATEGORY_ART: Record<string, (sh: string) => string> = {
  'fruiting-vegetables': (sh) => {
    const eg = F(60, 92, 1.5, -32);
    const cap = new P(eg).M(-12, -6).L(-15, -1).L(-11, 0).L(-15, 4).L(-10, 4).L(-12, 8).L(-7, 5).Q(-5, 0, -7, -5).Z();
    return (
      castShadow(sh, 82, 128, 50, 5) +
      ball(eg, 2, 0, 17, 11.5, '#4a2760', '#301842', 0.5) +
      fill('#4c8a34', cap) +
      bell(F(104, 94, 1.45), '#3f9b3b', '#2c7a2d') +
      pod(F(88, 118, 1.25, -8)) +
      roundTomato(F(), 58, 108, 19)
    );
  },
  'leafy-greens': (sh) => {
    // sukuma wiki, rainbow chard and kale leaves, fanned from one bunch
    const f = F(80, 134);
    let out = castShadow(sh, 80, 134, 40, 5);
    const spec: [number, Pal, string, number][] = [
      [-130, G.collard!, '#a9cfbb', 74],
      [-50, { ...G.chard!, v: '#f2b431' }, '#f2b431', 70],
      [-90, G.kale!, '#9fd08e', 86],
    ];
    for (const [a, pal, stalk, len] of spec) {
      const g = sub(f, 0, 0, 1, a);
      out += line(stalk, 4, new P(g).M(0, 0).L(18, 0)) + new Leaves(pal).leaf(sub(g, 16, 0), len - 16, 19, a === -50 ? R : PADDLE, true).svg(2);
    }
    return out + line('#c79a54', 5, new P(f).M(-6, -8).L(6, -8));
  },
  brassicas: (sh) => {
    const br = F(118, 104, 1.2);
    const heads: [number, number, number][] = [
      [-9, -2, 7.5],
      [0, -6, 8.5],
      [9, -2, 7.5],
      [-4, 4, 6.5],
      [6, 4, 6.5],
    ];
    const dark = new P(br);
    const lit = new P(br);
    for (const [x, y, r] of heads) {
      dark.E(x, y, r);
      lit.E(x - r * 0.18, y - r * 0.2, r * 0.78);
    }
    return (
      castShadow(sh, 80, 130, 56, 5) +
      fill(
        '#9fc283',
        new P(br).poly([
          [-5, 20],
          [-4, 4],
          [4, 4],
          [5, 20],
        ]),
      ) +
      fill('#3b7437', dark) +
      fill('#5c9a4e', lit) +
      cabbageHead(F(68, 130, 1.75), 16, 15)
    );
  },
  'bulbs-and-onions': (sh) => {
    const lv = new Leaves(G.spring!);
    const f = F(112, 124);
    for (const [a, len] of [
      [-100, 80],
      [-86, 86],
      [-114, 64],
      [-74, 66],
    ] as [number, number][])
      lv.leaf(sub(f, 0, -24, 1, a), len, 3.5, SH.narrow);
    return (
      castShadow(sh, 80, 128, 50, 5) +
      lv.svg() +
      fill('#f4f2e6', new P(f).M(-6, -26).L(6, -26).L(7, -4).Q(0, 4, -7, -4).Z()) +
      fill('#dedac6', new P(f).M(2, -26).L(6, -26).L(7, -4).Q(4, 0, 1, 1).Z()) +
      bulb(F(60, 128, 1.6), 15, 12, '#9c2c56', '#731f40', '#bf5a82') +
      bulb(F(100, 130, 1.05), 14, 9, '#8f2a50', '#6b1d3b', '#b34d75')
    );
  },
  herbs: (sh) => {
    const f = F(80, 122);
    const st = new P(f);
    const basil = new Leaves(G.basil!);
    const dh = new Leaves(G.dhania!);
    const dark = new P();
    const lit = new P();
    // basil to the left, parsley in the middle, dhania to the right
    const b = sub(f, 0, 0, 1, -118);
    st.on(b).M(0, 0).L(70, 0);
    for (const [x, len, wid] of [
      [26, 24, 11],
      [48, 19, 9],
    ] as [number, number, number][]) {
      basil.leaf(sub(b, x, 0, 1, -55), len, wid, OVATE, true);
      basil.leaf(sub(b, x, 0, 1, 55), len, wid, OVATE, true);
    }
    basil.leaf(sub(b, 68, 0), 16, 7, OVATE, true);
    for (const [a, len, r] of [
      [-96, 76, 15],
      [-80, 60, 13],
      [-106, 54, 12],
    ] as [number, number, number][]) {
      const g = sub(f, 0, 0, 1, a);
      st.on(g).M(0, 0).L(len, 0);
      const [x, y] = tp(g, len + r * 0.5, 0);
      lobed(dark.on(F(x + 1.5, y + 1.5)), r, r * 0.85, 8, 0.22, a);
      lobed(lit.on(F(x - 1.5, y - 2)), r * 0.72, r * 0.6, 7, 0.25, a + 20);
    }
    for (const [a, len, r] of [
      [-58, 62, 13],
      [-42, 46, 11],
    ] as [number, number, number][]) {
      const g = sub(f, 0, 0, 1, a);
      st.on(g).M(0, 0).L(len, 0);
      const [x, y] = tp(g, len, 0);
      palmate(dh, F(x, y, 1, a + 90), r, 5, 0.78, false);
    }
    return (
      castShadow(sh, 80, 130, 34, 4) +
      line('#6aae4f', 2.5, st) +
      basil.svg(1.5) +
      fill(G.parsley!.d, dark) +
      fill(G.parsley!.l, lit) +
      dh.svg() +
      line('#c79a54', 5, new P(f).M(-7, -8).L(7, -8))
    );
  },
  'vine-crops': (sh) =>
    castShadow(sh, 80, 130, 56, 5) +
    hints.butternut!(F(112, 108, 1.2, -40), 'none') +
    hints.watermelon!(F(70, 130, 1.55), 'none') +
    hints.cucumber!(F(108, 132, 1.15, -6), 'none'),
};

function categoryPicture(slug: string, title: string) {
  const sc = SCENE[slug]!;
  return svg(title, `<path fill="${hex(sc.bg)}" d="M0 0h160v160H0z"/>` + fill(sc.ground, new P().E(80, 84, 60)) + CATEGORY_ART[slug]!(sc.shadow));
}

// ---------------------------------------------------------------------------------------------
// Hero: a shade-net nursery in warm daylight, benches of tomato, sukuma and cabbage trays
// ---------------------------------------------------------------------------------------------

function hero() {
  const W = 640;
  const H = 400;
  const defs =
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcdba6"/><stop offset="1" stop-color="#fdf2de"/></linearGradient>` +
    `<g id="pt">${MINI.tomato!()}</g><g id="pc">${MINI.collard!()}</g><g id="pb">${MINI.cabbage!()}</g>` +
    rowDef('rt', 'pt', 10) +
    rowDef('rc', 'pc', 10) +
    rowDef('rb', 'pb', 10);
  let body = `<path fill="url(#s)" d="M0 0h${W}v${H}H0z"/>`;
  body += fill('#ffe6b0', new P().E(520, 70, 56)) + fill('#ffd27a', new P().E(520, 70, 34));
  // hills beyond the nursery
  body += fill(
    '#d9e4b3',
    new P().M(0, 200).C(90, 170, 170, 166, 260, 184).C(350, 202, 440, 160, 540, 168).C(590, 172, 620, 180, 640, 184).L(640, 250).L(0, 250).Z(),
  );
  body += fill('#c2d69c', new P().M(0, 222).C(120, 202, 240, 210, 340, 218).C(440, 226, 540, 206, 640, 214).L(640, 250).L(0, 250).Z());
  // floor and path
  body += fill(
    '#ebd5ab',
    new P().poly([
      [0, 246],
      [640, 246],
      [640, 400],
      [0, 400],
    ]),
  );
  body += fill(
    '#e2c897',
    new P().poly([
      [290, 246],
      [350, 246],
      [440, 400],
      [200, 400],
    ]),
  );
  // shade-net house: a dark net roof and lighter net walls on a steel frame
  body += fill(
    '#244d33',
    new P().poly([
      [24, 40],
      [616, 40],
      [640, 84],
      [0, 84],
    ]),
    ' opacity=".3"',
  );
  body += fill(
    '#244d33',
    new P().poly([
      [0, 84],
      [640, 84],
      [640, 246],
      [0, 246],
    ]),
    ' opacity=".1"',
  );
  const net = new P();
  for (let x = 30; x < 640; x += 36) net.M(x + (x - 320) * 0.04, 40).L(x + (x - 320) * 0.08, 84);
  body += line('#244d33', 1, net, ' opacity=".3"');
  const frame = new P().M(0, 84).L(640, 84).M(24, 40).L(616, 40).M(0, 84).L(24, 40).M(640, 84).L(616, 40);
  for (const x of [6, 160, 320, 480, 634]) frame.M(x, 84).L(x, 246);
  body += line('#6f786b', 3, frame);
  // benches, back to front; trays of tomato, sukuma and cabbage on each
  const benches: { y: number; w: number; rows: string[] }[] = [
    { y: 232, w: 100, rows: ['rb', 'rt', 'rc', 'rt'] },
    { y: 298, w: 146, rows: ['rt', 'rc', 'rb'] },
    { y: 372, w: 196, rows: ['rc', 'rt', 'rb'] },
  ];
  for (const b of benches) {
    const k = b.w / 200;
    const gap = 22 * k;
    const n = b.rows.length;
    const total = n * b.w + (n - 1) * gap;
    const x0 = (W - total) / 2;
    const parts = new TrayParts();
    let uses = '';
    b.rows.forEach((row, i) => {
      uses += trayBody(
        { x: x0 + b.w / 2 + i * (b.w + gap), y: b.y - 6 * k - Math.max(4, b.w / 12.5) + 1, w: b.w, cols: 10, rows: 5, back: 0.8, fore: 0.7 },
        row,
        parts,
        false,
      );
    });
    const legs = new P();
    for (const x of [x0 + 8 * k, x0 + total / 2, x0 + total - 8 * k]) legs.M(x, b.y + 8 * k).L(x, b.y + 44 * k);
    body +=
      line('#7d5f41', 5 * k + 1, legs) +
      fill(
        '#c49463',
        new P().poly([
          [x0 - 12 * k, b.y - 6 * k],
          [x0 + total + 12 * k, b.y - 6 * k],
          [x0 + total + 12 * k, b.y],
          [x0 - 12 * k, b.y],
        ]),
      ) +
      fill(
        '#a57749',
        new P().poly([
          [x0 - 12 * k, b.y],
          [x0 + total + 12 * k, b.y],
          [x0 + total + 12 * k, b.y + 9 * k],
          [x0 - 12 * k, b.y + 9 * k],
        ]),
      ) +
      parts.svg() +
      uses;
  }
  return svg('Seedling trays of tomato, sukuma wiki and cabbage on benches in a shade-net nursery', `<defs>${defs}</defs>` + body, W, H);
}

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
  box = [];
  draw(F());
  const xs = box.map((p) => p[0]);
  const ys = box.map((p) => p[1]);
  box = null;
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys) };
}
function single(cat: string, art: Art, title: string) {
  const sc = SCENE[cat]!;
  const { x0, x1, y0 } = extent(art.plant);
  const s = Math.min(2, (SOIL[1] - TOP) / -y0, WIDE / (x1 - x0));
  const x = Math.min(Math.max(SOIL[0] - (s * (x0 + x1)) / 2, SOIL[0] - 10), SOIL[0] + 10);
  strokeK = 1 + (s - 1) * 0.75;
  const plant = art.plant(F(x, SOIL[1], s));
  strokeK = 1;
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
