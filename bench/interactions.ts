/**
 * How fast Miche answers a tap on a cheap phone: each interaction is done in Debian's Chromium with
 * the CPU slowed 4× (Lighthouse's mobile slowdown, `Emulation.setCPUThrottlingRate`), and timed with
 * the Event Timing API: from the input event to the next paint after its handlers ran (what INP
 * measures). Each runs BENCH_INTERACTION_RUNS times in a fresh browser context; the figure is the
 * median. Event Timing reports nothing under 16 ms: such an answer counts as 16 ms.
 */
import { CPU_SLOWDOWN } from './first-tap';
import { chromium, type Browser, type Page } from '@playwright/test';
import { INTERACTION_BUDGET_MS } from './budgets';
import { QUIET_CHROMIUM_FLAGS } from './chromium';
import { median } from './stats';

export interface InteractionResult {
  name: string;
  label: string;
  runsMs: number[];
  medianMs: number;
  pass: boolean;
  /** Why the interaction could not be timed (the page never hydrated, a button was missing). */
  error?: string;
}

const MIN_REPORTED_MS = 16;

/** Watches every event with an interaction id from now on; read with `slowestInteraction`. */
const OBSERVE = `
  window.__micheEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__micheEvents.push({ id: e.interactionId, duration: e.duration, name: e.name });
  }).observe({ type: 'event', durationThreshold: ${MIN_REPORTED_MS}, buffered: true });
`;

async function lastInteractionMs(page: Page): Promise<number> {
  // The paint that ends the interaction comes a frame or two later, and the observer after it.
  await page.waitForTimeout(600);
  const events = await page.evaluate(() => (window as unknown as { __micheEvents: Array<{ id: number; duration: number }> }).__micheEvents);
  const last = Math.max(0, ...events.map((e) => e.id));
  const durations = events.filter((e) => e.id === last).map((e) => e.duration);
  return Math.max(MIN_REPORTED_MS, ...durations);
}

/** The page loaded, hydrated and quiet, with the CPU slowed 4× from the first byte on. */
async function openSlowed(browser: Browser, url: string, viewport = { width: 360, height: 740 }): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(OBSERVE);
  // Ready: the header's auth slot no longer shows Loading... (React knows who it is; a signed-out light
  // page keeps the slot in its HTML, hidden, and its islands script follows the load).
  await page.getByText('Loading...', { exact: true }).waitFor({ state: 'hidden', timeout: 60_000 });
  // Quiet enough: a page that keeps one request open (a slow image) is still measured, not abandoned.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return page;
}

interface Interaction {
  name: string;
  label: string;
  path: string;
  /** Gets the page to the state before the tap (not timed). */
  prepare?: (page: Page) => Promise<void>;
  /** The one input that is timed. */
  act: (page: Page) => Promise<void>;
}

const addToCart = (page: Page) =>
  page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
const openCart = (page: Page) => page.getByRole('button', { name: /open cart/i }).click();

export const INTERACTIONS: readonly Interaction[] = [
  { name: 'add-to-cart', label: '"Add to cart" on a product page', path: '/products/tomato-anna-f1', act: addToCart },
  { name: 'open-cart', label: 'opening the cart panel', path: '/products/tomato-anna-f1', prepare: addToCart, act: openCart },
  {
    name: 'filter-keystroke',
    label: 'a letter typed in the products filter',
    path: '/products',
    prepare: (page) => page.getByRole('searchbox').first().focus(),
    act: (page) => page.keyboard.press('k'),
  },
  {
    name: 'cart-plus',
    label: 'plus on a cart line',
    path: '/products/tomato-anna-f1',
    prepare: async (page) => {
      await addToCart(page);
      await openCart(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /increase/i })
        .first()
        .waitFor();
    },
    act: (page) =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /increase/i })
        .first()
        .click(),
  },
];

async function timeOnce(browser: Browser, url: string, interaction: Interaction): Promise<number> {
  const page = await openSlowed(browser, url);
  try {
    await interaction.prepare?.(page);
    await page.waitForTimeout(300);
    await page.evaluate(() => ((window as unknown as { __micheEvents: unknown[] }).__micheEvents = []));
    await interaction.act(page);
    return await lastInteractionMs(page);
  } finally {
    await page.context().close();
  }
}

export async function measureInteractions(
  origin: string,
  options: { chromiumPath: string; runs: number; log: (m: string) => void },
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: QUIET_CHROMIUM_FLAGS });
  try {
    const results: InteractionResult[] = [];
    for (const interaction of INTERACTIONS) {
      const runsMs: number[] = [];
      try {
        for (let run = 1; run <= options.runs; run++) runsMs.push(await timeOnce(browser, `${origin}${interaction.path}`, interaction));
      } catch (error) {
        // One broken interaction is reported as failed; the page figures already measured are kept.
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        options.log(`interaction ${interaction.name} could not be timed: ${message}`);
        results.push({ name: interaction.name, label: interaction.label, runsMs, medianMs: NaN, pass: false, error: message });
        continue;
      }
      const medianMs = median(runsMs);
      options.log(`interaction ${interaction.name}: ${runsMs.join(', ')} ms (median ${medianMs})`);
      results.push({ name: interaction.name, label: interaction.label, runsMs, medianMs, pass: medianMs <= INTERACTION_BUDGET_MS });
    }
    return results;
  } finally {
    await browser.close();
  }
}
