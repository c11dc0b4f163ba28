import { sql } from 'kysely';
import { openTestDatabase, TEST_DIALECTS } from '../../test/testShop';
import { up } from './042_session_cart';

describe.each(TEST_DIALECTS)('the sessions cart column (migration 042) on %s', (dialect) => {
  it('gives the sessions saved before it the guest cart their data keeps', async () => {
    const { db, drop } = await openTestDatabase(dialect);
    try {
      await sql`alter table sessions drop column cart_id`.execute(db);
      const session = (id: string, data: object) => ({
        id: id.repeat(43),
        data: JSON.stringify(data),
        customer_id: null,
        expires_at: '2100-01-01T00:00:00.000Z',
        updated_at: '2026-11-29T00:00:00.000Z',
      });
      await db
        .insertInto('sessions')
        .values([session('a', { cartId: 17, returnTo: '/cart' }), session('b', { returnTo: '/' })] as never)
        .execute();
      await up(db);
      const rows = await db.selectFrom('sessions').select(['id', 'cart_id']).orderBy('id').execute();
      expect(rows.map((r) => [r.id[0], r.cart_id])).toEqual([
        ['a', 17],
        ['b', null],
      ]);
    } finally {
      await drop();
    }
  });
});
