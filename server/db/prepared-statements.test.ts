import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import type { Database } from './pool.ts';
import { PreparedStatements, type SlotOf } from './prepared-statements.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db
    .insertInto('categories')
    .values(['a', 'b', 'c'].map((id, index) => ({ id, name_en: `Name ${id}`, name_ar: `اسم ${id}`, image_url: `/${id}.webp`, sort_order: index })))
    .execute();
});

afterAll(async () => {
  await drop();
});

interface Values {
  id: string;
  from: number;
}

describe('PreparedStatements', () => {
  it('builds a shape once and runs it with the values of each call, in the order the SQL takes them', async () => {
    const statements = new PreparedStatements<Values>();
    const builds: string[] = [];
    const run = (shape: 'one' | 'from', values: Values) =>
      statements.run(
        database.db,
        shape,
        (slot: SlotOf<Values>) => {
          builds.push(shape);
          let query = database.db.selectFrom('categories').select(['id', 'sort_order']).where('name_en', 'like', 'Name %');
          query = shape === 'one' ? query.where('id', '=', slot('id')) : query.where('sort_order', '>=', slot('from'));
          return query.orderBy('sort_order').limit(10);
        },
        values,
      );

    expect(await run('one', { id: 'b', from: 0 })).toEqual([{ id: 'b', sort_order: 1 }]);
    expect(await run('one', { id: 'c', from: 0 })).toEqual([{ id: 'c', sort_order: 2 }]);
    expect(await run('from', { id: 'a', from: 1 })).toEqual([{ id: 'b', sort_order: 1 }, { id: 'c', sort_order: 2 }]);
    expect(await run('from', { id: 'a', from: 2 })).toEqual([{ id: 'c', sort_order: 2 }]);
    // The constant values ('Name %', 10) stay in the statement; only the slots change per run.
    expect(builds).toEqual(['one', 'from']);
  });
});
