import type { PropertyInput } from '@homekeep/contracts/properties';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { placeOfZip } from './properties.repository';

const refuse = (field: 'zipCode' | 'state', message: string) =>
  badRequest('properties.address_mismatch', message, [{ path: field, message }]);

/**
 * A US address must hold together: the zip code exists and lies in the given state (the contract's
 * rule); otherwise no vendor could ever be matched to it. The city is not judged: a zip code often
 * spans towns the place data files under one name.
 */
export async function assertAddressHoldsTogether(db: Executor, body: PropertyInput) {
  if (body.country !== undefined && body.country !== 'US') return;
  const zip = body.zipCode.slice(0, 5);
  const place = await placeOfZip(db, zip);
  if (!place) throw refuse('zipCode', `Zip code ${zip} is not a US zip code we know.`);
  if (place.state && place.state !== body.state.toUpperCase()) {
    throw refuse('state', `Zip code ${zip} is in ${place.state}, not ${body.state}.`);
  }
}
