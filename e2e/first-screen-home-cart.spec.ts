/**
 * "The first screen sells": on a 360 × 740 phone the home page shows seedlings on its first
 * screen, in English and in Kiswahili; signed out, the cart offers a new account in one tap and comes
 * back to itself; its summary follows the lines, with Clear Cart light and away from a sticky
 * checkout that carries the total. The phone only: these are claims about a phone's screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';
import { addToCart } from './pages/checkout';
import { CartPanel } from './pages/shop';
import { press } from './support/press';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', "a phone's first screen"));

const SCREEN = { width: 360, height: 740 };
/** The header is being cut to one row of at most 64 px: the first screen is what is under it. */
const HEADER_ALLOWANCE = 64;
const FIRST_SCREEN = SCREEN.height - HEADER_ALLOWANCE;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return b!;
}

/** The favourites' cards whole within the first screen under a header of HEADER_ALLOWANCE, measured from <main>'s top. */
async function wholeCardsOnFirstScreen(page: Page): Promise<number> {
  const top = (await box(page.getByRole('main'))).y;
  const cards = page.getByTestId('favourites').getByRole('listitem');
  await expect(cards.nth(1)).toBeVisible();
  let whole = 0;
  for (let i = 0; i < Math.min(await cards.count(), 4); i++) {
    const card = await box(cards.nth(i));
    if (card.y >= top && card.y + card.height - top <= FIRST_SCREEN && card.x >= 0 && card.x + card.width <= SCREEN.width) whole++;
  }
  return whole;
}

for (const [path, words] of [
  ['/', en],
  ['/sw', sw],
] as const) {
  test(`${path}: at least two seedlings, whole and with their pictures, on a phone's first screen under the hero and the crops`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.home.heading);
    expect(await wholeCardsOnFirstScreen(page)).toBeGreaterThanOrEqual(2);
    // Seedlings, not empty boxes: the first two cards' pictures are drawn.
    const cards = page.getByTestId('favourites').getByRole('listitem');
    for (const i of [0, 1]) {
      await expect(cards.nth(i).getByRole('heading')).toBeVisible();
      await expect
        .poll(() =>
          cards
            .nth(i)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    }
    // The crops lead to their seedlings, on the first screen too (the chips scroll sideways; the page does not).
    const crops = page.getByRole('navigation', { name: words.home.categoriesHeading });
    const leafy = crops.getByRole('link', { name: path === '/' ? 'Leafy Greens' : 'Mboga za majani' });
    await expect(leafy).toHaveAttribute('href', `${path === '/' ? '' : '/sw'}/products/search?category=leafy-greens`);
    expect((await box(crops)).y + 44 - (await box(page.getByRole('main'))).y).toBeLessThanOrEqual(FIRST_SCREEN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
    // The trust signals stay, lower down.
    await expect(page.getByRole('region', { name: words.home.trustHeading })).toContainText(words.home.mpesaTitle);
  });
}

test('a crop chip opens that crop’s seedlings', async ({ page }) => {
  await page.goto('/');
  await press(page.getByRole('navigation', { name: en.home.categoriesHeading }).getByRole('link', { name: 'Leafy Greens' }));
  await expect(page).toHaveURL(/\/products\/search\?category=leafy-greens$/);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.filter({ hasText: /sukuma/i }).first()).toBeVisible();
  await expect(cards.filter({ hasText: /tomato/i })).toHaveCount(0);
});

for (const [lang, words, prefix] of [
  ['English', en, ''],
  ['Kiswahili', sw, '/sw'],
] as const) {
  test(`signed out (${lang}), the cart offers Create an account first, with Sign in beside it, both back to the cart; a tap on the greyed checkout leads there`, async ({
    page,
  }) => {
    await addToCart(page, 'tomato-anna-f1');
    if (prefix) await page.goto(`${prefix}/products/tomato-anna-f1`);
    const panel = { root: page.getByRole('dialog', { name: words.cart.title }) };
    await press(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${words.cart.openCart.split(',')[0]}`) }));
    await expect(panel.root).toBeVisible();
    const cart = encodeURIComponent(`${prefix}/cart`);
    const create = panel.root.getByRole('link', { name: words.cart.signedOut.createAccount });
    await expect(create).toHaveAttribute('href', `${prefix}/register?next=${cart}`);
    await expect(panel.root.getByRole('link', { name: words.cart.signedOut.signIn, exact: true })).toHaveAttribute('href', `${prefix}/login?next=${cart}`);

    // The greyed button says why, and a tap on it lights the reason up and moves to Create an account.
    const proceed = panel.root.getByRole('button', { name: new RegExp(`^${words.cart.proceed}`) });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(words.cart.logInToCheckout);
    const reason = panel.root.getByText(words.cart.logInToCheckout, { exact: true });
    await expect(reason).toBeVisible();
    await expect(reason).not.toHaveAttribute('data-nudged');
    await proceed.tap({ force: true });
    await expect(reason).toHaveAttribute('data-nudged', '');
    await expect(create).toBeFocused();

    await press(create);
    await expect(page).toHaveURL(new RegExp(`${prefix}/register\\?next=${cart}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.auth.register.heading);
  });
}

test('the cart drawer: the summary right under one line, Clear Cart light and apart, a sticky checkout with the total', async ({ page }) => {
  await addToCart(page, 'tomato-anna-f1');
  const panel = new CartPanel(page);
  await panel.open();
  await expect(panel.lines()).toHaveCount(1);

  const line = await box(panel.lines().last());
  // The summary has no box of its own (so its checkout bar can stick): its first part is its top.
  const summary = await box(panel.root.locator('[data-cart-summary] > *').first());
  expect(summary.y - (line.y + line.height)).toBeLessThan(48);

  // "Proceed to Checkout · KES 15.00": the spec's words first, then the cart's total.
  const subtotal = (await panel.root.getByTestId('cart-subtotal').textContent())!.trim();
  const proceed = panel.button(new RegExp(`^${en.cart.proceed}`));
  await expect(proceed).toHaveText(`${en.cart.proceed} · ${subtotal}`);

  // Clear Cart: a text button, not a full-width bar, well away from checkout.
  const clear = await box(panel.button(en.cart.clear));
  const checkout = await box(proceed);
  expect(clear.width).toBeLessThan(checkout.width / 2);
  expect(checkout.y - (clear.y + clear.height)).toBeGreaterThanOrEqual(48);
});

test('a long cart scrolls under a checkout button that stays in view', async ({ page }) => {
  await page.goto('/products/tomato-anna-f1');
  await page.evaluate(() => {
    const items = Array.from({ length: 9 }, (_, i) => ({
      product: { id: `long-${i}`, name: `Seedling ${i + 1}`, price: 15, unit: 'per seedling', slug: 'tomato-anna-f1' },
      quantity: 1,
    }));
    window.localStorage.setItem('cart', JSON.stringify(items));
  });
  await page.reload();
  const panel = new CartPanel(page);
  await panel.open();
  await expect(panel.lines()).toHaveCount(9);
  const proceed = panel.button(new RegExp(`^${en.cart.proceed}`));
  await expect(proceed).toHaveText(`${en.cart.proceed} · KES 135.00`);
  expect((await box(panel.lines().last())).y).toBeGreaterThan(SCREEN.height);
  const checkout = await box(proceed);
  expect(checkout.y + checkout.height).toBeLessThanOrEqual(SCREEN.height);
  await expect(proceed).toBeInViewport();
});
