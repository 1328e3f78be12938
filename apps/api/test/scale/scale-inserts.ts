// The generator's bulk inserts. Each reads the temporary tables of `buildScaleData`
// (scale_catalog, scale_zips, scale_plans, then scale_properties and scale_jobs made here) and
// the two temporary functions pg_temp.scale_uuid and pg_temp.scale_hash.
import { MAX_OFFER_ROUND } from '@homekeep/contracts/jobs';
import type { ScaleSizes } from './scale-sizes';

export type Run = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const list = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
/** One of `values`, picked by the SQL number `n`. */
const pick = (values: string[], n: string) => `(${list(values)})[1 + (${n}) % ${values.length}]`;
export const uuid = (kind: string, key: string) => `pg_temp.scale_uuid('${kind}', (${key})::text)`;
export const hash = (key: string) => `pg_temp.scale_hash(${key})`;

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Carmen',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Iris',
  'Jamal',
  'Kim',
  'Luis',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
];
const LAST_NAMES = [
  'Anders',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Moreau',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
];
const AREAS = [
  'Bayview',
  'Hillcrest',
  'Lakeside',
  'Northgate',
  'Riverside',
  'Westwood',
  'Eastside',
  'Oakridge',
  'Pinecrest',
  'Southpark',
  'Midtown',
  'Harbor',
];
const STREETS = [
  'Oak Street',
  'Maple Avenue',
  'Cedar Lane',
  'Elm Drive',
  'Pine Road',
  'Sunset Boulevard',
  'Mission Street',
  'Valley View Road',
];
const TRADES = ['Home Services', 'Repairs', 'Maintenance', 'Pros', 'Contractors'];
const HOURS_OF_TWO_YEARS = 730 * 24;

export async function insertServices(run: Run, sizes: ScaleSizes, catalog: number) {
  const generated = sizes.services - catalog;
  if (generated <= 0) return;
  // A service and its product in one statement, as the admin route creates them.
  await run(`WITH made AS (
      INSERT INTO services (id, name, kind, description, price_cents, currency, created_at, updated_at)
      SELECT ${uuid('service', 'g')}, c.name || ', ' || ${pick(AREAS, 'g')} || ' ' || g, c.kind,
        c.description, c.price_cents + (g % 40) * 100, 'usd',
        now() - (g % ${HOURS_OF_TWO_YEARS}) * interval '1 hour', now() - (g % 720) * interval '1 hour'
      FROM generate_series(1, ${generated}) g JOIN scale_catalog c ON c.ix = g % ${catalog}
      RETURNING id, name, description, price_cents, currency)
    INSERT INTO products (kind, name, description, price_cents, currency, service_id)
    SELECT 'service', name, description, price_cents, currency, id FROM made`);
}

export async function insertUsers(run: Run, sizes: ScaleSizes, passwordHash: string) {
  const account = (role: 'resident' | 'vendor', count: number) => `
    SELECT ${uuid(role, 'g')}, '${role}-' || g || '@scale.example', '${passwordHash.replace(/'/g, "''")}',
      '${role}', ${pick(FIRST_NAMES, 'g')}, ${pick(LAST_NAMES, `g / ${FIRST_NAMES.length}`)},
      '+1555' || lpad((g % 10000000)::text, 7, '0'),
      now() - (g % ${HOURS_OF_TWO_YEARS}) * interval '1 hour', now() - (g % 720) * interval '1 hour'
    FROM generate_series(1, ${count}) g`;
  await run(`INSERT INTO users (id, email, password_hash, role, first_name, last_name, phone, created_at, updated_at)
    ${account('resident', sizes.residents)} UNION ALL ${account('vendor', sizes.vendors)}`);
  const ids = (table: string) => `(SELECT array_agg(id ORDER BY id) AS ids FROM ${table})`;
  const nth = (alias: string, n: string) =>
    `${alias}.ids[1 + (${n}) % array_length(${alias}.ids, 1)]`;
  await run(`INSERT INTO vendor_profiles (user_id, company_name, vendor_type_id, company_type_id, license_type_id, license_number)
    SELECT ${uuid('vendor', 'g')}, ${pick(LAST_NAMES, 'g')} || ' ' || ${pick(TRADES, 'g / 7')},
      ${nth('vt', 'g')}, ${nth('ct', 'g / 3')}, ${nth('lt', 'g / 5')}, 'LIC-' || lpad(g::text, 7, '0')
    FROM generate_series(1, ${sizes.vendors}) g,
      ${ids('vendor_types')} vt, ${ids('company_types')} ct, ${ids('license_types')} lt`);
}

