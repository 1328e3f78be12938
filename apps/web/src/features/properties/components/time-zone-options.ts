/** The zones a US property is in, named as people say them; the zone's own name follows. */
const US_ZONES: [zone: string, name: string][] = [
  ['America/New_York', 'Eastern'],
  ['America/Detroit', 'Eastern, Michigan'],
  ['America/Indiana/Indianapolis', 'Eastern, Indiana'],
  ['America/Chicago', 'Central'],
  ['America/Menominee', 'Central, Michigan'],
  ['America/Denver', 'Mountain'],
  ['America/Boise', 'Mountain, Idaho'],
  ['America/Phoenix', 'Mountain, no daylight saving (Arizona)'],
  ['America/Los_Angeles', 'Pacific'],
  ['America/Anchorage', 'Alaska'],
  ['Pacific/Honolulu', 'Hawaii'],
  ['America/Puerto_Rico', 'Atlantic (Puerto Rico)'],
  ['America/St_Thomas', 'Atlantic (US Virgin Islands)'],
  ['Pacific/Guam', 'Chamorro (Guam)'],
  ['Pacific/Saipan', 'Chamorro (Northern Mariana Islands)'],
  ['Pacific/Pago_Pago', 'Samoa'],
];

/** "Central time (America/Chicago)", or the zone's own name for one not listed. */
export function timeZoneLabel(zone: string): string {
  const named = US_ZONES.find(([candidate]) => candidate === zone);
  const id = zone.replaceAll('_', ' ');
  return named ? `${named[1]} time (${id})` : id;
}

/** Blank first: the API then takes the zone of the zip code. */
export const FROM_ZIP_CODE = '';

/** The choices of the form, with `current` among them when it is not a listed one. */
export function timeZoneOptions(current: string) {
  const zones = US_ZONES.map(([zone]) => zone);
  if (current && !zones.includes(current)) zones.push(current);
  return [
    { value: FROM_ZIP_CODE, label: 'Set from the zip code' },
    ...zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
  ];
}
