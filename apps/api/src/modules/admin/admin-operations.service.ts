import type {
  AccessLink,
  AdminOrdersQuery,
  AdminUsersQuery,
  AdminVendorsQuery,
  LeadsCsvQuery,
  LeadsQuery,
  CancelOrderBody,
  ReassignOrderBody,
  UpdateLeadBody,
} from '@homekeep/contracts/admin';
import { confirmEmailAddress, createAccessToken } from '../auth/account-access.service';
import {
  blockAccount,
  listAccountsForOperators,
  unblockAccount,
} from '../auth/account-blocks.service';
import type { SessionsDeps } from '../auth/sessions.service';
import {
  cancelOrderAsOperator,
  getOrderForOperators,
  listOrdersForOperators,
  reassignOrder,
} from '../jobs/job-admin.service';
import { changeLeadStatus, getLead, leadsCsv, listLeadInbox } from '../leads/lead-inbox.service';
import {
  listVendorsForOperators,
  reinstateVendor,
  suspendVendor,
  verifyVendor,
} from '../vendors/vendor-compliance.service';
import { recordAudit } from '../audit/audit.service';
import { linkTo } from '../mail/mail-links';
import { audited, type AdminDeps, type Operator } from './operator-changes';

/**
 * What the operations console is given: an operator's block ends sessions too, and a one-time
 * link points at the product's public address.
 */
export type OperatorDeps = AdminDeps & SessionsDeps & { publicUrl: string };

// ---- leads ----------------------------------------------------------------------------------

export const listLeads = (deps: AdminDeps, query: LeadsQuery) => listLeadInbox(deps.db, query);
export const exportLeads = (deps: AdminDeps, query: LeadsCsvQuery) => leadsCsv(deps.db, query);

export async function updateLead(
  deps: AdminDeps,
  operator: Operator,
  id: string,
  body: UpdateLeadBody,
) {
  await audited(deps, operator, { action: 'lead.update', targetType: 'lead', targetId: id }, (tx) =>
    changeLeadStatus(tx, id, body),
  );
  return getLead(deps.db, id);
}

// ---- vendors --------------------------------------------------------------------------------

export const listVendors = (deps: AdminDeps, query: AdminVendorsQuery) =>
  listVendorsForOperators(deps.db, query, deps.clock.now());

export const suspend = (deps: AdminDeps, operator: Operator, id: string, reason: string) =>
  audited(deps, operator, { action: 'vendor.suspend', targetType: 'vendor' }, (tx, now) =>
    suspendVendor(tx, id, reason, now),
  );

export const reinstate = (deps: AdminDeps, operator: Operator, id: string) =>
  audited(deps, operator, { action: 'vendor.reinstate', targetType: 'vendor' }, (tx, now) =>
    reinstateVendor(tx, id, now),
  );

export const verify = (deps: AdminDeps, operator: Operator, id: string) =>
  audited(deps, operator, { action: 'vendor.verify', targetType: 'vendor' }, (tx, now) =>
    verifyVendor(tx, id, now),
  );

// ---- orders ---------------------------------------------------------------------------------

export const listOrders = (deps: AdminDeps, query: AdminOrdersQuery) =>
  listOrdersForOperators(deps.db, query);
export const getOrder = (deps: AdminDeps, id: string) => getOrderForOperators(deps.db, id);

export const cancelOrder = (
  deps: AdminDeps,
  operator: Operator,
  id: string,
  body: CancelOrderBody,
) =>
  audited(deps, operator, { action: 'order.cancel', targetType: 'order' }, (tx, now) =>
    cancelOrderAsOperator(tx, id, body, now),
  );

export const reassign = (
  deps: AdminDeps,
  operator: Operator,
  id: string,
  body: ReassignOrderBody,
) =>
  audited(deps, operator, { action: 'order.reassign', targetType: 'order' }, (tx, now) =>
    reassignOrder(tx, id, body, now),
  );

// ---- users ----------------------------------------------------------------------------------

export const listUsers = (deps: AdminDeps, query: AdminUsersQuery) =>
  listAccountsForOperators(deps.db, query);

/** Blocks the account and ends its sessions in the same transaction as the audit entry. */
export const block = (deps: OperatorDeps, operator: Operator, id: string, reason?: string) =>
  audited(deps, operator, { action: 'user.block', targetType: 'user' }, async (tx, now) => {
    const { before, after, revokedSessions } = await blockAccount(deps, tx, id, operator.id, now);
    return {
      before,
      after: { ...after, reason: reason ?? null, revokedSessions: revokedSessions.length },
    };
  });

export const unblock = (deps: AdminDeps, operator: Operator, id: string) =>
  audited(deps, operator, { action: 'user.unblock', targetType: 'user' }, (tx) =>
    unblockAccount(tx, id),
  );

/**
 * A one-time link for someone mail cannot reach. The answer is the only place the link appears:
 * the audit entry names the operator, the account and the expiry, never the link.
 */
export const createAccessLink = (deps: OperatorDeps, operator: Operator, id: string) =>
  deps.db.transaction(async (tx): Promise<AccessLink> => {
    const now = deps.clock.now();
    const { account, token, expiresAt } = await createAccessToken(tx, id, operator.id, now);
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'user.access_link',
      targetType: 'user',
      targetId: id,
      after: { email: account.email, expiresAt: expiresAt.toISOString() },
      address: operator.address,
      at: now,
    });
    return {
      url: linkTo(deps.publicUrl, '/reset-password', { token }),
      expiresAt: expiresAt.toISOString(),
    };
  });

export const confirmEmail = (deps: AdminDeps, operator: Operator, id: string) =>
  audited(deps, operator, { action: 'user.confirm_email', targetType: 'user' }, (tx, now) =>
    confirmEmailAddress(tx, id, now),
  );
