/**
 * The cart before a light page's framework boots: the cart panel the header's button opens
 * and the /cart page's list, cloned from the templates React's own cart components drew
 * (components/cart/cart-views.tsx, components/cart-panel/cart-panel-frame.tsx), over the same stored
 * cart and rules (components/cart/cart-store.ts, lib/cart). For a visitor who is not signed in:
 * checking out needs an account, so "Proceed to Checkout" stays disabled with its reason and the
 * ways on (create an account, sign in) beside it, as in React's cart. Someone signed in gets the page whole, and React's cart.
 */
import {
  cartNotice,
  cartReducer,
  cartSubtotalCents,
  lineLimit,
  lineStockNote,
  lineTotalCents,
  type CartAction,
  type CartItem,
  type CartNotice,
} from '@/lib/cart';
import { getCartSnapshot, subscribeCart, writeCart } from '@/components/cart/cart-store';
import { fromWire, type Wire } from '@/lib/api/wire';
import { storedUnitIn } from '@/lib/catalogue';
import { cheapestDeliveryCents, tooSmallToDeliver, type DeliveryOptions } from '@/lib/delivery';
import { FOCUSABLE, focusWrap } from '@/lib/focus-trap';
import { formatKes } from '@/lib/format';
import { kesToCents } from '@/lib/money';
import { hookOf } from '@/lib/light-page/controls';
import { productImageAtWidth } from '@/lib/product-images';
import { nudgeToSignIn } from '@/components/cart/sign-in-nudge';
import { beforeBoot } from './boot';
import { cloneTemplate, fillBlanks, keepParts, onAction, slot } from './templates';
import { fill, type IslandWords } from './words';

/** What the cart's last change said, for the cart's live region (lib/cart cartNotice, as React's CartProvider). */
function noticeFor(words: IslandWords, notice: CartNotice | null): string {
  return notice && notice.key !== 'added' ? fill(words[notice.key], notice) : '';
}

let liveRegionKept = false;

/** Says something in the cart's live region (React's CartProvider draws it); put back as drawn before the boot. */
export function announce(text: string): void {
  const live = document.querySelector<HTMLElement>(hookOf('cartNotice'));
  if (!live) return;
  if (!liveRegionKept) {
    liveRegionKept = true;
    const drawn = live.textContent;
    beforeBoot(() => {
      live.textContent = drawn;
    });
  }
  live.textContent = text;
}

/** One line of the cart, from its template. */
function lineOf(words: IslandWords, item: CartItem, change: (action: CartAction) => void): HTMLElement | null {
  const line = cloneTemplate('cart-line');
  if (!line) return null;
  const { product, quantity } = item;
  const atLimit = quantity >= lineLimit(product);
  const note = lineStockNote(item);
  fillBlanks(line, {
    name: product.name,
    slug: product.slug ?? '',
    image: product.image ? productImageAtWidth(product.image, 160) : '',
    price: `${formatKes(kesToCents(product.price))} ${product.unit ? storedUnitIn(product.unit, { perSeedling: () => words.perSeedling, perTray: (size) => fill(words.perTray, { size }) }) : ''}`,
    total: formatKes(lineTotalCents(item)),
    quantity,
    stockNote: note ? fill(words[note.key], { count: note.count }) : '',
  });
  keepParts(line, [product.image ? 'image' : 'icon', product.slug ? 'link' : 'plain-name', note && 'stock-note']);
  line.querySelector<HTMLButtonElement>('[data-action="increment"]')?.toggleAttribute('disabled', atLimit);
  onAction(line, 'decrement', () => change({ type: 'decrement', productId: product.id }));
  onAction(line, 'increment', () => change({ type: 'increment', productId: product.id }));
  onAction(line, 'remove', () => change({ type: 'remove', productId: product.id }));
  return line;
}

interface CartView {
  /** Draws the cart as it is stored now. */
  render(): void;
}

let summaries = 0;