/**
 * Vendor 1 offers every catalogue service in the first `busiestVendorZipCodes` zip codes;
 * vendors 1 to `dispatchCandidates` also cover the first service in the first zip code, which
 * no other vendor covers; every other vendor offers five services in nine or ten zip codes.
 */
export async function insertVendorAreas(run: Run, sizes: ScaleSizes, catalog: number) {
  const { vendors, dispatchCandidates: crowd, zipCodes } = sizes;
  await run(`INSERT INTO vendor_services (vendor_id, service_id)
    SELECT DISTINCT ${uuid('vendor', 'pick.v')}, c.id FROM (
      SELECT 1 AS v, ix FROM scale_catalog
      UNION ALL SELECT v, 0 FROM generate_series(2, ${crowd}) v
      UNION ALL SELECT v, (${hash("'vs:' || v || ':' || j")} % ${catalog})::int
        FROM generate_series(2, ${vendors}) v, generate_series(1, 5) j
    ) pick JOIN scale_catalog c ON c.ix = pick.ix`);
  await run(`INSERT INTO vendor_zip_codes (vendor_id, zip_code)
    SELECT DISTINCT ${uuid('vendor', 'pick.v')}, z.code FROM (
      SELECT 1 AS v, ix FROM scale_zips WHERE ix < ${sizes.busiestVendorZipCodes}
      UNION ALL SELECT v, 0 FROM generate_series(2, ${crowd}) v
      UNION ALL SELECT v, 1 + (${hash("'vz:' || v || ':' || j")} % ${zipCodes - 1})::int
        FROM generate_series(2, ${vendors}) v, generate_series(1, 9) j
    ) pick JOIN scale_zips z ON z.ix = pick.ix`);
  await run(`INSERT INTO vendor_vehicles (id, vendor_id, vehicle_type_id, make, model, year, license_plate)
    SELECT ${uuid('vehicle', 'k')}, ${uuid('vendor', '1')}, t.ids[1 + k % array_length(t.ids, 1)],
      ${pick(['Ford', 'Ram', 'Chevrolet'], 'k')}, ${pick(['Transit', 'ProMaster', 'Express'], 'k')},
      2018 + k, 'SCALE' || k
    FROM generate_series(1, 3) k, (SELECT array_agg(id ORDER BY id) AS ids FROM vehicle_types) t`);
  await run(`INSERT INTO vendor_equipments (vendor_id, equipment_id)
    SELECT ${uuid('vendor', '1')}, id FROM (SELECT id FROM equipments ORDER BY id LIMIT 4) e`);
}

