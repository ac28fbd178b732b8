/**
 * On the dashboard a farmer joins their phone to the account with the code the SMS brings,
 * sees that a new profile phone lets it go (the new number needs its own code), and can unlink it.
 * The SMS is read from the Africa's Talking stand-in's inbox, as the farmer reads it on the phone.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import { formatPhone } from '../lib/format';
import { signInAsNewFarmer } from './support/session';
import { content } from './pages/content';

const AT = `http://127.0.0.1:${process.env.AT_SANDBOX_PORT ?? 4330}`;
const t = en.account.phoneConfirm;

/** A number of this run's own, so no other journey's SMS are read. */
const freshNumber = () => `+2547${String(Date.now()).slice(-8)}`;

async function codeSentTo(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const inbox = (await (await page.request.get(`${AT}/__sandbox/sms?phone=${encodeURIComponent(phone)}`)).json()) as Array<{ message: string }>;
    code = /your code is (\d{6})/.exec(inbox[0]?.message ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

test('a farmer joins their phone with the SMS code, a new profile phone lets it go, and unlinking works', async ({ page }) => {
  const first = freshNumber();
  await signInAsNewFarmer(page, { name: 'Njeri Wambui' });
  await page.goto('/dashboard');
  const ussd = content(page).getByRole('region', { name: en.dashboard.ussdHeading });

  await ussd.getByLabel(t.phone).fill(first);
  await ussd.getByRole('button', { name: t.send }).click();
  await expect(ussd.getByText(t.sent.replace('{phone}', formatPhone(first)))).toBeVisible();
  await ussd.getByLabel(t.code).fill(await codeSentTo(page, first));
  await ussd.getByRole('button', { name: t.confirm }).click();
  await expect(ussd.getByText(new RegExp(`^${formatPhone(first).replace(/\+/g, '\\+')} is confirmed\\.`))).toBeVisible();
  await expect(ussd.getByRole('button', { name: t.unlink })).toBeVisible();

  // A new profile phone: the joined one is let go, and the USSD part asks for a code again.
  const second = freshNumber().replace(/.$/, (d) => String((Number(d) + 1) % 10));
  const details = page.getByRole('region', { name: en.dashboard.detailsHeading });
  await details.getByLabel(en.account.profile.phone).fill(second);
  await details.getByRole('button', { name: en.account.profile.save }).click();
  await expect(details.getByText(en.account.profile.savedUnlinked.replace('{phone}', formatPhone(first)))).toBeVisible();
  await expect(ussd.getByRole('button', { name: t.send })).toBeVisible();
  await expect(ussd.getByRole('button', { name: t.unlink })).toHaveCount(0);

  // Joined again with its own code, then unlinked by the farmer.
  await ussd.getByLabel(t.phone).fill(second);
  await ussd.getByRole('button', { name: t.send }).click();
  await ussd.getByLabel(t.code).fill(await codeSentTo(page, second));
  await ussd.getByRole('button', { name: t.confirm }).click();
  await ussd.getByRole('button', { name: t.unlink }).click();
  await expect(ussd.getByText(t.unlinked.replace('{phone}', formatPhone(second)))).toBeVisible();
  await expect(ussd.getByRole('button', { name: t.send })).toBeVisible();
});
