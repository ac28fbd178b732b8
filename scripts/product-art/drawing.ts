// Numbers, frames and paths, the palette, leaves and shaded solids: what every picture is drawn with.

/** Half-pixel grid: crisp enough at 400 px, short in the file. */
export const q = (v: number) => Math.round(v * 2) / 2;
export const num = (v: number) => {
  const s = String(q(v) === 0 ? 0 : q(v));
  return s.replace(/^(-?)0\./, '$1.');
};
/** Numbers joined SVG-style: a minus sign is its own separator. */
export const nums = (vs: number[]) => vs.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + num(v)).join('');

export type Pt = [number, number];
/** A drawing frame: origin, scale, rotation (degrees, clockwise on screen) and mirror (-1 flips x). */
export interface Frame {
  x: number;
  y: number;
  s: number;
  r: number;
  m: number;
}
export const F = (x = 0, y = 0, s = 1, r = 0, m = 1): Frame => ({ x, y, s, r, m });
export const rad = (deg: number) => (deg * Math.PI) / 180;

export function tp(f: Frame, x: number, y: number): Pt {
  const X = x * f.s * f.m;
  const Y = y * f.s;
  const c = Math.cos(rad(f.r));
  const s = Math.sin(rad(f.r));
  return [f.x + X * c - Y * s, f.y + X * s + Y * c];
}
/** A child frame placed at (x, y) of f, scaled, turned and mirrored within it. */
export function sub(f: Frame, x: number, y: number, s = 1, r = 0, m = 1): Frame {
  const [gx, gy] = tp(f, x, y);
  return { x: gx, y: gy, s: f.s * s, r: f.r + f.m * r, m: f.m * m };
}

/** While set, every point a path passes through (control points too) is noted here: see extent(). */
let box: Pt[] | null = null;
/** Notes every point drawn into `points` until called again with null. */
export function recordPoints(points: Pt[] | null): void {
  box = points;
}

/** Path data in a frame: absolute moves, relative segments measured between rounded points. */
export class P {
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

export const hex = (c: string) => c.toLowerCase().replace(/^#(.)\1(.)\2(.)\3$/, '#$1$2$3');
export const fill = (c: string, d: string | P, extra = '') => {
  const data = typeof d === 'string' ? d : d.data;
  return data ? `<path fill="${hex(c)}"${extra} d="${data}"/>` : '';
};
/** Stroke widths are multiplied by this while a drawing is made larger than its design size. */
let strokeK = 1;
export function setStrokeScale(k: number): void {
  strokeK = k;
}
export const line = (c: string, w: number, d: string | P, extra = '') => {
  const data = typeof d === 'string' ? d : d.data;
  return data ? `<path fill="none" stroke="${hex(c)}" stroke-width="${num(w * strokeK)}"${extra} d="${data}"/>` : '';
};
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function svg(title: string, body: string, w = 160, h = 160) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t" stroke-linecap="round" stroke-linejoin="round">` +
    `<title id="t">${esc(title)}</title>${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

/** Per category: backdrop, the bench it stands on, and the cast shadow. */
export const SCENE: Record<string, { bg: string; ground: string; shadow: string }> = {
  'fruiting-vegetables': { bg: '#fcebe1', ground: '#f6dac9', shadow: '#e9c3ae' },
  'leafy-greens': { bg: '#e7f3e0', ground: '#d4e8c9', shadow: '#bbd6ae' },
  brassicas: { bg: '#e1efed', ground: '#cbe2de', shadow: '#b1cfc9' },
  'bulbs-and-onions': { bg: '#f5e7ef', ground: '#ebd4e0', shadow: '#dbbccc' },
  herbs: { bg: '#eef3d9', ground: '#e0e7c0', shadow: '#cdd6a6' },
  'vine-crops': { bg: '#fbf0d5', ground: '#f2e0b2', shadow: '#e3cc97' },
};

/** Leaf colours: lit half, shaded half, vein. */
export interface Pal {
  l: string;
  d: string;
  v?: string;
}
export const G: Record<string, Pal> = {
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
export const STEM = '#6aa84c';
export const POT = { body: '#cf7446', shade: '#b35d36', rim: '#de8657', rimShade: '#c26a41', inner: '#8f4527', soil: '#5c3a28' };
export const HI = '#ffffff';

/** Light comes from the upper left. */
export const LIGHT: Pt = [-0.6, -0.8];

// ---------------------------------------------------------------------------------------------
// Leaves
// ---------------------------------------------------------------------------------------------

/** Half a leaf outline: cubic segments from base (0,0) to tip (1,0), y in half-widths. */
export type Shape = number[][];
export const SH: Record<string, Shape> = {
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
export class Leaves {
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
export function palmate(lv: Leaves, f: Frame, R: number, n: number, sinus: number, pointed: boolean) {
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
export function ball(f: Frame, cx: number, cy: number, rx: number, ry: number, base: string, shade: string, hi = 0.4, rot = 0, depth = 1.35) {
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
export const castShadow = (c: string, x: number, y: number, rx: number, ry = 3.5) => fill(c, new P().E(x + rx * 0.18, y, rx, ry));

/** The leaf shapes most drawings use, by short name. */
export const R = SH.round!;
export const PADDLE = SH.paddle!;
export const WAVY = SH.wavy!;
export const OVATE = SH.ovate!;

/** Closed outline of n rounded lobes around an ellipse: ribbed tomatoes, curds. */
export function lobed(p: P, rx: number, ry: number, n: number, depth: number, phase = -90) {
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
