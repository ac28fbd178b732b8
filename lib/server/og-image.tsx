import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { uploadIdOf } from '@/lib/product-images';
import type { DbOrTx } from './db/client';
import { readProductImage } from './services/product-images';

/** What WhatsApp, Facebook and X show for a shared link: 1200 × 630, PNG. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * A picture of the shop's as a PNG data URI for the preview: a drawing from public/ or a staff photo.
 * Null when it cannot be read (a photo gone, or public/ not beside a serverless function).
 */
export async function pictureForPreview(db: DbOrTx, src: string | null, width: number): Promise<string | null> {
  if (!src) return null;
  try {
    const uploadId = uploadIdOf(src);
    const bytes = uploadId
      ? (await readProductImage(db, uploadId, 640))?.bytes
      : src.startsWith('/images/')
        ? await readFile(path.join(process.cwd(), 'public', src))
        : null;
    if (!bytes) return null;
    const png = await sharp(bytes, { density: 300 }).resize({ width }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The preview's layout: a picture on the left, the words on the right, the shop's colours. */
export function previewImage({ picture, title, lines }: { picture: string | null; title: string; lines: string[] }): ImageResponse {
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#f0f9f1', color: '#171717', fontSize: 36 }}>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by satori, not a browser
        <img src={picture} width={630} height={630} alt="" style={{ objectFit: 'cover' }} />
      )}
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, padding: 56, gap: 18 }}>
        <div style={{ fontSize: 64, lineHeight: 1.1, color: '#1f5028' }}>{title}</div>
        {lines.map((line) => (
          <div key={line} style={{ display: 'flex' }}>
            {line}
          </div>
        ))}
        <div style={{ display: 'flex', marginTop: 24, fontSize: 30, color: '#256430' }}>miche.co.ke · Pay with M-Pesa</div>
      </div>
    </div>,
    OG_SIZE,
  );
}
