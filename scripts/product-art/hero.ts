import { P, fill, line, svg } from './drawing';
import { MINI, TrayParts, rowDef, trayBody } from './trays';

// The home page's nursery scene.

export function hero() {
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
