import type { Executor } from './client';

// For the statements a hot path runs on every call (a send reads the same five things each
// time): Drizzle builds a query's text anew on every run, which costs more of the event loop
// than the round trip itself.

/**
 * A statement built once for each database (or transaction) it runs on, its values given as
 * `sql.placeholder(name)`, and run as the named prepared statement `name`: PostgreSQL parses
 * it once per connection. `name` must be unique to the statement.
 */
export function preparedStatement<P>(
  name: string,
  build: (db: Executor) => { prepare: (name: string) => P },
): (db: Executor) => P {
  const built = new WeakMap<Executor, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      built.set(db, statement);
    }
    return statement;
  };
}
