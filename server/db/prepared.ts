import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from './client.ts';

/**
 * Prepared statements for the hot paths (checkout). On PostgreSQL, postgres.js keeps a prepared statement
 * parsed per connection: its next run is one Bind/Execute, without the Parse and Describe round trip an
 * unprepared statement costs, and its text is not built again. PGlite runs it as it runs any statement.
 *
 * A statement runs on the connection of the database or transaction it is given: one prepared for the
 * database is kept for it; one for a transaction is prepared for that transaction (its connection).
 */

/** A drizzle query built once per database (and per transaction), e.g. `db.select(...).prepare('name')`. */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement written in SQL with `sql.placeholder('name')` parameters (CTEs drizzle's builders do not
 * write), made into text once and prepared: answers its rows as the driver gives them (column names as
 * written, timestamps as text, json parsed).
 */
export function preparedSql<Row>(name: string, build: () => SQL) {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db: DbOrTx, params: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(params);
    return rowsOf<Row>(result);
  };
}
