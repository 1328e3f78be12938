import { describe, expect, it } from 'vitest';
import {
  MAX_NAMED_STATEMENTS,
  NAME_AFTER_SIGHTINGS,
  StatementNames,
  mayBeNamed,
} from './named-statements';

const seen = (names: StatementNames, text: string, times: number) =>
  Array.from({ length: times }, () => names.nameOf(text));

describe('StatementNames', () => {
  it('names a text once it repeats, and keeps that name', () => {
    const names = new StatementNames();
    const answers = seen(names, 'select $1', NAME_AFTER_SIGHTINGS + 2);
    expect(answers.slice(0, NAME_AFTER_SIGHTINGS - 1)).toEqual(
      Array(NAME_AFTER_SIGHTINGS - 1).fill(undefined),
    );
    const name = answers[NAME_AFTER_SIGHTINGS - 1];
    expect(name).toMatch(/^hk_\d+$/);
    expect(answers.slice(NAME_AFTER_SIGHTINGS)).toEqual([name, name]);
  });

  it('gives different texts different names', () => {
    const names = new StatementNames();
    const first = seen(names, 'select $1', NAME_AFTER_SIGHTINGS).at(-1);
    const second = seen(names, 'select $1, $2', NAME_AFTER_SIGHTINGS).at(-1);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('names no more than its maximum; the texts named before keep their names', () => {
    const names = new StatementNames();
    const named = Array.from({ length: MAX_NAMED_STATEMENTS }, (_, i) =>
      seen(names, `select ${i}, $1`, NAME_AFTER_SIGHTINGS).at(-1)!,
    );
    expect(new Set(named).size).toBe(MAX_NAMED_STATEMENTS);
    expect(seen(names, 'select $1 + 1', NAME_AFTER_SIGHTINGS + 1)).toEqual(
      Array(NAME_AFTER_SIGHTINGS + 1).fill(undefined),
    );
    expect(names.nameOf('select 0, $1')).toBe(named[0]);
    expect(names.size).toBe(MAX_NAMED_STATEMENTS);
  });
});

describe('mayBeNamed', () => {
  it('takes a statement with parameters, or one read without them', () => {
    expect(mayBeNamed('update items set name = $1', ['x'])).toBe(true);
    expect(mayBeNamed('select id from services order by name limit 20', [])).toBe(true);
    expect(mayBeNamed('  WITH picked AS (select 1) SELECT * FROM picked', undefined)).toBe(true);
  });

  it('leaves every other text to the plain path: it may hold several commands', () => {
    expect(mayBeNamed('select 1; select 2', [])).toBe(false);
    expect(mayBeNamed("select ';'", [])).toBe(false);
    expect(mayBeNamed('begin', [])).toBe(false);
    expect(mayBeNamed('create table t (id int); insert into t values (1)', undefined)).toBe(false);
    expect(mayBeNamed('selectivity', [])).toBe(false);
  });
});
