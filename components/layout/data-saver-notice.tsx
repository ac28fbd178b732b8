import { useTranslations } from 'next-intl';
import { DATA_SAVER_SWITCH } from '@/lib/light-page/data-saver';
import { SaverOnly } from '../islands/island-template';

/**
 * At the top of a page in its data saver's version: that it is on, and the plain form
 * that turns it off (app/api/data-saver). Shown only there (SaverOnly).
 */
export function DataSaverNotice() {
  const t = useTranslations('dataSaver');
  return (
    <SaverOnly>
      <form
        method="post"
        action={DATA_SAVER_SWITCH}
        data-saver-switch="off"
        className="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-tint px-3 py-2 text-sm"
      >
        <span>{t('on')}</span>
        <input type="hidden" name="mode" value="off" />
        <button type="submit" className="inline-flex min-h-11 items-center text-brand underline">
          {t('turnOff')}
        </button>
      </form>
    </SaverOnly>
  );
}
