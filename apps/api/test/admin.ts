import type { FastifyInstance } from 'fastify';
import type { AuditEntry } from '@homekeep/contracts/audit';
import type { List } from '@homekeep/contracts/common';
import type { Database } from '../src/db/database';
import { apiCaller } from './api';
import { createAdmin } from './users';

/** An operator signed in, and a caller for the admin routes. */
export async function operator(app: FastifyInstance, db: Database) {
  const admin = await createAdmin(app, db);
  const call = apiCaller(app);
  /** The newest audit entries of this operator for a target. */
  const auditOf = async (targetId: string) => {
    const { body } = await call<List<AuditEntry>>(
      'GET',
      `/admin/audit-log?actorId=${admin.user.id}&limit=100`,
      admin.token,
    );
    return body.data.filter((entry) => entry.targetId === targetId);
  };
  return { ...admin, auditOf };
}
