/** Adds a provider's SDK script once; resolves when it has run. */
const loading = new Map<string, Promise<void>>();

export function loadScript(win: Window, src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    win.document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
