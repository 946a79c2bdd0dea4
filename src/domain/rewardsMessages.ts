/**
 * The words around reward points. None is a spec phrase: the specs show the Rewards discount row
 * and rewards_used but not the control that spends points, so these are worded like the spec's.
 */

/** The checkout's control that spends the member's points on the Rewards discount. */
export const USE_REWARDS_POINTS = 'Use my rewards points';

/** '1 point' / '250 points'. */
export function pointsText(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** The checkout's note under the control, and the rewards screen's balance. */
export function pointsHeldText(points: number): string {
  return `You have ${pointsText(points)}`;
}
