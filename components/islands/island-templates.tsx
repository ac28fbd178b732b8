import type { ReactNode } from 'react';
import { loginUrl, registerUrl } from '@/lib/auth/return-path';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { CartPanelFrame } from '../cart-panel/cart-panel-frame';
import { AddedNotice, CartBadge, CartEmptyView, CartLineList, CartLineView, CartSummaryView, DeliveryHintView } from '../cart/cart-views';
import { SplashOverlay } from '../ui/navigation-splash';
import { IslandTemplate } from './island-template';

/**
 * The markup the islands script clones on a public page whose framework has not booted,
 * by name: drawn by the very components React's cart, header and links draw with, with `{blanks}`
 * where the browser fills in the farmer's cart.
 */
export function islandTemplateContents(locale: Locale): ReadonlyArray<readonly [name: string, content: ReactNode]> {
  return [
    ['cart-badge', <CartBadge key="badge" count="{count}" />],
    ['cart-panel', <CartPanelFrame key="panel" open={false} />],
    ['cart-lines', <CartLineList key="lines" />],
    [
      'cart-line',
      <CartLineView
        key="line"
        template
        line={{
          name: '{name}',
          href: '/products/{slug}',
          image: '{image}',
          price: '{price}',
          total: '{total}',
          quantity: '{quantity}',
          stockNote: '{stockNote}',
        }}
      />,
    ],
    ['cart-empty', <CartEmptyView key="empty" template cleared />],
    [
      'cart-summary',
      <CartSummaryView
        key="summary"
        template
        parts={{
          subtotal: '{subtotal}',
          hint: <DeliveryHintView template fee="{fee}" tooSmall={false} />,
          canProceed: false,
          buttonTotal: '{subtotal}',
          signedOut: { createAccountHref: registerUrl(localePath(locale, '/cart')), signInHref: loginUrl(localePath(locale, '/cart')) },
          canClear: true,
        }}
      />,
    ],
    ['added', <AddedNotice key="added" text="{notice}" />],
    ['splash', <SplashOverlay key="splash" />],
  ];
}

/** The templates, drawn into the page where nothing shows or hydrates them (IslandTemplate). */
export function IslandTemplates({ locale }: { locale: Locale }) {
  return islandTemplateContents(locale).map(([name, content]) => (
    <IslandTemplate key={name} name={name}>
      {content}
    </IslandTemplate>
  ));
}
