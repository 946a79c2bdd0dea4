/** The share adapter: the device's share sheet where there is one, and the clipboard. */

export type ShareAdapter = {
  /** The device has a share sheet (navigator.share). */
  canShare(): boolean;
  /** Opens the share sheet; false when it was closed or refused (nothing to tell the user). */
  share(data: { title: string; url: string }): Promise<boolean>;
  /** Copies text; false when the browser refused. */
  copyText(text: string): Promise<boolean>;
};
