/**
 * `npx tsx scripts/screenshots.ts [origin]`: the shop as farmers see it, for docs/screenshots/. Against
 * a running `npm start` (default http://localhost:3000, its Auth emulator on 127.0.0.1:9099): home,
 * products, a product page, the cart and a paid order's page, on a phone (360 × 740) and a desktop
 * (1280 × 800), in the light and the dark theme, in English and in Kiswahili (`-sw` files). It signs a farmer in and pays an order by M-Pesa
 * (the sandbox's approving number) for the order page. Chromium: CHROMIUM_PATH or Debian's.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { QUIET_CHROMIUM_FLAGS } from '../bench/chromium';
import { payByMpesa, placePickupOrder, productFromPage, signInNewFarmer } from './farmer-client';

const origin = process.argv[2] ?? 'http://localhost:3000';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const OUT = path.join(__dirname, '..', 'docs', 'screenshots');
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;
const THEMES = ['light', 'dark'] as const;
/** A language's path prefix and file-name suffix: English pages are the shop's unprefixed ones. */
const LANGUAGES = [
  { prefix: '', suffix: '' },
  { prefix: '/sw', suffix: '-sw' },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const farmer = await signInNewFarmer(origin, 'Achieng Otieno');
  const order = await placePickupOrder(origin, farmer, 'tomato-anna-f1', 3);
  await payByMpesa(origin, farmer, order);
  const tomato = productFromPage(await (await fetch(new URL('/products/tomato-anna-f1', origin))).text());
  // The cart as the browser keeps it (spec section 3), for /cart.
  const cart = JSON.stringify([
    {
      product: {
        id: tomato.sku,
        name: tomato.name,
        price: Number(tomato.offers.price),
        slug: 'tomato-anna-f1',
        unit: 'per seedling',
        image: '/images/products/tomato-anna-f1.svg',
      },
      quantity: 30,
    },
  ]);
  const pages = { home: '/', products: '/products', product: '/products/tomato-anna-f1', cart: '/cart', order: `/order-confirmation/${order.id}` };

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: QUIET_CHROMIUM_FLAGS });
  try {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport, colorScheme: theme, deviceScaleFactor: 1 });
        await context.addCookies(
          farmer.cookie.split('; ').map((pair) => {
            const [name = '', value = ''] = pair.split('=');
            return { name, value, url: origin };
          }),
        );
        await context.addInitScript((stored) => window.localStorage.setItem('cart', stored), cart);
        const page = await context.newPage();
        for (const { prefix, suffix } of LANGUAGES) {
          for (const [name, at] of Object.entries(pages)) {
            await page.goto(new URL(prefix + (at === '/' && prefix ? '' : at), origin).toString(), { waitUntil: 'networkidle' });
            const file = path.join(OUT, `${name}-${device}-${theme}${suffix}.png`);
            // A palette PNG: a quarter of the bytes, and the shop's flat colours survive it.
            await sharp(await page.screenshot())
              .png({ palette: true, quality: 90 })
              .toFile(file);
            console.log(`[screenshots] ${path.relative(process.cwd(), file)}`);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error('[screenshots]', error instanceof Error ? error.message : error);
  process.exit(1);
});
