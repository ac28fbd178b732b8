/**
 * "Add to cart" on a product page before its framework boots: the quantity stepper and the button
 * over React's AddToCart markup, with the same stored cart and rules (components/cart/cart-store,
 * lib/cart), and React's AddedNotice from its template. What it changes is put back before React hydrates.
 * The product page's buy bar has a twin of the button, answered alike. A product card's
 * quick add (components/cart/quick-add.tsx) is the button alone: it adds one, and says so in the
 * cart's live region only (a notice would grow the card).
 */
import { cartReducer, clampQuantity, roomInCart, stepperState, type CartProduct } from '@/lib/cart';
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
  if (!product || !add) return;
  const stepper = input && minus && plus ? { input, minus, plus } : null;
  let notice: HTMLElement | null = null;
  const drawn = adds.map((button) => button.disabled);
  const drawnStepper = stepper && ([stepper.input.value, stepper.input.max, stepper.minus.disabled, stepper.plus.disabled] as const);
  beforeBoot(() => {
    notice?.remove();
    adds.forEach((button, i) => (button.disabled = drawn[i]!));
    if (stepper && drawnStepper) [stepper.input.value, stepper.input.max, stepper.minus.disabled, stepper.plus.disabled] = drawnStepper;
  });

  const room = () => roomInCart(getCartSnapshot(), product);
  const set = (wanted: number) => {
    for (const button of adds) button.disabled = room() <= 0;
    if (!stepper) return;
    const quantity = clampQuantity(wanted, room());
    const { max, lessOff, moreOff } = stepperState(quantity, room());
    stepper.input.value = String(quantity);
    stepper.input.max = String(max);
    stepper.minus.disabled = lessOff;
    stepper.plus.disabled = moreOff;
  };
  // Once the framework is booting, React answers these buttons.
  const unlessBooting = (act: () => void) => () => {
    if (!frameworkBooting()) act();
  };
  if (stepper) {
    const { input: field, minus: less, plus: more } = stepper;
    less.addEventListener(
      'click',
      unlessBooting(() => set(field.valueAsNumber - 1)),
    );
    more.addEventListener(
      'click',
      unlessBooting(() => set(field.valueAsNumber + 1)),
    );
    field.addEventListener(
      'change',
      unlessBooting(() => set(field.valueAsNumber)),
    );
  }
  const onAdd = unlessBooting(() => {
    const after = cartReducer({ items: getCartSnapshot(), capped: null }, { type: 'add', product, quantity: stepper?.input.valueAsNumber || 1 });
    writeCart(after.items);
    const quantity = after.items.find((i) => i.product.id === product.id)?.quantity ?? 0;
    const text = (root.dataset.added ?? '').replace('{quantity}', String(quantity));
    notice?.remove();
    notice = stepper && cloneTemplate('added');
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
