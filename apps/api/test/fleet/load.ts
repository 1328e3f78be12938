import { randomUUID } from 'node:crypto';
import { PNG } from '../uploads';
import { testAddress } from '../users';

/** One request of the load and how it was answered (`status` null: no answer at all). */
export interface Outcome {
  kind: 'read' | 'write' | 'upload';
  method: string;
  path: string;
  status: number | null;
  error?: string;
}

export interface Client {
  token: string;
  /** The address the client's requests come from, as nginx appends it to X-Forwarded-For. */
  address: string;
}

interface Call {
  token?: string;
  address?: string;
  json?: unknown;
  form?: FormData;
}

/** One request to `base`; network errors and timeouts answer status null. */
export async function call(base: string, method: string, path: string, options: Call = {}) {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address ?? testAddress(),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await answer.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: answer.status as number | null, body: body as { data?: unknown } };
  } catch (error) {
    return { status: null, body: { message: String(error) } as { data?: unknown } };
  }
}

/** A resident signed up through `base`, from an address of its own. */
export async function signUpResident(base: string): Promise<Client> {
  const address = testAddress();
  const answer = await call(base, 'POST', '/api/v1/auth/sign-up', {
    address,
    json: {
      role: 'resident',
      email: `fleet-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse battery',
      firstName: 'Fleet',
      lastName: 'Resident',
    },
  });
  if (answer.status !== 201) throw new Error(`sign-up: ${answer.status}`);
  return { token: (answer.body.data as { accessToken: string }).accessToken, address };
}

/** A property's fields in the zip code the fleet's requests use. */
export const propertyIn = (name: string) => ({
  name,
  addressLine1: '1 Fleet Street',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
});

/** A small PNG whose bytes no other upload has (a trailer after its end). */
const uniquePng = () => Buffer.concat([PNG, Buffer.from(randomUUID())]);

export interface LoadResult {
  outcomes: Outcome[];
  /** Properties created: the name sent, and the id when the creation was acknowledged. */
  writes: { name: string; id: string | null }[];
  /** Uploads acknowledged: the id and signed address answered, the bytes sent, by whom. */
  uploads: { id: string; url: string; bytes: Buffer; owner: Client }[];
}

export interface LoadPlan {
  base: string;
  readers: Client[];
  writer: Client;
  uploaders: Client[];
  /** Concurrent read loops; the write and upload loops are one each. */
  readLoops: number;
  /** Uploads per uploader at most (each account may upload 60 an hour). */
  uploadsEach: number;
}

/**
 * Reads, writes and uploads through `base` until `stop()`: each loop sends its next request
 * when the last one is answered. Every outcome is kept, so that nothing is counted twice or
 * missed; `sent()` says how many requests have been answered so far.
 */
export function mixedLoad(plan: LoadPlan) {
  const result: LoadResult = { outcomes: [], writes: [], uploads: [] };
  let stopping = false;
  const record = (kind: Outcome['kind'], method: string, path: string, answer: Answer) =>
    result.outcomes.push({
      kind,
      method,
      path,
      status: answer.status,
      ...(answer.status === null || answer.status >= 400
        ? { error: JSON.stringify(answer.body).slice(0, 200) }
        : {}),
    });

  const readLoop = async (n: number) => {
    const reads = [
      () => ['/api/v1/services?limit=20', undefined] as const,
      (c: Client) => ['/api/v1/auth', c] as const,
      (c: Client) => ['/api/v1/properties', c] as const,
    ];
    for (let i = n; !stopping; i += 1) {
      const client = plan.readers[i % plan.readers.length]!;
      const [path, as] = reads[i % reads.length]!(client);
      record('read', 'GET', path, await call(plan.base, 'GET', path, { ...as }));
    }
  };

  const writeLoop = async () => {
    const run = randomUUID().slice(0, 8);
    for (let n = 1; !stopping; n += 1) {
      const name = `Fleet house ${run}-${n}`;
      const answer = await call(plan.base, 'POST', '/api/v1/properties', {
        ...plan.writer,
        json: propertyIn(name),
      });
      record('write', 'POST', '/api/v1/properties', answer);
      const id = answer.status === 201 ? (answer.body.data as { id: string }).id : null;
      result.writes.push({ name, id });
    }
  };

  const uploadLoop = async () => {
    for (let n = 0; !stopping && n < plan.uploaders.length * plan.uploadsEach; n += 1) {
      const bytes = uniquePng();
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), `photo-${n}.png`);
      const client = plan.uploaders[n % plan.uploaders.length]!;
      const answer = await call(plan.base, 'POST', '/api/v1/files', { ...client, form });
      record('upload', 'POST', '/api/v1/files', answer);
      if (answer.status === 201) {
        const { id, url } = answer.body.data as { id: string; url: string };
        result.uploads.push({ id, url, bytes, owner: client });
      }
    }
  };

  const done = Promise.all([
    ...Array.from({ length: plan.readLoops }, (_, n) => readLoop(n)),
    writeLoop(),
    uploadLoop(),
  ]).then(() => result);
  return {
    sent: () => result.outcomes.length,
    /** Ends the loops after their requests in flight; resolves with everything recorded. */
    stop: () => {
      stopping = true;
      return done;
    },
  };
}

type Answer = Awaited<ReturnType<typeof call>>;
