/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'next-themes';
import { THEME_COLORS, HEAD_SCRIPT, flippedTheme } from '@/lib/theme';
import { ThemeToggle } from '@/components/layout/theme-toggle';

type Listener = (e: { matches: boolean }) => void;
let systemDark = false;
const listeners = new Set<Listener>();

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('dark') ? systemDark : !systemDark;
      },
      media: query,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      addListener: (l: Listener) => listeners.add(l),
      removeListener: (l: Listener) => listeners.delete(l),
    }),
  });
});

beforeEach(() => {
  systemDark = false;
  listeners.clear();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.head.innerHTML =
    '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#1a1a1a" media="(prefers-color-scheme: dark)">';
});

/** As a page loads: the head's script sets <html>'s class, then React runs next-themes as the layout does. */
function renderToggle() {
  new Function(HEAD_SCRIPT)();
  render(
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const colors = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));

describe('theme toggle (spec section 4)', () => {
  it('starts from the system preference when nothing is stored, and stores nothing', () => {
    systemDark = true;
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(colors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('starts from the stored choice over the system preference', () => {
    systemDark = true;
    window.localStorage.setItem('theme', 'light');
    renderToggle();
    expect(document.documentElement).toHaveClass('light');
    expect(colors()).toEqual(['#ffffff', '#ffffff']);
  });

  it('flips between light and dark, storing the choice and the browser colour; back to what the phone shows, it follows the phone again', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(colors()).toEqual(['#1a1a1a', '#1a1a1a']);
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    // Light is what this phone shows: system again, so the stored value is removed (spec section 4).
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement).toHaveClass('light');
    expect(colors()).toEqual(['#ffffff', '#ffffff']);
    act(() => {
      systemDark = true;
      listeners.forEach((l) => l({ matches: true }));
    });
    expect(document.documentElement).toHaveClass('dark');
  });

  it("reaches all three choices from a tap: light, dark and the phone's own", () => {
    expect(flippedTheme('light', false)).toBe('dark');
    expect(flippedTheme('dark', false)).toBe('system');
    expect(flippedTheme('dark', true)).toBe('light');
    expect(flippedTheme('light', true)).toBe('system');
  });

  it('follows live system changes while in system mode', () => {
    renderToggle();
    expect(document.documentElement).toHaveClass('light');
    act(() => {
      systemDark = true;
      listeners.forEach((l) => l({ matches: true }));
    });
    expect(document.documentElement).toHaveClass('dark');
    expect(colors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it('keeps a stored choice when the system changes', () => {
    window.localStorage.setItem('theme', 'light');
    renderToggle();
    act(() => {
      systemDark = true;
      listeners.forEach((l) => l({ matches: true }));
    });
    expect(document.documentElement).toHaveClass('light');
  });

  it('follows a choice made in another tab', () => {
    renderToggle();
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
