/**
 * The app's one database handle. The page reads it through the hooks in this folder; the API worker
 * imports the same module and writes. Both open the same IndexedDB ('docket') by name.
 */
import { DocketDatabase } from './database';

export const db = new DocketDatabase();
