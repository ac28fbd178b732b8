import type { MetadataRoute } from 'next';
import { THEME_COLORS } from '@/lib/theme';

export const dynamic = 'force-static';

/**
 * The shop installs like an app. One manifest for both languages (start_url is the English
 * home, which offers Kiswahili to a phone that asks for it). A manifest has one theme colour; the pages'
 * own theme-color tags follow light and dark.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Miche: vegetable seedlings',
    short_name: 'Miche',
    description: 'Healthy vegetable seedlings for Kenyan farms. Pay with M-Pesa. Miche bora ya mboga kwa shamba lako.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_COLORS.light,
    theme_color: '#256430',
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
