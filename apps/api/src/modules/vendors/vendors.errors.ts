import { badRequest, conflict, notFound } from '../../lib/app-error';

const listed = (items: readonly (string | number)[]) => {
  const shown = items.slice(0, 10).join(', ');
  return items.length > 10 ? `${shown} and ${items.length - 10} more` : shown;
};

export const vendorsErrors = {
  profileNotFound: () =>
    notFound('vendors.profile_not_found', 'This vendor profile does not exist.'),
  unknownLookup: (field: string, what: string) =>
    badRequest('vendors.unknown_lookup', `${field} must be one of the listed ${what}.`, [
      { path: field, message: `${field} must be one of the listed ${what}.` },
    ]),
  unknownServices: (ids: string[]) =>
    badRequest('vendors.unknown_services', `These services do not exist: ${listed(ids)}.`, [
      { path: 'serviceIds', message: `unknown services: ${listed(ids)}` },
    ]),
  unknownZipCodes: (codes: string[]) =>
    badRequest('vendors.unknown_zip_codes', `These zip codes are not known: ${listed(codes)}.`, [
      { path: 'zipCodes', message: `unknown zip codes: ${listed(codes)}` },
    ]),
  unknownEquipments: (ids: number[]) =>
    badRequest('vendors.unknown_equipments', `This equipment does not exist: ${listed(ids)}.`, [
      { path: 'data.equipmentIds', message: `unknown equipment ids: ${listed(ids)}` },
    ]),
  vehicleNotFound: () =>
    notFound('vendors.vehicle_not_found', 'This vehicle does not exist or is not yours.'),
  duplicatePlate: (plate: string) =>
    conflict(
      'vendors.duplicate_plate',
      `You have already registered a vehicle with licence plate ${plate}.`,
    ),
  equipmentNotFound: () =>
    notFound('vendors.equipment_not_found', 'This equipment is not in your list.'),
};

/** What operators are told when a vendor cannot be changed as asked. */
export const vendorComplianceErrors = {
  vendorNotFound: () => notFound('vendors.vendor_not_found', 'This vendor does not exist.'),
  alreadySuspended: () =>
    conflict('vendors.already_suspended', 'This vendor is already suspended.'),
  notSuspended: () => conflict('vendors.not_suspended', 'This vendor is not suspended.'),
};
