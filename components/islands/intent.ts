/**
 * Booting a light page's framework when the farmer reaches for what only React does: a tap
 * on a control marked `data-boot="tap"` (Sign In) is answered at once (the control says it is busy,
 * `aria-busy`, which its own classes show), the framework boots, and the tap is played again on the
 * hydrated page; `data-boot="focus"` (a form) starts the boot as a field is reached for.
 */
import { bootFramework, frameworkBooting } from './boot';
import { PUBLIC_CONTROLS } from '@/lib/light-page/controls';

export function bootOnIntent() {
  document.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(PUBLIC_CONTROLS.boot.tap) : null;
    if (!control || frameworkBooting()) return;
    event.preventDefault();
    control.setAttribute('aria-busy', 'true');
    const done = () => control.removeAttribute('aria-busy');
    bootFramework().then(
      () => {
        done();
        control.click();
      },
      () => {
        done();
        // With no connection for the framework, the control does what it does as a link.
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

export function whenIdle(work: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
