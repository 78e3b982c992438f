import { sql, type CommonQueryMethods } from 'slonik';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureProjectorSchema } from '../../runner/schema';
import { databaseForFile } from '../../testing/test-database';
import { namesProjector } from './projector';
import { createNameQueries } from './queries';

const database = databaseForFile();

const addName = (kind: string, name: string, nameKey: string, streamName: string) =>
  database.pool.query(sql.unsafe`
    INSERT INTO rm_names.names (kind, name, name_key, stream_name, added_at) VALUES (${kind}, ${name}, ${nameKey}, ${streamName}, now())`);

/** The name queries over the test database, counting the statements they run. */
const countedQueries = () => {
  let statements = 0;
  const db = new Proxy(database.pool, {
    get: (target, method: keyof CommonQueryMethods) => {
      const value = target[method];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        statements++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { names: createNameQueries(db), statements: () => statements };
};

beforeAll(async () => {
  await ensureProjectorSchema(database.pool, namesProjector);
  await addName('property', 'Maple Street Duplex', 'maple street duplex', 'property-maple street duplex');
});

describe('name queries', () => {
  it('ask the database once for a name found written exactly as asked', async () => {
    const { names, statements } = countedQueries();
    const found = { name: 'Maple Street Duplex', streamName: 'property-maple street duplex' };
    expect(await names.resolve('property', 'Maple Street Duplex')).toEqual(found);
    expect(await names.resolve('property', 'Maple Street Duplex')).toEqual(found);
    expect(statements()).toBe(1);
  });

  it('ask again for a name found under another spelling, and a name not found yet', async () => {
    const { names, statements } = countedQueries();
    for (let i = 0; i < 2; i++) {
      expect(await names.resolve('property', 'maple  street duplex')).toEqual({
        name: 'Maple Street Duplex',
        streamName: 'property-maple street duplex',
      });
    }
    expect(await names.resolve('property', 'Oak Court')).toBeNull();
    await addName('property', 'Oak Court', 'oak court', 'property-oak court');
    expect(await names.resolve('property', 'Oak Court')).toEqual({ name: 'Oak Court', streamName: 'property-oak court' });
    expect(statements()).toBe(4);
  });
});
