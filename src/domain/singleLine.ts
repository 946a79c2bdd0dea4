/**
 * One line of what a customer typed: a name, a mobile, a table number, a booking
 * name. Line breaks and other control characters become a space, so the text cannot start a new
 * line on a kitchen docket; the bidi controls that reorder what follows them (embeddings,
 * overrides, isolates and the directional marks) are dropped, so a name cannot reverse the text
 * around it on the staff board. Letters of every script, emoji included, stay.
 */

/** C0 and C1 controls (tab and line breaks among them) and the Unicode line and paragraph separators. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** U+202A–U+202E, U+2066–U+2069, the left-to-right, right-to-left and Arabic letter marks. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function singleLine(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(BREAKS, ' ').trim();
}
