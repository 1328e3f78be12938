import type { ZipCode } from '@homekeep/contracts/lookups';

/** Where a zip code is: its city (null when the town is not in the city list) and state code. */
type ZipPlace = { code: string; city: string | null; state: string };

/** How many zip codes the hint asks for: the one typed is among the first few that start so. */
export const ZIP_PLACE_CANDIDATES = 5;

/** Reads "90210 — Beverly Hills, CA" or "12812 — NY", as the lookups name a zip code. */
function placeOfZipName(code: string, name: string): ZipPlace | null {
  const place = name.split(' — ')[1]?.trim();
  if (!place) return null;
  const comma = place.lastIndexOf(', ');
  if (comma === -1) return { code, city: null, state: place };
  return { code, city: place.slice(0, comma), state: place.slice(comma + 2) };
}

/** The place of a five-digit zip code among the lookups' answers, or null when none is it. */
export function placeOfZipCode(found: ZipCode[], code: string): ZipPlace | null {
  const zip = found.find((candidate) => candidate.code === code);
  return zip ? placeOfZipName(zip.code, zip.name) : null;
}
