/**
 * The cart before the framework boots (issue 14), and on light pages (issue 17): the cart panel the
 * header's button opens and the /cart page's list, as plain DOM over the same stored cart and rules
 * as the full shop (components/cart/cart-store.ts, lib/cart). The same lines, totals, words and
 * controls as React's CartLines and CartSummary, for a visitor who is not signed in: checking out
 * needs an account, so "Proceed to Checkout" stays disabled with the way to sign in beside it, as
 * it does there. Someone signed in gets React's cart, whose delivery step checks out.
 */
import { cartReducer, cartSubtotalCents, lineTotalCents, type CartAction, type CartItem } from '@/lib/cart';
import { getCartSnapshot, subscribeCart, writeCart } from '@/components/cart/cart-store';
import { fromWire, type Wire } from '@/lib/api/wire';
import { cheapestDeliveryCents, tooSmallToDeliver, type DeliveryOptions } from '@/lib/delivery';
import { formatKes } from '@/lib/format';
import { kesToCents } from '@/lib/money';
import { productImageAtWidth } from '@/lib/product-images';
import { h, seedlingIcon } from './dom';
import { fill, type IslandWords } from './words';

const ICON_BUTTON = 'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-line-strong text-xl font-bold hover:bg-tint disabled:opacity-40';
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** "per tray of 50", as a cart line stores it, in the page's language (as useProductText's storedUnit). */
function unitWords(words: IslandWords, stored: string): string {
  const tray = /^per tray of (\d+)$/.exec(stored);
  return stored === 'per seedling' ? words.perSeedling : tray ? fill(words.perTray, { size: tray[1]! }) : stored;
}

/** What the cart's last change said, for the live region (as CartProvider's notice). */
function noticeFor(words: IslandWords, before: CartItem[], after: CartItem[], action: CartAction): string {
  const name = (id: string) => before.find((i) => i.product.id === id)?.product.name ?? '';
  const gone = (id: string) => !after.some((i) => i.product.id === id);
  if (action.type === 'clear') return words.cleared;
  if (action.type === 'remove' || ((action.type === 'decrement' || action.type === 'setQuantity') && gone(action.productId)))
    return fill(words.removed, { name: name(action.productId) });
  return '';
}

interface CartView {
  /** Draws the cart as it is stored now. */
  render(): void;
}

/**
 * The cart's content: its lines, or the empty state (with Undo after Clear Cart), and the summary.
 * `onBrowse` runs when the farmer follows "Browse Products" (the panel closes).
 */
