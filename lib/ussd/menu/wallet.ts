/**
 * My wallet: the balance and points, and a top-up by M-Pesa within the wallet's own rules (the
 * smallest top-up, M-Pesa's limit, the wallet's cap), said the same way for every wrong amount.
 */
import { checkTopup, MAX_TOPUP_KES, MAX_WALLET_BALANCE_KES, MIN_TOPUP_KES } from '../../wallet-rules';
import { con, numbered, shortKes } from './screen';
import type { Screens, UssdEffect } from './types';

/** The room a top-up has: the wallet's cap less its balance, within M-Pesa's limit. */
const topUpRoom = (walletCents: number) => Math.min(MAX_TOPUP_KES, Math.floor((MAX_WALLET_BALANCE_KES * 100 - walletCents) / 100));

export const walletScreens: Screens<'wallet' | 'topup'> = {
  wallet: {
    answer(ctx, _state, { choice, w }) {
      if (choice === 1)
        return topUpRoom(ctx.walletCents) >= MIN_TOPUP_KES ? { next: { s: 'topup' } } : { invalid: w.walletFull(shortKes(MAX_WALLET_BALANCE_KES * 100)) };
      return { invalid: w.invalid };
    },
    show: (ctx, _state, { w, note }) => con(w, note, [w.wallet(shortKes(ctx.walletCents), ctx.points)], numbered([w.topUp])),
  },
  topup: {
    answer(ctx, _state, { text, w }) {
      const room = topUpRoom(ctx.walletCents);
      const [min, max] = [shortKes(MIN_TOPUP_KES * 100), shortKes(room * 100)];
      const typed = text.replace(/[\s,]/g, '').replace(/^kes/i, '');
      if (!/^\d+(\.\d+)?$/.test(typed)) return { invalid: w.topUpWhole(min, max) };
      const amountKes = Number(typed);
      const check = checkTopup(amountKes, ctx.walletCents);
      if (!check.ok) {
        if (check.code === 'topup_not_whole') return { invalid: w.topUpWhole(min, max) };
        if (check.code === 'wallet_full') return { invalid: w.walletFull(shortKes(MAX_WALLET_BALANCE_KES * 100)) };
        return { invalid: w.topUpRange(min, max) };
      }
      const effect: UssdEffect = { kind: 'topup', amountKes };
      return { next: { s: 'end', words: (x) => x.topUpComing(shortKes(amountKes * 100)), effect }, effect };
    },
    show(ctx, _state, { w, note }) {
      const room = topUpRoom(ctx.walletCents);
      return con(w, note, [w.askTopUp(shortKes(MIN_TOPUP_KES * 100), shortKes(room * 100))], []);
    },
  },
};
