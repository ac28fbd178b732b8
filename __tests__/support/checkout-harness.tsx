/**
 * The checkout's component tests (the cart panel's delivery step, a booking's checkout): a signed-in
 * farmer, the router and the API stubbed. Import it before the components, so its mocks are in place
 * when they load. `signIn` changes who is signed in; `signInLater` is who the server says it is when
 * the page asks again. `routes` answer the API calls (first match wins), `calls` records them. Each
 * test starts with ten Tomato Anna F1 in the cart; `openCartPanel` opens it, `openDeliveryStep` goes on
 * to the delivery step.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartButton } from '@/components/cart/cart-button';
import { CartPanel } from '@/components/cart-panel/cart-panel';
import { CartProvider } from '@/components/cart/cart-provider';
import { CART_STORAGE_KEY } from '@/lib/cart';
import { cart as cartText, checkout as text } from '@/lib/messages';
import type { Profile } from '@/lib/profile';

export const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }), usePathname: () => '/products' }));

export const profile: Profile = {
  id: 'u1',
  uid: 'u1',
  name: 'Achieng',
  email: 'a@x.ke',
  emailVerified: true,
  photoURL: null,
  phone: '+254708374149',
  address: 'Kangari, near the market',
  deliveryCounty: "Murang'a",
  locale: null,
  smsUpdates: true,
  phoneConfirmed: false,
  role: 'customer',
  walletBalanceCents: 10_000,
  referralPoints: 0,
  referralCode: 'ABCD2345',
  createdAt: '',
  updatedAt: '',
};
let mockUser: Profile | null = profile;
let mockFreshUser: Profile | null = null;
jest.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({
    status: mockUser ? 'signed-in' : 'signed-out',
    user: mockUser,
    refresh: () => {
      if (mockFreshUser) mockUser = mockFreshUser;
      return Promise.resolve();
    },
  }),
}));
export const signIn = (person: Profile | null) => (mockUser = person);
export const signInLater = (person: Profile | null) => (mockFreshUser = person);

const DELIVERY = {
  zones: [
    { county: "Murang'a", fee: 400, eta: '1 to 2 days' },
    { county: 'Nairobi', fee: 250, eta: 'Next day' },
  ],
  pickupPoints: [{ id: 1, name: 'Miche Nursery, Ruaka', address: 'Ruaka', hours: 'Mon–Fri' }],
};
type Route = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;
export const routes: Route[] = [];
export const calls: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([{ product: { id: '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f', name: 'Tomato Anna F1', price: 15, stock: 100 }, quantity: 10 }]),
  );
  mockUser = profile;
  mockFreshUser = null;
  mockPush.mockReset();
  calls.length = 0;
  routes.length = 0;
  routes.push((url) => (url === '/api/delivery' ? { status: 200, body: { success: true, data: DELIVERY } } : undefined));
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // jsdom has no Response: the little of it the app reads.
    const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
    for (const route of routes) {
      const hit = route(url, init);
      if (hit) return reply(hit.status, hit.body);
    }
    return reply(404, {});
  }) as typeof fetch;
  window.alert = jest.fn();
  // Section 8's wrapper logs every refusal; the tests that expect one say which.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The checkout button's name: "Proceed to Checkout", then the cart's total when it has lines. */
export const proceedButton = new RegExp(`^${cartText.proceed}`);

/** The cart panel, opened from its button: the user and the panel to query. */
export async function openCartPanel() {
  const user = userEvent.setup();
  render(
    <CartProvider>
      <CartButton />
      <CartPanel />
    </CartProvider>,
  );
  await user.click(screen.getByRole('button', { name: /open cart/i }));
  const panel = within(screen.getByRole('dialog', { hidden: true }));
  return { user, panel };
}

/** The cart panel opened and taken on to the delivery step. */
export async function openDeliveryStep() {
  const { user, panel } = await openCartPanel();
  await user.click(await panel.findByRole('button', { name: proceedButton }));
  await panel.findByLabelText(text.deliveryAddress);
  return { user, panel };
}
