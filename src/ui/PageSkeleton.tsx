/** A screen's stand-in while its first read settles: its title and heading, and a busy block. */
export function PageSkeleton({ title, className }: { title: string; className: string }) {
  return (
    <main id="main" className={`page ${className}`}>
      <title>{`${title} · ${__BRAND__.name}`}</title>
      <h1 className="visually-hidden">{title}</h1>
      <div className="page-skeleton" aria-busy="true" />
    </main>
  );
}
