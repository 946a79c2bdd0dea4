import { useEffect, useState } from 'react';
import { worker } from '@/app/workerClient';
import { embedErrorText } from '@/domain/homeBlocks';

export type EmbedState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; html: string; baseUrl: string };

/**
 * An embed_link's page, fetched by the worker (same-origin or server-configured links only). The
 * HTML is handed on unsanitised: SafeHtml sanitises it before anything is shown. A failure carries
 * spec 3 §8's words ('404 Not Found', 'ERROR …').
 */
export function useEmbedHtml(url: string): EmbedState {
  const [result, setResult] = useState<{ url: string; state: EmbedState } | null>(null);

  useEffect(() => {
    let current = true;
    worker.embedHtml({ url }).then(
      (answer) => {
        if (!current) return;
        setResult({
          url,
          state: answer.ok
            ? { status: 'ready', html: answer.data.html, baseUrl: answer.data.url }
            : { status: 'failed', message: answer.error.message },
        });
      },
      (error: unknown) => {
        if (!current) return;
        const text = error instanceof Error ? error.message : String(error);
        setResult({ url, state: { status: 'failed', message: embedErrorText(text) } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  return result !== null && result.url === url ? result.state : { status: 'loading' };
}
