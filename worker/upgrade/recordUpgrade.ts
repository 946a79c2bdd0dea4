/**
 * Handles an answer's Upgrade (spec 1 §7): keeps the latest in appState 'upgrade' for views, and
 * raises the 'upgrade' event when the signal changes, so a page is told once, not on every call.
 */
import type { Upgrade } from '@/api/envelope';
import { writeAppState } from '@worker/db/appState';
import type { DocketDatabase } from '@worker/db/database';
import type { EventBus } from '@worker/events/eventBus';

function sameUpgrade(a: Upgrade | null, b: Upgrade): boolean {
  return (
    a !== null && a.Available === b.Available && a.Required === b.Required && a.Link === b.Link
  );
}

export function createUpgradeRecorder(deps: {
  db: DocketDatabase;
  events: EventBus;
  now: () => number;
}) {
  let last: Upgrade | null = null;
  return async (upgrade: Upgrade): Promise<void> => {
    if (sameUpgrade(last, upgrade)) return;
    last = { Available: upgrade.Available, Required: upgrade.Required, Link: upgrade.Link };
    await writeAppState(deps.db, 'upgrade', { ...last, receivedAt: deps.now() });
    if (upgrade.Available || upgrade.Required) deps.events.emit('upgrade', last);
  };
}
