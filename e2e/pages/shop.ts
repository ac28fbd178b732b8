import { expect, type Locator, type Page } from '@playwright/test';
import { cart as text } from '../../lib/messages';

/** The header, present on every page. */
export class Header {
  constructor(private readonly page: Page) {}

  nav(name: 'Products' | 'About Us' | 'Contact'): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  }

  /** The phone's menu button (English or Kiswahili); from 640 px there is none. */
  menuButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^(Menu|Menyu)$/ });
  }

  /**
   * A control that a phone keeps in the header's menu (the nav, the language switch, the theme
   * toggle): the menu is opened first when the control is folded away, as a farmer would.
   */
  async reveal(control: Locator): Promise<Locator> {
    if ((await this.menuButton().isVisible()) && !(await control.isVisible())) {
      await this.menuButton().click();
      await expect(control).toBeVisible();
    }
    return control;
  }

  cartButton(): Locator {
    return this.page.getByRole('button', { name: /open cart/i });
  }

  badge(): Locator {
    return this.page.getByTestId('cart-badge');
  }

  themeToggle(): Locator {
    return this.page.getByRole('button', { name: /switch to (dark|light) theme/i });
  }
}

/** The cart side panel. */
export class CartPanel {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('dialog', { name: text.title });
  }

  async open(): Promise<void> {
    await new Header(this.page).cartButton().click();
    await expect(this.root).toBeVisible();
  }

  lines(): Locator {
    return this.root.getByTestId('cart-line');
  }

  quantityOf(name: string): Locator {
    return this.root.getByLabel(`Quantity of ${name}`, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }
}

export class ProductsPage {
  constructor(private readonly page: Page) {}

  search(): Locator {
    return this.page.getByRole('searchbox', { name: /search by english or swahili name/i });
  }

  cards(): Locator {
    return this.page.getByRole('main').getByRole('listitem');
  }
}
