import { expect, test, type Page } from '@playwright/test';
import { auth as text } from '../lib/messages';
import { HeaderAccount, LoginPage, RegisterPage } from './pages/auth';
import { latestLink, oobCodes, serveStandIns, signUp, uniqueEmail } from './support/emulator';
import { content } from './pages/content';
import { signInAsNewFarmer } from './support/session';

const PASSWORD = 'seedlings-2026';

// Google's gapi and Cloudflare Turnstile (on for the e2e run) come from local stand-ins.
test.beforeEach(async ({ context }) => serveStandIns(context));

async function signInThroughForm(page: Page, email: string): Promise<void> {
  await new LoginPage(page).signIn(email, PASSWORD);
}

test('a farmer registers, opens the verification link from the e-mail, and the waiting page notices by itself', async ({ page, context }) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  const verificationAsked = page.waitForRequest((r) => r.url().includes('accounts:sendOobCode') && r.postDataJSON()?.requestType === 'VERIFY_EMAIL');
  await new RegisterPage(page).register({ name: 'Achieng Otieno', email, password: PASSWORD, phone: '0712 345 678' });
  // In the page's language (the Kiswahili journey has the other).
  expect(await (await verificationAsked).headerValue('x-firebase-locale')).toBe('en');
  await expect(page).toHaveURL(/\/verify-email\?next=%2Fdashboard/);
  await expect(page.getByText(text.verificationSent(email))).toBeVisible();

  // Not yet verified: the button says so instead of letting the farmer in.
  await page.getByRole('button', { name: 'I have verified my e-mail' }).click();
  await expect(page.getByText(text.notVerifiedYet)).toBeVisible();

  // The emulator sends no mail; its mailbox holds the link a farmer would tap, here in another tab.
  // The waiting page notices without another tap: when it is looked at again, or soon.
  const mail = await context.newPage();
  await mail.goto(await latestLink(email, 'VERIFY_EMAIL'));
  await mail.close();
  await page.bringToFront();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Karibu, Achieng!' })).toBeVisible();
  await expect(content(page).getByTestId('wallet-balance')).toHaveText('KES 0.00');
  await expect(content(page).getByTestId('referral-points')).toHaveText('0');
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('+254712345678');
  await new HeaderAccount(page).expectSignedIn();
});

test('when the bot check fails, registration stops with a plain message and no e-mail goes out', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('turnstile-stand-in', 'fail'));
  const email = uniqueEmail('robot');
  await page.goto('/register');
  await new RegisterPage(page).register({ name: 'Robo Tiko', email, password: PASSWORD });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(text.botCheckFailed);
  await expect(page).toHaveURL(/\/register$/);
  expect((await oobCodes()).filter((c) => c.email === email)).toEqual([]);
});

test('an unverified farmer is sent to /verify-email', async ({ page }) => {
  const user = await signUp();
  await page.goto('/login');
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL(/\/verify-email\?next=%2Fdashboard/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/verify-email\?next=%2Fdashboard/);
});

test('a signed-out visit to /wallet goes to /login and comes back after sign-in', async ({ page }) => {
  const user = await signUp({ verified: true });
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login\?next=%2Fwallet$/);
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
});

test('a farmer still signed in who opens the sign-in page is told so and sent on, or signs out to use another account (issue 29)', async ({ page }) => {
  await signInAsNewFarmer(page, { name: 'Njeri Wambui' });
  const main = page.getByRole('main');
  await page.goto('/login?next=%2Fwallet');
  await expect(main.getByText('You are signed in as Njeri Wambui.')).toBeVisible();
  await expect(main.getByLabel('E-mail')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/wallet');
  // A `next` that leaves the shop is dropped, as signing in drops it: the way on is the dashboard.
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
  await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.goto('/sw/login');
  await expect(main.getByText('Umeshaingia kama Njeri Wambui.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Nenda kwenye dashibodi yako' })).toHaveAttribute('href', '/sw/dashboard');

  await page.goto('/login?next=%2Fwallet');
  await main.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();

  // Another account: signed out on the spot, the form opens at its first field.
  await page.goto('/login');
  await main.getByRole('button', { name: 'Sign out to use another account' }).click();
  await expect(main.getByLabel('E-mail')).toBeFocused();
  await expect(main.getByText(/You are signed in as/)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(main.getByLabel('E-mail')).toBeVisible();
});

test('a wrong password and a password reset are explained in plain words', async ({ page }) => {
  const user = await signUp({ verified: true });
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, 'not-my-password');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/do not match|not right/);
  await page.getByRole('button', { name: text.forgotPassword }).click();
  await expect(page.getByText(text.resetSent(user.email))).toBeVisible();
  expect(await latestLink(user.email, 'PASSWORD_RESET')).toContain('mode=resetPassword');
});

test('the header Sign In signs in with Google through the emulator popup, and Sign Out returns to /', async ({ page }) => {
  const account = new HeaderAccount(page);
  await page.goto('/products');
  const popupPromise = page.waitForEvent('popup');
  await account.chooseGoogle();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.getByRole('button', { name: 'Auto-generate user information' }).click();
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
  await account.expectSignedIn();
  await expect(page).toHaveURL(/\/products$/);

  // The session is the server's: it survives a reload.
  await page.reload();
  await account.expectSignedIn();
  await account.menuButton().click();
  await expect(page.getByRole('menuitem', { name: text.dashboard })).toHaveAttribute('href', '/dashboard');
  await page.keyboard.press('Escape');

  await account.signOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(account.signInButton()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});
