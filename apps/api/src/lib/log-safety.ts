/**
 * What the logs may say about a request and an error. Logs are read by more people, and kept
 * longer, than the database: no secret, no SQL parameter and no body may reach them.
 */

/** Query parameters whose values are secrets, compared after decoding and case-folding. */
const SECRET_QUERY_KEYS = new Set([
  'accesstoken',
  'access_token',
  'token',
  'id_token',
  'code',
  'code_verifier',
  'state',
  'nonce',
  'password',
  // A file's signed address works for anyone who has it until it expires.
  'signature',
]);

const decodedKey = (raw: string) => {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    return null;
  }
};

/**
 * A URL fit for a log line: the value of every secret query parameter is replaced, however its
 * name is encoded (`?%61ccessToken=` is `accessToken`); a name that cannot be decoded is treated
 * as a secret too.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [rawKey = ''] = pair.split('=', 1);
      const key = decodedKey(rawKey);
      return key === null || SECRET_QUERY_KEYS.has(key) ? `${rawKey}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

type Loggable = Record<string, unknown>;

/** Fields whose values are secrets wherever a log line carries them. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'accessToken'];
const CENSORED = '[redacted]';

const hasSecret = (value: object) => SECRET_FIELDS.some((field) => Object.hasOwn(value, field));

const censored = (value: object): Loggable => {
  const copy: Loggable = { ...value };
  for (const field of SECRET_FIELDS) if (Object.hasOwn(copy, field)) copy[field] = CENSORED;
  return copy;
};

/**
 * A log line's fields with every secret field censored, on the line itself or one object down
 * (`{ body: { password } }`): a secret in an object logged on purpose. Lines without one (every
 * request's own line) are passed on as they are, not copied.
 */
export function censorSecrets(line: Loggable): Loggable {
  let safe = hasSecret(line) ? censored(line) : line;
  for (const key of Object.keys(safe)) {
    const value = safe[key];
    if (typeof value !== 'object' || value === null || !hasSecret(value)) continue;
    if (safe === line) safe = { ...line };
    safe[key] = censored(value);
  }
  return safe;
}

type SafeError = Loggable & { type: string; message: string; stack: string };

// Names PostgreSQL gives to what failed: safe to log, they carry no value.
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'];

/** A database message names values in quotes or parentheses ("…: "a@b.example""): mask them. */
const maskValues = (message: string) =>
  message.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');

const isDatabaseError = (error: Loggable) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/**
 * An error as the logs keep it: its type, message, stack and code, and for a database error the
 * names of what failed. SQL parameters (`params`), request bodies, PostgreSQL's `detail` (which
 * quotes the row) and any other field are left out; a drizzle message loses its `params:` part.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const source = error as unknown as Loggable;
  const database = isDatabaseError(source);
  const firstLine = (error.message ?? '').split('\nparams:')[0] ?? '';
  const message = database ? maskValues(firstLine) : firstLine;
  const safe: SafeError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  if (typeof source.code === 'string') safe.code = source.code;
  if (typeof source.statusCode === 'number') safe.statusCode = source.statusCode;
  if (database) {
    for (const field of DATABASE_FIELDS) {
      if (typeof source[field] === 'string') safe[field] = source[field];
    }
  }
  if (source.cause !== undefined && depth < 3) safe.cause = safeError(source.cause, depth + 1);
  return safe;
}
