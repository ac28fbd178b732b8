/**
 * The first tap on a freshly opened page, as a farmer on a slow phone makes it. Each run opens
 * the page in a fresh browser context of Debian's Chromium, emulating a phone (360×740, touch) with
 * the CPU slowed 4× (`Emulation.setCPUThrottlingRate`) and slow 4G (`Network.emulateNetworkConditions`:
 * 150 ms, 1.6 Mbps down, 750 kbps up), signed in where the page needs it (the session as cookies in the
 * browser, the signed-in hint included, as after a real sign-in). It taps once, a real touch
 * (`Input.dispatchTouchEvent`, so the browser makes the pointer, touch and click events itself, hit
 * testing each as a phone does), on the first control a farmer would use there, and times from the
 * touch to the first frame painted with that control's own answer: the account menu open with its
 * items, the form's own error under a field, the cart count changed. A spinner, a busy control or a
 * "Loading..." is no answer. A tap is **lost** when no answer comes within LOST_AFTER_MS, and **sent
 * elsewhere** when the page's address changes (the tap went to a link, to sign-in say).
 *
 * Twice per page and run: 3 s after the load event, and 0.5 s after the control first shows (drawn
 * visible, scrolled into sight if it was below the fold), whether or not the page has loaded by then.
 * The figure is the median over the runs, a lost or misdirected tap counting as endless.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { FIRST_TAP_BUDGET_MS } from './budgets';
import { QUIET_CHROMIUM_FLAGS } from './chromium';
import { median } from './stats';

/** Slow 4G, as Lighthouse's mobile throttling names it: RTT, and throughput in bits per second. */
export const SLOW_4G = { latencyMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 };
export const CPU_SLOWDOWN = 4;
/** No answer within this after the touch: the tap is lost. */
export const LOST_AFTER_MS = 5_000;
/** How long a page may take to show its control at all before the run is given up as failed. */
const CONTROL_TIMEOUT_MS = 60_000;
/** Runs of one page and moment that may fail (not be made at all) before the case is given up. */
const MAX_FAILED_RUNS = 2;

/** The controls tapped and what answers them; both are found in the page (FIRST_TAP_HARNESS). */
export type ControlKind = 'account-menu' | 'form-submit' | 'add-to-cart';

export interface FirstTapTarget {
  name: string;
  /** A path of the shop; `{order}` is the bench farmer's own order. */
  path: string;
  control: ControlKind;
  session?: boolean;
}

export const FIRST_TAP_TARGETS: readonly FirstTapTarget[] = [
  { name: 'login', path: '/login', control: 'form-submit' },
  { name: 'register', path: '/register', control: 'form-submit' },
  { name: 'dashboard', path: '/dashboard', control: 'account-menu', session: true },
  { name: 'wallet', path: '/wallet', control: 'account-menu', session: true },
  { name: 'orders', path: '/orders', control: 'account-menu', session: true },
  { name: 'order', path: '/order-confirmation/{order}', control: 'account-menu', session: true },
  { name: 'product', path: '/products/tomato-anna-f1', control: 'add-to-cart' },
];

export const CONTROL_LABELS: Record<ControlKind, { control: string; answer: string }> = {
  'account-menu': { control: "the header's account menu", answer: 'the menu open, its items shown' },
  'form-submit': { control: 'the submit button, fields empty', answer: "the form's own error under a field" },
  'add-to-cart': { control: '"Add to cart"', answer: "the header's cart count changed" },
};

export type TapMoment = 'load+3s' | 'shown+0.5s';
export const TAP_MOMENTS: Record<TapMoment, { label: string; delayMs: number }> = {
  'load+3s': { label: '3 s after the load event', delayMs: 3_000 },
  'shown+0.5s': { label: '0.5 s after the control first shows', delayMs: 500 },
};

export interface FirstTapRun {
  outcome: 'answered' | 'lost' | 'elsewhere';
  /** Touch to the answer painted, ms (answered only). */
  answerMs?: number;
  /** When the touch came: ms after the load event (load+3s) or after the control first showed (shown+0.5s). */
  tapAtMs: number | null;
  /** The control's first showing and the load event, ms after the navigation started (null: not by the tap). */
  shownAtMs: number | null;
  loadAtMs: number | null;
  /** From the touch to the page's main thread handling it (its input delay), ms; null if it never did. */
  inputDelayMs: number | null;
  /** What was tapped, what the finger came down on and what the click landed on: to explain a surprising run. */
  tapped: string;
  downOn: string | null;
  clicked: string | null;
  /** Where a tap sent elsewhere took the page. */
  url?: string;
  /** What showed instead of the answer (the sign-in choices, a network error...). */
  note?: string;
}

