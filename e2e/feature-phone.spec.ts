/**
 * A farmer with a feature phone buys over USSD on the Africa's Talking stand-in's
 * virtual phone, approves the prompt on the M-Pesa sandbox's virtual phone and reads the SMS in the
 * inbox; then buys with a town for the county, tops the wallet up, buys again in three screens paid
 * from the wallet, and texts STATUS from the virtual phone. Phone project only: it is about the USSD
 * channel, not the shop's layout.
 */
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the USSD channel, not layout'));

const AT = `http://127.0.0.1:${process.env.AT_SANDBOX_PORT ?? 4330}`;
const MPESA = `http://127.0.0.1:${process.env.MPESA_SANDBOX_PORT ?? 4310}`;

async function answer(phone: Page, text: string) {
  await phone.getByLabel('Answer').fill(text);
  await phone.getByRole('button', { name: 'Send', exact: true }).click();
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
  await expect(screen).toContainText('Nyanya Anna F1 trei 50 KES');
  const option = /(\d) Nyanya Anna F1 trei 50/.exec((await screen.textContent()) ?? '')?.[1];
  await answer(page, option ?? '1');
  await expect(screen).toContainText('Weka idadi ya trei: 1 hadi');
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
    await expect(page.getByRole('listitem').first()).toContainText(/Miche: oda MC[A-Z0-9]{8} imelipwa.*Ichukue Kitalu cha Miche, Ruaka/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('listitem').nth(1)).toContainText(/Miche: oda MC[A-Z0-9]{8} imepokelewa: Nyanya Anna F1 trei 50 x1/);
});

/** Approves the newest M-Pesa prompt for `subscriber` (254…) on the M-Pesa sandbox's virtual phone. */
async function approve(mpesa: Page, subscriber: string, what: RegExp) {
  await expect(async () => {
    await mpesa.goto(`${MPESA}/?phone=254${subscriber}`);
    await expect(mpesa.getByText(what).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await mpesa.getByLabel('M-PESA PIN', { exact: true }).first().fill('1234');
  await mpesa.getByRole('button', { name: 'OK' }).first().click();
}

test('a town for the county, Buy again in three screens paid from the wallet, and STATUS by SMS (issue 28)', async ({ page, context }) => {
  const subscriber = `7${String(Date.now() + 7).slice(-8)}`;
  const phone = `+254${subscriber}`;
  const screen = page.getByRole('status');
  const inbox = page.getByRole('listitem');
  const mpesa = await context.newPage();
  await page.goto(AT);
  await page.getByLabel('Phone number').fill(phone);
  const dial = async () => {
    await page.getByRole('button', { name: /^Dial/ }).click();
    await expect(screen).not.toHaveText('Dial to start.');
  };

  // Buys cabbages for delivery, typing the town (Thika) where the county is asked for.
  await dial();
  await expect(screen).toContainText('Karibu Miche / Welcome');
  await answer(page, '1');
  await answer(page, '1');
  await answer(page, '3');
  await expect(screen).toContainText('Cabbage Gloria F1 KES');
  const gloria = /(\d) Cabbage Gloria F1 KES/.exec((await screen.textContent()) ?? '')?.[1] ?? '3';
  await answer(page, gloria);
  await expect(screen).toContainText('How many seedlings?');
  await answer(page, '10');
  await answer(page, '2');
  await expect(screen).toContainText('Type your county or town:');
  await answer(page, 'Thika');
  await expect(screen).toContainText('Type a landmark or address in Thika');
  await answer(page, 'Opposite the stage');
  await expect(screen).toContainText('Deliver to Kiambu, Opposite the stage, Thika');
  await answer(page, '1');
  await expect(screen).toContainText('An M-Pesa prompt for');
  await approve(mpesa, subscriber, /Pay KES [\d,]+ to Miche, account MC[A-Z0-9]{8}\?/);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh inbox' }).click();
    await expect(inbox.first()).toContainText(/is paid.*We deliver to Opposite the stage, Thika, Kiambu/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Tops the wallet up by USSD: an STK prompt.
  await dial();
  await answer(page, '3');
  await expect(screen).toContainText('1 Top up with M-Pesa');
  await answer(page, '1');
  await answer(page, '1000');
  await expect(screen).toContainText('An M-Pesa prompt to add KES 1,000 to your wallet is coming');
  await approve(mpesa, subscriber, /Pay KES 1,000 to Miche/);
  await expect(async () => {
    await dial();
    await answer(page, '3');
    await expect(screen).toContainText('Wallet: KES 1,000', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Buy again: screen 1 the menu, screen 2 the summary, screen 3 the END, paid from the wallet.
  await dial();
  await expect(screen).toContainText('6 Buy again: Cabbage Gloria F1 x10');
  await answer(page, '6');
  await expect(screen).toContainText('3 Pay from wallet (KES 1,000)');
  await answer(page, '3');
  await expect(screen).toContainText(/Order MC[A-Z0-9]{8} is paid from your wallet\. KES 710 is left in it\./);
  const reference = /Order (MC[A-Z0-9]{8})/.exec((await screen.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByLabel('Answer')).toBeDisabled();

  // Texts STATUS from the virtual phone: the reply is the order's state, what it holds and where.
  await page.getByLabel('Text to the shortcode').fill('STATUS');
  await page.getByRole('button', { name: 'Send text' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh inbox' }).click();
    await expect(inbox.first()).toContainText(`Miche: order ${reference} (Cabbage Gloria F1 x10): Paid.`, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The stand-in's control API takes a text too, and the reply shows in its SMS list.
  const sent = await page.request.post(`${AT}/__sandbox/inbound`, { data: { from: phone, text: 'MSAADA' } });
  expect(sent.ok()).toBe(true);
  await expect(async () => {
    const sms = (await (await page.request.get(`${AT}/__sandbox/sms?phone=${encodeURIComponent(phone)}`)).json()) as Array<{ message: string }>;
    // The phone chose English, and its choice wins over the keyword's language.
    expect(sms[0]?.message).toMatch(/^Miche: dial \*384\*56# to buy seedlings\./);
  }).toPass({ timeout: 20_000 });
});
