'use server';
import { revalidatePath } from 'next/cache';
import { requireStaffViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { markCallbackDone } from '@/lib/server/services/ussd';

/**
 * Staff mark a farmer's call-back request done. The one export of this file is the action:
 * it checks the staff role itself, as every action is a public POST endpoint.
 */
export async function callbackDone(formData: FormData): Promise<void> {
  const viewer = await requireStaffViewer();
  const id = Number(formData.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return;
  await markCallbackDone(getDb(), id, viewer.identity.uid);
  revalidatePath('/admin/sms');
}
