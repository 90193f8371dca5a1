import type { Database } from './database';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * The PostgreSQL advisory lock key (bigint) under which an API instance migrates and seeds at start
 * (Database.withAdvisoryLock): 0x6e6976616173, "nivaas" in ASCII. Several instances started at once on one fresh
 * database take turns: the first applies the migrations and seeds, the others then find the versions applied and
 * the catalogue seeded, and do nothing. Any other tool that changes the schema should take the same key.
 */
export const STARTUP_LOCK_KEY = 0x6e6976616173n;

/**
 * Migrates then runs `afterwards` (the seed steps), all while holding STARTUP_LOCK_KEY, so instances starting
 * together never race on CREATE TABLE / CREATE TYPE or seed the catalogue twice.
 */
export async function migrateUnderLock<T>(
  db: Database,
  afterwards: () => Promise<T>,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<{ applied: number[]; result: T }> {
  return db.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    const applied = await migrate(db, migrations);
    return { applied, result: await afterwards() };
  });
}

/** Applies the migrations not yet recorded, each in its own transaction; returns the versions applied. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return applied;
}

/**
 * Our migrations hold no semicolons inside literals, so a split on ';' is exact and keeps each statement
 * parameter-free; a function body between `$$` marks (PL/pgSQL) is kept whole, semicolons and all.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const [i, part] of sql.split('$$').entries()) {
    // Even parts are outside a $$ body: split them; odd parts are a body, kept as is.
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      continue;
    }
    const pieces = part.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
