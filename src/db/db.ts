/**
 * The app's one database handle. The page reads it through the hooks in this folder; the API worker
 * imports the same module and writes. Both open the same IndexedDB ('docket') by name.
 *
 * Dexie's in-memory query cache is off: it keeps a copy of every live query's result and patches
 * it on each write, which for a 10,000-item menu cost more than reading again (issue 5: first
 * items visible after data).
 */
import { DocketDatabase } from './database';

export const db = new DocketDatabase('docket', { cache: 'disabled' });
