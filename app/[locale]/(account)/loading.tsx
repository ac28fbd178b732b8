import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

/**
 * While the server checks the session and reads the account, the spec's spinner. A screen tall, so the
 * footer starts below the fold and the page that replaces it moves nothing a farmer sees (the bench
 * measured a layout shift of 0.29 to 0.35 on /dashboard with a 40vh spinner).
 */
export default function AccountLoading() {
  const t = useTranslations('account');
  return (
    <div className="grid min-h-svh place-items-center">
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}
