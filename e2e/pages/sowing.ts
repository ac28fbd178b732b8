import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/sowing: today's work, the weekly plan, the batches growing, and the form for a batch sown. */
export class SowingPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/admin/sowing');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sowing' })).toBeVisible();
    return this;
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Records a batch sown, as staff would on a phone, and waits for the server's answer. */
  async recordSown(input: { product: string; trays: string; seedlings: string; sownOn: string }): Promise<string> {
    const form = this.section('Record a batch sown');
    await form.getByLabel('Product').selectOption({ label: input.product });
    await form.getByLabel('Trays sown').fill(input.trays);
    await form.getByLabel('Seedlings sown').fill(input.seedlings);
    await form.getByLabel('Day sown').fill(input.sownOn);
    await form.getByRole('button', { name: 'Record the batch sown' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText(' sown: expected ready ');
    return (await status.textContent()) ?? '';
  }

  /** The "Ready today" row of a product's batch. */
  readyTodayRow(product: string): Locator {
    return this.section('Ready today').getByRole('row').filter({ hasText: product });
  }
}
