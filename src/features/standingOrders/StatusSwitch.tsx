/**
 * The status switch of a saved standing order (spec 3 §4 'Switching status toggles 1/0 and saves
 * immediately via sub_action status'): a switch, so a screen reader says on or off.
 */
import { useId } from 'react';

export function StatusSwitch({
  active,
  busy,
  onToggle,
}: {
  active: boolean;
  busy: boolean;
  onToggle: (active: boolean) => void;
}) {
  const hintId = useId();
  return (
    <label className="standing-order__status">
      <input
        type="checkbox"
        role="switch"
        className="standing-order__switch"
        checked={active}
        // Not disabled while saving: that would take the focus away from it (a second tap
        // while the first is on its way is ignored by the form).
        aria-busy={busy || undefined}
        aria-describedby={hintId}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span className="standing-order__status-text">Active</span>
      <span id={hintId} className="standing-order__status-hint">
        {active ? 'Placed and paid at each cut-off' : 'Paused: nothing is placed'}
      </span>
    </label>
  );
}
