import type { Pal } from './drawing';
import { F, G, Leaves, OVATE, P, PADDLE, R, SCENE, SH, ball, castShadow, fill, hex, line, lobed, palmate, sub, svg, tp } from './drawing';

import { bell, bulb, cabbageHead, pod, roundTomato } from './crop-parts';
import { hints } from './crops';

// The category tiles: each group's grown crops on a soft disc.

export const CATEGORY_ART: Record<string, (sh: string) => string> = {
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

export function categoryPicture(slug: string, title: string) {
  const sc = SCENE[slug]!;
  return svg(title, `<path fill="${hex(sc.bg)}" d="M0 0h160v160H0z"/>` + fill(sc.ground, new P().E(80, 84, 60)) + CATEGORY_ART[slug]!(sc.shadow));
}
