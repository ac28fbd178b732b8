import type { Frame, Pal, Shape } from './drawing';
import { G, HI, Leaves, P, R, ball, castShadow, fill, line, lobed, rad, sub, tp } from './drawing';

// The grown crop beside the pot: its parts, and the first crops.

export type Hint = (f: Frame, shadow: string) => string;
export const shd = (f: Frame, sh: string, rx: number) => {
  const [x, y] = tp(f, 0, 0);
  return castShadow(sh, x, y, rx * f.s, 3.5 * f.s);
};

export const CALYX = '#3f8a2e';
export function calyx(f: Frame, x: number, y: number, r: number) {
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

export const RED = { base: '#e2452f', shade: '#b82f22' };
export function roundTomato(f: Frame, x: number, y: number, r: number, ry = r) {
  return ball(f, x, y, r, ry, RED.base, RED.shade, 0.4) + calyx(f, x, y - ry * 0.82, r * 0.55);
}

export const baseHints: Record<string, Hint> = {
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
export function bell(f: Frame, base: string, shade: string) {
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
export function pod(f: Frame) {
  return (
    fill('#d92c20', new P(f).M(0, -3.5).C(12, -5, 28, -3, 40, 5).C(28, 1, 12, 3.5, 0, 3.5).Z()) +
    fill('#a81f17', new P(f).M(2, 1).C(14, 0.5, 28, 1.5, 40, 5).C(28, 1.5, 12, 3.5, 2, 3.5).Z()) +
    fill(HI, new P(f).M(6, -2).C(14, -3, 20, -2.5, 24, -1).C(18, -1.5, 12, -1.5, 6, -1).Z(), ' opacity=".4"') +
    fill('#3c7a2a', new P(f).E(0, 0, 2.5, 4)) +
    line('#4f7f2a', 2, new P(f).M(-1, 0).Q(-5, -1, -7, -4))
  );
}

/** A cabbage head in its wrapper leaves; ry < rx makes a flatter head. */
export function cabbageHead(f: Frame, rx: number, ry: number) {
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
export function bulb(f: Frame, rx: number, ry: number, base: string, shade: string, skin: string) {
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
export function bunch(f: Frame, pal: Pal, stalks: string[], shape: Shape, len: number, wid: number, band = '#c79a54') {
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
export function capsule(f: Frame, len: number, r: number, base: string, shade: string) {
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
export function flower(f: Frame, x: number, y: number, r: number, col = '#f6c536', eye = '#e59a1c') {
  const p = new P(f);
  for (let i = 0; i < 5; i++) p.E(x + Math.cos(rad(-90 + i * 72)) * r * 0.55, y + Math.sin(rad(-90 + i * 72)) * r * 0.55, r * 0.5, r * 0.5);
  return fill(col, p) + fill(eye, new P(f).E(x, y, r * 0.3));
}
