// Every list and detail read of the contract, then sign-in, a dispatched request and accept,
// with /api/health first and last. `context` comes from apps/api/test/scale/scale-app.ts.
const v1 = (path) => `/api/v1${path}`;

/** The reads, in the order they run. `as` names whose token the request carries. */
export function readEndpoints(context, sizes) {
  const deepPage = Math.max(1, Math.floor(sizes.services / 20 / 2));
  const get = (label, path, as) => ({ label: `GET ${label}`, path: v1(path), as });
  return [
    get('/maintenance-plans', '/maintenance-plans'),
    get('/services', '/services'),
    get('/services?global=clean', '/services?global=clean'),
    get('/services?page=500', '/services?page=500'),
    get(`/services?page=${deepPage} (middle)`, `/services?page=${deepPage}`),
    get(
      `/services?cursor={page ${context.middlePage}} (middle)`,
      `/services?cursor=${context.middleCursor}`,
    ),
    get('/services?kind=luxe', '/services?kind=luxe'),
    get('/services/{id}', `/services/${context.serviceId}`),
    get('/products?kind=service', '/products?kind=service'),
    get('/products/custom-maintenance-request', '/products/custom-maintenance-request'),
    get('/banners', '/banners'),
    get('/vendor-types', '/vendor-types'),
    get('/countries?global=united', '/countries?global=united'),
    get('/states?countryId={US}', `/states?countryId=${context.unitedStatesId}`),
    get('/cities?global=san', '/cities?global=san'),
    get('/cities?stateId={CA}', `/cities?stateId=${context.californiaId}`),
    get('/zip-codes?stateId={CA}', `/zip-codes?stateId=${context.californiaId}`),
    get('/zip-codes?global=94', '/zip-codes?global=94'),
    get('/auth (resident)', '/auth', 'resident'),
    get('/maintenance-requests', '/maintenance-requests', 'resident'),
    get(
      '/maintenance-requests?status=completed',
      '/maintenance-requests?status=completed',
      'resident',
    ),
    get('/maintenance-requests/{id}', `/maintenance-requests/${context.requestId}`, 'resident'),
    get('/properties', '/properties', 'resident'),
    get('/properties/{id}', `/properties/${context.dispatchPropertyId}`, 'resident'),
    get('/subscriptions', '/subscriptions', 'resident'),
    get('/subscriptions/{id}', `/subscriptions/${context.subscriptionId}`, 'resident'),
    get('/transactions', '/transactions', 'resident'),
    get('/transactions/{id}', `/transactions/${context.transactionId}`, 'resident'),
    get('/vendor-orders?status=pending', '/vendor-orders?status=pending', 'vendor'),
    get('/vendor-orders?status=pending&page=50', '/vendor-orders?status=pending&page=50', 'vendor'),
    get(
      `/vendor-orders?status=pending&cursor={page ${context.openJobsCursorPage}}`,
      `/vendor-orders?status=pending&cursor=${context.openJobsCursor}`,
      'vendor',
    ),
    get('/vendor-orders (own)', '/vendor-orders', 'vendor'),
    get('/vendors/notifications', '/vendors/notifications', 'vendor'),
    get('/vendors/notifications?seen=false', '/vendors/notifications?seen=false', 'vendor'),
    get('/vendors/profile', '/vendors/profile', 'vendor'),
    get('/vendor-vehicles', '/vendor-vehicles', 'vendor'),
    get('/vehicles/{id}', `/vehicles/${context.vehicleId}`, 'vendor'),
    get('/vendor-equipments', '/vendor-equipments', 'vendor'),
  ];
}

/** The writes, after the reads: they add sessions, requests, notifications and accepted orders. */
export function writeEndpoints(context, sizes, { residentEmails, password, orderIds }) {
  return [
    {
      label: 'POST /auth/sign-in (argon2id)',
      path: v1('/auth/sign-in'),
      method: 'POST',
      bodies: residentEmails.map((email) => ({ email, password })),
      fromManyAddresses: true,
    },
    {
      label: `POST /maintenance-requests (dispatch to ${sizes.dispatchCandidates} vendors)`,
      path: v1('/maintenance-requests'),
      method: 'POST',
      as: 'resident',
      body: {
        propertyId: context.dispatchPropertyId,
        serviceId: context.dispatchServiceId,
        description: 'Load test: the sink drains slowly',
      },
    },
    {
      label: 'POST /vendor-orders/accept',
      path: v1('/vendor-orders/accept'),
      method: 'POST',
      as: 'vendor',
      bodies: orderIds.map((orderId) => ({ orderId })),
    },
  ];
}
