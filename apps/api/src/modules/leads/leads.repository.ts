import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { demoRequests, potentialClients } from '../../db/schema';

const potentialClientColumns = {
  id: potentialClients.id,
  firstName: potentialClients.firstName,
  lastName: potentialClients.lastName,
  email: potentialClients.email,
  phone: potentialClients.phone,
  company: potentialClients.company,
  propertyCount: potentialClients.propertyCount,
  interest: potentialClients.interest,
  message: potentialClients.message,
  createdAt: potentialClients.createdAt,
  updatedAt: potentialClients.updatedAt,
};

export type PotentialClientRow = {
  [K in keyof typeof potentialClientColumns]: (typeof potentialClients.$inferSelect)[K];
};

export type NewPotentialClient = Omit<
  typeof potentialClients.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type PotentialClientChanges = Partial<Omit<NewPotentialClient, 'tokenHash'>>;

export async function insertPotentialClient(db: Executor, values: NewPotentialClient) {
  const [row] = await db.insert(potentialClients).values(values).returning(potentialClientColumns);
  return row!;
}

/** Updates only when the id and the token hash match, in one statement. */
export async function updatePotentialClientWithToken(
  db: Executor,
  id: string,
  tokenHash: string,
  changes: PotentialClientChanges,
): Promise<PotentialClientRow | undefined> {
  const [row] = await db
    .update(potentialClients)
    .set({ ...changes, updatedAt: sql`product_now()` })
    .where(and(eq(potentialClients.id, id), eq(potentialClients.tokenHash, tokenHash)))
    .returning(potentialClientColumns);
  return row;
}

export type NewDemoRequest = Omit<typeof demoRequests.$inferInsert, 'id' | 'createdAt'>;

export async function insertDemoRequest(db: Executor, values: NewDemoRequest) {
  const [row] = await db.insert(demoRequests).values(values).returning({ id: demoRequests.id });
  return row!;
}