/** Resident 1 owns `busiestResident.properties` homes; every resident one, every fifth a second. */
export async function insertProperties(run: Run, sizes: ScaleSizes) {
  const { residents, zipCodes } = sizes;
  await run(`CREATE TEMP TABLE scale_properties ON COMMIT DROP AS
    SELECT r, k, ${uuid('property', "r || ':' || k")} AS id, zip_ix FROM (
      SELECT 1 AS r, k, (k - 1) % ${zipCodes} AS zip_ix
        FROM generate_series(1, ${sizes.busiestResident.properties}) k
      UNION ALL SELECT r, 1, (r - 1) % ${zipCodes} FROM generate_series(2, ${residents}) r
      UNION ALL SELECT r, 2, (${hash("'pz:' || r")} % ${zipCodes})::int
        FROM generate_series(5, ${residents}, 5) r
    ) p`);
  await run(`INSERT INTO properties (id, user_id, name, address_line1, city, state, zip_code, country,
      type, size_sqft, bedrooms, bathrooms, year_built, created_at, updated_at)
    SELECT p.id, ${uuid('resident', 'p.r')}, CASE WHEN p.k = 1 THEN 'Home' ELSE 'Property ' || p.k END,
      (100 + (p.r * 7 + p.k) % 9800) || ' ' || ${pick(STREETS, 'p.r + p.k')}, z.city, z.state, z.code, 'US',
      ${pick(['house', 'house', 'apartment', 'condo', 'townhouse'], 'p.r')}, 700 + (p.r * 13) % 3300,
      1 + p.r % 5, 1 + (p.r % 4) * 0.5, 1940 + p.r % 80,
      now() - (p.r % ${HOURS_OF_TWO_YEARS}) * interval '1 hour' - p.k * interval '1 day',
      now() - (p.r % 720) * interval '1 hour'
    FROM scale_properties p JOIN scale_zips z ON z.ix = p.zip_ix`);
}

/**
 * Requests, their orders and status histories. Resident 1 makes the first
 * `busiestResident.requests`; the rest go to other residents. Nine in ten ask for a catalogue
 * service, one in ten for one of the generated services. Pending orders are from the last 30
 * days; the others are spread over two years, and one in four accepted in vendor 1's area is its.
 */
export async function insertJobs(run: Run, sizes: ScaleSizes, catalog: number) {
  const generatedServices = sizes.services - catalog;
  const busy = sizes.busiestResident;
  const pendingPerMille = Math.round(sizes.pendingShare * 1000);
  await run(`CREATE TEMP TABLE scale_jobs ON COMMIT DROP AS
    WITH base AS (
      SELECT g,
        CASE WHEN g <= ${busy.requests} THEN 1 ELSE 2 + (${hash("'owner:' || g")} % ${sizes.residents - 1})::int END AS r,
        (${hash("'status:' || g")} % 1000)::int AS u,
        ${generatedServices > 0 ? `${hash("'tail:' || g")} % 10 = 0` : 'false'} AS tail,
        (${hash("'svc:' || g")} % ${catalog})::int AS svc_ix,
        ${generatedServices > 0 ? `1 + ${hash("'tailsvc:' || g")} % ${generatedServices}` : '0'} AS tail_n,
        ${hash("'at:' || g")} AS at_h
      FROM generate_series(1, ${sizes.requests}) g),
    owned AS (
      SELECT b.*, CASE WHEN b.r = 1 THEN 1 + (b.g - 1) % ${busy.properties}
        WHEN b.r % 5 = 0 THEN 1 + ${hash("'pk:' || b.g")} % 2 ELSE 1 END AS k,
        CASE WHEN b.u < ${pendingPerMille} THEN 'pending'
          WHEN b.u < ${pendingPerMille + 50} THEN 'canceled'
          WHEN b.u < ${pendingPerMille + 80} THEN 'accepted'
          WHEN b.u < ${pendingPerMille + 100} THEN 'en_route'
          WHEN b.u < ${pendingPerMille + 120} THEN 'in_progress'
          ELSE 'completed' END AS status
      FROM base b)
    SELECT o.g, o.r, p.id AS property_id, p.zip_ix, o.tail, o.status,
      CASE WHEN o.tail THEN ${uuid('service', 'o.tail_n')} ELSE c.id END AS service_id,
      tc.name AS service_name,
      CASE WHEN o.status IN ('pending', 'canceled') THEN NULL
        WHEN NOT o.tail AND p.zip_ix < ${sizes.busiestVendorZipCodes} AND ${hash("'mine:' || o.g")} % 4 = 0 THEN 1
        ELSE 2 + (${hash("'vendor:' || o.g")} % ${sizes.vendors - 1})::int END AS vendor_n,
      CASE WHEN o.status = 'pending' THEN now() - (o.at_h % (30 * 86400)) * interval '1 second'
        ELSE now() - (o.at_h % (730 * 86400)) * interval '1 second' END AS created_at
    FROM owned o
    JOIN scale_properties p ON p.r = o.r AND p.k = o.k
    JOIN scale_catalog c ON c.ix = o.svc_ix
    JOIN scale_catalog tc ON tc.ix = CASE WHEN o.tail THEN (o.tail_n % ${catalog})::int ELSE o.svc_ix END`);
  await run(`ALTER TABLE scale_jobs ADD COLUMN changed_at timestamptz`);
  await run(`UPDATE scale_jobs SET changed_at = CASE WHEN status = 'pending' THEN created_at
    ELSE least(created_at + interval '3 days', now()) END`);
  await insertRequestsAndOrders(run);
}

