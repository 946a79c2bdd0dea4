import { AccountBlock } from './blocks/AccountBlock';
import { AnnouncementsBlock } from './blocks/AnnouncementsBlock';
import { AppDownloadBlock } from './blocks/AppDownloadBlock';
import { EmbedLinkBlock } from './blocks/EmbedLinkBlock';
import { ExternalLinkBlock } from './blocks/ExternalLinkBlock';
import { GoogleReviewBlock } from './blocks/GoogleReviewBlock';
import { IframeBlock } from './blocks/IframeBlock';
import { ImageBlock } from './blocks/ImageBlock';
import { InternalLinkBlock } from './blocks/InternalLinkBlock';
import { PlaceOrderBlock } from './blocks/PlaceOrderBlock';
import { PushNotifsBlock } from './blocks/PushNotifsBlock';
import { ShareBlock } from './blocks/ShareBlock';
import { WelcomeBlock } from './blocks/WelcomeBlock';
import type { BlockProps } from './types';

/** One home block by its type (spec 3 §2); the switch is exhaustive over the spec's types. */
export function HomeBlockView({ isPageTitle, ...props }: BlockProps & { isPageTitle: boolean }) {
  switch (props.block.block) {
    case 'welcome':
      return <WelcomeBlock {...props} isPageTitle={isPageTitle} />;
    case 'image':
      return <ImageBlock {...props} />;
    case 'announcements':
      return <AnnouncementsBlock {...props} />;
    case 'place_order':
      return <PlaceOrderBlock {...props} />;
    case 'embed_link':
      return <EmbedLinkBlock {...props} />;
    case 'share':
      return <ShareBlock {...props} />;
    case 'account':
      return <AccountBlock {...props} />;
    case 'google_review':
      return <GoogleReviewBlock {...props} />;
    case 'internal_link':
      return <InternalLinkBlock {...props} />;
    case 'external_link':
      return <ExternalLinkBlock {...props} />;
    case 'iframe':
      return <IframeBlock {...props} />;
    case 'push_notifs':
      return <PushNotifsBlock {...props} />;
    case 'app_download':
      return <AppDownloadBlock {...props} />;
  }
}
