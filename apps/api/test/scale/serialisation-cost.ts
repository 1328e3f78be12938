// What writing an answer the size of the resident's request list costs in this process beyond its
// queries: the response schema's check and encoding (the zod serializer), against plain
// `JSON.stringify` and a serializer compiled from the same schema's JSON Schema. (The job lists
// themselves are now sent as the database wrote them, decision 033; the other lists are written
// this way.) Run on scale data:
//   SCALE_DATABASE_URL=postgres://…/<scale database> npx tsx test/scale/serialisation-cost.ts
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import { listEnvelope } from '@homekeep/contracts/common';
import { maintenanceRequestSchema } from '@homekeep/contracts/jobs';
import { serializableJsonSchema } from '../../src/lib/response-serializer';
import { openScaleApp, scaleContext } from './scale-app';
import { openScaleDatabase } from './prepare-scale-database';

const databaseUrl = process.env.SCALE_DATABASE_URL;
if (!databaseUrl) throw new Error('SCALE_DATABASE_URL names a database holding scale data');

const database = await openScaleDatabase({ databaseUrl });
const app = await openScaleApp(database);
const context = await scaleContext(app, database.db);
const response = await app.inject({
  method: 'GET',
  url: '/api/v1/maintenance-requests',
  headers: { authorization: `Bearer ${context.tokens.resident}` },
});
const schema = listEnvelope(maintenanceRequestSchema);
const payload = response.json() as z.output<typeof schema>;
const compiled = fastJson(serializableJsonSchema(schema));

function timePerCall(name: string, run: () => unknown, calls = 5_000) {
  for (let i = 0; i < 200; i += 1) run();
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i += 1) run();
  const micros = Number(process.hrtime.bigint() - started) / 1_000 / calls;
  console.log(`${name}: ${micros.toFixed(0)} µs a response`);
  return micros;
}

console.log(`${payload.data.length} requests, ${response.body.length} bytes of JSON`);
timePerCall('zod encode (the check) + JSON.stringify, as served', () =>
  JSON.stringify(safeEncode(schema, payload).data),
);
timePerCall('zod encode alone', () => safeEncode(schema, payload));
timePerCall('JSON.stringify alone', () => JSON.stringify(payload));
timePerCall('fast-json-stringify compiled from the JSON Schema (production)', () =>
  compiled(payload),
);
const started = process.hrtime.bigint();
for (let i = 0; i < 200; i += 1) {
  await app.inject({
    method: 'GET',
    url: '/api/v1/maintenance-requests',
    headers: { authorization: `Bearer ${context.tokens.resident}` },
  });
}
console.log(
  `the whole request through app.inject: ${(Number(process.hrtime.bigint() - started) / 1_000 / 200).toFixed(0)} µs`,
);
await app.close();
await database.close();
