import { useState } from 'react';
import { useInstallPrompt } from '@/app/lifecycle/useInstallPrompt';
import { externalHref } from '@/domain/homeBlocks';
import { isIosDevice } from '@/domain/installability';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { BlockProps } from '../types';
import { useClientValue } from '@/ui/useClientValue';

const iosDevice = () =>
  isIosDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });

/**
 * app_download: on browsers that offer it, the install prompt; on iOS, which has none, how to add
 * the app from Safari's Share menu; and the block's store link when it has one.
 */
export function AppDownloadBlock({ block, home }: BlockProps) {
  const { canInstall, install } = useInstallPrompt();
  const [accepted, setAccepted] = useState(false);
  const ios = useClientValue(iosDevice, false);
  const storeLink = externalHref(block.link_url);

  const onInstall = async () => {
    if ((await install()) === 'accepted') setAccepted(true);
  };

  return (
    <BlockCard block={block} home={home}>
      <BlockTitle block={block} />
      <SafeHtml html={block.content} />
      {canInstall && !ios && (
        <button type="button" className="button button--primary" onClick={() => void onInstall()}>
          Install the app
        </button>
      )}
      {ios && (
        <p className="home-muted">
          On iPhone or iPad, tap Share in Safari, then Add to Home Screen.
        </p>
      )}
      {storeLink !== null && (
        <a className="button" href={storeLink} target="_blank" rel="noopener noreferrer">
          Download the app<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      <p className="home-status" role="status">
        {accepted && `Installed: open ${__BRAND__.shortName} from your home screen.`}
      </p>
    </BlockCard>
  );
}
