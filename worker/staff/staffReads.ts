/** The staff screens' live reads, loaded with the first of them (worker/db/liveQueries.ts). */
export { queryStaffBoard } from './staffBoardQuery';
export { queryStaffMenu } from './staffMenuQuery';
