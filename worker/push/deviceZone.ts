/**
 * The device's clock as 'Push, timezone' sends it (spec 1 §7): the UTC offset in minutes east,
 * the IANA zone, the locale and the date as the device writes it. `key` names the three that
 * matter, so a session sends them again only when one has changed. A worker shares its page's
 * zone and locale.
 */
export type DeviceZone = {
  utcOffsetMinutes: number;
  timezone: string;
  locale: string;
  dates: string;
  key: string;
};

export function deviceZone(now: Date): DeviceZone {
  const utcOffsetMinutes = -now.getTimezoneOffset();
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  return {
    utcOffsetMinutes,
    timezone: timeZone,
    locale,
    dates: now.toLocaleString(locale),
    key: `${utcOffsetMinutes}|${timeZone}|${locale}`,
  };
}
