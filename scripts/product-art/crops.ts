import type { Frame } from './drawing';
import { F, G, HI, Leaves, OVATE, P, PADDLE, R, SH, WAVY, ball, fill, line, lobed, palmate, sub, tp } from './drawing';

import type { Hint } from './crop-parts';
import { baseHints, bell, bulb, bunch, cabbageHead, capsule, flower, pod, shd } from './crop-parts';

// The grown crop beside the pot: the other crops.

export const hints: Record<string, Hint> = {
  ...baseHints,
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
};
