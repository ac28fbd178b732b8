/** Counties from towns, spellings and typos. */
import { KENYAN_COUNTIES } from '@/lib/counties';
import { editDistance, placesFor } from '@/lib/ussd/places';
import { KENYAN_TOWNS, TOWN_ENTRIES } from '@/lib/ussd/towns';

describe('Kenyan places', () => {
  it('knows at least the 100 largest towns, each in real counties, and every county has one', () => {
    expect(KENYAN_TOWNS.length).toBeGreaterThanOrEqual(100);
    for (const entry of TOWN_ENTRIES) for (const county of entry.counties) expect(KENYAN_COUNTIES).toContain(county);
    const covered = new Set(TOWN_ENTRIES.flatMap((e) => e.counties));
    for (const county of KENYAN_COUNTIES) expect({ county, covered: covered.has(county) }).toEqual({ county, covered: true });
  });

  it.each([
    ['Thika', 'Kiambu'],
    ['Limuru', 'Kiambu'],
    ['Eldoret', 'Uasin Gishu'],
    ['eldorett', 'Uasin Gishu'],
    ['Kiambo', 'Kiambu'],
    ['nai', 'Nairobi'],
    ['muranga', "Murang'a"],
    ['homabay', 'Homa Bay'],
    ['Kitale', 'Trans Nzoia'],
    ['Nyahururu', 'Laikipia'],
    ['Naivaisha', 'Nakuru'],
    ['kakamenga', 'Kakamega'],
    ['Ol Kalou', 'Nyandarua'],
    ['Wote', 'Makueni'],
    ['Kisum', 'Kisumu'],
  ])('%s is in %s', (typed, county) => {
    expect(placesFor(typed).map((p) => p.county)).toEqual([county]);
  });

  it('offers a choice where a name is in two counties, and nothing for nonsense', () => {
    expect(placesFor('Rongai').map((p) => p.county)).toEqual(['Kajiado', 'Nakuru']);
    expect(placesFor('zzzz')).toEqual([]);
    expect(placesFor('')).toEqual([]);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('thkia', 'thika')).toBe(1);
    expect(editDistance('kisumu', 'kisumu')).toBe(0);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });
});
