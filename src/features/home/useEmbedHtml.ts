import { useState } from 'react';
import { seededEmbed } from '@/app/ssr/seed';
import { CALL_THREW, useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { embedErrorText } from '@/domain/homeBlocks';

export type EmbedState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; html: string; baseUrl: string };

/**
 * An embed_link's page, fetched by the worker (same-origin or server-configured links only). The
 * HTML is handed on unsanitised: SafeHtml sanitises it before anything is shown. A failure carries
 * spec 3 §8's words ('404 Not Found', 'ERROR …'). A server-rendered home carries its own embeds'
 * pages: the first render shows the page the server read, and it is not asked again.
 */
export function useEmbedHtml(url: string): EmbedState {
  const [seeded] = useState(() => {
    const embed = seededEmbed(url);
    return embed === undefined ? null : { url, embed };
  });
  const fromSeed = seeded !== null && seeded.url === url ? seeded.embed : null;
  const { state } = useWorkerCall(fromSeed === null ? url : null, () => worker.embedHtml({ url }));
  if (fromSeed !== null) return { status: 'ready', html: fromSeed.html, baseUrl: fromSeed.url };
  switch (state.status) {
    case 'ok':
      return { status: 'ready', html: state.data.html, baseUrl: state.data.url };
    case 'error': {
      const { code, message } = state.error;
      return { status: 'failed', message: code === CALL_THREW ? embedErrorText(message) : message };
    }
    default:
      return { status: 'loading' };
  }
}