async function insertRequestsAndOrders(run: Run) {
  await run(`INSERT INTO maintenance_requests (id, user_id, property_id, service_id, title, description,
      urgency, preferred_date, preferred_time_window, status, completed_at, created_at, updated_at)
    SELECT ${uuid('request', 'g')}, ${uuid('resident', 'r')}, property_id, service_id, service_name,
      'Please take a look: ' || lower(service_name) || ', ' || ${pick(['front of the house', 'back yard', 'upstairs', 'basement', 'garage'], 'g')} || '.',
      ${pick(['low', 'normal', 'normal', 'high', 'emergency'], 'g')}, (created_at + interval '3 days')::date,
      ${pick(['morning', 'afternoon', 'evening', 'any'], 'g')},
      CASE status WHEN 'completed' THEN 'completed' WHEN 'canceled' THEN 'canceled' ELSE 'open' END,
      CASE WHEN status = 'completed' THEN changed_at END, created_at, changed_at
    FROM scale_jobs`);
  // Every order is past its offer rounds, as the product's minute job would have left orders
  // this old (reused data is settled the same way: `settleScheduledWork`).
  await run(`INSERT INTO orders (id, request_id, vendor_id, service_id, zip_code, status,
      offer_round, round_started_at, created_at, updated_at)
    SELECT ${uuid('order', 'j.g')}, ${uuid('request', 'j.g')},
      CASE WHEN j.vendor_n IS NULL THEN NULL ELSE ${uuid('vendor', 'j.vendor_n')} END,
      j.service_id, z.code, j.status, ${MAX_OFFER_ROUND}, j.created_at, j.created_at, j.changed_at
    FROM scale_jobs j JOIN scale_zips z ON z.ix = j.zip_ix`);
  await run(`INSERT INTO order_status_history (order_id, status, created_at)
    SELECT ${uuid('order', 'g')}, 'pending', created_at FROM scale_jobs
    UNION ALL
    SELECT ${uuid('order', 'g')}, status, changed_at FROM scale_jobs WHERE status <> 'pending'`);
}

/** Vendor 1: its newest matching jobs; every other vendor: jobs picked at random. Older than a week: seen. */
export async function insertNotifications(run: Run, sizes: ScaleSizes) {
  const columns = `user_id, type, title, body, order_id, seen, created_at`;
  const values = (vendor: string) => `${vendor}, 'order.new', 'New job: ' || j.service_name,
      j.service_name || ' in ' || z.city || ' ' || z.code, ${uuid('order', 'j.g')},
      j.created_at < now() - interval '7 days', j.created_at`;
  await run(`INSERT INTO notifications (${columns})
    SELECT ${values(uuid('vendor', '1'))}
    FROM scale_jobs j JOIN scale_zips z ON z.ix = j.zip_ix
    WHERE NOT j.tail AND j.zip_ix < ${sizes.busiestVendorZipCodes}
    ORDER BY j.created_at DESC LIMIT ${sizes.busiestVendorNotifications}`);
  if (sizes.notificationsPerVendor === 0) return;
  await run(`INSERT INTO notifications (${columns})
    SELECT ${values(uuid('vendor', 'v'))}
    FROM generate_series(2, ${sizes.vendors}) v
    CROSS JOIN generate_series(1, ${sizes.notificationsPerVendor}) n
    JOIN scale_jobs j ON j.g = 1 + ${hash("'note:' || v || ':' || n")} % ${sizes.requests}
    JOIN scale_zips z ON z.ix = j.zip_ix`);
}

