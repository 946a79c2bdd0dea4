/**
 * This page's run of the checkout code: placements are tagged with it, so a placement left by an
 * earlier page (a reload, a crash) is told apart from one lost while this page is open without
 * comparing the page's clock with the worker's.
 */
export const PAGE_RUN = crypto.randomUUID();
