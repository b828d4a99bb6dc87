/**
 * SQL statements per request, by route and answer, while other requests run at the same time: each
 * request gets a tally of its own (AsyncLocalStorage, entered when the request arrives and again after
 * its body was read, where the body's reading leaves the context), and every statement the app sends
 * through drizzle's logger (bench/fixtures.ts `counter`) adds to the tally of the request it serves.
 * A statement sent after the answer (work the request left behind) still counts for it: the tallies
 * are summed when asked, not when the answer leaves.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../server/app.ts';
import { counter } from '../fixtures.ts';

export interface RouteStatements {
  requests: number;
  statements: number;
  /** Requests that sent at least one statement naming the products table. */
  readCatalogue: number;
}

interface Tally {
  statements: number;
  /** The statements' text, while the first request of a kind is being listed (BENCH_VERBOSE). */
  texts?: string[];
  /** Statements naming the products table (a page built from the catalogue, not from the cache). */
  catalogue: number;
  /** The sums of the request's route and status, once its answer has left. */
  row?: RouteStatements;
}

/**
 * `list`: keep the statements' text of the first request answered for each route and status (what
 * `listed()` answers), as BENCH_VERBOSE asks.
 */
export function statementsPerRequest(list = false) {
  const storage = new AsyncLocalStorage<Tally>();
  const tallies = new WeakMap<FastifyRequest, Tally>();
  const rows = new Map<string, RouteStatements>();
  const listed = new Map<string, string[]>();
  const logQuery = counter.logQuery;
  counter.logQuery = function (this: typeof counter, query: string, params: unknown[]) {
    logQuery.call(this, query, params);
    const tally = storage.getStore();
    if (!tally) return;
    tally.statements++;
    tally.texts?.push(query);
    const catalogue = query.includes('"products"');
    if (catalogue) tally.catalogue++;
    // Work the request left behind after its answer: still its statements.
    if (tally.row) {
      tally.row.statements++;
      if (catalogue && tally.catalogue === 1) tally.row.readCatalogue++;
    }
  };
  return {
    /** Hooks on the app, before it listens. */
    attach(app: App) {
      app.addHook('onRequest', (request, _reply, done) => {
        const tally: Tally = { statements: 0, catalogue: 0, texts: list ? [] : undefined };
        tallies.set(request, tally);
        storage.run(tally, done);
      });
      app.addHook('preValidation', (request, _reply, done) => {
        const tally = tallies.get(request);
        if (tally) storage.run(tally, done);
        else done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const tally = tallies.get(request);
        if (tally) {
          const key = `${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}`;
          const row = rows.get(key) ?? { requests: 0, statements: 0, readCatalogue: 0 };
          rows.set(key, row);
          row.requests++;
          row.statements += tally.statements;
          if (tally.catalogue > 0) row.readCatalogue++;
          tally.row = row;
          if (tally.texts && !listed.has(key)) listed.set(key, tally.texts);
          else tally.texts = undefined;
        }
        done();
      });
    },
    /** `METHOD /route/pattern status` -> what the requests answered so far sent. */
    byRoute(): ReadonlyMap<string, RouteStatements> {
      return rows;
    },
    /** `METHOD /route/pattern status` -> the statements of the first such request (when listing). */
    listed(): ReadonlyMap<string, string[]> {
      return listed;
    },
    /** Forget what was counted (before the measured part of a run). */
    reset() {
      for (const row of rows.values()) Object.assign(row, { requests: 0, statements: 0, readCatalogue: 0 });
    },
    /** Give the logger back. */
    detach() {
      counter.logQuery = logQuery;
    },
  };
}
