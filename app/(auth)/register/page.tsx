import type { Metadata } from 'next';
import { RegisterForm } from '@/components/auth/register-form';
import { safeReturnPath } from '@/lib/auth/return-path';
import { firstParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const params = await searchParams;
  const referralCode = (firstParam(params.ref) ?? '').slice(0, 12);
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold">Create your Miche account</h1>
      <RegisterForm next={safeReturnPath(firstParam(params.next))} referralCode={referralCode} />
    </div>
  );
}
