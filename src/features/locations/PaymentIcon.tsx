/**
 * Payment-method badges for the location card (spec 1 §2.3 'payment-method icons'). The server
 * names each method by an icon name; known ones get their short mark, others their own name.
 */
const KNOWN: Readonly<Record<string, { mark: string; label: string }>> = {
  visa: { mark: 'VISA', label: 'Visa' },
  mastercard: { mark: 'MC', label: 'Mastercard' },
  amex: { mark: 'AMEX', label: 'American Express' },
  'apple-pay': { mark: 'Pay', label: 'Apple Pay' },
  'google-pay': { mark: 'G Pay', label: 'Google Pay' },
  paypal: { mark: 'PayPal', label: 'PayPal' },
  eftpos: { mark: 'EFTPOS', label: 'EFTPOS' },
  cash: { mark: 'Cash', label: 'Cash' },
};

function fallbackLabel(icon: string): string {
  const words = icon.replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'Card' : words.charAt(0).toUpperCase() + words.slice(1);
}

export function PaymentIcon({ icon }: { icon: string }) {
  const known = KNOWN[icon.toLowerCase()];
  const label = known?.label ?? fallbackLabel(icon);
  return (
    <span className="payment-badge" role="img" aria-label={label} title={label}>
      <span aria-hidden="true">{known?.mark ?? label}</span>
    </span>
  );
}
