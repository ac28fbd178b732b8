import { expect, test } from '@playwright/test';
import { checkout as text } from '../lib/messages';
import { CheckoutStep, OrderPage, addToCart } from './pages/checkout';
import { signInAsNewFarmer } from './support/session';
import { content } from './pages/content';
import { sameSite } from './support/same-site';

const SANDBOX = `http://127.0.0.1:${process.env.MPESA_SANDBOX_PORT ?? 4310}`;

test('a farmer pays by M-Pesa from the cart panel and watches the order turn to Paid', async ({ page }) => {
  await signInAsNewFarmer(page, { phone: '0708374149' });
  await addToCart(page, 'tomato-anna-f1', 3);
  const checkout = new CheckoutStep(page);
  await checkout.open();
  await checkout.address().fill('Kangari, near the market');
  await checkout.county().selectOption("Murang'a");
  await expect(checkout.phone()).toHaveValue('+254708374149');
  await expect(checkout.panel.root.getByTestId('checkout-total')).toContainText('KES');
  await checkout.phone().fill('0708374149');
  // The care SMS after pickup, only when ticked (off by default).
  const careTips = checkout.panel.root.getByRole('checkbox', { name: /care tips by SMS/ });
  await expect(careTips).not.toBeChecked();
  await careTips.check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/writeToSheet') && r.method() === 'POST');
  await checkout.complete();
  expect((await sent).postDataJSON()).toMatchObject({ careTips: true, paymentMethod: 'mpesa' });

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  const order = new OrderPage(page);
  await expect(order.payment()).toContainText('Check your phone');
  // The sandbox's test number approves after a few seconds; the page updates by itself.
  await expect(order.payment()).toContainText(/Paid · M-Pesa receipt [A-Z0-9]{10}/, { timeout: 30_000 });
  await expect(order.status()).toHaveText('Paid');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(content(page).getByTestId('order-timeline')).toContainText('Paid');
});

test('a cancelled prompt says so, and the prompt sent again is paid on the virtual phone', async ({ page, context }) => {
  await signInAsNewFarmer(page);
  await addToCart(page, 'sukuma-wiki-collards', 2);
  const checkout = new CheckoutStep(page);
  await checkout.open();
  await checkout.address().fill('Limuru town');
  await checkout.county().selectOption('Kiambu');
  await checkout.phone().fill('0708374150');
  await checkout.complete();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const order = new OrderPage(page);
  await expect(order.payment()).toContainText('You cancelled the payment on your phone. Try again when you are ready.', { timeout: 30_000 });
  await expect(page.getByText('Business number:')).toBeVisible();

  // Again, to a phone that waits for its owner (a fresh number each run, so no prompt is left open on
  // it): the virtual phone shows the prompt and takes the PIN.
  const subscriber = `7${String(Date.now()).slice(-8)}`;
  await page.getByRole('main').getByRole('textbox', { name: text.phoneNumber }).fill(`0${subscriber}`);
  await page.getByRole('button', { name: 'Send the M-Pesa prompt again' }).click();
  await expect(order.payment()).toContainText('Check your phone');
  const phone = await context.newPage();
  await phone.goto(`${SANDBOX}/?phone=254${subscriber}`);
  await expect(phone.getByText(/Pay KES [\d,]+ to Miche, account MC[A-Z0-9]{8}\? Enter M-PESA PIN/)).toBeVisible();
  await phone.getByLabel('M-PESA PIN', { exact: true }).first().fill('1234');
  await phone.getByRole('button', { name: 'OK' }).first().click();
  await expect(order.payment()).toContainText(/Paid · M-Pesa receipt/, { timeout: 30_000 });
});

test('each check of the delivery step shows its message as written', async ({ page }) => {
  await signInAsNewFarmer(page);
  await addToCart(page, 'onion-red-creole');
  const checkout = new CheckoutStep(page);
  await checkout.open();
  await checkout.address().fill('   ');
  await checkout.phone().fill('');
  await checkout.complete();
  await expect(checkout.alert()).toHaveText(text.enterAddress);
  await checkout.address().fill('Kangari');
  await checkout.complete();
  await expect(checkout.alert()).toHaveText(text.enterPhone);
  await checkout.phone().fill('12345');
  await checkout.complete();
  await expect(checkout.alert()).toHaveText(text.invalidPhone);
  await checkout.phone().fill('0712345678');
  await checkout.panel.root.getByRole('radio', { name: /Wallet/ }).check();
  await checkout.complete();
  await expect(checkout.alert()).toHaveText(text.insufficientWallet);
  await checkout.panel.button(text.backToCart).click();
  await expect(checkout.alert()).toHaveCount(0);
});

test('a signed-in farmer sees their orders, newest first, and the latest three on the dashboard', async ({ page }) => {
  const user = await signInAsNewFarmer(page);
  await page.goto('/orders');
  await expect(content(page).getByText('You have no orders yet.')).toBeVisible();

  // Four orders through the spec's API, as the checkout would place them.
  await page.goto('/products/onion-red-creole');
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    sku: string;
    name: string;
    offers: { price: string };
  };
  const references: string[] = [];
  for (let quantity = 1; quantity <= 4; quantity++) {
    const price = Number(product.offers.price);
    const response = await page.request.post('/.netlify/functions/writeToSheet', {
      headers: sameSite(),
      data: {
        userId: user.uid,
        items: [{ id: product.sku, name: product.name, price, quantity }],
        total: price * quantity,
        status: 'pending',
        paymentStatus: 'pending',
        deliveryAddress: '',
        phone: '+254712345678',
        paymentMethod: 'mpesa',
        deliveryMethod: 'pickup',
        pickupPointId: 1,
      },
    });
    expect(response.status()).toBe(201);
    references.push(((await response.json()) as { data: { reference: string } }).data.reference);
  }
  await page.goto('/orders');
  const rows = content(page).getByTestId('order-list').getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText(references[3] ?? '');
  await expect(rows.last()).toContainText(references[0] ?? '');
  await expect(rows.first()).toContainText('Waiting for payment');
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${references[3]}` })).toBeVisible();
  await page.goto('/dashboard');
  await expect(content(page).getByTestId('order-list').getByRole('listitem')).toHaveCount(3);
});
