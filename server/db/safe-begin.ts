import type postgres from 'postgres';

type Work = (tx: postgres.TransactionSql) => unknown;

/**
 * Transactions on a connection reserved before BEGIN is sent. postgres-js 3.4's own `sql.begin` may write
 * BEGIN on a connection it has not yet reserved when that connection's pipeline fills up or its socket
 * pushes back (porsager/postgres#823, #1189): under a rush of checkouts the transaction then fails with
 * UNSAFE_TRANSACTION, or other requests' queries run inside it. `sql.reserve()` takes a connection for
 * this transaction alone first, so nothing else is pipelined onto it; BEGIN, the work and COMMIT (or
 * ROLLBACK) follow on it, and it goes back to the pool after. Nested transactions are savepoints, as
 * postgres-js's own `savepoint`. Drizzle calls `begin` and `savepoint` only; both are replaced.
 */
export function reserveForTransactions(client: postgres.Sql): postgres.Sql {
  const begin = async (optionsOrWork: string | Work, maybeWork?: Work) => {
    const [options, work] =
      typeof optionsOrWork === 'function' ? ['', optionsOrWork] : [optionsOrWork, maybeWork as Work];
    if (!/^[a-z ,]*$/i.test(options)) throw new Error(`Unexpected transaction options: ${options}`);
    const reserved = await client.reserve();
    let savepoints = 0;
    const tx = Object.assign(reserved, {
      savepoint: async (nameOrWork: string | Work, maybeNested?: Work) => {
        const nested = typeof nameOrWork === 'function' ? nameOrWork : (maybeNested as Work);
        const name = `s${++savepoints}`;
        await reserved.unsafe(`savepoint ${name}`);
        try {
          const result = await nested(tx);
          await reserved.unsafe(`release savepoint ${name}`);
          return result;
        } catch (error) {
          await reserved.unsafe(`rollback to savepoint ${name}`);
          throw error;
        }
      },
    }) as unknown as postgres.TransactionSql;
    try {
      await reserved.unsafe(`begin ${options}`.trim());
      const result = await work(tx);
      await reserved.unsafe('commit');
      return result;
    } catch (error) {
      // A broken connection cannot roll back; the server ends its transaction when the socket closes.
      await reserved.unsafe('rollback').catch(() => {});
      throw error;
    } finally {
      reserved.release();
    }
  };
  return Object.assign(client, { begin }) as postgres.Sql;
}
