import { F, G, Leaves, OVATE, P, PADDLE, R, SCENE, SH, STEM, fill, line, num, palmate, q, sub, svg } from './drawing';
import { backdrop } from './seedlings';
import type { Hint } from './crop-parts';

// Plug trays of a crop, for the products sold by the tray.

/** Unit of the small seedlings: one plug cell is CELL wide. */
export const CELL = 20;
export const PLUG = '#5c3a28';

/** Small seedlings for trays and the hero, origin at the plug's soil, about two cells tall. */
export const MINI: Record<string, (s?: number) => string> = {
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

export interface TrayGeom {
  x: number; // centre of the front edge
  y: number; // front edge
  w: number; // front edge width
  cols: number;
  rows: number;
  back: number; // width of the back edge as a share of the front
  fore: number; // how deep a row looks as a share of its width
}

/** Height of the row symbol's box above the soil line, in CELL units. */
export const ROW_H = 40;

/**
 * A black plug tray in perspective. Each row of cells is one `use` of the row symbol `rowId`,
 * sized by its width and height (the symbol's viewBox does the scaling, so no fractional scale
 * factors appear in the file).
 */
/** Tray parts of one picture, gathered so that many trays cost one path per colour. */
export class TrayParts {
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

export function trayBody(g: TrayGeom, rowId: string, parts: TrayParts, grid = true) {
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
export function rowDef(id: string, plant: string, cols: number) {
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

export const countLabel = (n: number) =>
  `<rect x="10" y="10" width="${n >= 100 ? 40 : 32}" height="20" rx="10" fill="#fff"/>` +
  `<text x="${n >= 100 ? 30 : 26}" y="24.5" font-family="system-ui, sans-serif" font-weight="700" font-size="13" text-anchor="middle" fill="#256430">${n}</text>`;

export const TRAYS: Record<number, { cols: number; rows: number; fore: number }> = {
  50: { cols: 10, rows: 5, fore: 0.85 },
  100: { cols: 10, rows: 10, fore: 0.5 },
  200: { cols: 20, rows: 10, fore: 0.85 },
};

export function trayPicture(cat: string, mini: string, count: number, hint: Hint | undefined, title: string) {
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
