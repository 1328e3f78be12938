import { describe, expect, it } from 'vitest';
import { cityIndex, linkZipCodes, placeKey, type ZipSource } from './zip-links';

const zip = (code: string, city: string, state: string, country = 'US'): ZipSource => ({
  zip: code,
  city,
  state,
  country,
});

describe('placeKey', () => {
  it('reads abbreviations, case, accents and punctuation alike', () => {
    expect(placeKey(1, 'St. Louis')).toBe(placeKey(1, 'Saint Louis'));
    expect(placeKey(1, 'Ft Myers')).toBe(placeKey(1, 'Fort Myers'));
    expect(placeKey(1, 'Mt. Pleasant')).toBe(placeKey(1, 'mount pleasant'));
    expect(placeKey(1, 'Cañon City')).toBe(placeKey(1, 'Canon City'));
    expect(placeKey(1, "Coeur d'Alene")).toBe(placeKey(1, 'Coeur D Alene'));
  });

  it('keeps states and distinct names apart', () => {
    expect(placeKey(1, 'Springfield')).not.toBe(placeKey(2, 'Springfield'));
    expect(placeKey(1, 'Stanton')).not.toBe(placeKey(1, 'Saint Anton'));
  });
});

describe('linkZipCodes', () => {
  const states = new Map([
    ['CA', 10],
    ['NY', 20],
  ]);
  const cities = cityIndex([
    { id: 7, stateId: 10, name: 'Beverly Hills' },
    { id: 3, stateId: 20, name: 'New York' },
    { id: 9, stateId: 20, name: 'New York' },
  ]);

  it('links a code to its state, and to the city of the same name in that state', () => {
    const rows = linkZipCodes(
      [zip('90210', 'Beverly Hills', 'CA'), zip('10001', 'New York', 'NY')],
      states,
      cities,
    );
    expect(rows).toEqual([
      { code: '10001', stateId: 20, cityId: 3 },
      { code: '90210', stateId: 10, cityId: 7 },
    ]);
  });

  it('keeps a code whose town is not in the city list, without a city', () => {
    expect(linkZipCodes([zip('12812', 'Stony Creek', 'NY')], states, cities)).toEqual([
      { code: '12812', stateId: 20, cityId: null },
    ]);
  });

  it('does not link a city of the same name in another state', () => {
    expect(linkZipCodes([zip('90001', 'New York', 'CA')], states, cities)).toEqual([
      { code: '90001', stateId: 10, cityId: null },
    ]);
  });

  it('leaves out other countries, unknown states and repeated codes', () => {
    const rows = linkZipCodes(
      [
        zip('K1A 0B1', 'Ottawa', 'ON', 'Canada'),
        zip('09001', 'APO', 'AE'),
        zip('90210', 'Beverly Hills', 'CA'),
        zip('90210', 'Beverly Hills', 'CA'),
      ],
      states,
      cities,
    );
    expect(rows.map((r) => r.code)).toEqual(['90210']);
  });
});