export interface FirstTapResult {
  name: string;
  path: string;
  control: ControlKind;
  moment: TapMoment;
  runs: FirstTapRun[];
  /** Median over the runs, a lost or misdirected tap counting as endless: null when that is the median. */
  medianMs: number | null;
  lost: number;
  elsewhere: number;
  pass: boolean;
  /** Why some runs could not be made (the page never showed the control...): the case fails. */
  error?: string;
}

/** The binding through which the page tells the bench what happened, as it happens. */
const BINDING = '__micheFirstTap';

/**
 * Installed before any of the page's scripts. Finds the control and its answer; once armed (when the
 * control is found), looks at every frame for the answer and reports the first one painted with it.
 * Reports go through a DevTools binding, which still arrives when the tap leaves the page. Plain
 * JavaScript in a string: tsx's helpers would not exist in the page.
 */
const FIRST_TAP_HARNESS = String.raw`
(function (config) {
  if (window.top !== window) return;
  var state = { origin: performance.timeOrigin, shownAt: null, loadAt: null, answerAt: null, downAt: null, downSeenAt: null, downOn: null, clicked: null, note: null };
  var armed = false;
  var countBefore = 0;
  function report(kind, extra) {
    var navigation = performance.getEntriesByType('navigation')[0];
    state.loadAt = navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : null;
    window.${BINDING}(JSON.stringify({ kind: kind, state: state, extra: extra || null }));
  }
  function visible(el) {
    if (!el || !el.isConnected) return false;
    var r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }
  function first(selector, test) {
    var all = document.querySelectorAll(selector);
    for (var i = 0; i < all.length; i++) if (visible(all[i]) && (!test || test(all[i]))) return all[i];
    return null;
  }
  function name(el) {
    if (!el || !el.tagName) return String(el);
    var text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    var href = el.getAttribute('href');
    return el.tagName.toLowerCase() + (href ? '[href=' + href + ']' : '') + (el.isConnected ? '' : ' (removed)') + ' "' + text + '"';
  }
  function note(text) {
    if (state.note === text) return;
    state.note = text;
    report('state');
  }
  function cartCount() {
    var badge = first('header [data-testid="cart-badge"]');
    return badge ? Number((badge.textContent || '').replace(/\D/g, '')) || 0 : 0;
  }
  var controls = {
    // Whatever sits in the header's account slot: the menu button, or what the page drew there before it.
    'account-menu': function () { return first('header [aria-haspopup="menu"]'); },
    'form-submit': function () { return first('main form button[type="submit"], main form input[type="submit"]'); },
    'add-to-cart': function () { return first('main button', function (b) { return /add to cart/i.test(b.textContent || ''); }); },
  };
  var answers = {
    'account-menu': function () {
      var menu = first('header [role="menu"]');
      if (!menu) return false;
      // The account menu leads to the dashboard; the signed-out Sign In choices do not.
      if (first('header [role="menu"] [role="menuitem"][href$="/dashboard"]')) return true;
      note('a menu without the account opened: ' + name(menu));
      return false;
    },
    'form-submit': function () {
      if (first('main form [id$="-error"]', function (e) { return (e.textContent || '').trim() !== ''; })) return true;
      var alert = first('main [role="alert"]');
      if (alert) note('the page said: ' + name(alert));
      return false;
    },
    'add-to-cart': function () { return cartCount() > countBefore; },
  };
  var control = controls[config.control];
  var answered = answers[config.control];
  /** From now on, every frame: the first painted with the answer is the time reported. */
  function arm() {
    if (armed) return;
    armed = true;
    countBefore = cartCount();
    report('state');
    requestAnimationFrame(function watch() {
      if (!answered()) return requestAnimationFrame(watch);
      // Posted from the frame that draws the answer: it runs once that frame has painted.
      var channel = new MessageChannel();
      channel.port1.onmessage = function () {
        state.answerAt = performance.now();
        report('state');
      };
      channel.port2.postMessage(0);
    });
  }
  /** The control's centre in the viewport, scrolled to the middle first if it is out of sight; arms the watch. */
  function locate() {
    var el = control();
    if (!el) return null;
    var r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      r = el.getBoundingClientRect();
    }
    arm();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, tapped: name(el) };
  }
  window.__micheLocate = locate;
  if (config.watchShown) {
    (function look() {
      var where = locate();
      if (!where) return requestAnimationFrame(look);
      state.shownAt = performance.now();
      report('shown', where);
    })();
  }
  // Where the finger came down and where the click went, for the report (a target may be removed
  // under the finger, and its touch events then never reach the document).
  addEventListener('pointerdown', function (e) {
    if (!armed || state.downOn !== null) return;
    state.downAt = e.timeStamp;
    state.downSeenAt = performance.now();
    state.downOn = name(e.target);
    report('state');
  }, { capture: true, passive: true });
  addEventListener('click', function (e) {
    if (!armed || state.clicked !== null) return;
    state.clicked = name(e.target);
    report('state');
  }, { capture: true });
})`;

