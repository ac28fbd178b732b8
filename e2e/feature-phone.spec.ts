/**
 * Issue 18: a farmer with a feature phone buys a tray over USSD on the Africa's Talking stand-in's
 * virtual phone, in Kiswahili, approves the prompt on the M-Pesa sandbox's virtual phone, and reads
 * the "paid" SMS in the inbox. Phone project only: it is about the USSD channel, not the shop's layout.
 */
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the USSD channel, not layout'));

const AT = `http://127.0.0.1:${process.env.AT_SANDBOX_PORT ?? 4330}`;
const MPESA = `http://127.0.0.1:${process.env.MPESA_SANDBOX_PORT ?? 4310}`;

async function answer(phone: Page, text: string) {
  await phone.getByLabel('Answer').fill(text);
  await phone.getByRole('button', { name: 'Send' }).click();
}

test('a farmer dials, chooses Kiswahili, buys a tray, approves the prompt and reads the paid SMS', async ({ page, context }) => {
  // A fresh number each run: the M-Pesa sandbox leaves its prompt waiting for the PIN.
  const subscriber = `7${String(Date.now()).slice(-8)}`;
  await page.goto(AT);
  await page.getByLabel('Phone number').fill(`+254${subscriber}`);
  await page.getByRole('button', { name: /^Dial/ }).click();
  const screen = page.getByRole('status');
  await expect(screen).toContainText('2 Kiswahili');
  await answer(page, '2');
  await expect(screen).toContainText('1 Nunua miche');
  await answer(page, '1');
  await expect(screen).toContainText('1 Mboga za matunda');
  await answer(page, '1');
  await expect(screen).toContainText('98 Zaidi');
  await answer(page, '98');
  await expect(screen).toContainText('Tomato Anna F1 (tray of 50)');
  const option = /(\d) Tomato Anna F1 \(tray of 50\)/.exec((await screen.textContent()) ?? '')?.[1];
  await answer(page, option ?? '1');
  await expect(screen).toContainText('Weka idadi:');
  await answer(page, '1');
  await answer(page, '1');
  await expect(screen).toContainText(/Jumla KES [\d,]+/);
  await answer(page, '1');
  await expect(screen).toContainText('Ombi la M-Pesa');
  await expect(page.getByLabel('Answer')).toBeDisabled();

  const mpesa = await context.newPage();
  await mpesa.goto(`${MPESA}/?phone=254${subscriber}`);
  await expect(mpesa.getByText(/Pay KES [\d,]+ to Miche, account MC[A-Z0-9]{8}\? Enter M-PESA PIN/)).toBeVisible();
  await mpesa.getByLabel('M-PESA PIN', { exact: true }).first().fill('1234');
  await mpesa.getByRole('button', { name: 'OK' }).first().click();

  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh inbox' }).click();
    await expect(page.getByRole('listitem').first()).toContainText(/Miche: oda MC[A-Z0-9]{8} imelipwa \(M-Pesa [A-Z0-9]{10}\)\. Asante!/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('listitem').nth(1)).toContainText(/Miche: oda MC[A-Z0-9]{8} imepokelewa/);
});
