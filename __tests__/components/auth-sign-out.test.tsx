/** @jest-environment jsdom */
/**
 * Signing out through the avatar menu with the real sign-in code (components/auth/auth-actions); only
 * the Firebase SDK wrapper and the network are stand-ins.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@/components/auth/auth-provider';
import { HeaderAuth } from '@/components/auth/header-auth';
import { auth as text, SIGN_IN } from '@/lib/messages';
import type { Profile } from '@/lib/profile';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }), usePathname: () => '/' }));

const mockFirebaseSignOut = jest.fn(() => Promise.resolve());
jest.mock('@/components/auth/firebase-auth', () => ({ firebaseAuth: () => ({ signOut: mockFirebaseSignOut }) }));

const profile: Profile = {
  id: 'u1',
  uid: 'u1',
  name: 'Achieng Otieno',
  email: 'achieng@miche.test',
  emailVerified: true,
  photoURL: null,
  phone: null,
  address: '',
  deliveryCounty: null,
  locale: null,
  smsUpdates: true,
  phoneConfirmed: false,
  role: 'customer',
  walletBalanceCents: 0,
  referralPoints: 0,
  referralCode: 'ABCD2345',
  createdAt: '',
  updatedAt: '',
};

let signOutStatus = 500;
const answer = (status: number, body: unknown = {}) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

beforeEach(() => {
  document.cookie = 'miche_signed_in=1; path=/';
  global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'DELETE' ? answer(signOutStatus) : answer(200, { data: { user: profile } }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('keeps the person signed in and says so when the server did not end the session, and signs out once it does', async () => {
  const user = userEvent.setup();
  render(
    <AuthProvider config={{ apiKey: 'k', authDomain: 'demo-miche.firebaseapp.com', projectId: 'demo-miche' }}>
      <HeaderAuth />
    </AuthProvider>,
  );
  const menu = await screen.findByRole('button', { name: /Account menu for Achieng Otieno/ });

  signOutStatus = 500;
  await user.click(menu);
  await user.click(screen.getByRole('menuitem', { name: text.signOut }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text.signOutFailed);
  expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: SIGN_IN })).not.toBeInTheDocument();
  expect(mockFirebaseSignOut).not.toHaveBeenCalled();
  expect(mockPush).not.toHaveBeenCalled();

  signOutStatus = 200;
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  await user.click(screen.getByRole('menuitem', { name: text.signOut }));
  expect(await screen.findByRole('link', { name: SIGN_IN })).toBeInTheDocument();
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/'));
  expect(mockFirebaseSignOut).toHaveBeenCalledTimes(1);
});
