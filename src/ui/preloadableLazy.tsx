/**
 * React.lazy with a preload: a component in a chunk of its own that the server render (and a page
 * that has already loaded it) renders at once, instead of suspending. renderToString cannot wait
 * for a lazy component (it sends the Suspense fallback), so src/entry-server.tsx preloads the ones
 * a rendered page shows. Each mount keeps the component it started with: switching from the lazy
 * wrapper to the loaded one would remount it and lose its state.
 */
import { lazy, useState, type ComponentType } from 'react';

export type PreloadableLazy<P extends object> = ComponentType<P> & {
  /** Loads the chunk (once); later mounts render the component without suspending. */
  preload: () => Promise<ComponentType<P>>;
};

export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
