import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { VehicleFields } from '@homekeep/contracts/vendors';
import type { Executor } from '../../db/database';
import { matchingRow } from '../../db/capped-count';
import { equipments, vehicleTypes, vendorEquipments, vendorVehicles } from '../../db/schema';
import { preparedList, preparedPerDatabase } from '../../db/prepared-queries';

const vehicleColumns = {
  id: vendorVehicles.id,
  vendorId: vendorVehicles.vendorId,
  vehicleTypeId: vendorVehicles.vehicleTypeId,
  vehicleTypeName: vehicleTypes.name,
  make: vendorVehicles.make,
  model: vendorVehicles.model,
  year: vendorVehicles.year,
  licensePlate: vendorVehicles.licensePlate,
  createdAt: vendorVehicles.createdAt,
};

/** A vendor's vehicles, oldest first, and their capped total, prepared per page shape. */
const vehiclesPage = preparedList('vehicles', (db, rows) => {
  const own = eq(vendorVehicles.vendorId, sql.placeholder('vendorId'));
  const matching = db.select(matchingRow).from(vendorVehicles).where(own);
  const page = (total: SQL.Aliased<number>) =>
    db
      .select({ ...vehicleColumns, total })
      .from(vendorVehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vendorVehicles.vehicleTypeId))
      .where(own)
      .orderBy(asc(vendorVehicles.createdAt), asc(vendorVehicles.id))
      .limit(rows.limit)
      .offset(rows.offset);
  return { page, matching };
});

export const listVehicles = (db: Executor, vendorId: string, query: PageQuery) =>
  vehiclesPage(db, query, { vendorId });

const vehicleById = preparedPerDatabase((db) =>
  db
    .select(vehicleColumns)
    .from(vendorVehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vendorVehicles.vehicleTypeId))
    .where(eq(vendorVehicles.id, sql.placeholder('id')))
    .prepare('vehicle_by_id'),
);

export async function findVehicle(db: Executor, id: string) {
  const [row] = await vehicleById(db).execute({ id });
  return row;
}

export async function vehicleTypeExists(db: Executor, id: number) {
  const [row] = await db
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, id));
  return row !== undefined;
}

export async function insertVehicle(db: Executor, vendorId: string, vehicle: VehicleFields) {
  const [row] = await db
    .insert(vendorVehicles)
    .values({ vendorId, ...vehicle })
    .returning({ id: vendorVehicles.id });
  return row!.id;
}

export async function deleteOwnVehicle(db: Executor, id: string, vendorId: string) {
  const rows = await db
    .delete(vendorVehicles)
    .where(and(eq(vendorVehicles.id, id), eq(vendorVehicles.vendorId, vendorId)))
    .returning({ id: vendorVehicles.id });
  return rows.length > 0;
}

const equipmentColumns = {
  equipmentId: vendorEquipments.equipmentId,
  name: equipments.name,
  addedAt: vendorEquipments.createdAt,
};

/** A vendor's equipment by name, and its capped total, prepared per page shape. */
const equipmentsPage = preparedList('equipments', (db, rows) => {
  const own = eq(vendorEquipments.vendorId, sql.placeholder('vendorId'));
  const matching = db.select(matchingRow).from(vendorEquipments).where(own);
  const page = (total: SQL.Aliased<number>) =>
    db
      .select({ ...equipmentColumns, total })
      .from(vendorEquipments)
      .innerJoin(equipments, eq(equipments.id, vendorEquipments.equipmentId))
      .where(own)
      .orderBy(asc(equipments.name), asc(equipments.id))
      .limit(rows.limit)
      .offset(rows.offset);
  return { page, matching };
});

export const listEquipments = (db: Executor, vendorId: string, query: PageQuery) =>
  equipmentsPage(db, query, { vendorId });

export async function existingEquipmentIds(db: Executor, ids: number[]) {
  const rows = await db
    .select({ id: equipments.id })
    .from(equipments)
    .where(inArray(equipments.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Adds what is missing; equipment already listed keeps its original date. */
export async function insertEquipments(db: Executor, vendorId: string, ids: number[]) {
  await db
    .insert(vendorEquipments)
    .values(ids.map((equipmentId) => ({ vendorId, equipmentId })))
    .onConflictDoNothing();
}

export function findEquipmentsOf(db: Executor, vendorId: string, ids: number[]) {
  return db
    .select(equipmentColumns)
    .from(vendorEquipments)
    .innerJoin(equipments, eq(equipments.id, vendorEquipments.equipmentId))
    .where(and(eq(vendorEquipments.vendorId, vendorId), inArray(vendorEquipments.equipmentId, ids)))
    .orderBy(asc(equipments.name), asc(equipments.id));
}

export async function deleteOwnEquipment(db: Executor, vendorId: string, equipmentId: number) {
  const rows = await db
    .delete(vendorEquipments)
    .where(
      and(eq(vendorEquipments.vendorId, vendorId), eq(vendorEquipments.equipmentId, equipmentId)),
    )
    .returning({ equipmentId: vendorEquipments.equipmentId });
  return rows.length > 0;
}
