import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { countAction, waitText } from './rateLimit';

describe.each(TEST_DIALECTS)('counting actions per key on %s', (dialect) => {
  const database = testDatabase(dialect);
  const limit = { limit: 3, windowMs: 60_000 };
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds));

  it('lets `limit` actions through in a window, then names the seconds left, then starts over', async () => {
    const db = database.db;
    expect(await countAction(db, 'comment|a', limit, at(0))).toBe(0);
    expect(await countAction(db, 'comment|a', limit, at(10))).toBe(0);
    expect(await countAction(db, 'comment|a', limit, at(20))).toBe(0);
    expect(await countAction(db, 'comment|a', limit, at(45))).toBe(15);
    // Another key has its own count.
    expect(await countAction(db, 'comment|b', limit, at(45))).toBe(0);
    expect(await countAction(db, 'comment|a', limit, at(60))).toBe(0);
    expect(await countAction(db, 'comment|a', limit, at(61))).toBe(0);
  });
});

it('says a wait in seconds, or in minutes from 90 seconds', () => {
  expect(waitText(1)).toBe('1 second');
  expect(waitText(42)).toBe('42 seconds');
  expect(waitText(600)).toBe('10 minutes');
});
