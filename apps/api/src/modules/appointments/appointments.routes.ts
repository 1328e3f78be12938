import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookAppointmentBodySchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  moveAppointmentBodySchema,
  setAvailabilityBodySchema,
  vendorAppointmentSchema,
  vendorAppointmentsQuerySchema,
} from '@homekeep/contracts/appointments';
import { ROLES } from '@homekeep/contracts/auth';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import { maintenanceRequestSchema, vendorOrderSchema } from '@homekeep/contracts/jobs';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import {
  bookAppointment,
  confirmAsResident,
  confirmAsVendor,
  listVendorAppointments,
  moveAsResident,
  moveAsVendor,
  type AppointmentsDeps,
} from './appointments.service';
import { setAvailabilityAsResident } from './availability.service';
import { getCalendarFeed, renderCalendarFeed, rotateCalendarFeed } from './calendar-feed.service';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const vendors = ['vendor'] as const;
const residents = ['resident'] as const;

/** Booking, confirming and moving a job's time from either side; the vendor's day; the feed. */
export const appointmentsRoutes: FastifyPluginAsyncZod<{
  appointments: AppointmentsDeps;
  config: Config;
}> = async (app, { appointments, config }) => {
  const { db } = appointments;
  const tags = ['appointments'];
  const security = [{ bearerAuth: [] }];
  const vendorAnswer = { 200: itemEnvelope(vendorOrderSchema), ...errors };
  const residentAnswer = { 200: itemEnvelope(maintenanceRequestSchema), ...errors };
  // The feed's address as calendars reach it: the public address, else the one asked.
  const apiBase = (request: FastifyRequest) =>
    `${config.publicUrl ?? `${request.protocol}://${request.host}`}/api/v1`;

  app.post(
    '/vendor-orders/:id/appointment',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary:
          "Book your accepted job's time: inside one of the resident's windows it is confirmed at once, else proposed",
        params: idParamsSchema,
        body: bookAppointmentBodySchema,
        response: vendorAnswer,
      },
    },
    (request) =>
      bookAppointment(appointments, signedIn(request).id, request.params.id, request.body),
  );

  app.post(
    '/vendor-orders/:id/appointment/confirm',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary: "Confirm the resident's proposed time (409 if it overlaps another of your jobs)",
        params: idParamsSchema,
        response: vendorAnswer,
      },
    },
    (request) => confirmAsVendor(appointments, signedIn(request).id, request.params.id),
  );

  app.put(
    '/vendor-orders/:id/appointment',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary:
          'Propose another time: a counter, or a reschedule (a reason within 24 hours; 3 at most)',
        params: idParamsSchema,
        body: moveAppointmentBodySchema,
        response: vendorAnswer,
      },
    },
    (request) => moveAsVendor(appointments, signedIn(request).id, request.params.id, request.body),
  );

  app.post(
    '/maintenance-requests/:id/appointment/confirm',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: "Confirm the vendor's proposed time",
        params: idParamsSchema,
        response: residentAnswer,
      },
    },
    (request) => confirmAsResident(appointments, signedIn(request).id, request.params.id),
  );

  app.put(
    '/maintenance-requests/:id/appointment',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          'Propose another time: a counter, or a reschedule (a reason within 24 hours; 3 at most)',
        params: idParamsSchema,
        body: moveAppointmentBodySchema,
        response: residentAnswer,
      },
    },
    (request) =>
      moveAsResident(appointments, signedIn(request).id, request.params.id, request.body),
  );

  app.put(
    '/maintenance-requests/:id/availability',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          'Say when you are home: 1 to 5 windows, replacing those given before, until a time is confirmed',
        params: idParamsSchema,
        body: setAvailabilityBodySchema,
        response: residentAnswer,
      },
    },
    (request) =>
      setAvailabilityAsResident(
        appointments,
        signedIn(request).id,
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/vendor-appointments',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary: 'Your confirmed appointments starting in [from, to), in order: your day and week',
        querystring: vendorAppointmentsQuerySchema,
        response: { 200: listEnvelope(vendorAppointmentSchema), ...errors },
      },
    },
    (request) => listVendorAppointments(db, signedIn(request).id, request.query),
  );

  app.get(
    '/auth/calendar-feed',
    {
      config: { access: ROLES },
      schema: {
        tags,
        security,
        summary: 'Your secret calendar address (.ics) for Google Calendar, Apple Calendar, Outlook',
        response: { 200: itemEnvelope(calendarFeedSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getCalendarFeed(db, signedIn(request).id, apiBase(request)),
    }),
  );

  app.post(
    '/auth/calendar-feed/rotate',
    {
      config: { access: ROLES },
      schema: {
        tags,
        security,
        summary: 'Replace your calendar address: the old one answers 404 from now on',
        response: { 200: itemEnvelope(calendarFeedSchema), ...errors },
      },
    },
    async (request) => ({
      data: await rotateCalendarFeed(appointments, signedIn(request).id, apiBase(request)),
    }),
  );

  app.get(
    '/calendar-feeds/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A calendar feed (RFC 5545) by its secret address; unknown or rotated: 404',
        params: calendarFeedParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('text/calendar'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(appointments, request.params.token, config.appName);
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};
