/**
 * The envelope's Upgrade signal (spec 1 §7, §8): the caller's app_version against the brand's
 * release row. Below the minimum: required; below the latest: available; otherwise none.
 */
import type { Upgrade } from '@api/envelope';

export type Release = { latest_version: string; minimum_version: string; link: string };

/** 'major.minor.patch' → numbers; null when the text is not a version. */
export function parseVersion(text: string | undefined): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text?.trim() ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** An app that does not say its version is treated as too old to serve without an upgrade. */
export function upgradeFor(
  release: Release | null,
  appVersion: string | undefined,
): Upgrade | undefined {
  if (!release) return undefined;
  const latest = parseVersion(release.latest_version);
  const minimum = parseVersion(release.minimum_version);
  const current = parseVersion(appVersion) ?? [0, 0, 0];
  if (minimum && compareVersions(current, minimum) < 0) {
    return { Available: true, Required: true, Link: release.link };
  }
  if (latest && compareVersions(current, latest) < 0) {
    return { Available: true, Required: false, Link: release.link };
  }
  return undefined;
}
