import { installOfferDue } from '@/components/offline/offline-kit';

describe('the offer to install the shop (issue 17)', () => {
  const first = { visits: 1, ordered: false, offered: false, path: '/products' };

  it('is not made on a first visit', () => expect(installOfferDue(first)).toBe(false));
  it('is made on a second visit', () => expect(installOfferDue({ ...first, visits: 2 })).toBe(true));
  it('is made after an order, even on a first visit', () => expect(installOfferDue({ ...first, ordered: true })).toBe(true));
  it('is made once', () => expect(installOfferDue({ ...first, visits: 5, offered: true })).toBe(false));
  it('is never made in checkout, in either language', () => {
    expect(installOfferDue({ ...first, visits: 3, path: '/checkout' })).toBe(false);
    expect(installOfferDue({ ...first, visits: 3, path: '/sw/checkout' })).toBe(false);
  });
});
