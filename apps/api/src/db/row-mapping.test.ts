import * as drizzle from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowMapper, type SelectedField } from './row-mapping';
import { properties, users } from './schema';

const { sql } = drizzle;
// drizzle's own mapping and field ordering: exported, though not in its types.
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>): unknown;
  orderSelectedFields(fields: Record<string, unknown>): SelectedField[];
};

// Rows as the drivers give them (arrays in the fields' order, timestamps as text), mapped by
// `rowMapper` and by drizzle's own `mapResultRow`: the same objects, whatever the shape.
const flat = orderSelectedFields({
  id: users.id,
  email: users.email,
  createdAt: users.createdAt,
  total: sql<number>`count(*) over ()`.mapWith(Number),
});

const nested = orderSelectedFields({
  id: users.id,
  property: { id: properties.id, name: properties.name, createdAt: properties.createdAt },
  counted: { total: sql<number>`1`.mapWith(Number) },
});

const at = '2026-11-25 07:00:00.123+00';

const both = (
  fields: SelectedField[],
  row: unknown[],
  joinsNotNullableMap?: Record<string, boolean>,
) => ({
  ours: rowMapper(fields, joinsNotNullableMap)(row),
  drizzle: mapResultRow(fields, row, joinsNotNullableMap),
});

describe('rowMapper', () => {
  it('maps a flat row as drizzle does: decoded dates, numbers from SQL, nulls', () => {
    for (const row of [
      ['u-1', 'a@example.test', at, '42'],
      ['u-2', null, null, null],
    ]) {
      const { ours, drizzle } = both(flat, row);
      expect(ours).toEqual(drizzle);
    }
    expect(rowMapper(flat)(['u-1', 'a@example.test', at, '42'])).toEqual({
      id: 'u-1',
      email: 'a@example.test',
      createdAt: new Date('2026-11-25T07:00:00.123Z'),
      total: 42,
    });
  });

  it('nests objects, and makes a left-joined table with no row null', () => {
    const joins = { users: true, properties: false };
    const rows = [
      ['u-1', 'p-1', 'Maple House', at, '1'],
      ['u-1', null, null, null, '1'],
      ['u-1', 'p-2', null, null, '1'],
    ];
    for (const row of rows) {
      const { ours, drizzle } = both(nested, row, joins);
      expect(ours).toEqual(drizzle);
    }
    expect(rowMapper(nested, joins)(rows[1]!)).toEqual({
      id: 'u-1',
      property: null,
      counted: { total: 1 },
    });
  });

  it('keeps an inner-joined table with null columns an object', () => {
    const joins = { users: true, properties: true };
    const { ours, drizzle } = both(nested, ['u-1', null, null, null, '1'], joins);
    expect(ours).toEqual(drizzle);
    expect((ours as { property: unknown }).property).toEqual({
      id: null,
      name: null,
      createdAt: null,
    });
  });
});
