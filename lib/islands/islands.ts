/**
 * The islands script (bundled by scripts/islands-script.ts, a few KB): what a public page does
 * before, or without, the framework. Public pages are served with their framework held back (issue
 * 14, lib/islands/hold-framework.ts) and light pages have none (issue 17, data saver); on both this
 * script keeps the cart count in the header, "Add to cart" on a product page, the cart panel and the
 * cart page (the same stored cart and rules as the full shop: lib/cart, components/cart/cart-store),
 * the theme toggle and the products filter. On a public page it boots the framework when the farmer
 * reaches for what only React does (signing in, a form) or is signed in (their account in the header,
 * the checkout), and then steps aside. Everything else is plain HTML: links and forms.
 */
import { MAX_LINE_QUANTITY, cartCount, cartReducer, type CartItem, type CartProduct } from '@/lib/cart';
import { getCartSnapshot, subscribeCart, writeCart } from '@/components/cart/cart-store';
import { chooseTheme, currentTheme } from '@/components/layout/theme';
import { hasSignedInHint } from '@/components/auth/session-hint';
import { WORKER_URL } from '@/lib/offline/rules';
import { startOfflineKit } from '@/components/offline/offline-kit';
import { onFirstUse } from '@/components/products/first-use';
import { attachProductFilter, filterItems, resetProductFilter } from '@/components/products/product-filter';
import { PRODUCT_FILTER_IDS } from '@/components/products/product-filter-ids';
import { beforeBoot, bootFramework, canBootFramework, frameworkBooting } from './boot';
import { cartPanel, showCartPage } from './cart';
import { WORDS_ID, type IslandWords } from './words';

const VIEWS_KEY = 'miche-light-views';

const cartButton = () => document.querySelector<HTMLElement>('[data-cart-button]');

function showCount(items: CartItem[]) {
  const button = cartButton();
  if (!button || frameworkBooting()) return;
  const count = cartCount(items);
  const label = button.dataset[count === 1 ? 'labelOne' : 'labelMany'];
  if (label) button.setAttribute('aria-label', label.replace(/\d+/, String(count)));
  button.querySelector('[data-testid="cart-badge"]')?.remove();
  if (count === 0) return;
  const badge = document.createElement('span');
  badge.dataset.testid = 'cart-badge';
  badge.setAttribute('aria-hidden', 'true');
  badge.className = 'absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-leaf-600 px-1 text-sm font-bold text-white';
  badge.textContent = count > 99 ? '99+' : String(count);
  button.append(badge);
}

/** The header's cart button as the server drew it: React hydrates what it rendered. */
function keepCartButtonForBoot() {
  const button = cartButton();
  if (!button) return;
  const label = button.getAttribute('aria-label');
  beforeBoot(() => {
    button.querySelector('[data-testid="cart-badge"]')?.remove();
    if (label !== null) button.setAttribute('aria-label', label);
  });
}

function wireAddToCart(root: HTMLElement) {
  const product = JSON.parse(root.dataset.addToCart ?? 'null') as CartProduct | null;
  const input = root.querySelector<HTMLInputElement>('input[type="number"]');
  const add = root.querySelector<HTMLButtonElement>('[data-add]');
  const [minus, plus] = [root.querySelector<HTMLButtonElement>('[data-step="-1"]'), root.querySelector<HTMLButtonElement>('[data-step="1"]')];
  if (!product || !input || !add || !minus || !plus) return;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'text-sm';
  add.after(status);
  const drawn = [input.value, input.max, minus.disabled, plus.disabled, add.disabled] as const;
  beforeBoot(() => {
    status.remove();
    [input.value, input.max, minus.disabled, plus.disabled, add.disabled] = drawn;
  });

  const room = () =>
    Math.min(product.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY) - (getCartSnapshot().find((i) => i.product.id === product.id)?.quantity ?? 0);
  const set = (wanted: number) => {
    const most = Math.max(room(), 1);
    const quantity = Math.max(1, Math.min(Number.isFinite(wanted) ? Math.floor(wanted) : 1, most));
    input.value = String(quantity);
    input.max = String(most);
    minus.disabled = quantity <= 1;
    plus.disabled = quantity >= room();
    add.disabled = room() <= 0;
  };
  // Once the framework is booting, React answers these buttons.
  const unlessBooting = (act: () => void) => () => {
    if (!frameworkBooting()) act();
  };
  minus.addEventListener(
    'click',
    unlessBooting(() => set(input.valueAsNumber - 1)),
  );
  plus.addEventListener(
    'click',
    unlessBooting(() => set(input.valueAsNumber + 1)),
  );
  input.addEventListener(
    'change',
    unlessBooting(() => set(input.valueAsNumber)),
  );
  add.addEventListener(
    'click',
    unlessBooting(() => {
      const after = cartReducer({ items: getCartSnapshot(), capped: null }, { type: 'add', product, quantity: input.valueAsNumber || 1 });
      writeCart(after.items);
      const quantity = after.items.find((i) => i.product.id === product.id)?.quantity ?? 0;
      status.textContent = (root.dataset.added ?? '').replace('{quantity}', String(quantity));
      set(1);
    }),
  );
  set(1);
}

function wireThemeToggle() {
  const toggle = document.querySelector('[data-theme-toggle]');
  toggle?.addEventListener('click', () => {
    if (frameworkBooting()) return;
    const dark = currentTheme() !== 'dark';
    chooseTheme(dark ? 'dark' : 'light');
    toggle.setAttribute('aria-pressed', String(dark));
  });
}

/** The products filter, until the framework boots; then the list goes back as the server drew it, for React. */
function wireProductFilter() {
  const form = document.getElementById(PRODUCT_FILTER_IDS.form);
  if (!(form instanceof HTMLFormElement)) return;
  const serverQuery = window.location.search;
  const stop = onFirstUse(form, () => {
    if (frameworkBooting()) return;
    const items = filterItems();
    const detach = attachProductFilter(form, items);
    beforeBoot(() => {
      detach();
      resetProductFilter(items, serverQuery);
    });
  });
  beforeBoot(stop);
}

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

function whenIdle(work: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

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
function bootOnIntent() {
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
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-boot="focus"]')) bootFramework().catch(() => undefined);
  });
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
function wireCart(words: IslandWords, signedIn: boolean) {
  const page = document.querySelector<HTMLElement>('[data-cart-page]');
  if (page && !signedIn) beforeBoot(showCartPage(page, words));
  const button = cartButton();
  if (!button) return;
  if (signedIn) {
    // A light page boots nothing: the button is the link it is in the HTML.
    if (!canBootFramework()) ['role', 'aria-haspopup'].forEach((name) => button.removeAttribute(name));
    return;
  }
  const panel = cartPanel(words);
  beforeBoot(panel.remove);
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
}

function start() {
  const boots = canBootFramework();
  const signedIn = hasSignedInHint();
  if (boots) keepCartButtonForBoot();
  showCount(getCartSnapshot());
  // This page's changes, and another tab's.
  subscribeCart(() => showCount(getCartSnapshot()));
  document.querySelectorAll<HTMLElement>('[data-add-to-cart]').forEach(wireAddToCart);
  wireThemeToggle();
  wireProductFilter();
  const words = readWords();
  if (words) wireCart(words, signedIn);
  if (!boots) {
    whenIdle(keepForOffline);
    return;
  }
  bootOnIntent();
  whenIdle(() => void startOfflineKit().catch(() => undefined));
  // Someone signed in sees their account in the header and checks out: React draws both.
  if (signedIn) whenIdle(() => void bootFramework().catch(() => undefined));
}

start();
