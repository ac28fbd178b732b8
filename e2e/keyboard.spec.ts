import { expect, test, type Locator, type Page } from '@playwright/test';
import { cart as cartText, checkout as text } from '../lib/messages';
import { OrderPage } from './pages/checkout';
import { Header } from './pages/shop';
import { signUp, uniqueEmail } from './support/emulator';

/**
 * Tabs forward until `target` has the focus, as a keyboard user would, and checks that the focus can
 * be seen (an outline or a ring). Fails if the target is never reached.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const visible = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      });
      expect(visible, 'the focused control shows where the focus is').toBe(true);
      return;
    }
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}

test('from the home page to a paid order with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await signUp({ email, verified: true, displayName: 'Kibet Keyboard' });

  // Sign in.
  await page.goto('/login?next=%2F');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('seedlings-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // Find a seedling and add it.
  // On a phone the nav is in the header's menu: Enter on its button opens it, and Tab goes on inside.
  const menu = new Header(page).menuButton();
  if (await menu.isVisible()) {
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type('capsicum');
  await expect(page).toHaveURL(/\?q=capsicum/);
  await tabTo(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: /California Wonder/ })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/capsicum-california-wonder$/);
  await tabTo(page, page.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Open the cart (the header comes round again after the page), then check out.
  await tabTo(page, page.getByRole('button', { name: /open cart/i }), 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: cartText.proceed }));
  await page.keyboard.press('Enter');
  // A radio group is one stop for Tab; the arrow keys move within it.
  await tabTo(page, dialog.getByRole('radio', { name: /Deliver/ }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Pick up at the nursery (free)' })).toBeChecked();
  await tabTo(page, dialog.getByLabel(text.phoneNumber));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0708374149');
  await tabTo(page, dialog.getByRole('button', { name: text.complete }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expect(new OrderPage(page).status()).toHaveText('Paid', { timeout: 30_000 });
});
