// One autocannon run against one request of the product.
import autocannon from 'autocannon';

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * An endpoint: `{ label, path, method?, token?, body?, bodies?, fromManyAddresses? }`. `bodies` is
 * a list that the run goes through one per request (writes that must not repeat, such as
 * accepting an order). `fromManyAddresses` sends each request as if from its own client address
 * (`X-Forwarded-For`, read by a product started with `TRUST_PROXY=loopback`), so that a per-address
 * limit (sign-in's 50 in 15 minutes) refuses none and the run measures the route's own work.
 */
function requestOptions(endpoint) {
  const method = endpoint.method ?? 'GET';
  const headers = {
    ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
    ...(endpoint.body || endpoint.bodies ? { 'content-type': 'application/json' } : {}),
  };
  return { method, headers };
}

let addressesUsed = 0;
/** A client address no earlier request of this process came from, as a proxy would forward it. */
function nextAddress() {
  const n = ++addressesUsed;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const withAddress = (endpoint, headers) =>
  endpoint.fromManyAddresses ? { ...headers, 'x-forwarded-for': nextAddress() } : headers;

/** A first request checks that the route answers 2xx before it is loaded. */
async function probe(baseUrl, endpoint, body) {
  const { method, headers } = requestOptions(endpoint);
  const res = await fetch(`${baseUrl}${endpoint.path}`, {
    method,
    headers: withAddress(endpoint, headers),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) {
    throw new Error(
      `${endpoint.label} answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
    );
  }
}

/** Runs the endpoint for `duration` seconds (or its own `seconds`) over `connections` connections. */
export async function measure(baseUrl, endpoint) {
  const { method, headers } = requestOptions(endpoint);
  const options = {
    url: `${baseUrl}${endpoint.path}`,
    connections,
    duration: endpoint.seconds ?? duration,
    method,
    headers,
  };
  if (endpoint.bodies) {
    await probe(baseUrl, endpoint, endpoint.bodies[0]);
    let next = 1;
    options.requests = [
      {
        method,
        path: endpoint.path,
        headers,
        setupRequest: (request) => ({
          ...request,
          headers: withAddress(endpoint, request.headers),
          body: JSON.stringify(endpoint.bodies[next++ % endpoint.bodies.length]),
        }),
      },
    ];
  } else {
    await probe(baseUrl, endpoint, endpoint.body);
    if (endpoint.body) options.body = JSON.stringify(endpoint.body);
  }
  const result = await autocannon(options);
  return {
    label: endpoint.label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const formatRow = (row) =>
  `${row.label.padEnd(58)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}  errors ${row.errors}`;