/**
 * The cart's content: its lines, or the empty state (with Undo after Clear Cart), and the summary
 * right under them, into `body`; the /cart page shows no summary under the empty state
 * (`summaryWhenEmpty`), the panel does (spec section 2). `onBrowse` runs when the farmer follows
 * "Browse Products" (the panel closes).
 */
function cartView(words: IslandWords, body: HTMLElement, { summaryWhenEmpty, onBrowse }: { summaryWhenEmpty: boolean; onBrowse?: () => void }): CartView {
  let cleared: CartItem[] | null = null;
  let cheapest: number | null = null;

  const change = (action: CartAction) => {
    const before = getCartSnapshot();
    const after = cartReducer({ items: before, capped: null }, action);
    cleared = action.type === 'clear' && before.length > 0 ? before : null;
    announce(noticeFor(words, cartNotice(before, after, action)));
    if (after.items !== before) writeCart(after.items);
  };

  const empty = () => {
    const view = cloneTemplate('cart-empty');
    if (!view) return null;
    keepParts(view, [cleared && 'undo']);
    onAction(view, 'undo', () => {
      const again = cleared;
      cleared = null;
      if (again) writeCart(again);
      announce(words.restored);
    });
    if (onBrowse) onAction(view, 'browse', onBrowse);
    return view;
  };

  const summary = (items: CartItem[]) => {
    const view = cloneTemplate('cart-summary');
    if (!view) return null;
    const subtotal = cartSubtotalCents(items);
    const hasLines = items.length > 0;
    fillBlanks(view, { subtotal: formatKes(subtotal), fee: cheapest === null ? '' : formatKes(cheapest), reason: ++summaries });
    keepParts(view, [cheapest !== null && (tooSmallToDeliver(subtotal, cheapest) ? 'too-small' : 'delivery-from'), hasLines && 'sign-in', hasLines && 'total']);
    view.querySelector<HTMLButtonElement>('[data-action="clear"]')?.toggleAttribute('disabled', !hasLines);
    onAction(view, 'clear', () => change({ type: 'clear' }));
    onAction(view, 'nudge', (event) => {
      if (event.target instanceof Element) nudgeToSignIn(event.target);
    });
    return view;
  };

  const render = () => {
    const items = getCartSnapshot();
    const list = items.length === 0 ? null : cloneTemplate('cart-lines');
    list?.append(...items.flatMap((item) => lineOf(words, item, change) ?? []));
    const total = items.length > 0 || summaryWhenEmpty ? summary(items) : null;
    body.replaceChildren(...[list ?? empty(), total].filter((node): node is HTMLElement => node !== null));
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
  cartView(words, container, { summaryWhenEmpty: false }).render();
  return () => container.replaceChildren(...drawn);
}

/**
 * The cart panel (spec section 2), React's CartPanelFrame from its template: closed by its button,
 * the backdrop or Escape; focus kept inside while open and returned to the opener. Added to the page
 * (closed) ahead of the first tap, so the tap only slides it in.
 */
export function cartPanel(words: IslandWords): { prepare(): void; open(): void; remove(): void } {
  let root: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  let overflow = '';
  let isOpen = false;

  const build = () => {
    const panel = cloneTemplate('cart-panel');
    const body = panel ? slot(panel, 'body') : null;
    if (!panel || !body) return null;
    onAction(panel, 'close', hide);
    document.body.append(panel);
    cartView(words, body, { summaryWhenEmpty: true, onBrowse: hide }).render();
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
    const active = document.activeElement;
    const target = focusWrap([...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)], active, dialog.contains(active), e.shiftKey);
    if (!target) return;
    e.preventDefault();
    target.focus();
  };

  const draw = (open: boolean) => {
    root?.toggleAttribute('data-open', open);
    root?.toggleAttribute('inert', !open);
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
    prepare() {
      root ??= build();
    },
    open() {
      if (isOpen) return;
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const built = root !== null;
      root ??= build();
      if (!root) return;
      isOpen = true;
      const show = () => {
        draw(true);
        root?.querySelector<HTMLElement>('[role="dialog"] button')?.focus();
      };
      // A panel added just now is drawn closed for one frame first, so the slide runs.
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
