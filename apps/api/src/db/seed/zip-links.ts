import { canonicalPlaceName } from '../../lib/place-names';

/** One entry of the `zipcodes` package. */
export interface ZipSource {
  zip: string;
  city: string;
  state: string;
  country: string;
}

export interface ZipRow {
  code: string;
  stateId: number;
  cityId: number | null;
}

/** The key matching the two packages' spellings of a place of a state (see `canonicalPlaceName`). */
export function placeKey(stateId: number, name: string) {
  return `${stateId}:${canonicalPlaceName(name)}`;
}

/** The first city of each (state, name), so that a zip code links to one city. */
export function cityIndex(rows: { id: number; stateId: number; name: string }[]) {
  const byKey = new Map<string, number>();
  for (const city of [...rows].sort((a, b) => a.id - b.id)) {
    const key = placeKey(city.stateId, city.name);
    if (!byKey.has(key)) byKey.set(key, city.id);
  }
  return byKey;
}

/**
 * Links US zip codes to our state rows by state code, and to a city row when that state has a
 * city of the same name. Codes of places we hold no US state for (military mail, the freely
 * associated states) are left out; a code whose town the city list lacks keeps a null city.
 */
export function linkZipCodes(
  source: ZipSource[],
  stateIdByCode: Map<string, number>,
  cityIdByKey: Map<string, number>,
): ZipRow[] {
  const rows: ZipRow[] = [];
  const seen = new Set<string>();
  for (const zip of source) {
    if (zip.country !== 'US' || seen.has(zip.zip)) continue;
    const stateId = stateIdByCode.get(zip.state);
    if (stateId === undefined) continue;
    seen.add(zip.zip);
    rows.push({
      code: zip.zip,
      stateId,
      cityId: cityIdByKey.get(placeKey(stateId, zip.city)) ?? null,
    });
  }
  return rows.sort((a, b) => a.code.localeCompare(b.code));
}
