/** The home page's words (server-rendered). */
export const home = {
  heading: 'Healthy vegetable seedlings, ready to plant',
  intro:
    'Tomato, sukuma wiki, cabbage, onion, capsicum and more, raised in clean trays and hardened off for Kenyan fields. Buy a few seedlings for the shamba or trays for a whole acre.',
  browse: 'Browse Products',
  heroAlt: 'Trays of young tomato, sukuma wiki and cabbage seedlings under a shade net at the nursery',
  trustHeading: 'Why farmers buy from Miche',
  trust: {
    mpesa: { title: 'Pay with M-Pesa', body: 'A prompt on your phone, a receipt for every shilling.' },
    delivery: (fee: string | null) => ({
      title: 'Delivered to your county',
      body: fee ? `From ${fee}, or pick up free at the nursery.` : 'Or pick up free at the nursery.',
    }),
    hardened: { title: 'Hardened off', body: 'Grown under nets, then outdoors, so they take in your field.' },
    nursery: (hours: string) => ({ title: 'Our nursery in Ruaka', body: `Kiambu County. Open ${hours}.` }),
  },
  categoriesHeading: 'Shop by crop',
  favouritesHeading: 'Farmers’ favourites',
  howHeading: 'How ordering works',
  steps: [
    { title: 'Fill your cart', body: 'Pick seedlings by the piece or by the tray. Prices are per seedling or per tray, shown before you add them.' },
    { title: 'Pay with M-Pesa', body: 'Sign in and check out: we send an M-Pesa prompt to your phone. Enter your PIN and the order is paid.' },
    { title: 'Delivery or pickup', body: 'We deliver to your county or you collect at the nursery. The delivery fee is shown before you pay.' },
  ],
  step: (n: number) => `Step ${n}`,
  hours: 'Monday to Saturday from 7 am',
  // The phone's hero, one short line instead of the intro.
  firstScreen: { tagline: 'By the seedling or by the tray, hardened off for Kenyan fields.' },
} as const;
