import { expect, type Locator, type Page } from '@playwright/test';
import { cart as cartText, checkout as text } from '../../lib/messages';
import { CartPanel } from './shop';
import { content } from './content';

/** The cart panel's delivery step. */
export class CheckoutStep {
  readonly panel: CartPanel;

  constructor(private readonly page: Page) {
    this.panel = new CartPanel(page);
  }

  async open(): Promise<void> {
    await this.panel.open();
    await this.panel.button(cartText.proceed).click();
    await expect(this.address()).toBeVisible();
  }

  address(): Locator {
    return this.panel.root.getByLabel(text.deliveryAddress);
  }

  phone(): Locator {
    return this.panel.root.getByLabel(text.phoneNumber);
  }

  county(): Locator {
    return this.panel.root.getByLabel(text.county, { exact: true });
  }

  alert(): Locator {
    return this.panel.root.getByRole('alert');
  }

  async complete(): Promise<void> {
    await this.panel.button(text.complete).click();
  }
}

/** /order-confirmation/{id}. */
export class OrderPage {
  constructor(private readonly page: Page) {}

  status(): Locator {
    return content(this.page).getByTestId('order-status');
  }

  payment(): Locator {
    return content(this.page).getByTestId('payment-state');
  }
}

/** Adds one product to the cart from its page. */
export async function addToCart(page: Page, slug: string, quantity = 1): Promise<void> {
  await page.goto(`/products/${slug}`);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
}
