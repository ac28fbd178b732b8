import { FOCUSABLE, focusWrap } from '@/lib/focus-trap';

describe('focusWrap: Tab kept inside an open dialog', () => {
  const [close, first, last] = ['close', 'first line', 'checkout'];
  const controls = [close, first, last];

  it('Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    expect(focusWrap(controls, last, true, false)).toBe(close);
    expect(focusWrap(controls, close, true, true)).toBe(last);
  });

  it('leaves a move between the controls to the browser', () => {
    expect(focusWrap(controls, close, true, false)).toBeNull();
    expect(focusWrap(controls, first, true, true)).toBeNull();
    expect(focusWrap(controls, last, true, true)).toBeNull();
  });

  it('brings focus that has left the dialog back in, at the end Tab points to', () => {
    expect(focusWrap(controls, 'the page behind', false, false)).toBe(close);
    expect(focusWrap(controls, 'the page behind', false, true)).toBe(last);
  });

  it('does nothing in a dialog without controls', () => {
    expect(focusWrap([], null, false, false)).toBeNull();
  });

  it('counts links, enabled buttons and fields, and what is in the tab order', () => {
    for (const selector of [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      '[tabindex]:not([tabindex="-1"])',
    ])
      expect(FOCUSABLE.split(', ')).toContain(selector);
  });
});
