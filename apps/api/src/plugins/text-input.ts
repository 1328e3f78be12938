import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';
import { textProblem } from '../lib/storable-text';

/** Deeper than any body the API takes; a deeper one is refused before it is walked. */
const MAX_DEPTH = 32;

type Found = { path: string; problem: string };

/** The path of the first string (a key or a value) that no text column can keep, and why. */
function firstUnreadable(value: unknown, path: string[]): Found | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: path.join('.') || 'body', problem } : null;
  }
  // Bytes (the webhook's raw body) are not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (path.length >= MAX_DEPTH) {
    return { path: path.join('.'), problem: `is nested more than ${MAX_DEPTH} levels deep` };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnreadable(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnreadable(key, [...path, key]) ?? firstUnreadable(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Every text a request brings (JSON body, query string, path) is checked once, here, before any
 * route's schema: NUL or an unpaired UTF-16 surrogate (which JSON can spell as `\ud800`, and which
 * PostgreSQL refuses in text and jsonb) answers 400 naming the field, as does a body nested past
 * any the API takes. Raw bodies (the payment webhook's bytes) are not text and are left alone.
 */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      firstUnreadable(request.params, []) ??
      firstUnreadable(request.query, []) ??
      firstUnreadable(request.body, []);
    if (!found) return;
    const message = `${found.path} ${found.problem}`;
    throw badRequest('validation_failed', message, [{ path: found.path, message }]);
  });
}

export default fp(textInputPlugin, { name: 'text-input' });
