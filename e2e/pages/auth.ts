import { expect, type Locator, type Page } from '@playwright/test';
import { auth as text } from '../../lib/messages';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('main').getByRole('button', { name: text.signIn, exact: true }).click();
  }
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async register(values: { name: string; email: string; password: string; phone?: string }): Promise<void> {
    await this.page.getByLabel('Your name').fill(values.name);
    await this.page.getByLabel('E-mail').fill(values.email);
    await this.page.getByLabel('Password').fill(values.password);
    if (values.phone) await this.page.getByLabel(/M-Pesa phone number/).fill(values.phone);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

/** The header's auth slot: Loading..., Sign In, or the avatar menu. */
export class HeaderAccount {
  constructor(private readonly page: Page) {}

  /** Sign In: a link to the sign-in page that, with JavaScript, opens the ways to sign in. */
  signInButton(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: text.signIn, exact: true });
  }

  async chooseGoogle(): Promise<void> {
    await this.signInButton().click();
    await this.page.getByRole('menuitem', { name: text.continueWithGoogle }).click();
  }

  menuButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /account menu/i });
  }

  async signOut(): Promise<void> {
    await this.menuButton().click();
    await this.page.getByRole('menuitem', { name: text.signOut }).click();
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.menuButton()).toBeVisible();
  }
}
