import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A boolean column as the condition itself (`where services.active`), never compared with a
 * parameter: a partial index `where active` serves it, also in a statement the server has
 * prepared once and plans for any parameter value.
 */
export const isSet = (flag: AnyColumn): SQL => sql`${flag}`;
