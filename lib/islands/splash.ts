/**
 * Spec section 1's loading splash (logo, brand name, "Loading, please wait..."), before a public
 * page's framework boots: a link then loads the next page as a document, and the splash shows over
 * this one while it comes, fading in after 0.4 s as React's LinkNavigator's does, so fast loads never
 * flash. Back on this page from the browser's back-forward cache, it is gone.
 */
import { clientNavigationTarget } from '@/components/ui/plain-click';
import { frameworkBooting } from './boot';
import { h } from './dom';

export function splashOnNavigation(loadingWords: string) {
  let splash: HTMLElement | null = null;
  document.addEventListener('click', (event) => {
    // A tap something else answered (the cart button, a held tap) has its default prevented.
    if (splash || frameworkBooting() || clientNavigationTarget(event, window.location) === null) return;
    const logo = document.querySelector('header a[href] > span')?.cloneNode(true);
    if (logo instanceof Element) logo.classList.add('animate-pulse');
    splash = h(
      'div',
      {
        'data-testid': 'navigation-splash',
        className: 'fixed inset-0 z-[60] grid [animation:splash-in_200ms_ease-out_400ms_forwards] place-items-center bg-page opacity-0',
      },
      h(
        'div',
        { className: 'flex min-h-[50vh] flex-col items-center justify-center gap-4', role: 'status', 'aria-live': 'polite' },
        logo,
        h('p', { className: 'text-subtle' }, loadingWords),
      ),
    );
    document.body.append(splash);
  });
  window.addEventListener('pageshow', () => {
    splash?.remove();
    splash = null;
  });
}
