/**
 * The islands script (bundled by scripts/islands-script.ts): what a light public page does before its
 * framework boots (lib/light-page makes the page light for a visitor who is not signed in).
 * It keeps the header (cart count, theme, language), "Add to cart", the cart panel and the cart page
 * (the same stored cart and rules as the full shop, drawn from the templates React's components drew),
 * the product page's ready date and planting day, the products filter, the offer of Kiswahili and
 * the share button; and it boots the framework when the farmer reaches for what only React does
 * (signing in, a form), then steps aside. Everything else is plain HTML: links and forms.
 */
import { getCartSnapshot, subscribeCart } from '@/components/cart/cart-store';
import { startOfflineKit } from '@/components/offline/offline-kit';
import { EARLY_TAPS_GLOBAL, ISLANDS_BLOCK_ID } from '@/lib/light-page/contract';
import { hookOf } from '@/lib/light-page/controls';
import { wireAddToCart } from './add-to-cart';
import { hasSignedInHint } from '@/components/auth/session-hint';
import { beforeBoot, bootFramework, canBootFramework, dataSaverPage, frameworkBooting, replayTaps } from './boot';
import { cartPanel, showCartPage } from './cart';
import { cartButton, keepCartButtonForBoot, showAccountLoading, showCount, wireLanguageSwitch, wireThemeToggle } from './header';
import { bootOnIntent, whenIdle } from './intent';
import { wireLanguageOffer, wireProductFilter, wireShare } from './page';
import { showReadyFrom } from './ready-from';
import { wirePlantingQuick } from './planting-quick';
import { splashOnNavigation } from './splash';
import type { IslandsSettings } from './words';

const VIEWS_KEY = 'miche-light-views';

/**
 * A data saver's pages: the service worker from the second page on, so the pages a farmer on little
 * data opened work offline too. Not on the first: it costs about 30 KB once (the worker and the
 * offline page). Other pages start the offline kit (components/offline) when the phone is idle.
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
  if (views >= 2) void startOfflineKit().catch(() => undefined);
}

function readSettings(): IslandsSettings | null {
  try {
    return JSON.parse(document.getElementById(ISLANDS_BLOCK_ID)?.textContent ?? 'null') as IslandsSettings | null;
  } catch {
    return null;
  }
}

/**
 * The cart panel and the cart page for a visitor; returns what opens the panel. Someone signed in
 * checks out from React's cart: the button boots the framework and opens that.
 */
function wireCart(settings: IslandsSettings, signedIn: boolean): (() => void) | null {
  const button = cartButton();
  if (signedIn) {
    button?.setAttribute('data-boot', 'tap');
    return null;
  }
  const page = document.querySelector<HTMLElement>(hookOf('cartPage'));
  if (page) beforeBoot(showCartPage(page, settings.words));
  if (!button) return null;
  const panel = cartPanel(settings.words);
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

/** Taps made before this script arrived (held by the loader, lib/light-page/contract.ts), played again now. */
function replayEarlyTaps() {
  const global = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  const taps = global[EARLY_TAPS_GLOBAL] ?? [];
  global[EARLY_TAPS_GLOBAL] = null;
  replayTaps(taps);
}

function start() {
  const settings = readSettings();
  // A light page is for visitors; a cache may still give one to someone signed in (from before they
  // signed in): their account in the header and the checkout are React's, so it boots at once.
  const signedIn = hasSignedInHint() && canBootFramework();
  if (canBootFramework()) keepCartButtonForBoot();
  showCount(getCartSnapshot());
  // This page's changes, and another tab's.
  subscribeCart(() => showCount(getCartSnapshot()));
  wireThemeToggle();
  wireLanguageSwitch();
  const openPanel = settings ? wireCart(settings, signedIn) : null;
  document.querySelectorAll<HTMLElement>(hookOf('addToCart')).forEach((root) => wireAddToCart(root, openPanel));
  showReadyFrom();
  wirePlantingQuick();
  wireProductFilter();
  wireLanguageOffer();
  wireShare();
  bootOnIntent();
  splashOnNavigation();
  replayEarlyTaps();
  whenIdle(dataSaverPage() ? keepForOffline : () => void startOfflineKit().catch(() => undefined));
  if (signedIn) {
    if (settings) showAccountLoading(settings.words.loading);
    whenIdle(() => void bootFramework().catch(() => undefined));
  }
}

start();
