/**
 * When this page started, in ms since epoch (the worker's clock uses the same epoch). Facts the
 * worker stored before it (an Upgrade signal, a ping answer) belong to an earlier visit.
 */
export const PAGE_STARTED_AT = Math.floor(performance.timeOrigin);
