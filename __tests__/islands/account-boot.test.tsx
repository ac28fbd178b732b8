/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { announceFrameworkReady, bootFramework } from '@/lib/islands/boot';
import { showAccountButton } from '@/lib/islands/header';
import { ACCOUNT_PAGE_ATTRIBUTE, FRAMEWORK_LIST_ID } from '@/lib/islands/hold-framework';
import { bootOnFirstIntent } from '@/lib/islands/intent';
import { ACCOUNT_MARK } from '@/lib/islands/words';

const noSubscription = () => () => undefined;

/** A sign-in form as React draws it: controlled fields in one state, as the registration form keeps them, sent by its button. */
function SignIn({ onSend }: { onSend: (sent: { email: string; password: string }) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  // Renders right after hydration put React's state back into the fields: one as hydration ends (a
  // store the server could not read), one after the effects (the session read, say).
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const soon = setTimeout(() => setHydrated(true), 0);
    return () => clearTimeout(soon);
  }, []);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  // The layout's LinkNavigator says so once React runs the page.
  useEffect(() => announceFrameworkReady(), []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <form onSubmit={send} data-hydrated={hydrated} data-browser={inBrowser}>
      <label>
        Email <input type="email" value={values.email} onChange={set('email')} />
      </label>
      <label>
        Password <input type="password" value={values.password} onChange={set('password')} />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}

const header = '<header><a href="/login" aria-haspopup="menu">Sign In</a></header>';
const mark = `<span hidden ${ACCOUNT_MARK.label}="Account menu for Mary" ${ACCOUNT_MARK.picture}="data:image/svg+xml,x"></span>`;
const list = `<script type="application/json" id="${FRAMEWORK_LIST_ID}" ${ACCOUNT_PAGE_ATTRIBUTE}="">["/_next/static/chunks/a.js"]</script>`;

describe('an account page booted at the first touch', () => {
  it('gives React what was typed before it ran, and sends the form the farmer sent meanwhile, once', async () => {
    const fetch = jest.fn();
    global.fetch = fetch;
    const sent: Array<{ email: string; password: string }> = [];
    const onSend = (s: { email: string; password: string }) => sent.push(s);
    document.head.innerHTML = '';
    document.body.innerHTML = `${header}<main>${mark}<div id="page">${renderToString(<SignIn onSend={onSend} />)}</div></main>${list}`;
    showAccountButton();
    // The header names the farmer before React runs; React's own header comes back for hydration.
    expect(screen.getByRole('button', { name: 'Account menu for Mary' })).toBeInTheDocument();
    bootOnFirstIntent();

    // The farmer types (no React yet), then taps "Sign in": the first touch boots, the tap is held.
    const email = screen.getByLabelText('Email');
    fireEvent.pointerDown(email);
    fireEvent.input(email, { target: { value: 'mary@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(sent).toEqual([]);
    // The page's data for React is in the page: nothing is asked for; the scripts are.
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    // As in a browser: React's updates flush as they do there, not batched until an act() ends.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const booted = bootFramework();
    hydrateRoot(document.getElementById('page')!, <SignIn onSend={onSend} />);
    await booted;
    await waitFor(() => expect(sent).toEqual([{ email: 'mary@example.com', password: 'secret-1' }]));
    expect(screen.getByLabelText('Email')).toHaveValue('mary@example.com');
  });
});
