import type { MetadataRoute } from 'next';
import { env } from '@/lib/server/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/.netlify/',
        '/cart',
        '/checkout',
        '/products/search',
        '/dashboard',
        '/wallet',
        '/orders',
        '/order-confirmation/',
        '/own-seed',
        '/login',
        '/register',
        '/verify-email',
        '/__/',
      ],
    },
    sitemap: new URL('/sitemap.xml', env().SITE_URL).toString(),
  };
}
