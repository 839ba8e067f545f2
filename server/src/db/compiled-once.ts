import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';
import { prepareByName } from './named-statements';

/** Stands for the `index`th argument while the query is compiled; never a value a caller passes. */
const standIn = (index: number) => `\u0000argument ${String(index)}\u0000`;

/** Each parameter of the compiled query: the index of the argument it takes, or a value the query itself holds. */
type ParameterSource = { argument: number } | { value: unknown };

/**
 * A query of one fixed shape, built and compiled once per database and then run with each call's arguments: Kysely
 * builds and compiles a query anew on every call, which was a tenth of a busy server's time for the two statements
 * every read runs. `build` gets stand-ins for the arguments; every value that changes from call to call (the time
 * now, say) must come through them, as any other value is kept as it was at the first call. Each argument must reach
 * the query whole, as the value of one parameter (a comparison's, or a `sql` fragment's): a list of ids, say, goes as
 * one array parameter, never spread into several.
 */
export function compiledOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<Row>; sources: ParameterSource[] }>();
  const compile = (db: Db, count: number) => {
    const standIns = Array.from({ length: count }, (_, index) => standIn(index));
    const query = build(db, ...(standIns as Args)).compile();
    // One fixed text: PostgreSQL parses and plans it once per connection.
    prepareByName(query.sql);
    const sources = query.parameters.map((value): ParameterSource => {
      const argument = typeof value === 'string' ? standIns.indexOf(value) : -1;
      return argument < 0 ? { value } : { argument };
    });
    return { query, sources };
  };
  return async (db, ...args) => {
    let kept = compiled.get(db);
    if (!kept) {
      kept = compile(db, args.length);
      compiled.set(db, kept);
    }
    const parameters = kept.sources.map((source) => ('argument' in source ? args[source.argument] : source.value));
    return (await db.executeQuery<Row>({ ...kept.query, parameters })).rows;
  };
}
