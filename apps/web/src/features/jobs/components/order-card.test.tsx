import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './order-card';
import { heldOrder } from '@/test/job-fixtures';
import { renderRoutes } from '@/test/render-app';

describe('OrderCard', () => {
  it("shows the resident's number as people write it, and dials it", async () => {
    renderRoutes([{ path: '/orders', element: <OrderCard order={heldOrder()} /> }], '/orders');
    const phone = await screen.findByRole('link', { name: '(406) 555-0142' });
    expect(phone).toHaveAttribute('href', 'tel:+14065550142');
  });

  it('takes the focus when it is the job just accepted or opened from a notification', () => {
    const order = heldOrder();
    renderRoutes(
      [{ path: '/orders', element: <OrderCard order={order} highlighted /> }],
      '/orders',
    );
    expect(screen.getByRole('article', { name: order.title })).toHaveFocus();
  });
});
