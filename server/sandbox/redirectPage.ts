/**
 * The redirect payment page (PayPal-type, crypto, 3-D Secure): plain server-rendered HTML with no
 * script. One form, three buttons (Approve, Cancel, Error); the POST answers 303 to the app's
 * return URL with s, result and msg (spec 2 §2.2).
 */
import type { RedirectKind } from './ledger';

const TITLES: Record<RedirectKind, { title: string; intro: string }> = {
  pp: {
    title: 'PayPal (sandbox)',
    intro: 'Approve this PayPal payment to return to the shop and place the order.',
  },
  cb: {
    title: 'Crypto payment (sandbox)',
    intro: 'Approve this crypto payment to return to the shop and place the order.',
  },
  '3ds': {
    title: '3-D Secure check (sandbox)',
    intro: 'Your card issuer asks you to confirm this payment before it goes through.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function redirectPageCsp(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    // The form posts here, and the answer redirects to the app: form-action covers both.
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export function formatAmount(amountCents: number, currencyCode: string): string {
  try {
    return new Intl.NumberFormat('en-AU', { style: 'currency', currency: currencyCode }).format(
      amountCents / 100,
    );
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currencyCode}`;
  }
}

export function redirectPageDocument(input: {
  id: string;
  kind: RedirectKind;
  amountCents: number;
  currencyCode: string;
  decided: boolean;
}): string {
  const { title, intro } = TITLES[input.kind];
  const amount = escapeHtml(formatAmount(input.amountCents, input.currencyCode));
  const action = `/redirect/${encodeURIComponent(input.id)}`;
  const buttons = input.decided
    ? `<p>This payment has already been answered.</p>
<button type="submit" name="choice" value="cancel">Return to the shop</button>`
    : `<div class="buttons">
<button type="submit" name="choice" value="approve" class="primary">Approve</button>
<button type="submit" name="choice" value="cancel">Cancel</button>
<button type="submit" name="choice" value="error">Error</button>
</div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1a14; background: #f6f3ee; }
main { max-width: 28rem; margin: 10vh auto; padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.4rem; margin: 0 0 8px; }
.amount { font-size: 2rem; font-weight: 700; margin: 16px 0; }
.buttons { display: flex; gap: 12px; flex-wrap: wrap; }
button { min-height: 44px; padding: 0 20px; font: inherit; border: 2px solid #1d4e89; border-radius: 8px; background: #fff; color: #1d4e89; cursor: pointer; }
button.primary { background: #1d4e89; color: #fff; }
button:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p class="amount" aria-label="Amount to pay: ${amount}">${amount}</p>
<form method="post" action="${escapeHtml(action)}">
${buttons}
</form>
</main>
</body>
</html>`;
}
