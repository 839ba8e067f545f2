import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery } from 'kysely';
import { vi } from 'vitest';
import type { TestServer } from './directory-helpers';

/**
 * What `work` gives, and the SQL statements it ran. The notification pump settles first (a change's event goes out
 * after its answer), and only the statements made in `work`'s own asynchronous context count, not those of the
 * server's timers (the pump's sweep, the queues' polls) that may fall in the same milliseconds.
 */
export async function statementsOf<T>(
  server: TestServer,
  work: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  await server.app.live.settled();
  const executor = server.app.db.getExecutor();
  const executeQuery = executor.executeQuery.bind(executor);
  const inWork = new AsyncLocalStorage<true>();
  const sql: string[] = [];
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(<R>(query: CompiledQuery<R>) => {
    if (inWork.getStore()) sql.push(query.sql);
    return executeQuery(query);
  });
  try {
    return { result: await inWork.run(true, work), sql };
  } finally {
    spy.mockRestore();
  }
}
