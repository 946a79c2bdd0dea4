/** Renders the snackbars views raise with showSnackbar (one per key, each for its own duration). */
import { useEffect, useState } from 'react';
import { onSnackbar, type PageSnackbar } from './notify';
import { Snackbar } from './Snackbar';

type Shown = PageSnackbar & { id: number };
let nextId = 1;

export function PageSnackbars() {
  const [shown, setShown] = useState<Shown[]>([]);

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
          detail={snackbar.detail}
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
