import type { Frame, Pal, Pt, Shape } from './drawing';
import { F, G, Leaves, OVATE, P, PADDLE, POT, R, SCENE, SH, STEM, WAVY, fill, hex, line, lobed, palmate, sub, tp } from './drawing';

// The single-seedling scene (backdrop, bench, pot) and each crop's young seedling.

export const BENCH_Y = 134;

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

// ---------------------------------------------------------------------------------------------
// Seedlings. Each draws in a frame whose origin is where the stem leaves the soil.
// ---------------------------------------------------------------------------------------------

export type Draw = (f: Frame) => string;

/** A tomato leaf: leaflets in pairs along a stalk, one at the tip. */
export function compound(st: P, lv: Leaves, f: Frame, len: number, ll: number, lw: number, pairs: number) {
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

export function tomato(h: number, spread: number): Draw {
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
export function leafy(pal: Pal, stem: string, h: number, leaves: [number, number, number, number][], shape: Shape, veins = false, petiole = 4): Draw {
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
export function allium(pal: Pal, shank: string, shankH: number, shankW: number, leaves: [number, number, number][], tint = ''): Draw {
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
export function cucurbit(sinus: number, pointed: boolean, n = 5): Draw {
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

export type LeafSpec = [number, number, number, number, Shape, number?]; // angle, stalk, blade length, blade half-width, shape, layer

/** Brassica-style rosette in layers (0 at the back): stalks fanning from the soil, a blade on each. */
export function layered(pal: Pal, stalk: string, leaves: LeafSpec[], stalkW = 2): Draw {
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

/** The same drawing, larger. */
export const grow =
  (d: Draw, k: number): Draw =>
  (f) =>
    d(sub(f, 0, 0, k));

export const collard = layered(G.collard!, '#a9cfbb', [
  [-112, 26, 30, 10, PADDLE],
  [-72, 24, 30, 10, PADDLE],
  [-148, 14, 26, 9.5, PADDLE, 1],
  [-32, 14, 26, 9.5, PADDLE, 1],
  [-92, 10, 22, 8, PADDLE, 2],
]);
export const kale = layered(G.kale!, '#9fd08e', [
  [-120, 22, 28, 9, PADDLE],
  [-60, 22, 28, 9, PADDLE],
  [-95, 28, 24, 8, PADDLE],
  [-155, 12, 24, 8.5, PADDLE, 1],
  [-25, 12, 24, 8.5, PADDLE, 1],
  [-135, 8, 20, 7, PADDLE, 2],
  [-45, 8, 20, 7, PADDLE, 2],
]);
export const spinach = layered(G.spinach!, '#5aa655', [
  [-105, 20, 24, 10, OVATE],
  [-70, 18, 24, 10, OVATE],
  [-150, 12, 24, 10, OVATE, 1],
  [-30, 12, 24, 10, OVATE, 1],
  [-88, 6, 18, 8, OVATE, 2],
]);
export const lettuce = layered(G.lettuce!, '#cfe7a2', [
  [-125, 6, 28, 12, WAVY],
  [-55, 6, 28, 12, WAVY],
  [-90, 8, 26, 12, WAVY],
  [-165, 2, 26, 11, WAVY, 1],
  [-15, 2, 26, 11, WAVY, 1],
  [-110, 2, 20, 9, WAVY, 2],
  [-70, 2, 20, 9, WAVY, 2],
]);
export const cabbage = layered(G.cabbage!, '#b9d8cb', [
  [-115, 18, 22, 10, R],
  [-65, 18, 22, 10, R],
  [-150, 12, 22, 10, R, 1],
  [-30, 12, 22, 10, R, 1],
  [-90, 10, 18, 8, R, 2],
]);
export const cauli = layered(G.cauli!, '#c2dccd', [
  [-108, 14, 32, 8.5, PADDLE],
  [-72, 14, 32, 8.5, PADDLE],
  [-140, 10, 28, 8, PADDLE, 1],
  [-40, 10, 28, 8, PADDLE, 1],
  [-90, 8, 22, 6.5, PADDLE, 2],
]);
export const broccoli = layered(G.broccoli!, '#a9cbbd', [
  [-112, 24, 26, 8, WAVY],
  [-68, 24, 26, 8, WAVY],
  [-150, 14, 24, 8, WAVY, 1],
  [-30, 14, 24, 8, WAVY, 1],
  [-90, 12, 18, 6, WAVY, 2],
]);

/** Rainbow chard: dark crinkled blades on red, yellow, pink and orange stalks. */
export const chard: Draw = (f) => {
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

export const pepperLeaves: [number, number, number, number][] = [
  [0.22, -150, 22, 8.5],
  [0.38, -30, 23, 9],
  [0.55, -140, 21, 8.5],
  [0.7, -38, 19, 8],
  [0.86, -125, 14, 6],
  [0.92, -58, 13, 5.5],
  [1, -90, 10, 4.5],
];
export const chilliLeaves: [number, number, number, number][] = [
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
export const pepper = leafy(G.pepper!, '#5a9644', 70, pepperLeaves, OVATE, true);
export const chilli = leafy(G.chilli!, '#5a9644', 76, chilliLeaves, SH.lance!, false, 3);
export const brinjal = leafy(
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
export const managu = leafy(
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
export const terere: Draw = (f) => {
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

export const onion = allium(
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
export const springOnion = allium(G.spring!, '#f6f4ea', 18, 7, [
  [-100, 66, 2.6],
  [-84, 70, 2.6],
  [-118, 54, 2.5],
  [-66, 56, 2.5],
  [-92, 50, 2.4],
]);
export const leek = allium(G.leek!, '#eef0df', 26, 10, [
  [-128, 42, 5.5],
  [-56, 44, 5.5],
  [-104, 52, 5.5],
  [-78, 54, 5.5],
]);

/** Dhania: narrow seed leaves, then rounded three-lobed leaves on thin stalks. */
export const dhania: Draw = (f) => {
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
export const parsley: Draw = (f) => {
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
export const basil: Draw = (f) => {
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
