import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Writes a route's answer from its response schema without checking it: the schema's JSON
 * Schema compiled once (on the route's first answer of that status) into a serializer that
 * writes only the declared properties, as the checking serializer's output does. A schema with
 * no JSON Schema form (a transform, a custom check) keeps the checking serializer.
 *
 * Production uses it; tests and development check every answer against its schema
 * (`RESPONSE_VALIDATION`), a check that costs more than writing the JSON itself
 * (docs/BENCHMARKS.md, "Serialisation").
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (
  route: RouteSchema,
) => {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compile(route);
    return write(data);
  };
};

/** The JSON Schema of what a route answers, as the compiled serializer reads it. */
export const serializableJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object;

function compile(route: RouteSchema): (data: unknown) => string {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      return fastJson(serializableJsonSchema(schema));
    } catch {
      // Not expressible as JSON Schema: checked and written by zod instead.
    }
  }
  return checkingSerializerCompiler(route as Parameters<typeof checkingSerializerCompiler>[0]);
}
