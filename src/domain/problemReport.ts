/**
 * The crash screen's 'Report Problem': a mailto: link carrying what support needs (the error
 * message, the path, version and build, browser, time) for the customer to send from their own
 * mail app. Nothing is sent without them seeing it. Kept short: some mail apps cut long links.
 */

export type ProblemDetails = {
  /** Where the report goes; empty lets the customer choose. */
  to: string;
  brandName: string;
  appVersion: string;
  buildId: string;
  message: string;
  /** The path and query where it happened, '/menu/x?table=2'. */
  path: string;
  userAgent: string;
  /** When it happened, ISO 8601. */
  time: string;
};

const MAX_MESSAGE = 500;

/** The details as plain text lines, for the report body and the screen's 'Details'. */
export function problemText(details: ProblemDetails): string {
  const message =
    details.message.length > MAX_MESSAGE
      ? `${details.message.slice(0, MAX_MESSAGE)}…`
      : details.message;
  return [
    `Error: ${message}`,
    `Page: ${details.path}`,
    `Version: ${details.appVersion} (build ${details.buildId})`,
    `Browser: ${details.userAgent}`,
    `Time: ${details.time}`,
  ].join('\n');
}

export function problemReportHref(details: ProblemDetails): string {
  const subject = `Problem report: ${details.brandName} ${details.appVersion}`;
  const body = `What were you doing when this happened?\n\n\n---\n${problemText(details)}`;
  return `mailto:${encodeURIComponent(details.to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
