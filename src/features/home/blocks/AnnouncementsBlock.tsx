import { lightFormat } from 'date-fns/lightFormat';
import { formatDay } from '@/domain/calendar';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { Announcement, BlockProps } from '../types';

/**
 * The day it was posted, on this device's calendar, as DESIGN writes dates ('Fri 27 Nov'). Not
 * Intl: the page's first date formatter loads the browser's zone data, a long task (about 30 ms,
 * 120 ms at 4x CPU) in the home's hydrating render.
 */
function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDay(lightFormat(date, 'yyyy-MM-dd'));
}

/** announcements: the home's news, newest first (the server's order). */
export function AnnouncementsBlock({ block, home }: BlockProps) {
  // One level below the block's own title.
  const Title = block.heading !== '' ? 'h4' : block.title !== '' ? 'h3' : 'h2';
  return (
    <BlockCard block={block} home={home}>
      <BlockTitle block={block} />
      <SafeHtml html={block.content} />
      {home.announcements.length === 0 ? (
        <p className="home-muted">No news right now.</p>
      ) : (
        <ul className="home-announcements">
          {home.announcements.map((announcement: Announcement) => (
            <li key={announcement.id} className="home-announcement">
              <Title className="home-announcement__title">{announcement.title}</Title>
              <time className="home-announcement__date" dateTime={announcement.created}>
                {shownDate(announcement.created)}
              </time>
              <SafeHtml html={announcement.content} />
            </li>
          ))}
        </ul>
      )}
    </BlockCard>
  );
}
