import type { AnchorHTMLAttributes } from 'react';

/**
 * A link inside the shop: a plain <a>, with nothing to hydrate. The one LinkNavigator of the layout
 * turns its clicks into client-side navigations (with the loading splash); before hydration, or
 * without JavaScript, it is an ordinary link. next/link would cost every page its runtime and every
 * link its own component on a slow phone, and its viewport prefetching spends farmers' data.
 * `data-full-load` asks for a full page load instead.
 */
export function AppLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
