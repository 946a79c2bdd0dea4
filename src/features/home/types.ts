/** Types the home views render, taken from the db hooks' data (features don't import the schema). */
import type { HomeData } from '@worker/db/queries';
import type { ShownBlock } from '@/domain/homeBlocks';

export type { Announcement } from '@/api/appHome';
export type { HomeData, ShownBlock };

/** What every block component gets: its block, and the home it belongs to. */
export type BlockProps = { block: ShownBlock; home: HomeData };
