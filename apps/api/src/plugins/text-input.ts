import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

/** NUL (which PostgreSQL refuses in text) and a surrogate that is not half of a pair. */
const hasNul = (text: string) => text.includes('\u0000');
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problemOf = (text: string) => {
  if (hasNul(text)) return 'must not contain control characters';
  if (UNPAIRED_SURROGATE.test(text)) {
    return 'must not contain unpaired surrogates (half of a character, such as half of an emoji)';
  }
  return null;
};

/** The path of the first string (a key or a value) that no text column can keep, and why. */
function firstUnreadable(value: unknown, path: string[]): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { path: path.join('.') || 'body', problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnreadable(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  // Bytes (the webhook's raw body) are not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnreadable(key, [...path, key]) ?? firstUnreadable(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Every text a request brings (JSON body, query string, path) is checked once, here, before any
 * route's schema: NUL or an unpaired UTF-16 surrogate (which JSON can spell as `\ud800`, and which
 * PostgreSQL refuses in text and jsonb) answers 400 naming the field. Raw bodies (the payment
 * webhook's bytes) are not text and are left alone.
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
