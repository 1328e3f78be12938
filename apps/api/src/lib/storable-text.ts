/** A surrogate that is not half of a pair (JSON can spell one as `\ud800`). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL could not keep `text` in a text or jsonb column (a NUL, or an unpaired
 * surrogate), or null when it can.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain control characters';
  if (UNPAIRED_SURROGATE.test(text)) {
    return 'must not contain unpaired surrogates (half of a character, such as half of an emoji)';
  }
  return null;
}
