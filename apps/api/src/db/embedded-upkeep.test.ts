import { describe, expect, it } from 'vitest';
import { upkeepOf } from './embedded-upkeep';

const quiet = {
  table: 'orders',
  rows: 10_000,
  dead: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
};

describe("the embedded database's upkeep thresholds (autovacuum's)", () => {
  it('leaves a table alone until a fifth of it is dead rows, plus 50', () => {
    expect(upkeepOf({ ...quiet, dead: 2_050 }).vacuum).toBe(false);
    expect(upkeepOf({ ...quiet, dead: 2_051 }).vacuum).toBe(true);
  });

  it('vacuums a table that only grew once a fifth of it is new, plus 1,000', () => {
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 3_000 }).vacuum).toBe(false);
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 3_001 }).vacuum).toBe(true);
  });

  it('analyses a table once a tenth of it changed, plus 50, without vacuuming it', () => {
    expect(upkeepOf({ ...quiet, changedSinceAnalyze: 1_050 })).toMatchObject({ analyze: false });
    expect(upkeepOf({ ...quiet, changedSinceAnalyze: 1_051 })).toEqual({
      table: 'orders',
      vacuum: false,
      analyze: true,
    });
  });

  it('counts a table never analysed (no row estimate yet) as empty', () => {
    expect(upkeepOf({ ...quiet, rows: -1, changedSinceAnalyze: 51 }).analyze).toBe(true);
  });
});
