/**
 * Issue 14: booting the framework a public page was served without (lib/islands/hold-framework.ts).
 * The islands script calls `bootFramework()` when the farmer reaches for something only React does
 * (the sign-in choices, a form, the checkout): the page's data for React comes from the route that
 * served the page, then the framework's scripts; the layout's LinkNavigator calls
 * `announceFrameworkReady()` once React has hydrated the page. Before that, React's DOM must be left as the server drew it,
 * or hydration would throw it away: islands change only attributes, and text React was told to
 * ignore, or undo what they did through `beforeBoot`.
 */
import { ACCOUNT_EARLY_TAPS, ACCOUNT_PAGE_ATTRIBUTE, EARLY_TAPS, FRAMEWORK_LIST_ID } from './hold-framework';
import { PAGE_DATA_HEADER } from './pages';

declare global {
  interface Window {
    /** Where Next.js's runtime finds React's data for the page (hold-framework.ts left it out of the HTML). */
    __next_f?: unknown[];
  }
}

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
let pageData: Promise<void> | null = null;

/** Whether this page was served with its framework held back, so it can boot it. */
export const canBootFramework = () => document.getElementById(FRAMEWORK_LIST_ID) !== null;

/** An account page (lib/islands/pages.ts): its data for React is in the page, and any button waits for React. */
export const isAccountPage = () => document.getElementById(FRAMEWORK_LIST_ID)?.hasAttribute(ACCOUNT_PAGE_ATTRIBUTE) ?? false;

/** The nonce of a page rendered per request, which the scripts and preloads added here must carry. */
const pageNonce = () => document.querySelector<HTMLScriptElement>('script[data-islands]')?.nonce ?? '';

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
    script.nonce = pageNonce();
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
 * React's data for this page, from the route that served it (PAGE_DATA_HEADER), handed to Next.js's
 * runtime before it starts, as the page's own inline scripts would have. Once: a failure is tried again.
 */
function handOverPageData(): Promise<void> {
  pageData ??= fetch(`${location.pathname}${location.search}`, { headers: { [PAGE_DATA_HEADER]: '1' }, cache: 'no-store' })
    .then((response) => {
      if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) throw new Error(`no page data (HTTP ${response.status})`);
      return response.json() as Promise<unknown[]>;
    })
    .then((pushes) => {
      const queue = (window.__next_f ??= []);
      for (const push of pushes) queue.push(push);
    });
  pageData.catch(() => (pageData = null));
  return pageData;
}

/**
 * The whole stylesheet, for what React draws once it runs (the page carries only the rules its HTML
 * and the islands use; lib/islands/critical-css.ts). Settles when it has arrived, or failed to.
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
  link.nonce = pageNonce();
  document.head.append(link);
}

/**
 * While the framework boots, the islands have stepped aside and React does not answer yet: a tap on
 * one of their controls is held, and played again once the boot is over (to React, or to the islands
 * again if the boot failed). Returns what ends the holding.
 */
function holdTaps(taps: string): () => void {
  const held: Element[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(taps) : null;
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

/** Taps and sends held while the framework was not there, made again (a form is sent as a button would). */
export function replayTaps(held: ReadonlyArray<Element>): void {
  for (const control of held) {
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLElement) control.click();
  }
}

const TYPED = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="submit"]):not([type="button"]),textarea';
type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the farmer types while the framework boots, field by field: from what they typed before (a
 * field whose value is not the one the server drew) and every keystroke until React has hydrated.
 * Returns what stops the watch and gives what was typed.
 */
function watchTyping(): () => Map<Field, string> {
  const typed = new Map<Field, string>();
  const note = (field: Field) => {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  };
  document.querySelectorAll<Field>(TYPED).forEach(note);
  const onInput = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(TYPED)) typed.set(event.target as Field, (event.target as Field).value);
  };
  document.addEventListener('input', onInput, true);
  return () => {
    document.removeEventListener('input', onInput, true);
    // Hydrated, a field's default is React's value: one that differs was typed (filled in by the browser, say).
    document.querySelectorAll<Field>(TYPED).forEach(note);
    return typed;
  };
}

/**
 * What was typed before React ran, told to React. React hydrates a field without touching what was
 * typed in it, but its state still holds what the server drew, and its next render puts that back:
 * each field is set to React's value through React's own setter (so React remembers it), then to
 * what was typed behind React's back, and an input event lets React see the change.
 */
function tellReact(typed: Map<Field, string>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
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
  for (const undo of undos.splice(0).reverse()) undo();
  const styled = loadFullStylesheet();
  // An account page: any button waits for React, its data is in the page, and what is typed meanwhile is told to React.
  const account = isAccountPage();
  const release = holdTaps(account ? ACCOUNT_EARLY_TAPS : EARLY_TAPS);
  const typing = account ? watchTyping() : null;
  const attempt = new Promise<void>((resolve, reject) => {
    document.addEventListener(
      READY_EVENT,
      () => {
        if (!typing) return void styled.then(resolve);
        const typed = typing();
        // Told outside the React effect that announced it, so React renders each change as it comes,
        // and renders them all before a held tap is played again.
        setTimeout(() => {
          tellReact(typed);
          setTimeout(() => void styled.then(resolve), 0);
        }, 0);
      },
      { once: true },
    );
    sources.filter((src) => !loaded.has(src)).forEach(preload);
    (account ? Promise.resolve() : handOverPageData()).then(() => Promise.all(sources.map(load))).catch(reject);
  });
  booting = attempt;
  attempt.then(release, () => {
    if (booting === attempt) booting = null;
    release();
  });
  return attempt;
}
