/** The part of jsdom the server's render uses (src/entry-server.tsx): a window for DOMPurify. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
