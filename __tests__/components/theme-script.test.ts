/**
 * @jest-environment jsdom
 */
import { HEAD_SCRIPT } from '@/lib/theme';

/** The inline script that applies the stored theme before React loads. */
function run(stored: string | null, systemDark: boolean): HTMLElement {
  document.documentElement.className = 'light';
  document.documentElement.style.colorScheme = '';
  if (stored === null) localStorage.removeItem('theme');
  else localStorage.setItem('theme', stored);
  window.matchMedia = ((query: string) => ({ matches: systemDark && query.includes('dark') })) as unknown as typeof window.matchMedia;
  new Function(HEAD_SCRIPT)();
  return document.documentElement;
}

describe('theme script', () => {
  it('applies a stored choice over the system preference', () => {
    const html = run('dark', false);
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.classList.contains('light')).toBe(false);
    expect(html.style.colorScheme).toBe('dark');
    expect(run('light', true).classList.contains('light')).toBe(true);
  });

  it('follows the system with no choice, "system", or something unknown stored', () => {
    for (const stored of [null, 'system', 'purple']) {
      expect(run(stored, true).classList.contains('dark')).toBe(true);
      expect(run(stored, false).classList.contains('light')).toBe(true);
    }
  });

  it('marks <html> signed-in from the session hint cookie, and only from it', () => {
    document.cookie = 'miche_signed_in=1; path=/';
    expect(run(null, false).classList.contains('signed-in')).toBe(true);
    document.documentElement.classList.remove('signed-in');
    document.cookie = 'miche_signed_in=; max-age=0; path=/';
    document.cookie = 'not_miche_signed_in=1; path=/';
    expect(run(null, false).classList.contains('signed-in')).toBe(false);
  });
});
