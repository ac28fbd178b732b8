/**
 * The Kiswahili shop, end to end: a farmer shops in Kiswahili on a phone, from /sw to a paid order, and no page
 * on the way shows a word of the English catalogue. Phone only.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';
import { latestLink, serveStandIns, uniqueEmail } from './support/emulator';
import { Header } from './pages/shop';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'a phone journey'));

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
const kiswahili = new Set(leaves(sw));
/** English sentences of the catalogue (no blanks, two words or more) that Kiswahili does not share. */
const ENGLISH = leaves(en as Tree).filter((s) => !/[{<]/.test(s) && /\p{L}+ \p{L}+/u.test(s) && !kiswahili.has(s));

async function expectNoEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const text = await page.locator('body').innerText();
  expect(
    ENGLISH.filter((s) => text.includes(s)),
    page.url(),
  ).toEqual([]);
}

test('a farmer buys tomato seedlings in Kiswahili, from /sw to a paid order', async ({ page, context }) => {
  await serveStandIns(context);
  await page.goto('/sw');
  await expectNoEnglish(page);

  const header = new Header(page);
  await (await header.reveal(page.getByRole('navigation', { name: sw.layout.mainNav }).getByRole('link', { name: sw.layout.products }))).click();
  await expect(page).toHaveURL(/\/sw\/products$/);
  await page.getByLabel(sw.products.searchLabel).fill('nyanya');
  await expect(page.locator('#product-count')).toContainText('nyanya');
  await expectNoEnglish(page);
  await page.locator('#product-grid > li:not([hidden]) a[href="/sw/products/tomato-anna-f1"]').click();
  await expect(page).toHaveURL(/\/sw\/products\/tomato-anna-f1$/);
  await expectNoEnglish(page);
  await page.getByRole('button', { name: sw.cart.addToCart }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Register from the header, in Kiswahili, and come back to the product.
  await page.getByRole('link', { name: sw.signIn.signIn }).click();
  await page.getByRole('menuitem', { name: sw.signIn.createAccount }).click();
  await expect(page).toHaveURL(/\/sw\/register\?next=%2Fsw%2Fproducts%2Ftomato-anna-f1/);
  await expectNoEnglish(page);
  const email = uniqueEmail('kiswahili');
  await page.getByLabel(sw.auth.register.name).fill('Wanjiku Kamau');
  await page.getByLabel(sw.auth.register.email, { exact: true }).fill(email);
  await page.getByLabel(sw.auth.register.password, { exact: true }).fill('mbegu-bora-2026');
  const verificationAsked = page.waitForRequest((r) => r.url().includes('accounts:sendOobCode') && r.postDataJSON()?.requestType === 'VERIFY_EMAIL');
  await page.getByRole('button', { name: sw.auth.register.submit }).click();
  // The verification e-mail is asked for in Kiswahili: Firebase writes the e-mail and its
  // link's `lang` from this header. (The emulator's own link always says lang=en: firebase-tools writes it.)
  expect(await (await verificationAsked).headerValue('x-firebase-locale')).toBe('sw');
  await expect(page).toHaveURL(/\/sw\/verify-email/);
  await expectNoEnglish(page);
  const mail = await context.newPage();
  await mail.goto(await latestLink(email, 'VERIFY_EMAIL'));
  await mail.close();
  await page.bringToFront();
  await expect(page).toHaveURL(/\/sw\/products\/tomato-anna-f1$/, { timeout: 20_000 });

  // Check out from the cart panel: pickup, M-Pesa on the sandbox's approving number.
  await page.getByTestId('cart-badge').click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: sw.cart.title })).toBeVisible();
  await panel.getByRole('button', { name: sw.cart.proceed }).click();
  await panel.getByRole('radio', { name: new RegExp(sw.checkout.pickup.replace(/[()]/g, '.')) }).check();
  await panel.getByLabel(sw.checkout.phoneNumber).fill('0708374149');
  await expectNoEnglish(page);
  await panel.getByRole('button', { name: sw.checkout.complete }).click();

  await expect(page).toHaveURL(/\/sw\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('payment-state')).toContainText(sw.order.payment.paid, { timeout: 30_000 });
  await expectNoEnglish(page);
});
