/**
 * The bench's figures and their two bounds. The guard is what this machine class holds with
 * headroom today: `npm run bench` fails only when a guard breaks, so a red run means something got
 * worse. The goal is where the figure should get to; it is printed beside the figure, never fails
 * the run.
 */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  /** null: a figure with no bound, printed and recorded only. */
  guard: number | null;
  /** Where the figure should get to, when it is tighter than the guard. */
  goal?: number;
  /** The bounds are ceilings (true) or floors (false). */
  atMost: boolean;
  /** A figure taken several times: value is the median, this its range ('96–99'). */
  range?: string;
};

const within = (figure: Figure, bound: number) =>
  figure.atMost ? figure.value <= bound : figure.value >= bound;

/** Whether the figure keeps its guard (a figure without one always does). */
export function guardHeld(figure: Figure): boolean {
  return figure.guard === null || within(figure, figure.guard);
}

/** The printed line: `name: value (range) (guard ≤ X; goal ≤ Y: missed)`. */
export function figureLine(figure: Figure): string {
  const unit = figure.unit ? ` ${figure.unit}` : '';
  const sign = figure.atMost ? '≤' : '≥';
  const bounds: string[] = [];
  if (figure.guard !== null) bounds.push(`guard ${sign} ${figure.guard}${unit}`);
  if (figure.goal !== undefined)
    bounds.push(
      `goal ${sign} ${figure.goal}${unit}${within(figure, figure.goal) ? '' : ': not yet'}`,
    );
  const range = figure.range ? ` (${figure.range})` : '';
  const verdict = guardHeld(figure) ? '' : '  GUARD BROKEN';
  return `${figure.name}: ${figure.value}${unit}${range} (${bounds.join('; ') || 'no bound'})${verdict}`;
}
