import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

/** While the server checks the session and reads the account, the spec's spinner. */
export default function AccountLoading() {
  const t = useTranslations('account');
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}
