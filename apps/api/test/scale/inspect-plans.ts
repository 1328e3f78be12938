// The plan check of the hot reads (HOT_QUERIES) on scale data already built, without loading the
// product: what `npm run bench -- --scale` explains before its load runs. Prints each query's
// statements, the plan of each read and whether it keeps its budget; exits 1 when one does not.
//   SCALE_DATABASE_URL=postgres://…/<database> npx tsx test/scale/inspect-plans.ts
//   SCALE_DATA_DIR=<BENCH_SCALE_DIR> npx tsx test/scale/inspect-plans.ts      (PGlite)
import { sql } from 'drizzle-orm';
import { HOT_QUERIES, checkHotQuery } from './hot-queries';
import { openScaleDatabase } from './prepare-scale-database';
import { describePlan, tableRows } from './query-plans';
import { openScaleApp, scaleContext } from './scale-app';
import { logStatements } from './statement-log';

const databaseUrl = process.env.SCALE_DATABASE_URL;
const dataDir = process.env.SCALE_DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('set SCALE_DATABASE_URL or SCALE_DATA_DIR');

const database = await openScaleDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
// A benchmark's sign-ins (thousands from one address) would refuse the measured accounts'.
await database.db.execute(sql`DELETE FROM rate_limit_counters`);
const app = await openScaleApp(database);
const log = logStatements(database);
let over = 0;
try {
  const context = await scaleContext(app, database.db);
  const rowsByTable = await tableRows(database.db);
  for (const query of HOT_QUERIES) {
    const result = await checkHotQuery(app, database.db, log, context, query, rowsByTable);
    const verdict =
      result.violations.length === 0 ? 'within' : `OVER: ${result.violations.join('; ')}`;
    if (result.violations.length > 0) over += 1;
    console.log(
      `\n## ${query.name} (${result.statusCode}, ${result.statements} statements): ${verdict}`,
    );
    for (const plan of result.plans) console.log(describePlan(plan.report));
  }
} finally {
  log.stop();
  await app.close();
  await database.close();
}
console.log(`\n${over} of ${HOT_QUERIES.length} hot queries over budget`);
process.exitCode = over > 0 ? 1 : 0;
