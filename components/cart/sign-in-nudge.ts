/**
 * The greyed "Proceed to Checkout" of a signed-out cart no longer does nothing when tapped.
 * The button stays disabled (spec section 2) and lets taps through to its wrapper, which calls this:
 * the reason under it ("Please log in to checkout.") lights up and the focus moves to "Create an
 * account", so a screen reader says where to go too. Plain DOM, shared by React's cart and the
 * islands script's copy of it (components/islands/cart.ts). Returns whether it nudged.
 */
export function nudgeToSignIn(from: Element): boolean {
  const summary = from.closest('[data-cart-summary]');
  const button = summary?.querySelector<HTMLButtonElement>('button[data-proceed]');
  const reason = summary?.querySelector<HTMLElement>('[data-signed-out-reason]');
  if (!summary || !button?.disabled || !reason) return false;
  // Off and on again, so a second tap lights it up again.
  reason.removeAttribute('data-nudged');
  void reason.offsetWidth;
  reason.setAttribute('data-nudged', '');
  summary.querySelector<HTMLElement>('[data-create-account]')?.focus();
  return true;
}
