import { describe, expect, it } from 'vitest';
import { rowsWithTotal } from './pagination';

describe('rowsWithTotal', () => {
  it('takes the total from the rows and leaves it out of them', async () => {
    let counted = 0;
    const result = await rowsWithTotal(
      Promise.resolve([
        { id: 'a', total: 42 },
        { id: 'b', total: 42 },
      ]),
      async () => {
        counted += 1;
        return [{ total: 0 }];
      },
    );
    expect(result).toEqual({ data: [{ id: 'a' }, { id: 'b' }], total: 42 });
    expect(counted).toBe(0);
  });

  it('counts apart when the page has no rows', async () => {
    const empty: { id: string; total: number }[] = [];
    expect(await rowsWithTotal(Promise.resolve(empty), async () => [{ total: 7 }])).toEqual({
      data: [],
      total: 7,
    });
    expect(await rowsWithTotal(Promise.resolve(empty), async () => [])).toEqual({
      data: [],
      total: 0,
    });
  });
});
