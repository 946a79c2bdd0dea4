/**
 * Renders the snackbars views raise with showSnackbar (one per key, each for its own duration).
 * Given the current path, it drops a snackbar whose `within` the path has left.
 */
import { useEffect, useState } from 'react';
import { onSnackbar, type PageSnackbar } from './notify';
import { Snackbar } from './Snackbar';

type Shown = PageSnackbar & { id: number };
let nextId = 1;

/** Whether `path` is `within` or below it. */
export function isWithin(path: string, within: string): boolean {
  return path === within || path.startsWith(`${within}/`);
}

export function PageSnackbars({ path }: { path?: string }) {
  const [shown, setShown] = useState<Shown[]>([]);

  // Adjusted while rendering, as React advises for state that follows a prop: a snackbar left
  // behind must not show for a frame on the new screen.
  const [seenPath, setSeenPath] = useState(path);
  if (path !== seenPath) {
    setSeenPath(path);
    if (path !== undefined)
      setShown((current) =>
        current.filter((s) => s.within === undefined || isWithin(path, s.within)),
      );
  }

  useEffect(
    () =>
      onSnackbar((snackbar) => {
        const id = nextId++;
        setShown((current) => [
          ...current.filter((s) => s.key !== snackbar.key),
          { ...snackbar, id },
        ]);
        window.setTimeout(
          () => setShown((current) => current.filter((s) => s.id !== id)),
          snackbar.durationMs,
        );
      }),
    [],
  );

  return (
    <>
      {shown.map((snackbar) => (
        <Snackbar
          key={snackbar.id}
          message={snackbar.message}
          action={
            snackbar.action && {
              ...snackbar.action,
              onClick: () => {
                setShown((current) => current.filter((s) => s.id !== snackbar.id));
                snackbar.action?.onClick();
              },
            }
          }
        />
      ))}
    </>
  );
}
