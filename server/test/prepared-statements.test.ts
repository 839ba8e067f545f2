import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../src/db/prepared-statements';

let database: SQLite.Database;

afterEach(() => {
  database.close();
});

function openWithRows(): SQLite.Database {
  database = new SQLite(':memory:');
  database.exec("create table items (id integer primary key, name text); insert into items values (1, 'a'), (2, 'b')");
  return database;
}

describe('prepared statements kept for Kysely', () => {
  it('prepares a statement once and runs it again with other parameters', () => {
    const kept = withPreparedStatements(openWithRows());
    const query = 'select name from items where id = ?';
    const statement = kept.prepare(query);
    expect(kept.prepare(query)).toBe(statement);
    expect(statement.all([1])).toEqual([{ name: 'a' }]);
    expect(kept.prepare(query).all([2])).toEqual([{ name: 'b' }]);
    expect(kept.prepare('update items set name = ? where id = ?').run(['c', 2]).changes).toBe(1);
    expect(kept.prepare(query).all([2])).toEqual([{ name: 'c' }]);
  });

  it('keeps at most the given number, dropping the least recently used', () => {
    const kept = withPreparedStatements(openWithRows(), 2);
    const first = kept.prepare('select 1');
    const second = kept.prepare('select 2');
    expect(kept.prepare('select 1')).toBe(first);
    kept.prepare('select 3');
    expect(kept.prepare('select 1')).toBe(first);
    expect(kept.prepare('select 2')).not.toBe(second);
  });

  it('does not keep very long statements (lists of thousands of ids)', () => {
    const kept = withPreparedStatements(openWithRows());
    const ids = Array.from({ length: 2000 }, (_, index) => index + 1);
    const query = `select count(*) as n from items where id in (${ids.map(() => '?').join(', ')})`;
    const statement = kept.prepare(query);
    expect(statement.all(ids)).toEqual([{ n: 2 }]);
    expect(kept.prepare(query)).not.toBe(statement);
  });

  it('still answers after the schema changed under a kept statement', () => {
    const kept = withPreparedStatements(openWithRows());
    const query = 'select * from items where id = ?';
    expect(kept.prepare(query).all([1])).toEqual([{ id: 1, name: 'a' }]);
    database.exec("alter table items add column kind text not null default 'x'");
    expect(kept.prepare(query).all([1])).toEqual([{ id: 1, name: 'a', kind: 'x' }]);
  });
});
