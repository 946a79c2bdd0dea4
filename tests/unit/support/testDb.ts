import { DocketDatabase } from '@worker/db/database';

let counter = 0;

/** A database of its own per test (fake-indexeddb must be loaded by the test file first). */
export function testDb(): DocketDatabase {
  counter += 1;
  return new DocketDatabase(`docket-test-${process.pid}-${counter}-${Date.now()}`);
}
