/**
 * Where to deliver, from what a farmer types: a county, or a town they know ("Thika",
 * "Eldoret"), forgiving case, spaces, apostrophes and small typos ("Kiambo"). Several possible
 * places are offered as a numbered choice; a place in a county the shop does not deliver to is
 * named, so the farmer is told that rather than "not found".
 */
import { KENYAN_COUNTIES, type KenyanCounty } from '../counties';
import { TOWN_ENTRIES, placeKey } from './towns';

export interface PlaceMatch {
  county: KenyanCounty;
  /** The town typed, when it was a town's name (shown beside the county, and added to the address). */
  town?: string;
}

/** Optimal string alignment distance (a swap of two letters counts once), stopping past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** How many typos a typed name of this many letters may carry. */
const tolerance = (letters: number) => (letters < 4 ? 0 : letters < 7 ? 1 : 2);

const COUNTY_KEYS = KENYAN_COUNTIES.map((county) => ({ county, key: placeKey(county) }));

/** Every place the text could mean, best kind of match first, one entry a county. */
export function placesFor(typed: string): PlaceMatch[] {
  const t = placeKey(typed);
  if (t.length < 2) return [];
  const fromTowns = (test: (key: string) => boolean): PlaceMatch[] =>
    TOWN_ENTRIES.filter((e) => e.keys.some(test)).flatMap((e) => e.counties.map((county) => ({ county, town: e.town })));
  const tiers: Array<() => PlaceMatch[]> = [
    () => COUNTY_KEYS.filter((c) => c.key === t).map(({ county }) => ({ county })),
    () => fromTowns((k) => k === t),
    () => COUNTY_KEYS.filter((c) => c.key.startsWith(t)).map(({ county }) => ({ county })),
    () => (t.length >= 3 ? fromTowns((k) => k.startsWith(t)) : []),
    () => (t.length >= 3 ? COUNTY_KEYS.filter((c) => c.key.includes(t)).map(({ county }) => ({ county })) : []),
    () => {
      const max = tolerance(t.length);
      if (max === 0) return [];
      const scored = [
        ...COUNTY_KEYS.map(({ county, key }) => ({ match: { county }, d: editDistance(t, key, max) })),
        ...TOWN_ENTRIES.flatMap((e) => {
          const d = Math.min(...e.keys.map((k) => editDistance(t, k, max)));
          return e.counties.map((county) => ({ match: { county, town: e.town }, d }));
        }),
      ].filter((s) => s.d <= max);
      const best = Math.min(...scored.map((s) => s.d));
      return scored.filter((s) => s.d === best).map((s) => s.match);
    },
  ];
  for (const tier of tiers) {
    const found = tier();
    if (found.length > 0) {
      const seen = new Set<KenyanCounty>();
      return found.filter((m) => !seen.has(m.county) && seen.add(m.county));
    }
  }
  return [];
}

/**
 * The places a typed answer may mean among the counties delivered to (`delivered`), and, when it
 * names only places outside them, those counties (to say the shop does not deliver there).
 */
export function matchPlace(typed: string, delivered: readonly KenyanCounty[]): { matches: PlaceMatch[]; elsewhere: KenyanCounty[] } {
  const all = placesFor(typed);
  const matches = all.filter((m) => delivered.includes(m.county));
  return { matches, elsewhere: matches.length > 0 ? [] : all.map((m) => m.county) };
}
