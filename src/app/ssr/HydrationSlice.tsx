/**
 * A part of a server-rendered screen that hydrates as work of its own, to keep the main thread's
 * blocking time low. React hydrates what sits inside a Suspense boundary after the rest, at a lower
 * priority that yields to the browser between pieces of work, so a long menu is not one long task.
 * Nothing inside suspends: on a page rendered in the browser it changes nothing, and its fallback
 * is never shown. The part's first render comes after the root's, so the seed it must render from
 * (src/app/ssr/seed.ts) is kept until it has hydrated.
 */
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { holdSeedFor, releaseSeedFor } from './boot';

function Hydrated({ id }: { id: string }) {
  useEffect(() => releaseSeedFor(id), [id]);
  return null;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  const id = useId();
  useState(() => holdSeedFor(id));
  // Gone before it hydrated (a filter, a new screen): it reads nothing any more.
  useEffect(() => () => releaseSeedFor(id), [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
