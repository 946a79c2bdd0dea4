/**
 * The status switch of a saved standing order (spec 3 §4 'Switching status toggles 1/0 and saves
 * immediately via sub_action status'): a switch, so a screen reader says on or off.
 */
export function StatusSwitch({
  active,
  busy,
  onToggle,
}: {
  active: boolean;
  busy: boolean;
  onToggle: (active: boolean) => void;
}) {
  return (
    <label className="standing-order__status">
      <input
        type="checkbox"
        role="switch"
        className="standing-order__switch"
        checked={active}
        disabled={busy}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span className="standing-order__status-text">
        {active ? 'Active' : 'Paused'}
        <span className="standing-order__status-hint">
          {active ? ' · placed at each cut-off' : ' · nothing is placed while paused'}
        </span>
      </span>
    </label>
  );
}
