// Drawing primitives: numbers on the half-pixel grid, frames, path data, and the SVG elements made of them.

// ---------------------------------------------------------------------------------------------
// Numbers, frames and paths
// ---------------------------------------------------------------------------------------------

/** Half-pixel grid: crisp enough at 400 px, short in the file. */
export const q = (v: number) => Math.round(v * 2) / 2;
export const num = (v: number) => {
  const s = String(q(v) === 0 ? 0 : q(v));
  return s.replace(/^(-?)0\./, '$1.');
};
/** Numbers joined SVG-style: a minus sign is its own separator. */
const nums = (vs: number[]) => vs.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + num(v)).join('');

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
export const line = (c: string, w: number, d: string | P, extra = '') => {
  const data = typeof d === 'string' ? d : d.data;
  return data ? `<path fill="none" stroke="${hex(c)}" stroke-width="${num(w * strokeK)}"${extra} d="${data}"/>` : '';
};
/** Sets the stroke width multiplier line() applies; single() sets it around a scaled seedling, then back to 1. */
export function setStrokeScale(k: number) {
  strokeK = k;
}
/** Every point the paths drawn by fn pass through (control points too): see extent(). */
export function pathPoints(fn: () => void): Pt[] {
  box = [];
  fn();
  const points = box;
  box = null;
  return points;
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function svg(title: string, body: string, w = 160, h = 160) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t" stroke-linecap="round" stroke-linejoin="round">` +
    `<title id="t">${esc(title)}</title>${body}</svg>\n`
  );
}
