import type { Metadata } from 'next';
import { VerifyEmailPanel } from '@/components/auth/verify-email-panel';
import { safeReturnPath } from '@/lib/auth/return-path';
import { firstParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Verify your e-mail', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-2xl font-bold">Verify your e-mail</h1>
      <VerifyEmailPanel next={safeReturnPath(firstParam(params.next))} unknownReferral={firstParam(params.referral)?.slice(0, 12) ?? null} />
    </div>
  );
}
