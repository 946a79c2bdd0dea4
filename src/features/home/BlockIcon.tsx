/** The named icons a block may carry (block.icon); an unknown or empty name draws nothing. */
const PATHS: Readonly<Record<string, string>> = {
  bag: 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z',
  share:
    'M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0',
  download: 'M12 3v12m0 0-5-5m5 5 5-5M5 20h14',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  megaphone: 'M3 10v4h3l8 5V5L6 10H3Zm15-1a4 4 0 0 1 0 6',
  external: 'M14 4h6v6m0-6L10 14M18 14v6H4V6h6',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1m2 4a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
};

export function BlockIcon({ name }: { name: string }) {
  const path = PATHS[name.trim().toLowerCase()];
  if (path === undefined) return null;
  return (
    <svg className="home-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
