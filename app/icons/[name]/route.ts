import sharp from 'sharp';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * The installed shop's icons (named by the manifest): a seedling on the nursery's green,
 * drawn here and rasterised at build time. The maskable one fills its square and keeps the seedling
 * inside the middle 60 %, so a phone may cut it to any shape.
 */
const ICONS = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;

type IconName = keyof typeof ICONS;

const SEEDLING =
  '<path d="M50 86V52" stroke="#fff" stroke-width="6" stroke-linecap="round"/>' +
  '<path d="M50 56C50 38 38 28 20 28c0 18 12 28 30 28z" fill="#fff"/>' +
  '<path d="M50 48c0-16 11-26 30-26 0 17-11 26-30 26z" fill="#cde8cf"/>';

function iconSvg(maskable: boolean): string {
  const background = maskable ? '<rect width="100" height="100" fill="#256430"/>' : '<rect width="100" height="100" rx="22" fill="#256430"/>';
  const mark = maskable ? `<g transform="translate(20 20) scale(0.6)">${SEEDLING}</g>` : `<g transform="translate(6 4) scale(0.88)">${SEEDLING}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${background}${mark}</svg>`;
}

export function generateStaticParams() {
  return Object.keys(ICONS).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  if (!Object.hasOwn(ICONS, name)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const icon = ICONS[name as IconName];
  const png = await sharp(Buffer.from(iconSvg(icon.maskable)), { density: (72 * icon.size) / 100 })
    .resize(icon.size, icon.size)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' } });
}
