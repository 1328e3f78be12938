import { conflict, notFound } from '../../lib/app-error';
import type { OrderStatus } from '@homekeep/contracts/orders';

const label = (status: OrderStatus) => status.replace('_', ' ');

export const ordersErrors = {
  notFound: () => notFound('orders.not_found', 'This order does not exist.'),
  profileIncomplete: () =>
    conflict('orders.profile_incomplete', 'Complete your company profile before accepting jobs.'),
  alreadyAccepted: () =>
    conflict('orders.already_accepted', 'This job has already been accepted by another vendor.'),
  canceled: () => conflict('orders.canceled', 'This job was canceled by the resident.'),
  invalidTransition: (from: OrderStatus, to: OrderStatus) =>
    conflict(
      'orders.invalid_transition',
      `An order that is ${label(from)} cannot become ${label(to)}.`,
    ),
};
