/**
 * Spec section 1's loading splash, before a light page's framework boots: a link then loads the next
 * page as a document, and the splash (React's SplashOverlay, from its template) shows over this one
 * while it comes, fading in late so fast loads never flash. Back on this page from the browser's
 * back-forward cache, it is gone.
 */
import { clientNavigationTarget } from '@/components/ui/plain-click';
import { frameworkBooting } from './boot';
import { cloneTemplate } from './templates';

export function splashOnNavigation() {
  let splash: HTMLElement | null = null;
  document.addEventListener('click', (event) => {
    // A tap something else answered (the cart button, a held tap) has its default prevented.
    if (splash || frameworkBooting() || clientNavigationTarget(event, window.location) === null) return;
    splash = cloneTemplate('splash');
    if (splash) document.body.append(splash);
  });
  window.addEventListener('pageshow', () => {
    splash?.remove();
    splash = null;
  });
}
