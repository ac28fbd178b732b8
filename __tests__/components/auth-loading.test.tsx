/** @jest-environment jsdom */
/**
 * The sign-in code (components/auth/auth-actions, with Firebase) is downloaded on demand. Here that
 * download is the mocked module: `mockLoad` makes loading it fail as on a dropped connection, or succeed.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';
import { HeaderAuth } from '@/components/auth/header-auth';
import { LoginForm } from '@/components/auth/login-form';
import { auth as text, LOADING, SIGN_IN } from '@/lib/messages';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: mockReplace, refresh: jest.fn() }), usePathname: () => '/products' }));

let mockLoad: 'fail' | 'ok' = 'ok';
const mockSignInWithEmail = jest.fn(() => Promise.resolve({ emailVerified: true }));
const mockSignInWithGoogle = jest.fn(() => Promise.resolve(null));
const mockAuthActions = jest.fn(() => {
  // What a browser reports when a chunk cannot be fetched: import('./auth-actions') rejects with it.
  if (mockLoad === 'fail') throw new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/auth-actions.js');
  return {
    firebase: { signInWithEmail: mockSignInWithEmail },
    startSession: () => Promise.resolve({ user: { locale: null }, created: false, referral: 'none' }),
    signInWithGoogle: mockSignInWithGoogle,
  };
});
jest.mock('@/components/auth/auth-actions', () => ({ authActions: mockAuthActions }));

const config = { apiKey: 'k', authDomain: 'demo-miche.firebaseapp.com', projectId: 'demo-miche' };
let sessionAnswer: (status: number) => void = () => undefined;

beforeEach(() => {
  mockLoad = 'ok';
  jest.clearAllMocks();
  document.cookie = 'miche_signed_in=; max-age=0';
  // GET /api/auth/session answers when the test says so.
  global.fetch = jest.fn(
    () =>
      new Promise((resolve) => {
        sessionAnswer = (status) => resolve({ ok: status === 200, status, json: () => Promise.resolve({}) } as Response);
      }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('a sign-in form on a dropped connection', () => {
  it('says there is no connection, returns the button to Sign In, and loads the code again on the next try', async () => {
    mockLoad = 'fail';
    const user = userEvent.setup();
    render(
      <AuthProvider config={config}>
        <LoginForm next="/dashboard" />
      </AuthProvider>,
    );
    await user.type(screen.getByLabelText('E-mail'), 'achieng@miche.test');
    await user.type(screen.getByLabelText('Password'), 'seedlings-2026');
    await user.click(screen.getByRole('button', { name: text.signIn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.network);
    expect(screen.getByRole('button', { name: text.signIn })).toBeEnabled();
    expect(screen.queryByText(text.signingIn)).not.toBeInTheDocument();

    // The connection is back: the same button now signs in, without reloading the page.
    mockLoad = 'ok';
    await user.click(screen.getByRole('button', { name: text.signIn }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/dashboard'));
    expect(mockSignInWithEmail).toHaveBeenCalledWith('achieng@miche.test', 'seedlings-2026');
  });
});

describe("the header's auth slot", () => {
  const renderSlot = () =>
    render(
      <AuthProvider config={config}>
        <HeaderAuth />
      </AuthProvider>,
    );
  const signIn = () => screen.getByRole('link', { name: SIGN_IN });

  it("shows 'Loading...' while a returning visitor's session is read, then Sign In", async () => {
    document.cookie = 'miche_signed_in=1; path=/';
    renderSlot();
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SIGN_IN })).not.toBeInTheDocument();
    // The API client downloads with the first session read, then asks.
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    sessionAnswer(401);
    expect(await screen.findByRole('link', { name: SIGN_IN })).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it("shows no 'Loading...' to a first-time visitor: Sign In is a link to the sign-in page, coming back here", () => {
    renderSlot();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    expect(signIn()).toHaveAttribute('href', '/login?next=%2Fproducts');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('offers Google first, then e-mail and registration, each coming back to this page', async () => {
    const user = userEvent.setup();
    renderSlot();
    await user.click(signIn());
    const menu = await screen.findByRole('menu', { name: text.signInChoices });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([text.continueWithGoogle, text.signInWithEmail, text.createAccount]);
    expect(items[0]).toHaveFocus();
    expect(items[1]).toHaveAttribute('href', '/login?next=%2Fproducts');
    expect(items[2]).toHaveAttribute('href', '/register?next=%2Fproducts');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(signIn()).toHaveFocus();
  });

  it('starts loading Google sign-in when the farmer reaches for Sign In, before choosing Google', async () => {
    const user = userEvent.setup();
    renderSlot();
    await user.click(signIn());
    await waitFor(() => expect(mockAuthActions).toHaveBeenCalledTimes(1));
    expect(mockSignInWithGoogle).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('menuitem', { name: text.continueWithGoogle }));
    await waitFor(() => expect(mockSignInWithGoogle).toHaveBeenCalledWith('/products'));
    // Loaded once: the choice found it ready.
    expect(mockAuthActions).toHaveBeenCalledTimes(1);
  });

  it('starts loading when Sign In gets keyboard focus', async () => {
    const user = userEvent.setup();
    renderSlot();
    await user.tab();
    expect(signIn()).toHaveFocus();
    await waitFor(() => expect(mockAuthActions).toHaveBeenCalledTimes(1));
  });

  it('says there is no connection when Google sign-in cannot load, and offers Sign In again', async () => {
    mockLoad = 'fail';
    const user = userEvent.setup();
    renderSlot();
    await user.click(signIn());
    await user.click(await screen.findByRole('menuitem', { name: text.continueWithGoogle }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.network);
    expect(signIn()).toBeInTheDocument();
  });

  it('explains a Google sign-in that Firebase refused in plain words', async () => {
    mockSignInWithGoogle.mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' }));
    const user = userEvent.setup();
    renderSlot();
    await user.click(signIn());
    await user.click(await screen.findByRole('menuitem', { name: text.continueWithGoogle }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Google window was closed before you signed in.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Firebase');
  });
});

describe('useAuth', () => {
  it('raises an error outside its provider (spec section 6)', () => {
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
