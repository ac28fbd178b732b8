import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/products: every product, hidden ones too, with a plain GET search. */
export class AdminProductsPage {
  constructor(private readonly page: Page) {}

  async search(query: string): Promise<void> {
    await this.page.goto('/admin/products');
    await this.page.getByLabel('Name, Swahili name or web address').fill(query);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query)}`));
  }

  rows(): Locator {
    return this.page.getByRole('main').getByRole('listitem');
  }

  /** Finds a product by its web address and opens its page. */
  async open(slug: string): Promise<AdminProductPage> {
    await this.search(slug);
    await this.rows()
      .filter({ hasText: `· ${slug}` })
      .getByRole('link')
      .click();
    await expect(this.page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    return new AdminProductPage(this.page);
  }
}

/** /admin/products/{id}: whether farmers see the product, its stock, its photo and its details. */
export class AdminProductPage {
  constructor(private readonly page: Page) {}

  section(name: 'In the shop' | 'Details'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  details(): Locator {
    return this.section('Details');
  }

  price(): Locator {
    return this.details().getByLabel('Price (KES)');
  }

  async setPrice(kes: string): Promise<void> {
    await this.price().fill(kes);
    await this.details().getByRole('button', { name: 'Save changes' }).click();
    await expect(this.details().getByRole('status')).toHaveText(/ saved$/);
  }

  async setVisible(visible: boolean): Promise<void> {
    const section = this.section('In the shop');
    await section.getByRole('button', { name: visible ? 'Show in the shop' : 'Hide from the shop' }).click();
    await expect(section.getByRole('status')).toHaveText(visible ? / is now shown in the shop\.$/ : / is now hidden from the shop\.$/);
  }
}
