/**
 * The one script of a light page (issue 17, data saver; bundled by scripts/lite-script.ts, about
 * 3 KB): what a farmer must still be able to do without the framework. The cart count in the header,
 * "Add to cart" on a product page (the same stored cart and the same rules as the full shop, from
 * lib/cart), the theme toggle, and from the second light page on the service worker. Everything else
 * on a light page is plain HTML: links and forms.
 */
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY, cartCount, cartReducer, parseStoredCart, type CartItem, type CartProduct } from '@/lib/cart';
import { chooseTheme, currentTheme } from '@/components/layout/theme';
import { WORKER_URL } from '@/lib/offline/rules';

const VIEWS_KEY = 'miche-light-views';

function readCart(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

function showCount(items: CartItem[]) {
  const button = document.querySelector<HTMLElement>('[data-cart-button]');
  if (!button) return;
  // Here it is the link to the cart page it is in the HTML: there is no panel to open.
  button.removeAttribute('role');
  button.removeAttribute('aria-haspopup');
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

  const room = () => Math.min(product.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY) - (readCart().find((i) => i.product.id === product.id)?.quantity ?? 0);
  const set = (wanted: number) => {
    const most = Math.max(room(), 1);
    const quantity = Math.max(1, Math.min(Number.isFinite(wanted) ? Math.floor(wanted) : 1, most));
    input.value = String(quantity);
    input.max = String(most);
    minus.disabled = quantity <= 1;
    plus.disabled = quantity >= room();
    add.disabled = room() <= 0;
  };
  minus.addEventListener('click', () => set(input.valueAsNumber - 1));
  plus.addEventListener('click', () => set(input.valueAsNumber + 1));
  input.addEventListener('change', () => set(input.valueAsNumber));
  add.addEventListener('click', () => {
    const after = cartReducer({ items: readCart(), capped: null }, { type: 'add', product, quantity: input.valueAsNumber || 1 });
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(after.items));
    } catch {
      return; // storage blocked: the full shop's cart (with its in-memory fallback) is one tap away
    }
    const quantity = after.items.find((i) => i.product.id === product.id)?.quantity ?? 0;
    status.textContent = (root.dataset.added ?? '').replace('{quantity}', String(quantity));
    showCount(after.items);
    set(1);
  });
  set(1);
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

function start() {
  showCount(readCart());
  document.querySelectorAll<HTMLElement>('[data-add-to-cart]').forEach(wireAddToCart);
  const toggle = document.querySelector('[data-theme-toggle]');
  toggle?.addEventListener('click', () => {
    const dark = currentTheme() !== 'dark';
    chooseTheme(dark ? 'dark' : 'light');
    toggle.setAttribute('aria-pressed', String(dark));
  });
  if (document.readyState === 'complete') keepForOffline();
  else window.addEventListener('load', keepForOffline);
  // Another tab changed the cart.
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) showCount(readCart());
  });
}

start();
