/**
 * What a resident pays for an on-demand request: a service's list price less the discount the
 * property's plan promises. Its own module, so that screens which only show jobs do not load it.
 */
import { z } from 'zod';

/** Said plainly next to every price of an on-demand service: sending a request charges nothing. */
export const REQUEST_PAYMENT_NOTE =
  'Nothing is charged when you send the request. Once the vendor completes the job, you pay this price here by card.';

/** The discount a plan's features promise on on-demand services ("10% off on-demand services"). */
export function onDemandDiscountPercent(features: readonly string[]): number {
  for (const feature of features) {
    const match = /(\d{1,2}(?:\.\d+)?)\s*%\s*off on-demand/i.exec(feature);
    if (match) return Number(match[1]);
  }
  return 0;
}

/** A list price less a percentage, rounded to the nearest cent. */
export const discountedCents = (listCents: number, percent: number) =>
  Math.round((listCents * (100 - percent)) / 100);

export const requestQuoteQuerySchema = z.object({
  propertyId: z.uuid({ message: 'propertyId must be a valid identifier' }),
  serviceId: z.uuid({ message: 'serviceId must be a valid identifier' }),
});
export type RequestQuoteQuery = z.infer<typeof requestQuoteQuerySchema>;

/**
 * The price of a service at one property: its list price and, when the property has an active
 * plan, that plan's discount on on-demand services. Nothing is charged when a request is sent.
 */
export const requestQuoteSchema = z.object({
  listPriceCents: z.number().int().nonnegative(),
  discountPercent: z.number().nonnegative(),
  priceCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  planName: z.string().nullable(),
});
export type RequestQuote = z.infer<typeof requestQuoteSchema>;
