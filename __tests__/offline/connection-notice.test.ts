/** @jest-environment jsdom */
/**
 * The connection notice: told when the connection goes and comes back, closed by the
 * farmer, and kept closed until the connection changes again, also on the next page of the tab.
 * jsdom has no service worker, so the kit only watches the connection here.
 */
import { connectionNoticeShown, type startOfflineKit } from '@/components/offline/offline-kit';

const online = jest.spyOn(window.navigator, 'onLine', 'get');

/** The notice as components/offline/offline-notices.tsx draws it: hidden, with its close button. */
function drawNotice() {
  document.body.innerHTML =
    '<div id="notices"><div id="net-banner" hidden><span role="status"></span><button id="net-banner-close" type="button"></button></div></div>';
  return { banner: document.getElementById('net-banner')!, close: document.getElementById('net-banner-close')! };
}

/** A fresh page view: the kit starts once per document, so each test loads it anew. */
async function openPage(isOnline: boolean) {
  online.mockReturnValue(isOnline);
  document.documentElement.removeAttribute('data-offline-kit');
  const notice = drawNotice();
  let start!: typeof startOfflineKit;
  jest.isolateModules(() => {
    ({ startOfflineKit: start } = jest.requireActual<{ startOfflineKit: typeof startOfflineKit }>('@/components/offline/offline-kit'));
  });
  await start();
  return notice;
}

const go = (state: 'offline' | 'online') => {
  online.mockReturnValue(state === 'online');
  window.dispatchEvent(new Event(state));
};

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the connection notice (issue 26)', () => {
  it('shows the state it is told, unless the farmer closed that very one', () => {
    expect(connectionNoticeShown('offline', null)).toBe(true);
    expect(connectionNoticeShown('offline', 'offline')).toBe(false);
    expect(connectionNoticeShown('online', 'offline')).toBe(true);
  });

  it('says a page opened offline is offline, and can be closed', async () => {
    const { banner, close } = await openPage(false);
    expect(banner.hidden).toBe(false);
    expect(banner.dataset.state).toBe('offline');
    close.click();
    expect(banner.hidden).toBe(true);
  });

  it('stays closed on the next page opened offline, until the connection changes', async () => {
    (await openPage(false)).close.click();
    const next = await openPage(false);
    expect(next.banner.hidden).toBe(true);
    // Back online: told, for a few seconds.
    go('online');
    expect(next.banner.hidden).toBe(false);
    expect(next.banner.dataset.state).toBe('online');
    jest.advanceTimersByTime(5000);
    expect(next.banner.hidden).toBe(true);
    // Offline again: told again, though closed before.
    go('offline');
    expect(next.banner.hidden).toBe(false);
    expect(next.banner.dataset.state).toBe('offline');
  });

  it('is told again when the connection goes during the page, after being closed', async () => {
    const { banner, close } = await openPage(true);
    expect(banner.hidden).toBe(true);
    go('offline');
    expect(banner.hidden).toBe(false);
    close.click();
    expect(banner.hidden).toBe(true);
    // Closing "back online" early is the farmer's too; it never comes back by itself.
    go('online');
    close.click();
    jest.advanceTimersByTime(5000);
    expect(banner.hidden).toBe(true);
    go('offline');
    expect(banner.hidden).toBe(false);
  });

  it('forgets a closed notice on a page opened online', async () => {
    (await openPage(false)).close.click();
    await openPage(true);
    expect((await openPage(false)).banner.hidden).toBe(false);
  });
});
