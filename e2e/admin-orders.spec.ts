import { expect, test, type Page } from '@playwright/test';
import { OrderPage } from './pages/checkout';
import { paidOrder, signInAsNewFarmer, signInAsStaff } from './support/session';
import { content } from './pages/content';
import { sameSite } from './support/same-site';

test('staff dispatch and then deliver an order; the farmer’s order page shows each step', async ({ page, browser }) => {
  const farmer = await signInAsNewFarmer(page);
  const order = await paidOrder(page, farmer.uid);

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/admin/orders?q=${order.reference}`);
  await staff.getByRole('link', { name: order.reference }).click();
  await expect(content(staff).getByTestId('admin-order-status')).toHaveText('Paid · Paid');
  await staff.getByRole('button', { name: 'Mark being prepared' }).click();
  await expect(content(staff).getByTestId('admin-order-status')).toHaveText('Being prepared · Paid');
  await staff.getByLabel(/Note/).fill('Rider Kamau, 0712 000 333');
  await staff.getByRole('button', { name: 'Mark on the way' }).click();
  await expect(content(staff).getByTestId('admin-order-status')).toHaveText('On the way · Paid');

  const orderPage = new OrderPage(page);
  await page.goto(`/order-confirmation/${order.id}`);
  await expect(orderPage.status()).toHaveText('On the way');
  await expect(content(page).getByText('Courier: Rider Kamau, 0712 000 333')).toBeVisible();

  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(content(staff).getByTestId('admin-order-status')).toHaveText('Delivered · Paid');
  await page.reload();
  await expect(orderPage.status()).toHaveText('Delivered');
  await expect(content(page).getByTestId('order-timeline')).toContainText('Being prepared');
  await staffContext.close();
});

test('staff cancel a paid order; the farmer’s wallet shows the refund', async ({ page, browser }) => {
  const farmer = await signInAsNewFarmer(page);
  const order = await paidOrder(page, farmer.uid, 'tomato-anna-f1', 2);
  await page.goto('/wallet');
  const before = (await content(page).getByTestId('wallet-balance').textContent()) ?? '';

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/admin/orders/${order.id}`);
  await staff.getByLabel(/Note/).fill('Seedlings damaged by hail');
  await staff.getByRole('button', { name: 'Cancel and refund to wallet' }).click();
  await expect(content(staff).getByTestId('admin-order-status')).toHaveText('Cancelled · Refunded');
  await staffContext.close();

  await page.reload();
  expect(await content(page).getByTestId('wallet-balance').textContent()).not.toBe(before);
  await expect(content(page).getByTestId('wallet-statement').getByRole('listitem').first()).toContainText('refund');
  await expect(content(page).getByTestId('wallet-statement').getByRole('listitem').first()).toContainText('Seedlings damaged by hail');
  await page.goto(`/order-confirmation/${order.id}`);
  await expect(content(page).getByTestId('payment-state')).toContainText('went back to your wallet');
});

/** Words only the back office says: its titles and section names. */
const BACK_OFFICE_WORDS = [
  'Back office',
  'back office',
  'Payments to review',
  'Products & stock',
  'Products &amp; stock',
  'Audit log',
  'Edit product',
  'New product',
  'Overview',
];

/** The title, status and (for a client navigation) payload an unknown path gets, to hold the back office's against. */
async function unknownPath(page: Page) {
  const response = await page.goto('/admin/no-such-section');
  expect(response?.status()).toBe(404);
  return page.title();
}

async function expectLikeUnknownPath(page: Page, paths: string[], secrets: string[]) {
  const title = await unknownPath(page);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(await page.title(), path).toBe(title);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    const html = (await response?.text()) ?? '';
    // What the app's router asks for on a client navigation: the page's data alone. Next streams it,
    // so the status is 200 and the 404 travels inside, as the not-found page with no staff data.
    const navigation = await (await page.request.get(path, { headers: { RSC: '1' } })).text();
    expect(navigation, `${path} (client navigation)`).toContain('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(navigation, path).toContain('Page not found');
    for (const word of [...BACK_OFFICE_WORDS, ...secrets]) {
      expect(html.includes(word), `${path} says "${word}"`).toBe(false);
      expect(navigation.includes(word), `${path} (client navigation) says "${word}"`).toBe(false);
    }
  }
}

test('a customer opening any back-office page, or navigating to one in the app, gets exactly what an unknown path gets', async ({ page }) => {
  const farmer = await signInAsNewFarmer(page);
  // Real ids, so a 404 can only come from the staff check: the farmer's own order and profile, a real product.
  await page.goto('/products/onion-red-creole');
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    sku: string;
    name: string;
    offers: { price: string };
  };
  const price = Number(product.offers.price);
  const created = await page.request.post('/.netlify/functions/writeToSheet', {
    headers: sameSite(),
    data: {
      userId: farmer.uid,
      items: [{ id: product.sku, name: product.name, price, quantity: 1 }],
      total: price,
      deliveryAddress: '',
      phone: '+254708374149',
      paymentMethod: 'mpesa',
      deliveryMethod: 'pickup',
      pickupPointId: 1,
    },
  });
  const orderId = ((await created.json()) as { data: { id: string } }).data.id;
  const paths = [
    '/admin',
    '/admin/orders',
    `/admin/orders/${orderId}`,
    '/admin/payments',
    '/admin/customers',
    `/admin/customers/${farmer.uid}`,
    '/admin/products',
    '/admin/products/new',
    `/admin/products/${product.sku}`,
    '/admin/delivery',
    '/admin/audit',
  ];
  await expectLikeUnknownPath(page, paths, [farmer.email]);
});

test('signed out, every back-office page answers what an unknown path answers', async ({ page }) => {
  await expectLikeUnknownPath(
    page,
    ['/admin', '/admin/orders', '/admin/payments', '/admin/products', '/admin/products/new', '/admin/delivery', '/admin/customers', '/admin/audit'],
    [],
  );
});
