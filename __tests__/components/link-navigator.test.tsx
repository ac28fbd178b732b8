/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { use, useEffect, useState } from 'react';
import { SPLASH_LOADING } from '@/lib/messages';

// As Next's router does: push sets the next page as state, which suspends until the page arrives.
let arrive: () => void = () => undefined;
let showNextPage: (page: Promise<void>) => void = () => undefined;
function NextPage() {
  const [page, setPage] = useState<Promise<void> | null>(null);
  useEffect(() => {
    showNextPage = setPage;
  }, []);
  if (page) use(page);
  return null;
}
const push = jest.fn(() => showNextPage(new Promise<void>((resolve) => (arrive = resolve))));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

import { LinkNavigator } from '@/components/ui/link-navigator';
import { clientNavigationTarget } from '@/components/ui/plain-click';

/** Where a click on [data-click] would navigate; the browser's own navigation is then cancelled. */
function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  let target: string | null = null;
  const listener = (event: MouseEvent) => {
    target = clientNavigationTarget(event, window.location);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  document.querySelector('[data-click]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listener);
  return target;
}

describe('which clicks navigate on the client', () => {
  it('takes an in-shop link, from a click anywhere inside it, with its query and hash', () => {
    expect(clickOn('<a href="/products?q=kale#top"><span data-click>Kale</span></a>')).toBe('/products?q=kale#top');
  });

  it.each([
    ['a modified click (new tab)', '<a data-click href="/products">x</a>', { ctrlKey: true }],
    ['a middle click', '<a data-click href="/products">x</a>', { button: 1 }],
    ['another site', '<a data-click href="https://example.com/">x</a>', {}],
    ['a phone number', '<a data-click href="tel:+254700000000">x</a>', {}],
    ['another window', '<a data-click href="/products" target="_blank">x</a>', {}],
    ['a download', '<a data-click href="/products" download>x</a>', {}],
    ['a link that asks for a full load', '<a data-click href="/dashboard" data-full-load>x</a>', {}],
    ['an API answer (the statement CSV)', '<a data-click href="/api/wallet/statement.csv">x</a>', {}],
    ['a jump within the page (skip link)', '<a data-click href="#main">x</a>', {}],
    ['no link at all', '<button data-click>x</button>', {}],
  ])('leaves %s to the browser', (_, html, init) => {
    expect(clickOn(html, init)).toBeNull();
  });
});

describe('navigation splash (spec section 1)', () => {
  beforeEach(() => push.mockClear());

  it('navigates with the router and shows the splash while the page is on its way, then nothing', async () => {
    render(
      <>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the plain link LinkNavigator serves */}
        <a href="/products">Products</a>
        <NextPage />
        <LinkNavigator />
      </>,
    );
    expect(screen.queryByTestId('navigation-splash')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void screen.getByRole('link').dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/products');
    expect(screen.getByTestId('navigation-splash')).toHaveTextContent(SPLASH_LOADING);
    expect(screen.getByText('Miche')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName('Products');
    await act(async () => arrive());
    await waitFor(() => expect(screen.queryByTestId('navigation-splash')).toBeNull());
  });
});
