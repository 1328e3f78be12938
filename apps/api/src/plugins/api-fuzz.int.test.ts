import fc, { type Arbitrary } from 'fast-check';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  hostileValue,
  hostileVariant,
  validValue,
  type JsonSchema,
} from '../../test/fuzz/schema-arbitrary';
import { filePart, multipartBody, PNG } from '../../test/uploads';
import { buildWorld, type World } from '../../test/world';

/**
 * Requests generated from the OpenAPI document, valid and hostile, anonymous and as each role,
 * for every route: none may answer 5xx, and every answer must be one the route declares, in
 * the shape it declares. The suite runs on both databases, each with requests of its own
 * (`SEED_BASE`): together they send 300 different requests per route, each run half of them.
 */
const REQUESTS_PER_ROUTE = 150;
const SEED_BASE = inject('databaseUrl') ? 9000 : 8000;

interface Operation {
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header';
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let t: TestApp;
let world: World;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.app, t.db);
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
}, 120_000);
afterAll(() => t.close());

const resolve = (ref: string) =>
  document.components!.schemas![ref.replace('#/components/schemas/', '')]!;

/** Ids that exist, of everyone, so that valid requests reach real records too. */
const knownIds = () => [
  world.resident.propertyId,
  world.resident.requestId,
  world.resident.orderId,
  world.resident.subscriptionId,
  world.resident.transactionId,
  world.resident.fileId,
  world.otherResident.propertyId,
  world.vendor.profileId,
  world.vendor.vehicleId,
  world.otherVendor.vehicleId,
  world.service.id,
  world.lead.id,
  'google',
  String(world.vendor.equipmentId),
];

const tokens = () => ({
  anonymous: undefined,
  resident: world.resident.token,
  otherResident: world.otherResident.token,
  vendor: world.vendor.token,
  admin: world.admin.token,
  forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged',
});

function paramValue(schema: JsonSchema): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds()) },
    { weight: 3, arbitrary: validValue(schema, resolve) },
    { weight: 2, arbitrary: hostileValue },
  );
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A multipart body: a real image, something else, a broken body, or no file at all. */
const uploadBody = fc.constantFrom('png', 'text', 'cut', 'wrong-field', 'empty').map((kind) => {
  const field = kind === 'wrong-field' ? 'other' : 'file';
  const content = kind === 'text' ? Buffer.from('not an image') : PNG;
  const built = multipartBody(
    kind === 'empty' ? [] : [filePart(content, 'a.png', 'image/png', field)],
  );
  const payload =
    kind === 'cut' ? built.payload.subarray(0, built.payload.length - 30) : built.payload;
  return { payload, headers: built.headers };
});

function requestsFor(path: string, method: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const multipart =
    operation.requestBody?.content['multipart/form-data'] !== undefined ||
    (path.startsWith('/api/v1/files') && method === 'post');
  const part = (where: 'path' | 'query' | 'header') =>
    fc.record(
      Object.fromEntries(
        parameters.filter((p) => p.in === where).map((p) => [p.name, paramValue(p.schema)]),
      ),
      {
        requiredKeys: parameters
          .filter((p) => p.in === where && (where === 'path' || p.required))
          .map((p) => p.name),
      },
    );
  const jsonBody = bodySchema
    ? fc.oneof(
        { weight: 3, arbitrary: validValue(bodySchema, resolve) },
        { weight: 3, arbitrary: hostileVariant(bodySchema, resolve) },
        { weight: 1, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constantFrom('{"broken": ', '[]', 'null', '"text"') },
      )
    : fc.option(hostileValue, { nil: undefined });
  return fc.record({
    actor: fc.constantFrom(...(Object.keys(tokens()) as (keyof ReturnType<typeof tokens>)[])),
    params: part('path'),
    query: part('query'),
    headers: part('header'),
    body: multipart ? uploadBody : jsonBody,
  });
}

/** Percent-encodes text; a lone surrogate goes out as the invalid UTF-8 bytes it would be. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function urlOf(path: string, params: Record<string, unknown>, query: Record<string, unknown>) {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encode(asText(params[name]) || 'x'),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(asText(value))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

type Upload = { payload: Buffer; headers: Record<string, string> };
const isUpload = (body: unknown): body is Upload =>
  typeof body === 'object' && body !== null && Buffer.isBuffer((body as Upload).payload);

/** The payload and headers of a generated body: multipart, raw text, JSON or none. */
function payloadOf(body: unknown, method: string, headers: Record<string, string>) {
  if (isUpload(body)) return { payload: body.payload, headers: { ...headers, ...body.headers } };
  if (body === undefined || method === 'get') return { headers };
  const json = { ...headers, 'content-type': 'application/json' };
  return { payload: typeof body === 'string' ? body : JSON.stringify(body), headers: json };
}

interface Failure {
  kind: string;
  request: string;
  status: number;
  problem: string;
}

/** Checks one answer against the route's declared answers; a problem, or null. */
function problemOf(
  status: number,
  body: string,
  contentType: string,
  declared: Record<string, unknown>,
  zod: Record<string, ZodType> | undefined,
) {
  if (status >= 500) return 'a server error';
  if (!(String(status) in declared))
    return `status ${status} is not declared (${Object.keys(declared).join(', ')})`;
  const schema = zod?.[status];
  if (!schema || !body || !contentType.includes('application/json')) return null;
  const parsed = schema.safeParse(JSON.parse(body));
  return parsed.success
    ? null
    : `the body does not match its schema: ${parsed.error.issues[0]?.message}`;
}

describe('every route, fuzzed from the OpenAPI document', () => {
  it(`answers ${REQUESTS_PER_ROUTE} generated requests per route without a 5xx, each as declared`, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(routes.length).toBeGreaterThan(60);
    for (const [index, { path, method, operation }] of routes.entries()) {
      const entry = t.app.routeTable.find(
        (route) =>
          route.method === method.toUpperCase() && route.url === path.replace(/\{(\w+)\}/g, ':$1'),
      );
      const zod = (entry?.schema as { response?: Record<string, ZodType> } | undefined)?.response;
      const samples = fc.sample(requestsFor(path, method, operation), {
        numRuns: REQUESTS_PER_ROUTE,
        seed: SEED_BASE + index,
      });
      for (const sample of samples) {
        const token = tokens()[sample.actor];
        // A signed-in caller's stream stays open: its answers are tested in the notifications area.
        if (path.endsWith('/stream') && token) continue;
        const url = urlOf(path, sample.params, sample.query);
        const headers: Record<string, string> = Object.fromEntries(
          Object.entries(sample.headers).map(([name, value]) => [name, asText(value)]),
        );
        if (token) headers.authorization = `Bearer ${token}`;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...payloadOf(sample.body, method, headers),
        });
        sent += 1;
        const problem = problemOf(
          response.statusCode,
          response.body,
          String(response.headers['content-type'] ?? ''),
          operation.responses,
          zod,
        );
        const kind = `${method} ${path} ${response.statusCode}`;
        if (problem && !failures.some((failure) => failure.kind === kind)) {
          failures.push({
            kind,
            request: `${method.toUpperCase()} ${url.slice(0, 160)} as ${sample.actor}`,
            status: response.statusCode,
            problem: `${problem} ${response.body.slice(0, 160)}`,
          });
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * (REQUESTS_PER_ROUTE - 30));
  }, 600_000);
});
