import {
  discountedCents,
  onDemandDiscountPercent,
  type RequestQuote,
  type RequestQuoteQuery,
} from '@homekeep/contracts/job-prices';
import type { Executor } from '../../db/database';
import { jobsErrors } from './jobs.errors';
import { findOwnPropertyPlan, findServicePrice } from './request-quote.repository';

/** A service's list price less the discount the plan's features promise (none without a plan). */
export function agreedPrice(
  service: { priceCents: number; currency: string },
  planFeatures: readonly string[] | null | undefined,
) {
  const discountPercent = planFeatures ? onDemandDiscountPercent(planFeatures) : 0;
  return {
    listPriceCents: service.priceCents,
    discountPercent,
    priceCents: discountedCents(service.priceCents, discountPercent),
    currency: service.currency,
  };
}

/** What the resident pays for a service at one of their properties, after its plan's discount. */
export async function quoteRequest(
  db: Executor,
  residentId: string,
  query: RequestQuoteQuery,
): Promise<RequestQuote> {
  const property = await findOwnPropertyPlan(db, query.propertyId, residentId);
  if (!property) throw jobsErrors.propertyNotFound();
  const service = await findServicePrice(db, query.serviceId);
  if (!service) throw jobsErrors.unknownService();
  return { ...agreedPrice(service, property.features), planName: property.planName };
}
