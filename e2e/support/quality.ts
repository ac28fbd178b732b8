import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings on the page as it is now, as "rule: target" lines. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Next.js streams a page's metadata: a moment after an action the <title> may not be back yet. A
  // page with no title after 5 s is still reported, by axe.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? v.help})`));
}

/** Collects every content security policy violation the browser reports, in every frame of the page. */
export function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/**
 * Visible controls smaller than 44 × 44 CSS pixels. Links inside a sentence are exempt, as WCAG
 * exempts inline targets: their size is the text's.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden until focused (the skip link): quality.spec.ts measures it focused.
      if (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none')) continue;
      // A visually hidden radio or checkbox is tapped through its label, which is measured instead.
      const target = (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && el.closest('label')) || el;
      const size = target.getBoundingClientRect();
      const inline = el.tagName === 'A' && el.closest('p, li > span, td') !== null && getComputedStyle(el).display === 'inline';
      if (inline) continue;
      if (size.width < 44 || size.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(size.width)}×${Math.round(size.height)}`);
      }
    }
    return small;
  });
}
