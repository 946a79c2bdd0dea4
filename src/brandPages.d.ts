/** This build's about, terms and privacy texts, each loaded on demand (scripts/brandPages.ts). */
declare module 'virtual:brand-pages' {
  const pages: Partial<Record<'about' | 'terms' | 'privacy', () => Promise<string>>>;
  export default pages;
}