interface PageState {
  /** performance.timeOrigin: the page's clock, ms since the epoch. */
  origin: number;
  shownAt: number | null;
  loadAt: number | null;
  answerAt: number | null;
  /** The finger down as the page's event says it came, and when the page's main thread got to it. */
  downAt: number | null;
  downSeenAt: number | null;
  downOn: string | null;
  clicked: string | null;
  note: string | null;
}

interface Location {
  x: number;
  y: number;
  tapped: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The Cookie header as the browser's own cookies, so the page's scripts see the signed-in hint too. */
function cookiesFor(origin: string, cookie: string) {
  return cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
}

async function phone(browser: Browser, origin: string, cookie: string | undefined): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  if (cookie) await context.addCookies(cookiesFor(origin, cookie));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: SLOW_4G.downBitsPerSecond / 8,
    uploadThroughput: SLOW_4G.upBitsPerSecond / 8,
  });
  return { context, page, cdp };
}

/**
 * A finger down and up at `touched` (now, ms since the epoch), as the phone's touchscreen reports it,
 * not waiting for the page in between (a busy page does not make the finger stay down).
 */
async function touch(cdp: CDPSession, at: { x: number; y: number }, touched: number): Promise<void> {
  const point = { x: Math.round(at.x), y: Math.round(at.y), radiusX: 4, radiusY: 4, force: 1, id: 0 };
  const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp: touched / 1000 });
  const up = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: touched / 1000 });
  await Promise.all([down, up]);
}

const locate = (page: Page) => page.evaluate(() => (window as unknown as { __micheLocate: () => Location | null }).__micheLocate());

/** One tap on a fresh page. */
async function tapOnce(browser: Browser, origin: string, target: FirstTapTarget, path: string, moment: TapMoment, cookie?: string): Promise<FirstTapRun> {
  const { context, page, cdp } = await phone(browser, origin, target.session ? cookie : undefined);
  try {
    const url = `${origin}${path}`;
    const watchShown = moment === 'shown+0.5s';
    // The page's reports: its state and the control's first showing. A page reached after the touch
    // (its clock starts later) was not tapped: what it says is not the answer.
    const seen: { state: PageState | null } = { state: null };
    let touched = Infinity;
    let shown: (report: { where: Location; at: number }) => void = () => undefined;
    const firstShown = new Promise<{ where: Location; at: number }>((resolve) => (shown = resolve));
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: BINDING });
    cdp.on('Runtime.bindingCalled', (event) => {
      if (event.name !== BINDING) return;
      const report = JSON.parse(event.payload) as { kind: 'shown' | 'state'; state: PageState; extra: Location | null };
      if (report.state.origin > touched) return;
      seen.state = report.state;
      if (report.kind === 'shown' && report.extra) shown({ where: report.extra, at: Date.now() });
    });
    await page.addInitScript({ content: `${FIRST_TAP_HARNESS}(${JSON.stringify({ control: target.control, watchShown })});` });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });

    const neverShowed = () => new Error(`${CONTROL_LABELS[target.control].control} never showed on ${path}`);
    let where: Location;
    if (watchShown) {
      void page.goto(url, { waitUntil: 'commit', timeout: CONTROL_TIMEOUT_MS }).catch(() => undefined);
      const first = await Promise.race([firstShown, sleep(CONTROL_TIMEOUT_MS).then(() => null)]);
      if (!first) throw neverShowed();
      where = first.where;
      await sleep(TAP_MOMENTS[moment].delayMs - (Date.now() - first.at));
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: CONTROL_TIMEOUT_MS });
      const loaded = Date.now();
      // Found (and scrolled into sight) half a second early, so that a busy page does not delay the touch itself.
      await sleep(TAP_MOMENTS[moment].delayMs - 500);
      let found = await locate(page);
      for (const deadline = Date.now() + CONTROL_TIMEOUT_MS; !found && Date.now() < deadline; await sleep(100)) found = await locate(page);
      if (!found) throw neverShowed();
      where = found;
      await sleep(TAP_MOMENTS[moment].delayMs - (Date.now() - loaded));
    }

    const from = page.url();
    const navigatedBefore = addresses.length;
    touched = Date.now();
    await touch(cdp, where, touched);
    const movedOn = () => [...addresses.slice(navigatedBefore), page.url()].find((a) => a !== from);
    while (Date.now() - touched < LOST_AFTER_MS + 200 && !movedOn() && seen.state?.answerAt == null) await sleep(50);
    // What the page reported just before it was left.
    await sleep(100);
    const s = seen.state;
    const elsewhere = movedOn();
    // The touch on the page's clock.
    const touchAt = s ? touched - s.origin : null;
    const since = watchShown ? (s?.shownAt ?? null) : (s?.loadAt ?? null);
    const base: FirstTapRun = {
      outcome: 'lost',
      tapAtMs: touchAt !== null && since !== null ? Math.round(touchAt - since) : null,
      shownAtMs: s?.shownAt != null ? Math.round(s.shownAt) : null,
      loadAtMs: s?.loadAt != null ? Math.round(s.loadAt) : null,
      inputDelayMs: touchAt !== null && s?.downSeenAt != null ? Math.round(s.downSeenAt - touchAt) : null,
      tapped: where.tapped,
      downOn: s?.downOn ?? null,
      clicked: s?.clicked ?? null,
      ...(s?.note ? { note: s.note } : {}),
    };
    if (elsewhere) return { ...base, outcome: 'elsewhere', url: elsewhere.replace(origin, '') };
    if (touchAt === null || s?.answerAt == null) return base;
    const answerMs = s.answerAt - touchAt;
    if (answerMs < 0) return { ...base, note: `the answer showed ${Math.round(-answerMs)} ms before the touch` };
    if (answerMs > LOST_AFTER_MS) return base;
    return { ...base, outcome: 'answered', answerMs: Math.round(answerMs) };
  } finally {
    await context.close();
  }
}

