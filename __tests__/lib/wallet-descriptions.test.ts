/**
 * The ledger's English descriptions are read back into their parts, so the statement can
 * word them in Kiswahili; the English catalogue says exactly what the server wrote.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';
import { NURSERY_CANCELLED, readWalletDescription, walletDescription } from '@/lib/wallet-descriptions';

const written: Array<[string, string]> = [
  ['topUp', walletDescription.topUp()],
  ['mpesaForOrder', walletDescription.mpesaForOrder()],
  ['orderPayment', walletDescription.orderPayment('MC7K2P9QXA')],
  ['refund', walletDescription.refund('MC7K2P9QXA', 'Seedlings wilted: 40 of 50.\nSorry!')],
  ['refundNurseryCancelled', walletDescription.refund('MC7K2P9QXA', NURSERY_CANCELLED)],
  ['referral', walletDescription.referral("Wanjiru O'Brien", 'MC7K2P9QXA')],
  ['referralUnnamed', walletDescription.referral('', 'MC7K2P9QXA')],
  ['referralReduced', walletDescription.referralReduced('MC7K2P9QXA', 0)],
  ['referralReduced', walletDescription.referralReduced('MC7K2P9QXA', 40)],
  ['pointsCredit', walletDescription.pointsCredit(300)],
  ['adjustment', walletDescription.adjustment('Counted twice at the gate')],
];

const word = (messages: typeof en, locale: string, description: string) => {
  const read = readWalletDescription(description)!;
  const params = Object.fromEntries(Object.entries(read.params).map(([k, v]) => [k, k.startsWith('points') ? Number(v) : v]));
  return new IntlMessageFormat(messages.wallet.statement.describe[read.key], locale).format(params) as string;
};

describe('wallet descriptions', () => {
  it.each(written)('%s: read back, and worded in English exactly as the server wrote it', (key, description) => {
    expect(readWalletDescription(description)?.key).toBe(key);
    expect(word(en, 'en-KE', description)).toBe(description);
  });

  it('words them in Kiswahili, keeping what staff typed', () => {
    expect(word(sw, 'sw-KE', walletDescription.topUp())).toBe('Kuongeza pesa kwa M-Pesa');
    expect(word(sw, 'sw-KE', walletDescription.refund('MC7K2P9QXA', 'Seedlings wilted'))).toBe('Pesa iliyorejeshwa ya oda MC7K2P9QXA: Seedlings wilted');
    // The reason the server wrote itself is worded, not shown in English.
    expect(word(sw, 'sw-KE', walletDescription.refund('MC7K2P9QXA', NURSERY_CANCELLED))).toBe(
      'Pesa iliyorejeshwa ya oda MC7K2P9QXA: Kitalu cha Miche kiliighairi oda',
    );
    expect(word(sw, 'sw-KE', walletDescription.referralReduced('MC7K2P9QXA', 40))).toContain('(pointi 40 zilikuwa zimeshatumika)');
  });

  it('leaves any other text alone', () => {
    expect(readWalletDescription('Opening balance from the old shop')).toBeNull();
    expect(readWalletDescription('M-Pesa top-up, twice')).toBeNull();
  });
});
