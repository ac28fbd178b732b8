import { F, fill, type Frame, hex, line, P, type Pt, rad, tp } from './svg';
import { HI, LIGHT, type Pal, POT, SCENE } from './palette';

// Shared shapes: leaves, shaded solids, and the single-seedling scene (backdrop, bench, pot).

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

/** The leaf shapes most drawings use, by short name. */
export const R = SH.round!;
export const PADDLE = SH.paddle!;
export const WAVY = SH.wavy!;
export const OVATE = SH.ovate!;

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

// ---------------------------------------------------------------------------------------------
// The single-seedling scene: backdrop, bench, pot
// ---------------------------------------------------------------------------------------------

const BENCH_Y = 134;

export function backdrop(cat: string, w = 160, h = 160, bench = BENCH_Y) {
  const sc = SCENE[cat]!;
  return `<path fill="${hex(sc.bg)}" d="M0 0h${w}v${h}H0z"/><path fill="${hex(sc.ground)}" d="M0 ${bench}h${w}v${h - bench}H0z"/>`;
}

/**
 * A terracotta nursery pot seen close up, its soil at the origin of f and its body running past the
 * picture's bottom edge (the seedling is the subject, not the pot).
 */
export function pot(f: Frame) {
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
