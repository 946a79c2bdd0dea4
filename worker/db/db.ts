/**
 * The app's one database handle, held by the API worker: it writes, and runs the live reads the
 * page's hooks subscribe to (worker/db/liveQueries.ts; src/liveQueries/useWorkerQuery.ts), so the
 * page itself loads no Dexie. Tests open the same IndexedDB ('docket') by name.
 *
 * Dexie's in-memory query cache is off: it keeps a copy of every live query's result and patches it
 * on each write, which for a 10,000-item menu costs more than reading again and delays the first
 * items after the data.
 */
import { DocketDatabase } from './database';

export const db = new DocketDatabase('docket', { cache: 'disabled' });
