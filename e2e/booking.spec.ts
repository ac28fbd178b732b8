/**
 * A farmer books tomatoes for their planting day, four weeks ahead, with a deposit. The
 * product page says what is ready now; the cart's "When will you plant?" takes the day; the checkout
 * writes the rules before paying and sends the day and the plan; the order page shows the day, what
 * is paid and what is owed, and the M-Pesa button asks for the balance, which completes the order.
 *
 * The steps marked "SERVER" rest on the server's side of bookings (plantingDate and paymentPlan taken
 * by /writeToSheet, `booking` on the order, status `booked`, the growing figures on the public product).
 */
import { expect, test, type Request } from '@playwright/test';
import { DEFAULT_DEPOSIT_PERCENT, depositCents } from '../lib/booking';
import { formatKes } from '../lib/format';
import { addDays, nairobiToday } from '../lib/growing';
import { readyFromDay } from '../lib/planting';
import { CheckoutStep, OrderPage, addToCart } from './pages/checkout';
import { content } from './pages/content';
import { seriousAxeFindings, smallTapTargets } from './support/quality';
import { press } from './support/press';
import { signInAsNewFarmer } from './support/session';

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a farmer books tomatoes for four weeks ahead with a deposit, then pays the balance', async ({ page }) => {
  test.setTimeout(120_000);
  const today = nairobiToday(new Date());
  const inFourWeeks = addDays(today, 28);
  await signInAsNewFarmer(page, { phone: '0708374149' });

  // The product page: ready now, and the way to book for later (after the buy box).
  await page.goto('/products/tomato-anna-f1');
  const readiness = content(page).getByTestId('product-readiness');
  await expect(readiness).toContainText(/Ready now: \d+/);
  // SERVER: the raising days' fast end on the public product (tomato: 28 days in the seed), as a date the browser writes.
  await expect(readiness).toContainText(`raised to order, ready from ${readyFromDay(new Date(), 28, 'en')}.`);
  await expect(readiness.getByRole('link', { name: 'Choose your planting day in the cart' })).toHaveAttribute('href', '/cart#planting');
  // "When will you plant?" on the page itself: tomatoes stay fit to plant 10 days once ready and grow in 28 at the
  // fastest, so two weeks cannot be met; four weeks becomes the cart's planting day.
  const when = readiness.getByRole('group', { name: 'When will you plant?' });
  await expect(when.getByRole('button', { name: 'Now (ready today)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(when.getByRole('button', { name: 'In 2 weeks' })).toBeDisabled();
  await press(when.getByRole('button', { name: 'In 4 weeks' }));
  await expect(when.getByRole('button', { name: 'In 4 weeks' })).toHaveAttribute('aria-pressed', 'true');
  await expect(readiness).toContainText(`Planting day ${readyFromDay(new Date(), 28, 'en')}: your cart books these seedlings for it.`);

  await addToCart(page, 'tomato-anna-f1', 10);
  const checkout = new CheckoutStep(page);
  await checkout.panel.open();
  const picker = checkout.panel.root.getByRole('radiogroup', { name: 'When will you plant?' });
  await expect(picker.getByRole('radio', { name: /In 4 weeks/ })).toBeChecked();
  await expect(picker.getByRole('radio', { name: /In 2 weeks/ })).toBeDisabled();
  await checkout.panel.button(/^Proceed to Checkout/).click();
  await expect(checkout.address()).toBeVisible();
  await checkout.panel.root.getByRole('radio', { name: 'Pick up at the nursery (free)' }).check();
  await checkout.phone().fill('0708374149');

  // The plan and the rules, written before paying.
  const plan = checkout.panel.root.getByTestId('booking-plan');
  await expect(plan.getByRole('heading', { name: /^Seedlings ready for / })).toBeVisible();
  await expect(plan.getByTestId('booking-rules').getByRole('listitem')).toHaveCount(4);
  await plan.getByRole('radio', { name: /Pay a deposit now/ }).check();
  const totalCents = cents((await checkout.panel.root.getByTestId('checkout-total').textContent()) ?? '');
  const deposit = depositCents(totalCents, DEFAULT_DEPOSIT_PERCENT);
  await expect(checkout.panel.root.getByTestId('checkout-due-now')).toHaveText(formatKes(deposit));

  const orderRequest = page.waitForRequest((r: Request) => r.url().endsWith('/writeToSheet') && r.method() === 'POST');
  await checkout.complete();
  const body = (await orderRequest).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ plantingDate: inFourWeeks, paymentPlan: 'deposit', paymentMethod: 'mpesa', deliveryMethod: 'pickup' });

  // SERVER: the booking is made, the prompt asks for the deposit, and the order page shows the booking.
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const order = new OrderPage(page);
  const booking = content(page).getByTestId('booking-panel');
  await expect(booking.getByTestId('booking-ready-for')).toHaveText(/^Ready for \w+day, \d+ \w+$/);
  await expect(order.status()).toHaveText('Booked', { timeout: 30_000 });
  await expect(booking.getByTestId('booking-paid')).toHaveText(formatKes(deposit));
  await expect(booking.getByTestId('booking-balance')).toHaveText(formatKes(totalCents - deposit));
  await expect(booking.getByText(/^Pay the balance by /)).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Move the date' })).toBeVisible();
  await expect(booking.getByText(/^Cancel the booking\? Not sown yet: everything you paid/)).toBeVisible();

  // The orders list says the day.
  const orderUrl = page.url();
  await page.goto('/orders');
  await expect(content(page).getByTestId('order-booked-for').first()).toHaveText(/^Booked for /);

  // SERVER: the balance by M-Pesa, the button naming it; the order is then paid in full.
  await page.goto(orderUrl);
  await content(page)
    .getByRole('button', { name: `Pay ${formatKes(totalCents - deposit)} by M-Pesa` })
    .click();
  await expect(order.status()).toHaveText('Paid', { timeout: 30_000 });
  await expect(content(page).getByTestId('booking-balance')).toHaveText('KES 0.00');
});

