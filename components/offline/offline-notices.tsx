import { getTranslations } from 'next-intl/server';

const BAR = 'fixed inset-x-0 z-[70] flex flex-wrap items-center justify-center gap-3 px-4 py-2 text-center font-bold shadow';
const BUTTON = 'min-h-11 rounded-lg bg-white px-4 font-bold text-leaf-700';

/**
 * The notices of issue 17, rendered hidden in both languages with the page; the offline kit shows
 * them (components/offline/offline-kit.ts). Server-rendered, so nothing here is hydrated.
 */
export async function OfflineNotices() {
  const t = await getTranslations('layout');
  return (
    <>
      <div id="net-banner" hidden role="status" className={`${BAR} group top-0 bg-ink text-page`}>
        <span className="group-data-[state=online]:hidden">{t('offlineNow')}</span>
        <span className="hidden group-data-[state=online]:inline">{t('backOnline')}</span>
      </div>
      <div id="update-banner" hidden role="status" className={`${BAR} top-0 bg-leaf-700 text-white`}>
        <span>{t('newVersion')}</span>
        <button id="update-reload" type="button" className={BUTTON}>
          {t('reload')}
        </button>
      </div>
      <div id="install-banner" hidden role="dialog" aria-labelledby="install-text" className={`${BAR} bottom-0 bg-leaf-700 text-white`}>
        <span id="install-text">{t('installOffer')}</span>
        <button id="install-yes" type="button" className={BUTTON}>
          {t('install')}
        </button>
        <button id="install-no" type="button" className="min-h-11 px-3 font-bold underline">
          {t('notNow')}
        </button>
      </div>
    </>
  );
}
