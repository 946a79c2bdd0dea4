/**
 * Sharing for this build (ARCHITECTURE 'src/platform').
 *
 *   if (share.canShare()) await share.share({ title, url });
 *   else if (!(await share.copyText(url))) showTheLink();
 */
import { createBrowserShare } from './browser';
import type { ShareAdapter } from './types';

export type { ShareAdapter } from './types';

/** This device's share sheet and clipboard. */
export const share: ShareAdapter = createBrowserShare(
  typeof navigator === 'undefined' ? {} : navigator,
);
