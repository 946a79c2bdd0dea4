/**
 * Fulfilment type icons (spec 1 §2.5; DESIGN 'crisp SVG for icons'): walking for pickup,
 * motorcycle for delivery, utensils for dine-in, calendar for booking, shuttle van for catering,
 * a car for kerbside; a bag for anything else. Decorative beside a text label (the fulfilment
 * tabs, the summary bar); given a label, an image of that name (a location card's list of ways).
 */
import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  walking: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="M10 21l2-6 3 3v3" />
      <path d="M12 15l1-6 3 3h3" />
      <path d="M13 9l-4 2-1 4" />
    </>
  ),
  motorcycle: (
    <>
      <circle cx="5.5" cy="16.5" r="3.5" />
      <circle cx="18.5" cy="16.5" r="3.5" />
      <path d="M5.5 16.5h6l3-6h3l1 6" />
      <path d="M14 6h3l1.5 4.5" />
      <path d="M8 10.5h5" />
    </>
  ),
  utensils: (
    <>
      <path d="M7 3v8" />
      <path d="M4 3v5a3 3 0 0 0 6 0V3" />
      <path d="M7 11v10" />
      <path d="M17 21V3c-2.5 1.5-3.5 4-3.5 8h3.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18" />
      <path d="M8 3v4M16 3v4" />
      <path d="M8 14h2M14 14h2M8 17h2" />
    </>
  ),
  'shuttle-van': (
    <>
      <path d="M2 16V7a1 1 0 0 1 1-1h12l4 4h2a1 1 0 0 1 1 1v5h-2" />
      <path d="M2 16h3M10 16h5" />
      <circle cx="7.5" cy="16.5" r="2" />
      <circle cx="17.5" cy="16.5" r="2" />
      <path d="M2 10h17M8 6v4M14 6v4" />
    </>
  ),
  car: (
    <>
      <path d="M3 16v-4l2-5h14l2 5v4h-2" />
      <path d="M3 16h2M9 16h6" />
      <circle cx="7" cy="16.5" r="2" />
      <circle cx="17" cy="16.5" r="2" />
      <path d="M3 12h18" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
};

/** The icon names the server uses per code, for a type whose icon name is unknown. */
const BY_CODE: Record<string, string> = {
  pickup: 'walking',
  delivery: 'motorcycle',
  dinein: 'utensils',
  booking: 'calendar',
  catering: 'shuttle-van',
};

export function FulfilmentIcon({
  icon,
  code,
  label,
  className,
  size = 24,
}: {
  icon: string;
  /** The type's code, for an icon name we do not know. */
  code: string;
  /** The icon's accessible name; without one it is decorative. */
  label?: string;
  className: string;
  size?: number;
}) {
  const name = icon in PATHS ? icon : (BY_CODE[code] ?? 'bag');
  const naming =
    label === undefined
      ? ({ 'aria-hidden': true, focusable: false } as const)
      : ({ role: 'img', 'aria-label': label } as const);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...naming}
    >
      {label !== undefined && <title>{label}</title>}
      {PATHS[name]}
    </svg>
  );
}
