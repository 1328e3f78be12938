import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Property } from '@homekeep/contracts/properties';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import type { QueryResult } from '@/components/feedback/query-state';
import { useGetMaintenancePlansQuery } from '@/lib/resources/maintenance-plans-api';
import { PROPERTY_CHOICES, useGetPropertiesQuery } from '@/lib/resources/properties-api';
import { LIVE_SUBSCRIPTIONS, useGetSubscriptionsQuery } from '@/lib/resources/subscriptions-api';

type SubscriptionChoices = {
  plans: MaintenancePlan[];
  properties: Property[];
  /** The pending, active and past-due subscriptions: their properties are covered. */
  live: Subscription[];
};

/** The three reads the subscribe form chooses from, as one: it is ready when all three are. */
export function useSubscriptionChoices(): QueryResult<SubscriptionChoices> {
  const plans = useGetMaintenancePlansQuery();
  const properties = useGetPropertiesQuery(PROPERTY_CHOICES);
  const live = useGetSubscriptionsQuery(LIVE_SUBSCRIPTIONS);
  const ready = plans.data && properties.data && live.data;
  return {
    data: ready && {
      plans: plans.data!,
      properties: properties.data!.data,
      live: live.data!.data,
    },
    isLoading: plans.isLoading || properties.isLoading || live.isLoading,
    // A failed refresh keeps the form on the answers it has; only a missing one is an error.
    isError: !ready,
    refetch: () => {
      void plans.refetch();
      void properties.refetch();
      void live.refetch();
    },
  };
}
