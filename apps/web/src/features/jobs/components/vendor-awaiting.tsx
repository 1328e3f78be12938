import { useGetVendorOrdersQuery } from '../api/vendor-orders-api';
import { JOBS_POLL_MS } from '../jobs-polling';
import { AwaitingConfirmation } from '@/components/feedback/awaiting-confirmation';
import { paths } from '@/config/paths';
import { appointmentState } from '@/lib/appointment-time';

const ACCEPTED = { status: 'accepted', page: 1, limit: 100 };

/** The vendor's accepted jobs whose proposed time waits for the vendor's answer. */
export function VendorAwaiting() {
  const { data } = useGetVendorOrdersQuery(ACCEPTED, { pollingInterval: JOBS_POLL_MS });
  return (
    <AwaitingConfirmation
      items={(data?.data ?? [])
        .filter((order) => order.appointment?.waitingFor === 'vendor')
        .map((order) => ({
          id: order.id,
          title: order.title,
          text: appointmentState(order.appointment!, 'vendor', order.timezone),
          to: `${paths.orders}?tab=mine&order=${encodeURIComponent(order.id)}`,
        }))}
    />
  );
}
