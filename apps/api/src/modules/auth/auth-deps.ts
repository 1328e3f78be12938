import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Counters } from '../../lib/counters';
import type { ProviderDiscovery } from './provider-discovery';
import type { SessionsDeps } from './sessions.service';

/** What the auth area's services are given by the composition root. */
export interface AuthDeps extends SessionsDeps {
  db: Database;
  config: Config;
  clock: Clock;
  /** Failed sign-ins per account; the per-address limit is the route's. */
  counters: Counters;
  pause: (ms: number) => Promise<void>;
  providerDiscovery: ProviderDiscovery;
  /** False without a mail transport: mails stay in the outbox. */
  mailSends: boolean;
}

/** Where a request came from, for the audit log. */
export interface Caller {
  address: string;
}
