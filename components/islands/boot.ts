/**
 * Booting the framework a light public page was served without (lib/light-page/reshape.ts).
 * The islands script calls `bootFramework()` when the farmer reaches for something only React does
 * (signing in, a form): React's data for the page is the page's own RSC answer (`?_rsc`, what Next.js's
 * router asks for when it navigates, and byte for byte what the page would have carried inline), and
 * it must come from the build that drew the page, or the page reloads rather than mix two builds'
 * chunks; then the framework's scripts. The layout's FrameworkReady calls `announceFrameworkReady()`
 * once React has hydrated the page. Before that, React's DOM must be left as the server drew it, or
 * hydration would throw it away: islands change only attributes and what React ignores, or undo
 * what they did through `beforeBoot`.
 */
import { EARLY_TAPS, FRAMEWORK_LIST_ID, flightBuildId } from '@/lib/light-page/contract';

declare global {
  interface Window {
    /** Where Next.js's runtime finds React's data for the page. */
    __next_f?: unknown[];
  }
}

const READY_EVENT = 'miche:framework-ready';
const READY_ATTRIBUTE = 'data-framework';
/** The build a page last reloaded for: a second mismatch for the same build does not reload again. */
const RELOADED_FOR = 'miche-reloaded-for-build';

/** Called by React (FrameworkReady) once the page is hydrated. */
export function announceFrameworkReady(): void {
  document.documentElement.setAttribute(READY_ATTRIBUTE, 'ready');
  document.dispatchEvent(new Event(READY_EVENT));
}

/** True where React runs the page: pages served whole, and light pages once booted. */
export const frameworkRunning = () => document.documentElement.hasAttribute(READY_ATTRIBUTE);

const undos: Array<() => void> = [];
const loaded = new Set<string>();
let booting: Promise<void> | null = null;

/** Whether this page was served light, with its framework listed, so it can boot it. */
export const canBootFramework = () => document.getElementById(FRAMEWORK_LIST_ID) !== null;

/** Whether this is the data saver's version of the page (lib/light-page/reshape.ts names it on the list). */
export const dataSaverPage = () => document.getElementById(FRAMEWORK_LIST_ID)?.dataset.variant === 'saver';

/** Whether the framework has been asked for: islands then leave the page to React. */
export const frameworkBooting = () => booting !== null || frameworkRunning();

/** Something to put back as the server drew it before React hydrates (run last-in, first-out). */
export function beforeBoot(undo: () => void): void {
  undos.push(undo);
}

/** One of the framework's scripts; one that ran already is not run again on a second attempt. */
function load(src: string): Promise<void> {
  if (loaded.has(src)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      loaded.add(src);
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
}

/** What the boot asks of the browser beyond the page (a test stands in for it: jsdom cannot reload). */
export const browserPage = { reload: () => window.location.reload() };

/** The page as another build drew it: reload once, so its HTML and its scripts come from the same build. */
class OtherBuild extends Error {}

/**
 * React's data for this page (its RSC answer), handed to Next.js's runtime before it starts, as the
 * page's own inline scripts would have. From another build than the page's: the page reloads.
 */
async function handOverPageData(build: string): Promise<void> {
  const search = new URLSearchParams(location.search);
  search.set('_rsc', '');
  const response = await fetch(`${location.pathname}?${search}`, { headers: { RSC: '1' } });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/x-component')) throw new Error(`no page data (HTTP ${response.status})`);
  const flight = await response.text();
  const drawnBy = flightBuildId(flight);
  if (drawnBy !== build) {
    let reloaded: string | null = null;
    try {
      reloaded = sessionStorage.getItem(RELOADED_FOR);
      sessionStorage.setItem(RELOADED_FOR, drawnBy ?? '');
    } catch {
      // storage blocked: reload anyway, once per page view
    }
    if (reloaded !== (drawnBy ?? '')) browserPage.reload();
    throw new OtherBuild(`the page is from build ${build}, its data from ${drawnBy ?? 'none'}`);
  }
  const queue = (window.__next_f ??= []);
  queue.push([0], [1, flight]);
}

/**
 * The whole stylesheet, for what React draws once it runs (the page carries only the rules its HTML
 * uses; lib/light-page/critical-css.ts). Settles when it has arrived, or failed to.
 */
function loadFullStylesheet(): Promise<void> {
  const href = document.getElementById('site-css')?.dataset.full;
  if (!href) return Promise.resolve();
  const present = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  const link = present ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (!present) document.head.append(link);
  return link.sheet ? Promise.resolve() : settled;
}

/** Starts a script's download without running it, so the scripts come while the page data does. */
function preload(src: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = src;
  document.head.append(link);
}

/** Taps and sends held while the framework was not there, made again (a form is sent as a button would). */
export function replayTaps(held: ReadonlyArray<Element>): void {
  for (const control of held) {
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLElement) control.click();
  }
}

/**
 * While the framework boots, the islands have stepped aside and React does not answer yet: a tap on
 * one of their controls is held, and played again once the boot is over (to React, or to the islands
 * again if the boot failed). Returns what ends the holding.
 */
function holdTaps(): () => void {
  const held: Element[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(EARLY_TAPS) : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  };
  // A form sent otherwise (Enter in a field): held too, with the button that sent it, if one did.
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event.submitter ?? event.target);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', holdSubmit, true);
  return () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', holdSubmit, true);
    replayTaps(held.splice(0));
  };
}

/**
 * Loads the framework the page was served without and resolves once React has hydrated the page.
 * Once: later calls share it. A failed download (no signal) rejects, and the next call tries again.
 */
export function bootFramework(): Promise<void> {
  if (frameworkRunning()) return Promise.resolve();
  if (booting) return booting;
  const list = document.getElementById(FRAMEWORK_LIST_ID);
  if (!list) return Promise.reject(new Error('this page has no framework to boot'));
  const sources = JSON.parse(list.textContent ?? '[]') as string[];
  const build = list.dataset.build ?? '';
  for (const undo of undos.splice(0).reverse()) undo();
  const styled = loadFullStylesheet();
  const release = holdTaps();
  const attempt = new Promise<void>((resolve, reject) => {
    document.addEventListener(READY_EVENT, () => void styled.then(resolve), { once: true });
    sources.filter((src) => !loaded.has(src)).forEach(preload);
    handOverPageData(build)
      .then(() => Promise.all(sources.map(load)))
      .catch(reject);
  });
  booting = attempt;
  attempt.then(release, () => {
    if (booting === attempt) booting = null;
    release();
  });
  return attempt;
}
