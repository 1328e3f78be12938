import type { App } from '../../src/app';
import type { StatementLog } from './statement-log';

export interface RouteCall {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** One body per call (writes that take a different row each time), or one for all. */
  payloads?: unknown[];
}

/**
 * Statements the route sends per request (transaction control included), averaged over
 * `times` calls after one unmeasured call; null when a call does not answer 2xx.
 */
export async function statementsPerRequest(
  app: App,
  log: StatementLog,
  call: RouteCall,
  times = 3,
): Promise<number | null> {
  let counted = 0;
  for (let i = 0; i <= times; i += 1) {
    const payload = call.payloads?.[i % call.payloads.length];
    const { result: response, statements } = await log.during(() =>
      app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: call.headers ?? {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
    if (response.statusCode >= 300) return null;
    if (i > 0) counted += statements.length;
  }
  return counted / times;
}
