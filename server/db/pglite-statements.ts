import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/**
 * PGlite answers a query with parameters in six calls into its WebAssembly (parse, describe, bind,
 * describe, execute, sync) and plans the statement again each time: about as much as the work of a
 * small query itself. PostgreSQL's clients prepare a statement once per connection and then only
 * bind and run it. This gives PGlite's one connection the same for reads the app repeats (a page of
 * the catalogue, the session): a `select` seen a second time is prepared under a name, and from then on
 * one call binds and runs it. Everything else (writes, first sightings, options other than the row
 * mode and parsers, every statement inside a transaction) goes through PGlite's own `query`.
 *
 * The statement runs under PGlite's own locks (no transaction in progress, one query at a time), so it
 * never lands inside another caller's transaction. Should a prepared statement be refused (say, a
 * migration changed a table it reads), it is forgotten and the query runs the ordinary way.
 */
export function keepReadsPrepared(client: PGlite, { max = 200 }: { max?: number } = {}) {
  const query = client.query.bind(client) as PGlite['query'];
  const seen = new LRUCache<string, true>({ max: 2_000 });
  const closing: string[] = [];
  const prepared = new LRUCache<string, { name: string; types: number[] }>({
    max,
    dispose: (statement) => closing.push(statement.name),
  });
  let serial = 0;

  const concat = (parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };
  const send = (parts: Uint8Array[]) => client.execProtocolStream(concat(parts), { syncToFs: false });

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const closes = closing.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
        let statement = prepared.get(text);
        if (!statement) {
          const name = `roslis_read_${++serial}`;
          const described = await send([
            ...closes.splice(0),
            protocol.serialize.parse({ name, text, types: [] }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]);
          const types =
            described.find(
              (m): m is typeof m & { dataTypeIDs: number[] } => m.name === 'parameterDescription',
            )?.dataTypeIDs ?? [];
          statement = { name, types };
          prepared.set(text, statement);
        }
        const { name, types } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
          return serialize ? (serialize(value) as string) : String(value);
        });
        const messages = await send([
          ...closes,
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  const fast = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const plain =
      !/^\s*select\b/i.test(text) ||
      (options &&
        Object.keys(options).some((k) => k !== 'rowMode' && k !== 'parsers' && k !== 'serializers'));
    if (plain) return query<T>(text, params, options);
    if (!prepared.has(text)) {
      if (!seen.has(text)) {
        seen.set(text, true);
        return query<T>(text, params, options);
      }
    }
    await client._checkReady();
    try {
      return await run<T>(text, params ?? [], options);
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 0A000: "cached plan must not change result type"; 26000: the statement is gone.
      if (code !== '0A000' && code !== '26000') throw error;
      prepared.delete(text);
      return query<T>(text, params, options);
    }
  };
  client.query = fast as PGlite['query'];
  return client;
}
