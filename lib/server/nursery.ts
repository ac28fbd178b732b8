import 'server-only';
import { NURSERY, nurseryPhone, type NurseryContact } from '@/lib/nursery';
import { env } from './env';

/** The nursery's details with the phone number this deployment is set up with (NURSERY_PHONE). */
export function nurseryContact(): NurseryContact {
  return { ...NURSERY, ...nurseryPhone(env().NURSERY_PHONE) };
}
