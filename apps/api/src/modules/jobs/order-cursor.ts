import { UUID, decodeCursor, encodeCursor } from '../../lib/page-cursor';

/** The open jobs page by key: the last order shown (its time and id are its index key). */
export interface OrderCursor {
  page: number;
  orderId: string;
}

export const encodeOrderCursor = ({ page, orderId }: OrderCursor) => encodeCursor(page, [orderId]);

/** The cursor's page and order; a 400 for anything the list did not give. */
export function decodeOrderCursor(text: string): OrderCursor {
  const { page, key } = decodeCursor(
    text,
    1,
    ([orderId]) => typeof orderId === 'string' && UUID.test(orderId),
  );
  return { page, orderId: key[0] as string };
}
