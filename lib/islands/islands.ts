/**
 * The islands script (bundled by scripts/islands-script.ts): what a public page does before, or
 * without, the framework. Public pages are served with their framework held back (issue 14,
 * lib/islands/hold-framework.ts) and light pages have none (issue 17, data saver); on both this script
 * keeps the header (cart count, theme, language), "Add to cart", the cart panel and the cart page (the
 * same stored cart and rules as the full shop: lib/cart, components/cart/cart-store), the products
 * filter, the offer of Kiswahili and the share button. On a public page it boots the framework when
 * the farmer reaches for what only React does (signing in, a form) or is signed in (their account in
 * the header, the checkout), and then steps aside; on an account page, at the farmer's first touch. Everything else is plain HTML: links and forms.
 */
import { getCartSnapshot, subscribeCart } from '@/components/cart/cart-store';
import { hasSignedInHint } from '@/components/auth/session-hint';
import { startOfflineKit } from '@/components/offline/offline-kit';
import { WORKER_URL } from '@/lib/offline/rules';
import { wireAddToCart } from './add-to-cart';
import { beforeBoot, bootFramework, canBootFramework, frameworkBooting, isAccountPage, replayTaps } from './boot';
import { cartPanel, showCartPage } from './cart';
import { cartButton, keepCartButtonForBoot, showAccountButton, showAccountLoading, showCount, wireLanguageSwitch, wireThemeToggle } from './header';
import { bootOnFirstIntent, bootOnIntent, whenIdle } from './intent';
import { wireLanguageOffer, wireProductFilter, wireShare } from './page';
import { splashOnNavigation } from './splash';
import { EARLY_TAPS_GLOBAL } from './hold-framework';
import { WORDS_ID, type IslandWords } from './words';

const VIEWS_KEY = 'miche-light-views';

/**
 * From the second light page on, the service worker, so the pages a farmer on little data opened
 * work offline too. Not on the first: it costs about 30 KB once (the worker and the offline page).
 */
function keepForOffline() {
  if (!('serviceWorker' in navigator)) return;
  let views: number;
  try {
    views = Number(localStorage.getItem(VIEWS_KEY) ?? 0) + 1;
    localStorage.setItem(VIEWS_KEY, String(views));
  } catch {
    return;
  }
  if (views < 2) return;
  const hadWorker = Boolean(navigator.serviceWorker.controller);
  // As the full pages' offline kit does: the worker fetches the offline page in this page's language,
  // and keeps the page that came before it.
  navigator.serviceWorker
    .register(WORKER_URL, { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((ready) => ready.active?.postMessage({ type: 'VISIT', url: location.href, first: !hadWorker }))
    .catch(() => undefined);
}

function readWords(): IslandWords | null {
  try {
    return JSON.parse(document.getElementById(WORDS_ID)?.textContent ?? 'null') as IslandWords | null;
  } catch {
    return null;
  }
}

/**
 * The cart panel and the cart page, for a visitor who is not signed in (lib/islands/cart.ts). Someone
 * signed in checks out from React's cart: their page boots the framework, and until then the cart
 * button does what it does without JavaScript, a link to the cart page.
 */
function wireCart(words: IslandWords, signedIn: boolean): (() => void) | null {
  const page = document.querySelector<HTMLElement>('[data-cart-page]');
  if (page && !signedIn) beforeBoot(showCartPage(page, words));
  const button = cartButton();
  if (!button) return null;
  if (signedIn) {
    // React's panel, whose delivery step checks out: a tap boots the framework (bootOnIntent) and
    // opens it. A light page boots nothing: there the button is the link it is in the HTML.
    if (canBootFramework()) button.setAttribute('data-boot', 'tap');
    else ['role', 'aria-haspopup'].forEach((name) => button.removeAttribute(name));
    return null;
  }
  const panel = cartPanel(words);
  beforeBoot(panel.remove);
  whenIdle(panel.prepare);
  const open = (event: Event) => {
    if (frameworkBooting()) return;
    event.preventDefault();
    panel.open();
  };
  button.addEventListener('click', (event) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) open(event);
  });
  // A link announced as a button: Space presses it too.
  button.addEventListener('keydown', (event) => {
    if (event.key === ' ') open(event);
  });
  return panel.open;
}

/**
 * Taps made before this script arrived (held by the loader, hold-framework.ts), played again now; on
 * an account page, once the framework they were for has booted.
 */
function replayEarlyTaps() {
  const global = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  const taps = global[EARLY_TAPS_GLOBAL] ?? [];
  global[EARLY_TAPS_GLOBAL] = null;
  if (taps.length === 0) return;
  if (!isAccountPage()) return replayTaps(taps);
  bootFramework().then(
    () => replayTaps(taps),
    () => undefined,
  );
}

function start() {
  const boots = canBootFramework();
  const signedIn = hasSignedInHint();
  const words = readWords();
  if (boots) keepCartButtonForBoot();
  showCount(getCartSnapshot());
  // This page's changes, and another tab's.
  subscribeCart(() => showCount(getCartSnapshot()));
  wireThemeToggle();
  wireLanguageSwitch();
  const openPanel = words ? wireCart(words, signedIn) : null;
  const viewCart = words && openPanel ? { label: words.viewCart, open: openPanel } : null;
  document.querySelectorAll<HTMLElement>('[data-add-to-cart]').forEach((root) => wireAddToCart(root, viewCart));
  wireProductFilter();
  wireLanguageOffer();
  wireShare();
  if (boots) bootOnIntent();
  if (words) splashOnNavigation(words.splashLoading);
  replayEarlyTaps();
  if (!boots) {
    whenIdle(keepForOffline);
    return;
  }
  whenIdle(() => void startOfflineKit().catch(() => undefined));
  if (isAccountPage()) {
    showAccountButton();
    // What changes by itself (a payment being watched) needs React now; the rest waits for a touch.
    if (document.querySelector('[data-boot="now"]')) void bootFramework().catch(() => undefined);
    else bootOnFirstIntent();
    return;
  }
  // Someone signed in sees their account in the header and checks out: React draws both.
  if (signedIn) {
    if (words) showAccountLoading(words.loading);
    whenIdle(() => void bootFramework().catch(() => undefined));
  }
}

start();
