import { getTranslations } from 'next-intl/server';

const BAR = 'pointer-events-auto flex flex-wrap items-center justify-center gap-3 px-4 py-2 text-center font-medium shadow';
const BUTTON = 'min-h-11 rounded-lg bg-white px-4 font-medium text-leaf-700';

/**
 * The offline kit's notices (connection, new version, install), rendered hidden in both languages with the page; the offline kit shows
 * them (components/offline/offline-kit.ts). Server-rendered, so nothing here is hydrated.
 *
 * They stack at the foot of the screen, never over the header, whose cart and sign-in a farmer
 * reaches for most when the connection goes; under the cart panel and its backdrop, which
 * the farmer opened on purpose. The connection notice can be closed, and stays closed until the
 * connection changes again.
 */
export async function OfflineNotices() {
  const t = await getTranslations('layout');
  return (
    <div id="notices" className="pointer-events-none fixed inset-x-0 bottom-0 z-[35] flex flex-col">
      <div id="net-banner" hidden className={`${BAR} group bg-ink text-page`}>
        <span role="status">
          <span className="group-data-[state=online]:hidden">{t('offlineNow')}</span>
          <span className="hidden group-data-[state=online]:inline">{t('backOnline')}</span>
        </span>
        <button
          id="net-banner-close"
          type="button"
          aria-label={t('closeNotice')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div id="update-banner" hidden role="status" className={`${BAR} bg-leaf-700 text-white`}>
        <span>{t('newVersion')}</span>
        <button id="update-reload" type="button" className={BUTTON}>
          {t('reload')}
        </button>
      </div>
      <div id="install-banner" hidden role="dialog" aria-labelledby="install-text" className={`${BAR} bg-leaf-700 text-white`}>
        <span id="install-text">{t('installOffer')}</span>
        <button id="install-yes" type="button" className={BUTTON}>
          {t('install')}
        </button>
        <button id="install-no" type="button" className="min-h-11 px-3 underline">
          {t('notNow')}
        </button>
      </div>
    </div>
  );
}
