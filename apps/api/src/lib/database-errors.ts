/** True when PostgreSQL refused a row for breaking a unique constraint (either driver). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505')
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/** The SQLSTATE of a database error, on it or on an error it caused. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A refusal of the database that a value from outside or a race between two requests can
 * cause, as the answer a client gets; null for anything else. The input layer refuses such
 * values first, in their fields' words: this is the net under it.
 */
export function databaseRefusal(
  error: unknown,
): { status: 400 | 409; code: string; message: string } | null {
  const state = sqlStateOf(error);
  if (state?.startsWith('22')) {
    return {
      status: 400,
      code: 'value_out_of_range',
      message: 'A value in the request (a date, a number or a text) is outside what can be kept.',
    };
  }
  if (state === '23505') {
    return {
      status: 409,
      code: 'conflict',
      message: 'This clashes with a change saved at the same moment. Reload and try again.',
    };
  }
  if (state === '23503') {
    return {
      status: 409,
      code: 'conflict',
      message: 'Something this refers to was removed a moment ago. Reload and try again.',
    };
  }
  return null;
}
