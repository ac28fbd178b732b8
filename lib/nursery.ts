/** The nursery's public details, shown in the footer, on /contact and in structured data. */
export const NURSERY = {
  name: 'Miche Seedlings',
  tagline: 'Healthy, hardened-off vegetable seedlings for Kenyan farms, delivered to your county.',
  address: ['Miche Nursery, Ruaka–Banana Road', 'Ruaka, Kiambu County', 'Kenya'],
  phoneDisplay: '+254 712 345 678',
  phoneE164: '+254712345678',
  whatsapp: 'https://wa.me/254712345678',
  email: 'hello@miche.co.ke',
  hours: [
    { days: 'Monday to Friday', time: '7:00 am – 6:00 pm' },
    { days: 'Saturday', time: '7:00 am – 4:00 pm' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
} as const;
