import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { Announcement, BlockProps } from '../types';

const DATE = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short' });

function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
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