test('a farmer books more than the nursery has ready: out-of-stock capsicum, raised for six weeks ahead, with a deposit', async ({ page }) => {
  test.setTimeout(120_000);
  // Capsicum Yolo Wonder: none ready in the seed, raised in 42 days at the fastest.
  const slug = '/products/capsicum-yolo-wonder';
  const inSixWeeks = addDays(nairobiToday(new Date()), 42);

  // A visitor's page (light: the islands script writes the date before React), in both languages.
  await page.goto(slug);
  const readiness = content(page).getByTestId('product-readiness');
  await expect(readiness).toContainText(`raised to order, ready from ${readyFromDay(new Date(), 42, 'en')}.`);
  await page.goto(`/sw${slug}`);
  await expect(content(page).getByTestId('product-readiness')).toContainText(`tayari kuanzia ${readyFromDay(new Date(), 42, 'sw')}.`);

  await signInAsNewFarmer(page, { phone: '0708374149' });
  await page.goto(slug);
  await expect(readiness).toContainText(`ready from ${readyFromDay(new Date(), 42, 'en')}.`);
  const buyBox = page.locator('[data-buy-box]');
  // Out of stock, and said so; but no dead end: the stepper and "Book for later".
  await expect(buyBox.getByText('This seedling is out of stock.')).toBeVisible();
  await expect(buyBox.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await buyBox.getByRole('spinbutton', { name: 'Quantity' }).fill('29');
  await press(buyBox.getByRole('button', { name: 'Increase quantity' }));
  await expect(buyBox.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('30');
  await press(buyBox.getByRole('button', { name: 'Book for later' }));
  await expect(page.getByTestId('cart-badge')).toHaveText('30');

  const checkout = new CheckoutStep(page);
  await checkout.panel.open();
  await expect(checkout.panel.root.getByText('None ready now: all of them are raised for your planting day.')).toBeVisible();
  const picker = checkout.panel.root.getByRole('radiogroup', { name: 'When will you plant?' });
  await expect(picker.getByRole('radio', { name: 'Now (ready today)' })).toBeDisabled();
  await expect(picker.getByRole('radio', { name: /In 4 weeks/ })).toBeDisabled();
  // No day yet: the checkout says to choose one, and sends nothing.
  await press(checkout.panel.button(/^Proceed to Checkout/));
  await expect(checkout.panel.root.getByText(/^Some of your seedlings are not ready now: choose your planting day in the cart/)).toBeVisible();
  await expect(checkout.address()).toHaveCount(0);
  await press(picker.getByRole('radio', { name: /In 6 weeks/ }));
  await press(checkout.panel.button(/^Proceed to Checkout/));
  await expect(checkout.address()).toBeVisible();
  await press(checkout.panel.root.getByRole('radio', { name: 'Pick up at the nursery (free)' }));
  await checkout.phone().fill('0708374149');
  const plan = checkout.panel.root.getByTestId('booking-plan');
  await press(plan.getByRole('radio', { name: /Pay a deposit now/ }));
  const totalCents = cents((await checkout.panel.root.getByTestId('checkout-total').textContent()) ?? '');
  expect(totalCents).toBe(30 * 800);
  const deposit = depositCents(totalCents, DEFAULT_DEPOSIT_PERCENT);

  const orderRequest = page.waitForRequest((r: Request) => r.url().endsWith('/writeToSheet') && r.method() === 'POST');
  await press(checkout.panel.button('Complete Order'));
  const body = (await orderRequest).postDataJSON() as { items: Array<{ quantity: number }> } & Record<string, unknown>;
  expect(body).toMatchObject({ plantingDate: inSixWeeks, paymentPlan: 'deposit', items: [{ quantity: 30 }] });

  // The order page: booked for the day, the deposit paid, the balance owed.
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const booking = content(page).getByTestId('booking-panel');
  await expect(new OrderPage(page).status()).toHaveText('Booked', { timeout: 30_000 });
  await expect(booking.getByTestId('booking-ready-for')).toHaveText(/^Ready for \w+day, \d+ \w+$/);
  await expect(booking.getByTestId('booking-paid')).toHaveText(formatKes(deposit));
  await expect(booking.getByTestId('booking-balance')).toHaveText(formatKes(totalCents - deposit));
});

test('a visitor chooses the planting day on a product page before the framework boots, and finds it kept', async ({ page }) => {
  // A visitor's page is light: the islands script answers the buttons, in Kiswahili here.
  await page.goto('/sw/products/tomato-anna-f1');
  const when = content(page).getByRole('group', { name: 'Utapanda lini?' });
  await press(when.getByRole('button', { name: 'Baada ya wiki 6' }));
  await expect(content(page).getByTestId('product-readiness')).toContainText(
    `Siku ya kupanda ${readyFromDay(new Date(), 42, 'sw')}: kikapu chako kitaagiza miche hii`,
  );
  await page.reload();
  await expect(when.getByRole('button', { name: 'Baada ya wiki 6' })).toHaveAttribute('aria-pressed', 'true');
  await expect(when.getByRole('button', { name: 'Sasa (tayari leo)' })).toHaveAttribute('aria-pressed', 'false');
});

test('the cart’s planting day and a booking’s checkout: accessible, big enough to tap, no sideways scroll', async ({ page }) => {
  await signInAsNewFarmer(page, { phone: '0712000301' });
  // Ten: enough for a deposit (at least KES 100) to be less than the whole.
  await addToCart(page, 'tomato-anna-f1', 10);
  await page.goto('/cart');
  const picker = content(page).getByRole('radiogroup', { name: 'When will you plant?' });
  await expect(picker).toBeVisible();
  await picker.getByRole('radio', { name: 'Another day' }).check();
  const day = content(page).getByLabel('Planting day');
  await day.fill(addDays(nairobiToday(new Date()), 200));
  await expect(content(page).getByText(/^Choose a day from .* to .*\.$/)).toBeVisible();
  await day.fill(addDays(nairobiToday(new Date()), 50));
  const problems = await seriousAxeFindings(page);
  const phone = test.info().project.name === 'phone';
  if (phone) problems.push(...(await smallTapTargets(page)).map((f) => `small target ${f}`));

  await page.goto('/checkout');
  const plan = content(page).getByTestId('booking-plan');
  await expect(plan).toBeVisible();
  await plan.getByRole('radio', { name: /Pay a deposit now/ }).check();
  problems.push(...(await seriousAxeFindings(page)));
  if (phone) problems.push(...(await smallTapTargets(page)).map((f) => `small target ${f}`));
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('booking-checkout.png'), fullPage: true });
});
