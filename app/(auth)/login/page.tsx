import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth/login-form';
import { safeReturnPath } from '@/lib/auth/return-path';
import { firstParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request, so the form arrives in the HTML with its return path: nothing jumps when it loads. */
export default async function LoginPage({ searchParams }: Props) {
  const next = safeReturnPath(firstParam((await searchParams).next));
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold">Sign in to Miche</h1>
      <LoginForm next={next} />
    </div>
  );
}
