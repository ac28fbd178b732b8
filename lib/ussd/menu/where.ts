/**
 * Where a purchase goes (today's or a booking): collected at the nursery's pickup point, delivered to
 * a county found forgivingly from what the farmer types (a county or a town), or to the phone's last
 * address again; then a landmark address.
 */
import type { KenyanCounty } from '../../counties';
import { matchPlace, placesFor } from '../places';
import { pickupName, purchaseOf } from './facts';
import { con, numbered, type Option } from './screen';
import type { Delivery, Screens, UssdContext } from './types';

/** The longest delivery address a farmer may type: a landmark, not a letter. */
const MAX_ADDRESS = 100;

/** A typed county or town among `counties` (default all 47), forgivingly; several when it may mean several. */
export function matchCounty(typed: string, counties?: readonly KenyanCounty[]): KenyanCounty[] {
  return (counties ? matchPlace(typed, counties).matches : placesFor(typed)).map((m) => m.county);
}

/** The phone's last address, when its county is still delivered to. */
function rememberedAddress(ctx: UssdContext): { county: KenyanCounty; address: string } | null {
  const last = ctx.lastAddress;
  return last && ctx.counties.some((c) => c.county === last.county) ? last : null;
}

/** An address as typed, with the town the county was found by when the farmer did not repeat it. */
function addressWithTown(address: string, town: string | undefined): string {
  if (!town || address.toLowerCase().includes(town.toLowerCase())) return address;
  return `${address}, ${town}`;
}

export const whereScreens: Screens<'method' | 'county' | 'countyChoice' | 'address'> = {
  method: {
    answer(ctx, state, { choice, w }) {
      const purchase = purchaseOf(state);
      if (choice === 1 && ctx.pickup !== null) return { next: { s: 'summary', ...purchase, delivery: { method: 'pickup' } } };
      if (choice === 2 && ctx.counties.length > 0) return { next: { s: 'county', ...purchase } };
      const remembered = rememberedAddress(ctx);
      if (choice === 3 && remembered) return { next: { s: 'summary', ...purchase, delivery: { method: 'delivery', ...remembered } } };
      return { invalid: w.invalid };
    },
    show(ctx, _state, { w, language, note }) {
      const options: Option[] = [];
      options.push(`1 ${w.pickupAt(pickupName(ctx, w, language))}`);
      if (ctx.counties.length > 0) options.push(`2 ${w.deliverToCounty}`);
      const remembered = rememberedAddress(ctx);
      if (remembered) options.push({ head: '3 ', name: w.deliverAgain(remembered.county, remembered.address), tail: '' });
      return con(w, note, [w.method], options);
    },
  },
  county: {
    answer(ctx, state, { text, w }) {
      const purchase = purchaseOf(state);
      const { matches, elsewhere } = matchPlace(
        text,
        ctx.counties.map((c) => c.county),
      );
      if (matches.length === 1) return { next: { s: 'address', ...purchase, place: matches[0]! } };
      if (matches.length > 1) return { next: { s: 'countyChoice', ...purchase, options: matches.slice(0, 8) } };
      if (elsewhere.length > 0) return { invalid: w.notDelivered(elsewhere.join(', ')) };
      return { invalid: w.countyNotFound };
    },
    show: (_ctx, _state, { w, note }) => con(w, note, [w.enterCounty], []),
  },
  countyChoice: {
    answer(_ctx, state, { choice, w }) {
      const place = state.options[choice - 1];
      return place ? { next: { s: 'address', ...purchaseOf(state), place } } : { invalid: w.invalid };
    },
    show: (_ctx, state, { w, note }) =>
      con(w, note, [w.chooseCounty], numbered(state.options.map((o) => (o.town && o.town !== o.county ? `${o.county} (${o.town})` : o.county)))),
  },
  address: {
    answer(_ctx, state, { text, w }) {
      const address = text.trim().replace(/\s+/g, ' ');
      if (address.length > MAX_ADDRESS) return { invalid: w.addressTooLong(MAX_ADDRESS) };
      if (address.replace(/[^\p{L}\p{N}]/gu, '').length < 3) return { invalid: w.addressTooShort };
      const delivery: Delivery = { method: 'delivery', county: state.place.county, address: addressWithTown(address, state.place.town) };
      return { next: { s: 'summary', ...purchaseOf(state), delivery } };
    },
    show: (_ctx, state, { w, note }) => con(w, note, [w.enterAddress(state.place.town ?? null)], []),
  },
};
