/**
 * Whether a menu section is far enough off screen to skip its rendering. Sections near the screen
 * are left alone: Chrome shows one that starts skipping while visible blank for a frame. Far means
 * more than two screens below the top, or more than a screen above it.
 */
export function isFarOffScreen(
  box: { top: number; bottom: number },
  screenHeight: number,
): boolean {
  return box.top > 2 * screenHeight || box.bottom < -screenHeight;
}
