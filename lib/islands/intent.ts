/**
 * Booting a public page's framework when the farmer reaches for what only React does (issue 14): a
 * tap on a control marked `data-boot="tap"` is answered at once (the control says it is busy), the
 * framework boots, and the tap is played again on the hydrated page; `data-boot="focus"` starts the
 * boot as a form's field is reached for.
 */
import { bootFramework, frameworkBooting } from './boot';

/** Says the framework is on its way, on the control the farmer tapped, so the tap is answered at once. */
function showBooting(control: HTMLElement): () => void {
  control.setAttribute('aria-busy', 'true');
  control.classList.add('animate-pulse');
  return () => {
    control.removeAttribute('aria-busy');
    control.classList.remove('animate-pulse');
  };
}

/**
 * A tap on a control only React answers (`data-boot="tap"`): the framework boots and the tap is
 * played again on the hydrated page. With no connection for the framework, the control does what it
 * does as a link. `data-boot="focus"` (a form's fields) starts booting when the farmer reaches for the
 * form, so the framework is there by the time they send it.
 */
export function bootOnIntent() {
  document.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-boot="tap"]') : null;
    if (!control || frameworkBooting()) return;
    event.preventDefault();
    const done = showBooting(control);
    bootFramework().then(
      () => {
        done();
        control.click();
      },
      () => {
        done();
        if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
      },
    );
  });
  // A link announced as a button (the cart button): Space presses it too.
  document.addEventListener('keydown', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-boot="tap"][role="button"]') : null;
    if (!control || event.key !== ' ' || frameworkBooting()) return;
    event.preventDefault();
    control.click();
  });
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-boot="focus"]')) bootFramework().catch(() => undefined);
  });
}

const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * An account page (sign-in, the dashboard, the wallet, orders): React answers nearly everything on it,
 * so the framework boots at the farmer's first touch, key or focus, and what they tap or send while it
 * boots is held and played again (boot.ts). Reading the page costs the phone nothing.
 */
export function bootOnFirstIntent() {
  const listen = (on: boolean) => {
    for (const type of INTENTS) {
      if (on) document.addEventListener(type, boot, { capture: true, passive: true });
      else document.removeEventListener(type, boot, true);
    }
  };
  // With no connection for the framework, the next touch tries again.
  const boot = () => {
    listen(false);
    bootFramework().catch(() => listen(true));
  };
  listen(true);
}

export function whenIdle(work: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
