/**
 * Which press on a server-rendered page, made before its code has run, the app presses again once
 * it has taken over (src/app/ssr/replayEarlyPress.ts, and index.html's early-press script,
 * scripts/earlyPress.ts, which applies the same two selectors as the rule below).
 *
 * A press lands on the nearest element around the pressed node that a press means something to.
 * Only the app answers a `type="button"` button or a `role="button"`: before its code has run
 * such a press does nothing, so it is kept. A link, a form field, a label, a summary and a form's
 * submit button work without the app (the browser navigates, focuses, toggles or submits), so
 * they are left to the browser; a disabled button is not pressed at all.
 */

/** What a press lands on: the nearest of these around the pressed node. */
export const PRESS_TARGETS = 'a[href],button,[role=button],input,select,textarea,label,summary';

/** Of those, the ones only the app's code answers. */
export const APP_PRESSES = 'button[type=button]:not(:disabled),[role=button]:not([href])';

/** The two methods of a DOM element the rule uses, so it runs on any DOM and takes no globals. */
export type Pressable<E> = {
  closest(selectors: string): E | null;
  matches(selectors: string): boolean;
};

/** The element to press again for a press on `node`, or null when the app would not answer it. */
export function appPressTarget<E extends Pressable<E>>(node: E): E | null {
  const target = node.closest(PRESS_TARGETS);
  return target !== null && target.matches(APP_PRESSES) ? target : null;
}
