import { openPglite } from './pglite';
import { migrateUnderLock, splitStatements, STARTUP_LOCK_KEY } from './migrate';

describe('splitStatements', () => {
  it("splits on ';' and keeps a $$ function body whole", () => {
    const sql = `
      CREATE TABLE a (x INT);
      CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1;
        PERFORM 2;
      END
      $$;
      DROP TABLE a;
    `;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe('CREATE TABLE a (x INT)');
    expect(statements[1]).toMatch(/^CREATE FUNCTION f\(\)[\s\S]*PERFORM 1;\s*PERFORM 2;\s*END\s*\$\$$/);
    expect(statements[2]).toBe('DROP TABLE a');
  });
});

describe('migrateUnderLock', () => {
  it('is "nivaas" in ASCII, a bigint', () => {
    expect(STARTUP_LOCK_KEY).toBe(0x6e6976616173n);
  });

  it('on PGlite runs the migrations then the seed step, and a second run applies nothing', async () => {
    const db = await openPglite();
    try {
      const order: string[] = [];
      const first = await migrateUnderLock(db, async () => {
        order.push('seed');
        return 'seeded';
      }, [{ version: 1, name: 'one', sql: 'CREATE TABLE t (x INT); INSERT INTO t VALUES (1)' }]);
      expect(first).toEqual({ applied: [1], result: 'seeded' });
      const again = await migrateUnderLock(db, async () => 'again', [
        { version: 1, name: 'one', sql: 'CREATE TABLE t (x INT)' },
      ]);
      expect(again).toEqual({ applied: [], result: 'again' });
      expect(order).toEqual(['seed']);
    } finally {
      await db.close();
    }
  });
});
