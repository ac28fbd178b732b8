import 'server-only';
import type { ContactMessage } from '@/lib/schemas/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export async function saveContactMessage(db: Db, message: ContactMessage): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('Contact message was not stored');
  return row;
}
