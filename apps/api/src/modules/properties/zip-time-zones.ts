/**
 * The IANA time zone of a US address from its zip code: the zone of its state, except where a
 * state is split, told apart by the zip code's first three digits. A property's owner may pick
 * another zone (a county on the other side of a line is not told apart here).
 */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
};

/** Zip code prefixes of the split states whose zone is not their state's. */
const PREFIX_ZONES: Record<string, string> = {
  // Florida's western panhandle.
  '324': 'America/Chicago',
  '325': 'America/Chicago',
  // Northwestern Indiana (Gary, Hammond) and its southwestern corner (Evansville).
  '463': 'America/Chicago',
  '464': 'America/Chicago',
  '476': 'America/Chicago',
  '477': 'America/Chicago',
  // Western Kentucky.
  '420': 'America/Chicago',
  '421': 'America/Chicago',
  '422': 'America/Chicago',
  '423': 'America/Chicago',
  '424': 'America/Chicago',
  '427': 'America/Chicago',
  // Michigan's western Upper Peninsula.
  '498': 'America/Menominee',
  '499': 'America/Menominee',
  // Eastern Tennessee (Knoxville, Chattanooga, the Tri-Cities).
  '373': 'America/New_York',
  '374': 'America/New_York',
  '376': 'America/New_York',
  '377': 'America/New_York',
  '378': 'America/New_York',
  '379': 'America/New_York',
  // El Paso and far west Texas.
  '798': 'America/Denver',
  '799': 'America/Denver',
  '885': 'America/Denver',
  // Western Kansas, Nebraska, the Dakotas.
  '677': 'America/Denver',
  '678': 'America/Denver',
  '693': 'America/Denver',
  '577': 'America/Denver',
  '586': 'America/Denver',
  '588': 'America/Denver',
  // Northern Idaho (the panhandle) and Malheur County in Oregon.
  '835': 'America/Los_Angeles',
  '838': 'America/Los_Angeles',
  '979': 'America/Boise',
};

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The zone of a zip code in `state` (a two-letter code); the default for anything unknown. */
export function timeZoneOfZip(zipCode: string, state: string): string {
  return (
    PREFIX_ZONES[zipCode.slice(0, 3)] ??
    STATE_ZONES[state.trim().toUpperCase()] ??
    DEFAULT_TIME_ZONE
  );
}
