import { DIETARY_TAGS, type DietaryCode } from '@/domain/dietary';

/** The Dietary tab: 'show only' checkboxes for the spec's codes (§9), filtering the product list. */
export function DietaryPanel({
  selected,
  onChange,
}: {
  selected: readonly DietaryCode[];
  onChange: (codes: DietaryCode[]) => void;
}) {
  const toggle = (code: DietaryCode, on: boolean) =>
    onChange(
      DIETARY_TAGS.map((tag) => tag.code).filter((candidate) =>
        candidate === code ? on : selected.includes(candidate),
      ),
    );
  return (
    <section className="menu-panel" aria-labelledby="dietary-heading">
      <h2 id="dietary-heading" className="menu-panel__title">
        Dietary
      </h2>
      <fieldset className="dietary-filter">
        <legend className="dietary-filter__legend">Show only products that are</legend>
        <div className="dietary-filter__options">
          {DIETARY_TAGS.map((tag) => (
            <label key={tag.code} className="dietary-filter__option">
              <input
                type="checkbox"
                checked={selected.includes(tag.code)}
                onChange={(event) => toggle(tag.code, event.target.checked)}
              />
              {tag.code !== tag.label && (
                <span className="dietary-filter__code" aria-hidden="true">
                  {tag.code}
                </span>
              )}
              {tag.label}
            </label>
          ))}
        </div>
      </fieldset>
      {selected.length > 0 && (
        <button type="button" className="button" onClick={() => onChange([])}>
          Clear dietary filter
        </button>
      )}
    </section>
  );
}
