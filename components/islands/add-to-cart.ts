/**
 * "Add to cart" on a product page before its framework boots: the quantity stepper and the button
 * over React's AddToCart markup, with the same stored cart and rules (components/cart/cart-store,
 * lib/cart), and React's AddedNotice from its template. What it changes is put back before React hydrates.
 * The product page's buy bar (issue 29) has a twin of the button, answered alike.
 */
import { MAX_LINE_QUANTITY, cartReducer, type CartProduct } from '@/lib/cart';
import { getCartSnapshot, writeCart } from '@/components/cart/cart-store';
import { beforeBoot, frameworkBooting } from './boot';
import { announce } from './cart';
import { cloneTemplate, fillBlanks, onAction } from './templates';

/** `openCart`: what "View cart" beside the notice does (null where there is no panel: it is then left out). */
export function wireAddToCart(root: HTMLElement, openCart: (() => void) | null) {
  const product = JSON.parse(root.dataset.addToCart ?? 'null') as CartProduct | null;
  const input = root.querySelector<HTMLInputElement>('input[type="number"]');
  // The buy box's button first, then the buy bar's, if any.
  const adds = [...root.querySelectorAll<HTMLButtonElement>('[data-add]')];
  const add = adds[0];
  const [minus, plus] = [root.querySelector<HTMLButtonElement>('[data-step="-1"]'), root.querySelector<HTMLButtonElement>('[data-step="1"]')];
  if (!product || !input || !add || !minus || !plus) return;
  let notice: HTMLElement | null = null;
  const drawn = [input.value, input.max, minus.disabled, plus.disabled, add.disabled] as const;
  beforeBoot(() => {
    notice?.remove();
    [input.value, input.max, minus.disabled, plus.disabled] = drawn;
    for (const button of adds) button.disabled = drawn[4];
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
    for (const button of adds) button.disabled = room() <= 0;
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
  const onAdd = unlessBooting(() => {
    const after = cartReducer({ items: getCartSnapshot(), capped: null }, { type: 'add', product, quantity: input.valueAsNumber || 1 });
    writeCart(after.items);
    const quantity = after.items.find((i) => i.product.id === product.id)?.quantity ?? 0;
    const text = (root.dataset.added ?? '').replace('{quantity}', String(quantity));
    notice?.remove();
    notice = cloneTemplate('added');
    if (notice) {
      fillBlanks(notice, { notice: text });
      if (openCart) onAction(notice, 'view-cart', openCart);
      else notice.querySelector('[data-action="view-cart"]')?.remove();
      // Under the row the button shares with the stepper, where React draws it.
      (add.closest('[data-buy-row]') ?? add).after(notice);
    }
    announce(text);
    set(1);
  });
  for (const button of adds) button.addEventListener('click', onAdd);
  set(1);
}
