import { MAX_OFFER_ROUND, type CreateRequestInput, type Urgency } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { availabilityOfNewRequest, saveAvailability } from '../appointments/appointments.service';
import { assertOwnFiles } from '../files/files.service';
import { matchableZip } from './job-rules';
import { jobsErrors } from './jobs.errors';
import * as repository from './jobs.repository';
import { getRequest, type JobsDeps } from './jobs.service';
import { anyVendorWithinReach } from './job-attention.repository';
import { alertOperators, type ResidentNotice } from './job-attention.service';
import { matchingVendorIds } from './job-matching.repository';
import { offerToWiderArea } from './job-reoffers.repository';
import { queueOffers } from './offer-deliveries.repository';
import { insertStatusChange } from './job-timeline.repository';
import { findOwnPropertyPlan } from './request-quote.repository';
import { agreedPrice } from './request-quote.service';

export interface NewJob {
  requestId: string;
  title: string;
  service: { id: string; name: string };
  zipCode: string;
  city: string;
  urgency: Urgency;
}

/** Who hears that operations took over a job nobody near offers, and where to mail them. */
export interface DispatchNotices {
  operationsEmail: string | undefined;
  resident: ResidentNotice;
}

/**
 * Opens the job's vendor order and offers it to the vendors it reaches: those covering its zip
 * code, and for an emergency every round's vendors at once (its state's). Their notices are
 * delivered once the caller's transaction commits (`offer-deliveries.service.ts`). When no vendor
 * in its state offers the service, operations are told at once. Answers the order, whether
 * they were and whether any vendor is offered it.
 */
export async function dispatch(tx: Executor, job: NewJob, at: Date, notices: DispatchNotices) {
  const emergency = job.urgency === 'emergency';
  const order = await repository.insertOrder(tx, {
    requestId: job.requestId,
    serviceId: job.service.id,
    zipCode: job.zipCode,
    roundStartedAt: at,
    offerRound: emergency ? MAX_OFFER_ROUND : 1,
  });
  await insertStatusChange(tx, order.id, { status: 'pending', at });
  const near = await matchingVendorIds(tx, job.service.id, job.zipCode, at);
  const wide = emergency
    ? await offerToWiderArea(
        tx,
        { id: order.id, serviceId: job.service.id, zipCode: job.zipCode },
        MAX_OFFER_ROUND,
        at,
      )
    : [];
  const vendorIds = [...near, ...wide];
  const { service, title, city, zipCode } = job;
  const offer = { serviceName: service.name, title, city, zipCode, emergency };
  await queueOffers(tx, order.id, vendorIds, offer);
  const reachable =
    vendorIds.length > 0 || (await anyVendorWithinReach(tx, job.service.id, job.zipCode, at));
  const alerted =
    !reachable &&
    (await alertOperators(tx, order.id, 'no_vendor', {
      now: at,
      operationsEmail: notices.operationsEmail,
      resident: notices.resident,
    }));
  return { orderId: order.id, alerted, offered: vendorIds.length > 0 };
}

/**
 * The request, its vendor order and its offers to the matching vendors: all or nothing. The
 * offers' notifications and mails are written just after, without the resident waiting.
 */
export async function createRequest(
  { db, clock, links, operationsEmail, offers }: JobsDeps,
  residentId: string,
  body: CreateRequestInput,
) {
  const { requestId, orderId, offered } = await db.transaction(async (tx) => {
    const property = await repository.findOwnProperty(tx, body.propertyId, residentId);
    if (!property) throw jobsErrors.propertyNotFound();
    const service = await repository.findService(tx, body.serviceId);
    if (!service) throw jobsErrors.unknownService();
    await assertOwnFiles(tx, residentId, body.photoFileIds, 'photoFileIds');
    const windows = availabilityOfNewRequest(body, property.timezone, clock.now());
    const plan = await findOwnPropertyPlan(tx, property.id, residentId);
    const { photoFileIds, availability: _windows, title = service.name, ...fields } = body;
    const request = await repository.insertRequest(tx, residentId, {
      ...fields,
      title,
      ...agreedPrice(service, plan?.features),
    });
    await repository.insertPhotos(tx, request.id, photoFileIds);
    await saveAvailability(tx, request.id, windows);
    const job = await dispatch(
      tx,
      {
        requestId: request.id,
        title,
        service,
        zipCode: matchableZip(property.zipCode, property.country),
        city: property.city,
        urgency: body.urgency,
      },
      clock.now(),
      { operationsEmail, resident: 'app' },
    );
    return { requestId: request.id, orderId: job.orderId, offered: job.offered };
  });
  if (offered) offers.deliverSoon(orderId);
  return getRequest({ db, links }, residentId, requestId);
}
