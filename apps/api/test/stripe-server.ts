import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiBase } from '../src/config';

type Form = { [key: string]: string | Form };

/** `line_items[0][price_data][unit_amount]=2900` → nested objects, as Stripe reads them. */
export function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))];
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return root;
}

export interface RecordedStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Form;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/**
 * A local server speaking enough of Stripe's wire protocol for Checkout Sessions, so the real
 * SDK runs end to end without the network. `failNext` makes the next call answer an API error.
 */
export async function startStripeServer() {
  const calls: RecordedStripeCall[] = [];
  const prices: { id: string; lookup_key: string; active: boolean }[] = [];
  let failures = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const call: RecordedStripeCall = {
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0]!,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form: parseStripeForm(body),
    };
    calls.push(call);
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
      response.end(JSON.stringify(json));
    };
    if (failures > 0) {
      failures -= 1;
      return reply(400, {
        error: { type: 'invalid_request_error', message: 'Scripted failure' },
      });
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      return reply(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: call.form.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: call.form.client_reference_id ?? null,
        metadata: call.form.metadata ?? {},
        success_url: call.form.success_url,
        cancel_url: call.form.cancel_url,
      });
    }
    if (call.method === 'POST' && call.path === '/v1/prices') {
      const price = {
        id: `price_${randomBytes(8).toString('hex')}`,
        object: 'price',
        active: true,
        lookup_key: call.form.lookup_key as string,
        unit_amount: Number(call.form.unit_amount),
        currency: call.form.currency,
        recurring: call.form.recurring,
      };
      prices.push(price);
      return reply(200, price);
    }
    if (call.method === 'GET' && call.path === '/v1/prices') {
      const query = parseStripeForm((request.url ?? '').split('?')[1] ?? '');
      const keys = Object.values((query.lookup_keys ?? {}) as Record<string, string>);
      const data = prices.filter((price) => keys.includes(price.lookup_key));
      return reply(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_[\w]+)\/expire$/.exec(call.path);
    if (call.method === 'POST' && expire) {
      return reply(200, {
        id: expire[1],
        object: 'checkout.session',
        status: 'expired',
        url: null,
      });
    }
    return reply(404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiBase: StripeApiBase = { host: '127.0.0.1', port, protocol: 'http' };
  return {
    apiBase,
    calls,
    failNext: (times = 1) => void (failures = times),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
