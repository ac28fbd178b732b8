/**
 * Issue 14: booting the framework a public page was served without (lib/islands/hold-framework.ts).
 * The islands script calls `bootFramework()` when the farmer reaches for something only React does
 * (the sign-in choices, the checkout); the layout's LinkNavigator calls `announceFrameworkReady()`
 * once React has hydrated the page. Before that, React's DOM must be left as the server drew it,
 * or hydration would throw it away: islands change only attributes, and text React was told to
 * ignore, or undo what they did through `beforeBoot`.
 */
import { FRAMEWORK_LIST_ID } from './hold-framework';

const READY_EVENT = 'miche:framework-ready';
const READY_ATTRIBUTE = 'data-framework';

/** Called by React (LinkNavigator) once the page is hydrated. */
export function announceFrameworkReady(): void {
  document.documentElement.setAttribute(READY_ATTRIBUTE, 'ready');
  document.dispatchEvent(new Event(READY_EVENT));
}

/** True where React runs the page: framework pages, and public pages once booted. */
export const frameworkRunning = () => document.documentElement.hasAttribute(READY_ATTRIBUTE);

const undos: Array<() => void> = [];
const loaded = new Set<string>();
let booting: Promise<void> | null = null;

/** Whether this page was served with its framework held back, so it can boot it. */
export const canBootFramework = () => document.getElementById(FRAMEWORK_LIST_ID) !== null;

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

/**
 * Loads the held-back framework and resolves once React has hydrated the page. Once: later calls
 * share it. A failed download (no signal) rejects, and the next call tries again.
 */
export function bootFramework(): Promise<void> {
  if (frameworkRunning()) return Promise.resolve();
  if (booting) return booting;
  const list = document.getElementById(FRAMEWORK_LIST_ID);
  if (!list) return Promise.reject(new Error('this page has no framework to boot'));
  const sources = JSON.parse(list.textContent ?? '[]') as string[];
  const attempt = new Promise<void>((resolve, reject) => {
    document.addEventListener(READY_EVENT, () => resolve(), { once: true });
    for (const undo of undos.splice(0).reverse()) undo();
    Promise.all(sources.map(load)).catch(reject);
  });
  booting = attempt;
  attempt.catch(() => {
    if (booting === attempt) booting = null;
  });
  return attempt;
}
