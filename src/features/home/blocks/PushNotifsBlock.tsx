import { useState } from 'react';
import { notifications } from '@/platform/notifications';
import { useClientValue } from '@/ui/useClientValue';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { BlockProps } from '../types';

const STATE_TEXT: Readonly<Record<NotificationPermission, string>> = {
  default: '',
  granted: 'Notifications are on.',
  denied: 'Notifications are blocked. You can allow them in your browser’s site settings.',
};

/**
 * push_notifs: asks the browser for permission to notify, where the browser can, and says what it
 * answered. Registering for push messages is the profile's switch
 * (src/features/push/PushToggle.tsx); this block subscribes nothing.
 */
export function PushNotifsBlock({ block, home }: BlockProps) {
  // The browser's answer so far; a server render does not know it.
  const current = useClientValue(notifications.current, null);
  const [answered, setAnswered] = useState<NotificationPermission | null>(null);
  const permission = answered ?? current;

  const ask = async () => setAnswered(await notifications.request());

  return (
    <BlockCard block={block} home={home}>
      <BlockTitle block={block} />
      <SafeHtml html={block.content} />
      {permission === 'default' && block.show_push_register === 1 && (
        <button type="button" className="button" onClick={() => void ask()}>
          Turn on notifications
        </button>
      )}
      <p className="home-status" role="status">
        {permission === null ? '' : STATE_TEXT[permission]}
      </p>
    </BlockCard>
  );
}
