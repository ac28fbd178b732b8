import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkout as text } from '../lib/messages';
import { CheckoutStep, OrderPage, addToCart } from './pages/checkout';
import { latestLink, serveStandIns, signUpOrIn, uniqueEmail } from './support/emulator';
import { signInAsNewFarmer } from './support/session';
import { content } from './pages/content';
import { sameSite } from './support/same-site';

const balance = (page: Page) => content(page).getByTestId('wallet-balance');

/** Staff of the e2e shop (ADMIN_EMAILS=staff@miche.test in scripts/e2e.ts), in a browser of their own. */
async function staffRequest(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const user = await signUpOrIn('staff@miche.test', { verified: true });
  const response = await context.request.post('/api/auth/session', { headers: sameSite(), data: { idToken: user.idToken } });
  expect(response.ok()).toBe(true);
  return context;
}

test('a farmer adds money by M-Pesa: the balance rises once the payment is confirmed, and shows on the statement and its CSV', async ({ page }) => {
  await signInAsNewFarmer(page, { phone: '0708374149' });
  await page.goto('/wallet');
  await expect(balance(page)).toHaveText('KES 0.00');
  await content(page).getByLabel('Amount (KES)').fill('250');
  await page.getByRole('button', { name: 'Add money by M-Pesa' }).click();
  await expect(page.getByText(/Waiting for you to enter your M-Pesa PIN/)).toBeVisible();
  await expect(balance(page)).toHaveText('KES 0.00');
  await expect(page.getByText('KES 250.00 added to your wallet. Thank you!')).toBeVisible({ timeout: 30_000 });
  await expect(balance(page)).toHaveText('KES 250.00');
  await expect(content(page).getByTestId('wallet-statement')).toContainText('top-up');
  await expect(content(page).getByTestId('wallet-statement')).toContainText('+KES 250.00');
  const csv = await page.request.get('/api/wallet/statement');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toMatch(/"top-up","M-Pesa top-up","[A-Z0-9]{10}","250.00","250.00"/);
});

test('a farmer pays an order from the wallet, and splits one the wallet cannot cover', async ({ page }) => {
  await signInAsNewFarmer(page, { phone: '0708374149' });
  await page.goto('/wallet');
  await content(page).getByLabel('Amount (KES)').fill('300');
  await page.getByRole('button', { name: 'Add money by M-Pesa' }).click();
  await expect(page.getByText(/Waiting for you to enter your M-Pesa PIN on \+254 708 374 149/)).toBeVisible();
  await expect(balance(page)).toHaveText('KES 300.00', { timeout: 30_000 });

  // Paid from the wallet as the order is made: straight to the order page, Paid.
  await addToCart(page, 'onion-red-creole', 2);
  const checkout = new CheckoutStep(page);
  await checkout.open();
  await checkout.panel.root.getByRole('radio', { name: 'Pick up at the nursery (free)' }).check();
  await checkout.phone().fill('0708374149');
  await checkout.panel.root.getByRole('radio', { name: /Wallet/ }).check();
  await checkout.complete();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expect(new OrderPage(page).status()).toHaveText('Paid');

  // A bigger order: rule 7, then the split offer pays the rest by M-Pesa.
  await addToCart(page, 'tomato-anna-f1', 30);
  await checkout.open();
  await checkout.panel.root.getByRole('radio', { name: 'Pick up at the nursery (free)' }).check();
  await checkout.phone().fill('0708374149');
  await checkout.panel.root.getByRole('radio', { name: /Wallet/ }).check();
  await checkout.complete();
  await expect(checkout.alert()).toHaveText(text.insufficientWallet);
  await checkout.panel.button(/^Use KES [\d,.]+ from your wallet and pay KES [\d,.]+ by M-Pesa$/).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expect(new OrderPage(page).status()).toHaveText('Paid', { timeout: 30_000 });
  await page.goto('/wallet');
  await expect(balance(page)).toHaveText(/KES 0\.\d\d/);
  await expect(content(page).getByTestId('wallet-statement')).toContainText('order payment');
});

test('a referral link brings a friend; their first delivered order earns the referrer points, once', async ({ page, browser }) => {
  await signInAsNewFarmer(page, { name: 'Referrer Farmer', phone: '0712000101' });
  await page.goto('/dashboard');
  const link = (await content(page).getByTestId('referral-link').textContent()) ?? '';
  expect(link).toMatch(/\/register\?ref=[A-Z2-9]{8}$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);

  // The friend follows the link in their own browser and registers: the code is already filled in.
  const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await serveStandIns(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(new URL(link).searchParams.get('ref') ?? '');
  const email = uniqueEmail('friend');
  await friend.getByLabel('Your name').fill('Friend Farmer');
  await friend.getByLabel('E-mail').fill(email);
  await friend.getByLabel('Password').fill('seedlings-2026');
  await friend.getByLabel(/M-Pesa phone number/).fill('0712000102');
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(/\/verify-email/);
  // Opening the link verifies the e-mail; the page it lands on notices and goes on by itself.
  await friend.goto(await latestLink(email, 'VERIFY_EMAIL'));
  await expect(friend).toHaveURL(/\/dashboard$/);

  // The friend buys by M-Pesa; staff move the order to delivered.
  await addToCart(friend, 'tomato-anna-f1', 40);
  const checkout = new CheckoutStep(friend);
  await checkout.open();
  await checkout.panel.root.getByRole('radio', { name: 'Pick up at the nursery (free)' }).check();
  await checkout.phone().fill('0708374149');
  await checkout.complete();
  await expect(new OrderPage(friend).status()).toHaveText('Paid', { timeout: 30_000 });
  const orderId = friend.url().split('/').pop() ?? '';
  const subtotal = Number(((await content(friend).getByTestId('order-total').textContent()) ?? '').replace(/[^\d.]/g, ''));

  const staff = await staffRequest(browser);
  for (const status of ['processing', 'dispatched', 'delivered']) {
    const r = await staff.request.patch('/.netlify/functions/updateOrderStatus', {
      headers: sameSite(),
      data: { orderId, status, note: status === 'dispatched' ? 'Rider Otieno' : undefined },
    });
    expect(r.status(), status).toBe(200);
  }
  await friend.reload();
  await expect(new OrderPage(friend).status()).toHaveText('Delivered');
  await expect(content(friend).getByTestId('order-timeline')).toContainText('Rider Otieno');

  await page.goto('/dashboard');
  await expect(content(page).getByTestId('referral-points')).toHaveText(String(Math.min(500, Math.floor(subtotal / 10))));
  await staff.close();
  await friendContext.close();
});
