/**
 * The fulfilment icons of spec 1 §2.5 (walking for pickup, motorcycle for delivery, utensils for
 * dine-in, calendar for booking, shuttle van for catering) as small line drawings; an icon name
 * we do not know gets a shopping bag.
 */
const PATHS: Readonly<Record<string, string>> = {
  walking:
    'M13 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM10 22l2-7 2.5 2.5V22M9.5 12.5 11 8l3 1 2 3.5 2.5 1M11 8l-3.5 2L6 13.5',
  motorcycle:
    'M5 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM5 15h5l3-5h4l2 5M13 10l-1.5-3H9M16 7h2',
  utensils: 'M7 2v8M4.5 2v5a2.5 2.5 0 0 0 5 0V2M7 10v12M17 22V2c-2.5 1.5-3.5 4-3.5 8h3.5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M12 14h2M8 17h2',
  'shuttle-van':
    'M3 16V7h12l4 4h2v5H3zM6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM3 11h16M9 7v4',
};
const BAG = 'M5 8h14l-1 13H6L5 8zM9 8V6a3 3 0 0 1 6 0v2';

export function FulfilmentIcon({ icon, label }: { icon: string; label: string }) {
  return (
    <svg
      className="location-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <path
        d={PATHS[icon] ?? BAG}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
