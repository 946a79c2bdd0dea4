import type { AppHomeResponse } from '@/api/appHome';
import type { HomeRow } from '@worker/db/rows';

/**
 * The one `home` row of an AppHome answer (spec 3 §2). Pure: the API worker stores it
 * (worker/home/loadHome.ts) and the server's render shows it (src/entry-server.tsx).
 */
export function homeRow(answer: AppHomeResponse, now: number): HomeRow {
  const { merchant, layout, blocks, redirect_uri, form_style, announcements } = answer;
  return {
    key: 'current',
    merchant,
    layout,
    blocks,
    ...(redirect_uri === undefined ? {} : { redirectUri: redirect_uri }),
    formStyle: form_style,
    announcements,
    fetchedAt: now,
  };
}
