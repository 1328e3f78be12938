import type { PropertyInput } from '@homekeep/contracts/properties';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { canonicalPlaceName } from '../../lib/place-names';
import { placeOfZip } from './properties.repository';

const refuse = (field: 'zipCode' | 'state' | 'city', message: string) =>
  badRequest('properties.address_mismatch', message, [{ path: field, message }]);

/**
 * A US address must hold together: the zip code exists, lies in the given state, and belongs to
 * the given city (read as its spellings share: "St. Paul" is "Saint Paul"), or vendors would be
 * matched by the wrong place. A zip code whose town the place data's city list lacks accepts any
 * city name.
 */
export async function assertAddressHoldsTogether(db: Executor, body: PropertyInput) {
  if (body.country !== undefined && body.country !== 'US') return;
  const zip = body.zipCode.slice(0, 5);
  const place = await placeOfZip(db, zip);
  if (!place) throw refuse('zipCode', `Zip code ${zip} is not a US zip code we know.`);
  if (place.state && place.state !== body.state.toUpperCase()) {
    throw refuse('state', `Zip code ${zip} is in ${place.state}, not ${body.state}.`);
  }
  if (place.city && canonicalPlaceName(place.city) !== canonicalPlaceName(body.city)) {
    throw refuse(
      'city',
      `Zip code ${zip} belongs to ${place.city}, ${place.state}, not ${body.city}: use ${place.city}, or check the zip code.`,
    );
  }
}