function cartView(words: IslandWords, parts: { body: HTMLElement; footer: HTMLElement | null }, onBrowse?: () => void): CartView {
  let cleared: CartItem[] | null = null;
  let cheapest: number | null = null;
  const live = h('p', { className: 'sr-only', role: 'status', 'aria-live': 'polite' });
  parts.body.before(live);

  const change = (action: CartAction) => {
    const before = getCartSnapshot();
    const after = cartReducer({ items: before, capped: null }, action);
    cleared = action.type === 'clear' && before.length > 0 ? before : null;
    live.textContent = noticeFor(words, before, after.items, action);
    if (after.items !== before) writeCart(after.items);
  };

  const line = (item: CartItem) => {
    const { product, quantity } = item;
    const atStockLimit = product.stock !== undefined && quantity >= product.stock;
    const picture = product.image
      ? h('img', { src: productImageAtWidth(product.image, 160), alt: '', width: '64', height: '64', className: 'h-16 w-16 object-cover', loading: 'lazy' })
      : seedlingIcon('h-8 w-8');
    const name = product.slug ? h('a', { href: `${words.productsHref}/${product.slug}`, className: 'hover:underline' }, product.name) : product.name;
    const button = (label: string, text: string, action: CartAction, disabled = false) => {
      const b = h('button', { type: 'button', className: ICON_BUTTON, 'aria-label': fill(label, { name: product.name }), disabled }, text);
      b.addEventListener('click', () => change(action));
      return b;
    };
    const remove = h(
      'button',
      {
        type: 'button',
        className: 'ml-auto h-11 rounded-lg px-3 text-sm text-danger hover:bg-danger-soft',
        'aria-label': fill(words.remove, { name: product.name }),
      },
      words.removeShort,
    );
    remove.addEventListener('click', () => change({ type: 'remove', productId: product.id }));
    return h(
      'li',
      { className: 'flex gap-3 py-3', 'data-testid': 'cart-line' },
      h('div', { className: 'grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-wash text-brand' }, picture),
      h(
        'div',
        { className: 'min-w-0 flex-1' },
        h('p', { className: 'leading-snug' }, name),
        h(
          'p',
          { className: 'flex flex-wrap justify-between gap-x-2 text-sm' },
          h('span', { className: 'text-subtle' }, `${formatKes(kesToCents(product.price))} ${product.unit ? unitWords(words, product.unit) : ''}`),
          h('span', { className: 'font-bold', 'data-testid': 'line-total' }, formatKes(lineTotalCents(item))),
        ),
        h(
          'div',
          { className: 'mt-2 flex items-center gap-2' },
          button(words.decrease, '−', { type: 'decrement', productId: product.id }),
          h('span', { className: 'min-w-8 text-center tabular-nums', 'aria-label': fill(words.quantityOf, { name: product.name }) }, String(quantity)),
          button(words.increase, '+', { type: 'increment', productId: product.id }, atStockLimit),
          remove,
        ),
        atStockLimit &&
          h(
            'p',
            { className: 'mt-1 text-sm text-warn' },
            (product.stock ?? 0) <= 0 ? words.outOfStock : fill(words.onlyInStock, { count: product.stock ?? 0 }),
          ),
      ),
    );
  };

  const empty = () => {
    const browse = h(
      'a',
      { href: words.productsHref, className: 'inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-bold text-white hover:bg-leaf-700' },
      words.browseProducts,
    );
    if (onBrowse) browse.addEventListener('click', onBrowse);
    let undo: HTMLElement | null = null;
    if (cleared) {
      const again = cleared;
      const button = h('button', { type: 'button', className: 'h-11 px-2 font-bold text-brand underline' }, words.undo);
      button.addEventListener('click', () => {
        cleared = null;
        writeCart(again);
        live.textContent = words.restored;
      });
      undo = h('p', { className: 'flex items-center gap-3 rounded-lg bg-tint px-4 py-1' }, words.clearedUndo, button);
    }
    return h(
      'div',
      { className: 'flex flex-col items-center gap-4 py-12 text-center' },
      undo,
      seedlingIcon('h-12 w-12 text-leaf-600'),
      h('p', {}, words.empty),
      browse,
    );
  };

  const summary = (items: CartItem[]) => {
    const subtotal = cartSubtotalCents(items);
    const hint =
      cheapest === null
        ? null
        : tooSmallToDeliver(subtotal, cheapest)
          ? h('p', { className: 'rounded-lg bg-warn-soft p-3 text-sm text-warn' }, fill(words.tooSmallToDeliver, { fee: formatKes(cheapest) }))
          : h('p', { className: 'text-sm text-subtle' }, fill(words.deliveryFrom, { fee: formatKes(cheapest) }));
    const clear = h(
      'button',
      { type: 'button', className: 'h-11 w-full rounded-lg border border-line-strong hover:bg-tint disabled:opacity-40', disabled: items.length === 0 },
      words.clear,
    );
    clear.addEventListener('click', () => change({ type: 'clear' }));
    return h(
      'div',
      { className: 'space-y-3' },
      h(
        'p',
        { className: 'flex justify-between font-bold' },
        h('span', {}, words.subtotal),
        h('span', { 'data-testid': 'cart-subtotal' }, formatKes(subtotal)),
      ),
      h('p', { className: 'text-sm text-subtle' }, words.deliveryNote),
      hint,
      h(
        'button',
        {
          type: 'button',
          disabled: true,
          className: 'h-12 w-full rounded-lg bg-leaf-600 font-bold text-white disabled:cursor-not-allowed disabled:bg-disabled',
        },
        words.proceed,
      ),
      h(
        'p',
        { className: 'text-center text-sm text-muted' },
        `${words.logInToCheckout} `,
        items.length > 0 &&
          h('a', { href: words.signInHref, className: 'inline-flex min-h-11 items-center font-bold text-brand underline' }, words.signInToCheckout),
      ),
      clear,
    );
  };

  const render = () => {
    const items = getCartSnapshot();
    parts.body.replaceChildren(items.length === 0 ? empty() : h('ul', { className: 'divide-y divide-line' }, ...items.map(line)));
    // The panel's summary sits in its footer; the cart page's under the lines.
    if (parts.footer) parts.footer.replaceChildren(summary(items));
    else if (items.length > 0) parts.body.append(summary(items));
  };

  // Delivery from the cheapest county, once the fees arrive (nothing said if they cannot).
  fetch('/api/delivery')
    .then((r) => (r.ok ? (r.json() as Promise<{ data: Wire<DeliveryOptions> }>) : null))
    .then((answer) => {
      if (!answer) return;
      cheapest = cheapestDeliveryCents(fromWire<DeliveryOptions>(answer.data).zones);
      render();
    })
    .catch(() => undefined);
  subscribeCart(render);
  return { render };
}

