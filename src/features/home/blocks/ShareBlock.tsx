import { pageOrigin } from '@/app/ssr/seed';
import { useState } from 'react';
import { shareTarget } from '@/domain/homeBlocks';
import { share as device } from '@/platform/share';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { BlockProps } from '../types';

type ShareState = 'idle' | 'copied' | 'manual';

/**
 * share: the device's share sheet where there is one (navigator.share), else copies the link, and
 * where even that is refused shows the link to copy by hand.
 */
export function ShareBlock({ block, home }: BlockProps) {
  const [state, setState] = useState<ShareState>('idle');
  const url = shareTarget(block, `${pageOrigin()}/`);
  const canShare = device.canShare();

  const share = async () => {
    if (canShare) {
      // A closed or refused sheet has nothing to tell the user either way.
      await device.share({ title: block.title || __BRAND__.name, url });
      return;
    }
    setState((await device.copyText(url)) ? 'copied' : 'manual');
  };

  return (
    <BlockCard block={block} home={home}>
      <BlockTitle block={block} />
      <SafeHtml html={block.content} />
      <button type="button" className="button home-share" onClick={() => void share()}>
        {canShare ? 'Share' : 'Copy link'}
      </button>
      <p className="home-status" role="status">
        {state === 'copied' && 'Link copied'}
      </p>
      {state === 'manual' && (
        <label className="home-share__manual">
          Copy this link
          <input type="url" readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </BlockCard>
  );
}