function result(target: FirstTapTarget, path: string, moment: TapMoment, runs: FirstTapRun[], error?: string): FirstTapResult {
  const times = runs.map((r) => (r.outcome === 'answered' ? r.answerMs! : Infinity));
  const middle = times.length > 0 ? median(times) : Infinity;
  const lost = runs.filter((r) => r.outcome === 'lost').length;
  const elsewhere = runs.filter((r) => r.outcome === 'elsewhere').length;
  const medianMs = Number.isFinite(middle) ? Math.round(middle) : null;
  // The goal is the tap 3 s after load; the early tap's time is reported, and it may only not
  // do the wrong thing (a sign-in form's button waits for the framework, so a tap before it is lost).
  const pass =
    moment === 'load+3s' ? !error && medianMs !== null && medianMs <= FIRST_TAP_BUDGET_MS && lost === 0 && elsewhere === 0 : !error && elsewhere === 0;
  return { name: target.name, path, control: target.control, moment, runs, medianMs, lost, elsewhere, pass, ...(error ? { error } : {}) };
}

/** One run in a line of the log. */
export function describeRun(run: FirstTapRun, moment: TapMoment): string {
  const figure = run.outcome === 'answered' ? `${run.answerMs} ms` : run.outcome === 'elsewhere' ? `sent to ${run.url}` : 'lost';
  const when = run.tapAtMs === null ? '' : ` ${run.tapAtMs} ms after ${moment === 'load+3s' ? 'load' : 'it showed'}`;
  return `${figure} (tapped${when} on ${run.tapped}; down on ${run.downOn ?? 'nothing seen'}, click on ${run.clicked ?? 'nothing seen'}${run.note ? `; ${run.note}` : ''})`;
}

/**
 * Every target at both moments, `runs` times each, in rounds (every page once, then again) so a burst
 * of load on a shared machine does not hit one page only. One that cannot be measured is reported as
 * failed with the runs it made; the others go on.
 */
export async function measureFirstTaps(
  origin: string,
  options: { chromiumPath: string; runs: number; cookie?: string; order: string; log: (m: string) => void },
): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: QUIET_CHROMIUM_FLAGS });
  try {
    const cases = FIRST_TAP_TARGETS.flatMap((target) =>
      (Object.keys(TAP_MOMENTS) as TapMoment[]).map((moment) => ({
        target,
        moment,
        path: target.path.replace('{order}', options.order),
        runs: [] as FirstTapRun[],
        errors: target.session && !options.cookie ? ['no signed-in session'] : [],
      })),
    );
    for (let round = 1; round <= options.runs; round++) {
      // A run that could not be made (a page that never showed its control) is tried again next
      // round; a second failure gives the case up, so a missing page does not cost minutes per round.
      for (const c of cases.filter((c) => c.errors.length < MAX_FAILED_RUNS)) {
        try {
          const run = await tapOnce(browser, origin, c.target, c.path, c.moment, options.cookie);
          c.runs.push(run);
          options.log(`first tap ${round}/${options.runs} ${c.target.name} ${c.moment}: ${describeRun(run, c.moment)}`);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          c.errors.push(message);
          options.log(`first tap ${round}/${options.runs} ${c.target.name} ${c.moment} could not be made: ${message}`);
        }
      }
    }
    return cases.map((c) => result(c.target, c.path, c.moment, c.runs, c.errors.length > 0 ? [...new Set(c.errors)].join('; ') : undefined));
  } finally {
    await browser.close();
  }
}