/** The /cart page's list, drawn where React would draw it; put back as the server drew it before the framework boots. */
export function showCartPage(container: HTMLElement, words: IslandWords): () => void {
  const drawn = [...container.childNodes];
  const body = h('div', { className: 'space-y-6' });
  container.replaceChildren(body);
  cartView(words, { body, footer: null }).render();
  return () => container.replaceChildren(...drawn);
}

/**
 * The cart panel (spec section 2), as React's CartPanel: full width on phones, 24rem from `sm`,
 * sliding in over 0.3 s; closed by its button, the backdrop or Escape; focus kept inside while open
 * and returned to the opener. Built on first opening, outside React's part of the page.
 */
export function cartPanel(words: IslandWords): { prepare(): void; open(): void; remove(): void } {
  let root: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  let overflow = '';
  let isOpen = false;

  const build = () => {
    const close = h(
      'button',
      { type: 'button', className: 'grid h-11 w-11 place-items-center rounded-full text-xl hover:bg-tint', 'aria-label': words.close },
      '×',
    );
    const body = h('div', { className: 'flex-1 overflow-y-auto px-4' });
    const footer = h('div', { className: 'border-t border-line p-4' });
    const backdrop = h('div', {
      className: 'fixed inset-0 z-40 bg-black/50 opacity-0 transition-opacity duration-300',
      'aria-hidden': 'true',
      'data-testid': 'cart-backdrop',
    });
    const dialog = h(
      'div',
      {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'islands-cart-title',
        className:
          'invisible fixed inset-y-0 right-0 z-50 flex w-full translate-x-full flex-col bg-page shadow-xl transition-[transform,visibility] duration-300 sm:w-96',
      },
      h(
        'div',
        { className: 'flex items-center justify-between border-b border-line px-4 py-2' },
        h('h2', { id: 'islands-cart-title', className: 'text-xl font-bold' }, words.title),
        close,
      ),
      body,
      footer,
    );
    const panel = h('div', { className: 'pointer-events-none', inert: true }, backdrop, dialog);
    close.addEventListener('click', hide);
    backdrop.addEventListener('click', hide);
    document.body.append(panel);
    cartView(words, { body, footer }, hide).render();
    return panel;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      hide();
      return;
    }
    const dialog = root?.querySelector<HTMLElement>('[role="dialog"]');
    if (e.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !dialog.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  const draw = (open: boolean) => {
    if (!root) return;
    root.classList.toggle('pointer-events-none', !open);
    root.toggleAttribute('inert', !open);
    const [backdrop, dialog] = [root.firstElementChild, root.lastElementChild];
    backdrop?.classList.toggle('opacity-0', !open);
    backdrop?.classList.toggle('opacity-100', open);
    for (const name of ['invisible', 'translate-x-full']) dialog?.classList.toggle(name, !open);
    for (const name of ['visible', 'translate-x-0']) dialog?.classList.toggle(name, open);
  };

  function hide() {
    if (!isOpen) return;
    isOpen = false;
    draw(false);
    document.removeEventListener('keydown', onKeyDown);
    document.body.style.overflow = overflow;
    opener?.focus();
  }

  return {
    /** Builds the panel, closed, ahead of the first tap (when the phone is idle), so the tap only slides it in. */
    prepare() {
      root ??= build();
    },
    open() {
      if (isOpen) return;
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const built = root !== null;
      root ??= build();
      isOpen = true;
      const show = () => {
        draw(true);
        root?.querySelector<HTMLElement>('[role="dialog"] button')?.focus();
      };
      // A panel built just now is drawn closed for one frame first, so the slide runs; the tap is
      // answered by that frame rather than by laying out the whole page at once on a slow phone.
      if (built) show();
      else requestAnimationFrame(() => requestAnimationFrame(show));
      document.addEventListener('keydown', onKeyDown);
      overflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    },
    remove() {
      hide();
      root?.remove();
      root = null;
    },
  };
}