/** Every property of resident 1 and half of the others: 85 % active, 5 % past due, 10 % canceled. */
export async function insertSubscriptions(run: Run, plans: number) {
  await run(`INSERT INTO subscriptions (id, user_id, property_id, maintenance_plan_id, status,
      current_period_start, current_period_end, canceled_at, created_at, updated_at)
    SELECT ${uuid('subscription', "p.r || ':' || p.k")}, ${uuid('resident', 'p.r')}, p.id, pl.id, s.status,
      s.started, s.started + interval '1 month',
      CASE WHEN s.status = 'canceled' THEN s.started + interval '10 days' END, s.started, s.started
    FROM scale_properties p
    CROSS JOIN LATERAL (SELECT ${hash("'sub:' || p.r || ':' || p.k")} AS h) h
    CROSS JOIN LATERAL (SELECT
      CASE WHEN h.h % 100 < 85 THEN 'active' WHEN h.h % 100 < 90 THEN 'past_due' ELSE 'canceled' END AS status,
      now() - ((h.h / 100) % 28) * interval '1 day' AS started) s
    JOIN scale_plans pl ON pl.ix = (h.h / 10000) % ${plans}
    WHERE p.r = 1 OR ${hash("'subscribed:' || p.r || ':' || p.k")} % 2 = 0`);
}

/**
 * A paid transaction (with its item and link) for each live subscription, and resident 1's
 * payments for custom requests.
 */
export async function insertPayments(run: Run, sizes: ScaleSizes) {
  await run(`WITH subs AS (
      SELECT s.id, s.user_id, s.current_period_start AS at, pl.price_cents, pl.product_id, pl.product_name,
        ${uuid('transaction', 's.id')} AS tx_id
      FROM subscriptions s JOIN scale_properties p ON p.id = s.property_id
      JOIN scale_plans pl ON pl.id = s.maintenance_plan_id
      WHERE s.status IN ('active', 'past_due')),
    paid AS (INSERT INTO transactions (id, user_id, status, amount_cents, currency, provider, paid_at, created_at, updated_at)
      SELECT tx_id, user_id, 'paid', price_cents, 'usd', 'test', at, at, at FROM subs),
    items AS (INSERT INTO transaction_items (transaction_id, product_id, name, quantity, unit_price_cents)
      SELECT tx_id, product_id, product_name, 1, price_cents FROM subs)
    INSERT INTO transaction_subscriptions (transaction_id, subscription_id) SELECT tx_id, id FROM subs`);
  const { requests, transactions } = sizes.busiestResident;
  if (transactions === 0) return;
  await run(`WITH product AS (
      SELECT id, name, price_cents FROM products WHERE kind = 'custom_maintenance_request'),
    t AS (SELECT k, ${uuid('payment', 'k')} AS id, now() - k * interval '1 day' AS at
      FROM generate_series(1, ${transactions}) k),
    paid AS (INSERT INTO transactions (id, user_id, status, amount_cents, currency, provider,
        maintenance_request_id, paid_at, created_at, updated_at)
      SELECT t.id, ${uuid('resident', '1')}, 'paid', product.price_cents, 'usd', 'test',
        ${uuid('request', `1 + (t.k - 1) % ${Math.max(requests, 1)}`)}, t.at, t.at, t.at FROM t, product)
    INSERT INTO transaction_items (transaction_id, product_id, name, quantity, unit_price_cents)
    SELECT t.id, product.id, product.name, 1, product.price_cents FROM t, product`);
}
