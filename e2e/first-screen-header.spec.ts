import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import sw from '../messages/sw.json';
import { Header } from './pages/shop';
import { press } from './support/press';
import { seriousAxeFindings, smallTapTargets } from './support/quality';
import { signInAsNewFarmer } from './support/session';

/** The header is one row of at most 64 px on a 360 × 740 phone, in both languages; the search hint is whole. */

const MAX_HEADER_PX = 64;

/** The header's height, and whether its visible controls all sit on one row (their middles within 4 px). */
async function headerShape(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !el.closest('[popover]:popover-open');
    });
    const middles = controls.map((el) => {
      const box = el.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    return { height: header.getBoundingClientRect().height, spread: Math.max(...middles) - Math.min(...middles), controls: controls.length };
  });
}

test.describe('on a phone', () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'the phone header'));

  for (const [path, words] of [
    ['/', en],
    ['/sw', sw],
    ['/sw/products', sw],
  ] as const) {
    test(`${path}: one row, at most ${MAX_HEADER_PX} px, that stays on screen; the menu holds the nav, the language and the theme`, async ({ page }) => {
      await page.goto(path);
      const shape = await headerShape(page);
      expect(shape.height).toBeLessThanOrEqual(MAX_HEADER_PX);
      expect(shape.spread).toBeLessThanOrEqual(4);
      expect(shape.controls).toBeGreaterThanOrEqual(4);

      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);

      const header = new Header(page);
      const nav = page.getByRole('navigation', { name: words.layout.mainNav });
      await expect(nav).toBeHidden();
      await press(header.menuButton());
      for (const name of [words.layout.products, words.layout.about, words.layout.contact]) await expect(nav.getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('link', { name: words.common.languageSwitchLabel })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^(${words.common.toDarkTheme}|${words.common.toLightTheme})$`) })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await press(header.menuButton());
      await press(nav.getByRole('link', { name: words.layout.about }));
      await expect(page).toHaveURL(/\/about$/);
      await expect(nav).toBeHidden();
    });
  }

  test("the products page's search hint shows whole, in both languages", async ({ page }) => {
    for (const path of ['/products', '/sw/products']) {
      await page.goto(path);
      const room = await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inside - context.measureText(input.placeholder).width;
      });
      expect(room, path).toBeGreaterThan(0);
    }
  });

  test('signed in: still one row, and the menu closes once React has routed its link', async ({ page }) => {
    await signInAsNewFarmer(page, { name: 'Chebet' });
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    const shape = await headerShape(page);
    expect(shape.height).toBeLessThanOrEqual(MAX_HEADER_PX);
    expect(shape.spread).toBeLessThanOrEqual(4);

    const header = new Header(page);
    await press(header.menuButton());
    await press(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }));
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test('on a desktop the nav, the language and the theme stand in the row, with no menu button', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the desktop header');
  await page.goto('/sw');
  const header = new Header(page);
  await expect(header.menuButton()).toBeHidden();
  await expect(page.getByRole('navigation', { name: sw.layout.mainNav }).getByRole('link', { name: sw.layout.about })).toBeVisible();
  await expect(page.getByRole('link', { name: sw.common.languageSwitchLabel })).toBeVisible();
  const shape = await headerShape(page);
  expect(shape.height).toBeLessThanOrEqual(MAX_HEADER_PX);
  expect(shape.spread).toBeLessThanOrEqual(4);
});
