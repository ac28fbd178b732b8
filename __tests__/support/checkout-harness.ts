/**
 * The checkout's component tests (the cart panel's delivery step, a booking's checkout): a signed-in
 * farmer, the router and the API stubbed. Import it before the components, so its mocks are in place
 * when they load. `signIn` changes who is signed in; `signInLater` is who the server says it is when
 * the page asks again. `routes` answer the API calls (first match wins), `calls` records them.
 */
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
