import { Spinner } from '@/components/ui/spinner';

/** While the server checks the session and reads the account, the spec's spinner. */
export default function AccountLoading() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="large" label="Loading your account..." />
    </div>
  );
}
