import type { Locator, Page } from '@playwright/test';

/**
 * The page's own content, inside <main>. After a full load, React 19.2 can hold a hidden copy of
 * streamed content outside <main> for ~300 ms (react/react#37014); strict-mode queries on the whole
 * document then see two matches. Farmers never see the copy (it is `hidden`), so tests look in <main>.
 */
export function content(page: Page): Locator {
  return page.locator('#main');
}
