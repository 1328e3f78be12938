import helmet from '@fastify/helmet';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import {
  databaseFailureStore,
  redisFailureStore,
  signInLimiter,
} from './modules/auth/sign-in-limits';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import {
  databaseSubmissionStore,
  redisSubmissionStore,
  submissionLimiter,
} from './modules/leads/submission-limits';
import { maintenanceRequestsRoutes } from './modules/maintenance-requests/maintenance-requests.routes';
import { createNotificationHub } from './modules/notifications/notification-hub';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT = 1024 * 1024;

export const loggerOptions = (config: Config): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-potential-client-token"]',
      'res.headers["set-cookie"]',
      '*.password',
      '*.currentPassword',
      '*.newPassword',
      '*.accessToken',
    ],
    censor: '[redacted]',
  },
  serializers: {
    // The live-notification stream carries its token in the query (EventSource sends no headers).
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: request.url.replace(/([?&]accessToken=)[^&]*/gi, '$1[redacted]'),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
});

export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON in, JSON out: any other body type is a 415.
  app.removeContentTypeParser('text/plain');

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  const limiter = signInLimiter(
    redis ? redisFailureStore(redis) : databaseFailureStore(database.db),
  );

  await app.register(databasePlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Served over plain HTTP on a LAN (HOST=0.0.0.0), upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(authPlugin);
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  const api = { prefix: '/api/v1' };
  await app.register(authRoutes, { ...api, limiter });
  await app.register(catalogRoutes, api);
  await app.register(lookupsRoutes, api);
  await app.register(leadsRoutes, {
    ...api,
    limiter: submissionLimiter(
      redis ? redisSubmissionStore(redis) : databaseSubmissionStore(database.db),
    ),
  });
  await app.register(filesRoutes, api);
  await app.register(propertiesRoutes, api);
  await app.register(paymentsRoutes, api);
  await app.register(vendorsRoutes, api);
  await app.register(subscriptionsRoutes, api);
  await app.register(maintenanceRequestsRoutes, api);
  await app.register(ordersRoutes, api);
  const notificationHub = createNotificationHub(database);
  app.addHook('onClose', () => notificationHub.close());
  await app.register(notificationsRoutes, { ...api, hub: notificationHub });
  // Each further area registers its routes here, under /api/v1.

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
