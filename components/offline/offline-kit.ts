/**
 * The offline kit in the browser: registers the service worker, says when the connection goes and comes
 * back, offers a new version (never during checkout), and offers to install the shop once, after a
 * second visit or an order. Plain DOM code over notices the layout renders hidden
 * (components/offline/offline-notices.tsx), fetched after the page is up (OfflineKit), so none of it
 * costs a slow phone its first paint or a tap.
 */
import { splitLocale } from '@/lib/i18n/locales';
import { WORKER_URL } from '@/lib/offline/rules';

const VISITS_KEY = 'miche-visits';
const ORDERED_KEY = 'miche-ordered';
const OFFERED_KEY = 'miche-install-offered';

const element = (id: string) => document.getElementById(id);

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the offer may come again, nothing worse
  }
}

function recall(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Which connection notice the farmer closed, kept for the tab (session storage), so the next kept
 * page opened offline does not bring it back. Forgotten when the connection changes, and on a page
 * opened online.
 */
const CLOSED_KEY = 'miche-net-notice-closed';

/** The connection notice's rule: shown when the state is told, unless the farmer closed that very notice. */
export function connectionNoticeShown(state: 'offline' | 'online', closed: string | null): boolean {
  return closed !== state;
}

function session(action: (storage: Storage) => string | null | void): string | null {
  try {
    return action(sessionStorage) ?? null;
  } catch {
    return null; // storage blocked: a closed notice comes back on the next page, nothing worse
  }
}

/**
 * Offline: a notice that stays until closed; back online: a notice for a few seconds. At the foot of
 * the screen (components/offline/offline-notices.tsx), never over the header's cart and sign-in.
 */
function watchConnection() {
  const banner = element('net-banner');
  if (!banner) return;
  let timer: number | undefined;
  const show = (state: 'offline' | 'online') => {
    window.clearTimeout(timer);
    banner.dataset.state = state;
    banner.hidden = !connectionNoticeShown(
      state,
      session((s) => s.getItem(CLOSED_KEY)),
    );
    if (state === 'online') timer = window.setTimeout(() => (banner.hidden = true), 5000);
  };
  // The connection changed: whatever was closed was about the connection before.
  const changed = (state: 'offline' | 'online') => {
    session((s) => s.removeItem(CLOSED_KEY));
    show(state);
  };
  element('net-banner-close')?.addEventListener('click', () => {
    window.clearTimeout(timer);
    banner.hidden = true;
    const state = banner.dataset.state;
    if (state) session((s) => s.setItem(CLOSED_KEY, state));
  });
  window.addEventListener('offline', () => changed('offline'));
  window.addEventListener('online', () => changed('online'));
  if (!navigator.onLine) show('offline');
  else session((s) => s.removeItem(CLOSED_KEY));
}

const inCheckout = (path: string) => splitLocale(path).path.startsWith('/checkout');

/** "A new version is ready: reload", when the farmer is not paying; the reload is theirs to choose. */
function offerUpdate(worker: ServiceWorker) {
  const banner = element('update-banner');
  const button = element('update-reload');
  if (!banner || !button) return;
  const showWhenFree = () => {
    if (inCheckout(location.pathname)) return void window.setTimeout(showWhenFree, 2000);
    banner.hidden = false;
  };
  button.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
  showWhenFree();
}

/** The install offer's rule: once, after a second visit or an order, never in checkout. */
export function installOfferDue(state: { visits: number; ordered: boolean; offered: boolean; path: string }): boolean {
  if (state.offered || inCheckout(state.path)) return false;
  return state.visits >= 2 || state.ordered;
}

/** Counts visits (one per browser session) and offers installation when installOfferDue says so. */
function offerInstall() {
  if (splitLocale(location.pathname).path.startsWith('/order-confirmation/')) remember(ORDERED_KEY, '1');
  if (!sessionStorage.getItem(VISITS_KEY)) {
    sessionStorage.setItem(VISITS_KEY, '1');
    remember(VISITS_KEY, String(Number(recall(VISITS_KEY) ?? 0) + 1));
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const banner = element('install-banner');
    const state = {
      visits: Number(recall(VISITS_KEY) ?? 0),
      ordered: recall(ORDERED_KEY) === '1',
      offered: recall(OFFERED_KEY) !== null,
      path: location.pathname,
    };
    if (!banner || !installOfferDue(state)) return;
    remember(OFFERED_KEY, '1');
    banner.hidden = false;
    const close = () => (banner.hidden = true);
    element('install-yes')?.addEventListener('click', () => {
      close();
      void (event as Event & { prompt(): Promise<void> }).prompt();
    });
    element('install-no')?.addEventListener('click', close);
  });
}

/**
 * Once a page: the islands script starts it on a public page before the framework boots, and the
 * layout's OfflineKitLoader where React runs the page (a public page, once booted, asks again).
 */
export async function startOfflineKit(): Promise<void> {
  const root = document.documentElement;
  if (root.hasAttribute('data-offline-kit')) return;
  root.setAttribute('data-offline-kit', '');
  watchConnection();
  if (!('serviceWorker' in navigator)) return;
  try {
    offerInstall();
  } catch {
    // session storage blocked: no offer
  }
  const hadWorker = Boolean(navigator.serviceWorker.controller);
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  // The worker fetches the offline page in this page's language once, and keeps this page if it did
  // not serve it.
  void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'VISIT', url: location.href }));
  if (!hadWorker) return;
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
}
