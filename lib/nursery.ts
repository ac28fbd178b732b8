import { formatPhone } from './format';

/**
 * The nursery's public details, shown in the footer, on /contact and in structured data. The phone is
 * a setting (NURSERY_PHONE, read by lib/server/nursery.ts): see nurseryContact().
 */
export const NURSERY = {
  name: 'Miche Seedlings',
  tagline: 'Healthy, hardened-off vegetable seedlings for Kenyan farms, delivered to your county.',
  address: ['Miche Nursery, Ruaka–Banana Road', 'Ruaka, Kiambu County', 'Kenya'],
  /** The address as a Kiswahili page writes it: nursery = kitalu, county = kaunti (glossary). */
  addressSw: ['Kitalu cha Miche, Barabara ya Ruaka–Banana', 'Ruaka, Kaunti ya Kiambu', 'Kenya'],
  email: 'hello@miche.co.ke',
  hours: [
    { days: 'Monday to Friday', time: '7:00 am – 6:00 pm' },
    { days: 'Saturday', time: '7:00 am – 4:00 pm' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
} as const;

/** The nursery's numbers from its phone (`+2547…`): shown, dialled and opened in WhatsApp. */
/** The nursery's address lines in the page's language. */
export function nurseryAddress(nursery: Pick<typeof NURSERY, 'address' | 'addressSw'>, locale: string): readonly string[] {
  return locale === 'sw' ? nursery.addressSw : nursery.address;
}

export function nurseryPhone(phoneE164: string) {
  return { phoneE164, phoneDisplay: formatPhone(phoneE164), whatsapp: `https://wa.me/${phoneE164.slice(1)}` };
}

export type NurseryContact = typeof NURSERY & ReturnType<typeof nurseryPhone>;
