/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SPLASH_LOADING } from '@/lib/messages';

let pending = false;
jest.mock('next/link', () => ({ useLinkStatus: () => ({ pending }) }));

// Imported after the mock so the splash reads the mocked link status.
import { NavigationSplash } from '@/components/ui/navigation-splash';

describe('navigation splash (spec section 1)', () => {
  it('shows the logo, the brand name and the loading text while a page is on its way', () => {
    pending = true;
    render(<NavigationSplash />);
    expect(screen.getByText(SPLASH_LOADING)).toBeInTheDocument();
    expect(screen.getByText('Miche')).toBeInTheDocument();
  });

  it('covers the whole screen from <body>, outside the link, so the link keeps its own name', () => {
    pending = true;
    render(
      <header className="backdrop-blur">
        {/* next/link is mocked above; a plain anchor stands in for the link the splash sits in. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/products">
          Products
          <NavigationSplash />
        </a>
      </header>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Products');
    expect(screen.getByTestId('navigation-splash').parentElement).toBe(document.body);
  });

  it('shows nothing otherwise', () => {
    pending = false;
    const { container } = render(<NavigationSplash />);
    expect(container).toBeEmptyDOMElement();
  });
});
