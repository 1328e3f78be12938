import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { SimpleGrid } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { CardSkeletons } from '@/components/feedback/card-skeletons';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { messageFor } from '@/lib/api';
import { useGetMaintenancePlansQuery } from '@/lib/resources/maintenance-plans-api';
import { PlanCard } from './plan-card';

type PlansSectionProps = {
  actionFor: (plan: MaintenancePlan) => ReactNode;
  currentPlanId?: string | null;
};

/** The plans from GET /maintenance-plans, with their loading, error and empty states. */
export function PlansSection({ actionFor, currentPlanId }: PlansSectionProps) {
  // The API's answer arrives as a synchronous store update: the cards are drawn in a transition
  // instead, which React splits into short tasks.
  const {
    data: plans,
    isLoading,
    error,
    refetch,
  } = useDeferredValue(useGetMaintenancePlansQuery());

  if (isLoading) return <CardSkeletons label="Loading plans" height={320} />;
  if (error && !plans) {
    return (
      <ErrorState
        title="The plans could not be loaded"
        message={messageFor(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!plans || plans.length === 0) {
    return (
      <EmptyState
        title="No plans to show yet"
        message="Maintenance plans will be listed here as soon as they are published."
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(plans.length, 3) }} spacing="lg">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          current={plan.id === currentPlanId}
          action={actionFor(plan)}
        />
      ))}
    </SimpleGrid>
  );
}
