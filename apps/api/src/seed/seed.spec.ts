import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/database';
import { CLOSED_HOTEL_IDS } from './generate-catalogue';
import { closeHotels, renameRepeatedHotels, SEED_CONTENT_VERSION, seedIfEmpty } from './seed';

describe('seedIfEmpty on a database seeded by an older generator', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    await seedIfEmpty(db);
  }, 120_000);
  afterAll(() => db.close());

  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

  it('given a fresh seed, then the content version is the current one', async () => {
    expect((await db.query<{ version: number }>('SELECT version FROM seed_content'))[0]?.version).toBe(
      SEED_CONTENT_VERSION,
    );
  });

  it('given older texts, then the next start replaces what the generator wrote and keeps what guests wrote', async () => {
    // An older generator's words, and what guests wrote since.
    await db.query(
      `UPDATE hotel_policies SET short_description = 'Save 10% on Room Only' WHERE policy_type = 'cancellation'`,
    );
    await db.query(
      `UPDATE questions SET answers = '[{"user": "Hotel manager", "verified": true, "answer": "Yes, local IDs are accepted at this property."}]' WHERE hotel_id IS NOT NULL`,
    );
    await db.query(
      `UPDATE reviews SET text = 'Clean rooms, helpful staff and a good breakfast.' WHERE order_id IS NULL`,
    );
    await db.query(
      `INSERT INTO reviews (hotel_id, user_name, user_id, rating, title, text, source, order_id) VALUES (1001, 'Asha R', 1, 5, 'Mine', 'Written by a guest.', 'tripadvisor', 'NVMINE1')`,
    );
    await db.query(`INSERT INTO questions (hotel_id, question, status) VALUES (1001, 'Is there parking?', 'pending')`);
    await db.query('UPDATE seed_content SET version = 1');
    const reviewsBefore = await count('SELECT count(*)::int AS n FROM reviews');

    await seedIfEmpty(db);

    expect(await count(`SELECT count(*)::int AS n FROM hotel_policies WHERE short_description LIKE 'Save%'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM reviews WHERE text LIKE 'Clean rooms, helpful staff%'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM reviews`)).toBe(reviewsBefore);
    expect(await count(`SELECT count(*)::int AS n FROM reviews WHERE order_id = 'NVMINE1'`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM questions WHERE question = 'Is there parking?'`)).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM questions WHERE answers::text LIKE '%local IDs are accepted at this%'`,
      ),
    ).toBe(0);
    // The rating is again the aggregate of the reviews, the guest's included.
    const [hotel] = await db.query<{ rating: number; rating_count: number }>(
      'SELECT rating, rating_count FROM hotels WHERE id = 1001',
    );
    expect(hotel?.rating_count).toBe(await count('SELECT count(*)::int AS n FROM reviews WHERE hotel_id = 1001'));
    // A second start changes nothing.
    const policies = await db.query('SELECT * FROM hotel_policies ORDER BY hotel_id, policy_type');
    await seedIfEmpty(db);
    expect(await db.query('SELECT * FROM hotel_policies ORDER BY hotel_id, policy_type')).toEqual(policies);
  });

  it('given two hotels of one name (seeded before names were unique), then the next start gives the later one its own name', async () => {
    const [first] = await db.query<{ name: string; slug: string }>('SELECT name, slug FROM hotels WHERE id = 1001');
    const [own] = await db.query<{ name: string; slug: string; summary: string }>(
      'SELECT name, slug, summary FROM hotels WHERE id = 1037',
    );
    // As the generator seeded it before: hotel 1037 with hotel 1001's name.
    await db.query('UPDATE hotels SET name = $1, slug = $2 WHERE id = 1037', [first?.name, first?.slug]);

    await seedIfEmpty(db);

    expect((await db.query('SELECT name, slug, summary FROM hotels WHERE id = 1037'))[0]).toEqual(own);
    expect((await db.query('SELECT name FROM hotels WHERE id = 1001'))[0]).toEqual({ name: first?.name });
    expect(await db.transaction((tx) => renameRepeatedHotels(tx))).toBe(0);
  });

  it('given a hotel that left the chain, then a fresh seed has it closed, and a database seeded before gets it closed on start', async () => {
    const closed = async () =>
      (await db.query<{ id: number }>('SELECT id FROM hotels WHERE NOT is_active ORDER BY id')).map((r) => r.id);
    expect(await closed()).toEqual([...CLOSED_HOTEL_IDS]);
    // As seeded before the hotel left.
    await db.query('UPDATE hotels SET is_active = true');
    await seedIfEmpty(db);
    expect(await closed()).toEqual([...CLOSED_HOTEL_IDS]);
    expect(await db.transaction((tx) => closeHotels(tx))).toBe(0);
  });
});
