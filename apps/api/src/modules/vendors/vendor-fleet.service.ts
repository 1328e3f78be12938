import type { PageQuery } from '@homekeep/contracts/common';
import {
  normaliseLicensePlate,
  type Vehicle,
  type VehicleFields,
  type VendorEquipment,
} from '@homekeep/contracts/vendors';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/database-errors';
import { listOf } from '../../lib/pagination';
import { vendorsErrors } from './vendors.errors';
import * as repository from './vendor-fleet.repository';

type VehicleRow = NonNullable<Awaited<ReturnType<typeof repository.findVehicle>>>;

// Fields picked one by one, not a rest and a spread of the row (see `toProperty`).
const toVehicle = (row: VehicleRow): Vehicle => ({
  id: row.id,
  vehicleTypeId: row.vehicleTypeId,
  vehicleTypeName: row.vehicleTypeName,
  make: row.make,
  model: row.model,
  year: row.year,
  licensePlate: row.licensePlate,
  createdAt: row.createdAt.toISOString(),
});

const toEquipment = (row: { equipmentId: number; name: string; addedAt: Date }) =>
  ({
    equipmentId: row.equipmentId,
    name: row.name,
    addedAt: row.addedAt.toISOString(),
  }) satisfies VendorEquipment;

export async function listVehicles(db: Database, vendorId: string, query: PageQuery) {
  const { data, total } = await repository.listVehicles(db, vendorId, query);
  return listOf(data.map(toVehicle), query, total);
}

export async function getVehicle(db: Database, vendorId: string, id: string) {
  const row = await repository.findVehicle(db, id);
  // Another vendor's vehicle answers exactly like one that does not exist.
  if (!row || row.vendorId !== vendorId) throw vendorsErrors.vehicleNotFound();
  return toVehicle(row);
}

export async function addVehicle(db: Database, vendorId: string, fields: VehicleFields) {
  if (!(await repository.vehicleTypeExists(db, fields.vehicleTypeId)))
    throw vendorsErrors.unknownLookup('vehicleTypeId', 'vehicle types');
  const licensePlate = normaliseLicensePlate(fields.licensePlate);
  try {
    const id = await repository.insertVehicle(db, vendorId, { ...fields, licensePlate });
    return getVehicle(db, vendorId, id);
  } catch (error) {
    if (isUniqueViolation(error, 'vendor_vehicles_vendor_plate_key'))
      throw vendorsErrors.duplicatePlate(licensePlate);
    throw error;
  }
}

export async function removeVehicle(db: Database, vendorId: string, id: string) {
  if (!(await repository.deleteOwnVehicle(db, id, vendorId))) throw vendorsErrors.vehicleNotFound();
}

export async function listEquipments(db: Database, vendorId: string, query: PageQuery) {
  const { data, total } = await repository.listEquipments(db, vendorId, query);
  return listOf(data.map(toEquipment), query, total);
}

/** Adds equipment to the vendor's list; pieces already there stay as they are. */
export async function addEquipments(db: Database, vendorId: string, equipmentIds: number[]) {
  const ids = [...new Set(equipmentIds)];
  const known = await repository.existingEquipmentIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw vendorsErrors.unknownEquipments(unknown);
  await repository.insertEquipments(db, vendorId, ids);
  return (await repository.findEquipmentsOf(db, vendorId, ids)).map(toEquipment);
}

export async function removeEquipment(db: Database, vendorId: string, equipmentId: number) {
  if (!(await repository.deleteOwnEquipment(db, vendorId, equipmentId)))
    throw vendorsErrors.equipmentNotFound();
}
