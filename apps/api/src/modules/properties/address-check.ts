import type { PropertyInput } from '@homekeep/contracts/properties';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { placeOfZip } from './properties.repository';

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z]/g, '') === b.toLowerCase().replace(/[^a-z]/g, '');

const refuse = (field: 'zipCode' | 'state' | 'city', message: string) =>
  badRequest('properties.address_mismatch', message, [{ path: field, message }]);

/**
 * A US address must hold together: the zip code exists, lies in the given state, and (when the
 * place data names its town) in the given city. Otherwise no vendor could ever be matched to it.
 */
export async function assertAddressHoldsTogether(db: Executor, body: PropertyInput) {
  if (body.country !== undefined && body.country !== 'US') return;
  const zip = body.zipCode.slice(0, 5);
  const place = await placeOfZip(db, zip);
  if (!place) throw refuse('zipCode', `Zip code ${zip} is not a US zip code we know.`);
  if (place.state && place.state !== body.state.toUpperCase()) {
    throw refuse('state', `Zip code ${zip} is in ${place.state}, not ${body.state}.`);
  }
  if (place.city && !sameName(place.city, body.city)) {
    throw refuse(
      'city',
      `Zip code ${zip} is in ${place.city}, ${place.state}. Check the city or the zip code.`,
    );
  }
}
