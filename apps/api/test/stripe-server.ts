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

type Json = Record<string, unknown>;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** What a new Express account still needs, as Stripe lists it. */
const ONBOARDING_DUE = ['business_profile.url', 'external_account', 'individual.id_number'];

/**
 * A local server speaking enough of Stripe's wire protocol for Checkout Sessions, refunds,
 * Connect Express accounts and account links, transfers and their reversals, so the real SDK runs
 * end to end without the network. A repeated idempotency key answers the first answer again, as
 * Stripe does. `failNext` makes the next call answer an API error. The events these objects
 * send are built by `accountUpdated` and `disputeEvent`, for the test to deliver signed.
 */
export async function startStripeServer() {
  const calls: RecordedStripeCall[] = [];
  const prices: { id: string; lookup_key: string; active: boolean }[] = [];
  const sessions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  const refunds: Json[] = [];
  const reversals: Json[] = [];
  const answered = new Map<string, { status: number; json: unknown }>();
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
    const replayKey = call.idempotencyKey && `${call.method} ${call.path} ${call.idempotencyKey}`;
    const reply = (status: number, json: unknown) => {
      if (replayKey && status === 200) answered.set(replayKey, { status, json });
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
      response.end(JSON.stringify(json));
    };
    if (failures > 0) {
      failures -= 1;
      return reply(400, {
        error: { type: 'invalid_request_error', message: 'Scripted failure' },
      });
    }
    const replay = replayKey ? answered.get(replayKey) : undefined;
    if (replay) return reply(replay.status, replay.json);
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const intentData = (call.form.payment_intent_data ?? {}) as Form;
      const intent =
        call.form.mode === 'payment'
          ? { id: newId('pi'), object: 'payment_intent', metadata: intentData.metadata ?? {} }
          : null;
      if (intent) paymentIntents.set(intent.id, intent);
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: call.form.mode,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: intent?.id ?? null,
        client_reference_id: call.form.client_reference_id ?? null,
        metadata: call.form.metadata ?? {},
        success_url: call.form.success_url,
        cancel_url: call.form.cancel_url,
      };
      sessions.set(id, session);
      return reply(200, session);
    }
    const session = /^\/v1\/checkout\/sessions\/(cs_\w+)$/.exec(call.path);
    if (call.method === 'GET' && session && sessions.has(session[1]!)) {
      return reply(200, sessions.get(session[1]!));
    }
    const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(call.path);
    if (call.method === 'GET' && intent && paymentIntents.has(intent[1]!)) {
      return reply(200, paymentIntents.get(intent[1]!));
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: Number(call.form.amount),
        payment_intent: call.form.payment_intent,
        metadata: call.form.metadata ?? {},
        status: 'succeeded',
      };
      refunds.push(refund);
      return reply(200, refund);
    }
    if (call.method === 'POST' && call.path === '/v1/accounts') {
      const account = {
        id: newId('acct'),
        object: 'account',
        type: call.form.type,
        email: call.form.email ?? null,
        metadata: call.form.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ONBOARDING_DUE, past_due: [], disabled_reason: null },
        external_accounts: { object: 'list', data: [] },
      };
      accounts.set(account.id, account);
      return reply(200, account);
    }
    if (call.method === 'POST' && call.path === '/v1/account_links') {
      return reply(200, {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.test/setup/e/${String(call.form.account)}/${randomBytes(6).toString('hex')}`,
      });
    }
    if (call.method === 'POST' && call.path === '/v1/transfers') {
      const transfer = {
        id: newId('tr'),
        object: 'transfer',
        amount: Number(call.form.amount),
        amount_reversed: 0,
        currency: call.form.currency,
        destination: call.form.destination,
        transfer_group: call.form.transfer_group ?? null,
        metadata: call.form.metadata ?? {},
      };
      transfers.set(transfer.id, transfer);
      return reply(200, transfer);
    }
    const reversal = /^\/v1\/transfers\/(tr_\w+)\/reversals$/.exec(call.path);
    if (call.method === 'POST' && reversal && transfers.has(reversal[1]!)) {
      const transfer = transfers.get(reversal[1]!)!;
      const amount = Number(call.form.amount);
      if ((transfer.amount_reversed as number) + amount > (transfer.amount as number)) {
        return reply(400, {
          error: { type: 'invalid_request_error', message: 'Reversal exceeds the transfer' },
        });
      }
      transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
      const made = { id: newId('trr'), object: 'transfer_reversal', amount, transfer: transfer.id };
      reversals.push(made);
      return reply(200, made);
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
  const event = (type: string, object: Json) => ({
    id: newId('evt'),
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: now(),
    data: { object },
  });
  return {
    apiBase,
    calls,
    accounts,
    transfers,
    refunds,
    reversals,
    /** The payment a checkout made, as disputes and refunds name it. */
    paymentIntentOf: (sessionId: string) => sessions.get(sessionId)?.payment_intent as string,
    /**
     * The account after its holder finished onboarding (`enabled`) or left a requirement
     * (`restricted`), as the `account.updated` event Stripe then sends carries it.
     */
    accountUpdated(accountId: string, outcome: 'enabled' | 'restricted', bankLast4 = '6789') {
      const account = accounts.get(accountId)!;
      const enabled = outcome === 'enabled';
      Object.assign(account, {
        details_submitted: true,
        charges_enabled: enabled,
        payouts_enabled: enabled,
        requirements: {
          currently_due: enabled ? [] : ['individual.verification.document'],
          past_due: [],
          disabled_reason: enabled ? null : 'requirements.past_due',
        },
        external_accounts: {
          object: 'list',
          data: [{ id: newId('ba'), object: 'bank_account', last4: bankLast4 }],
        },
      });
      return event('account.updated', structuredClone(account));
    },
    /** `charge.dispute.created` or `.closed` for the payment a checkout made. */
    disputeEvent(
      type: 'charge.dispute.created' | 'charge.dispute.closed',
      sessionId: string,
      status: 'needs_response' | 'won' | 'lost' = 'needs_response',
      disputeId = newId('dp'),
    ) {
      const paymentIntent = sessions.get(sessionId)?.payment_intent;
      return event(type, {
        id: disputeId,
        object: 'dispute',
        payment_intent: paymentIntent,
        charge: newId('ch'),
        status,
        amount: 0,
      });
    },
    failNext: (times = 1) => void (failures = times),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
