import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './types.ts';

/** Stands in for a value while a statement is compiled; each run puts its own value there. */
class Slot {
  constructor(readonly name: string) {}
}

/** Gives the placeholder of a named value, typed as the value so that the query builder takes it. */
export type SlotOf<Values> = <K extends keyof Values & string>(name: K) => Values[K];

const slot = ((name: string) => new Slot(name)) as SlotOf<Record<string, unknown>>;

/**
 * Statements whose SQL is built and compiled once per shape, each run binding its own values.
 * Building and compiling a catalogue list query with Kysely costs about 0.05 ms per answer
 * (docs/decisions/014-performance.md), the same work for every answer of that shape.
 *
 * `build` gets `slot(name)` in place of every value that varies between runs, and may branch only
 * on what `shape` names (which filters are present, whether there is a cursor), never on a
 * value: the first statement of a shape serves every later run of it. Values that never vary
 * (`is_active = true`) may be written as they are.
 *
 * @example const rows = await statements.run(db, `${Boolean(q.category)}`, (slot) => db.selectFrom('posts').selectAll().where('kind', '=', slot('kind')), { kind: q.kind })
 */
export class PreparedStatements<Values extends object> {
  readonly #compiled = new Map<string, CompiledQuery>();

  async run<Row>(db: Kysely<DB>, shape: string, build: (slot: SlotOf<Values>) => Compilable<Row>, values: Values): Promise<Row[]> {
    let compiled = this.#compiled.get(shape);
    if (!compiled) {
      // The SQL depends on the dialect only, and the portal speaks PostgreSQL on both engines.
      compiled = build(slot as SlotOf<Values>).compile();
      this.#compiled.set(shape, compiled);
    }
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name as keyof Values] : parameter));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  }
}
