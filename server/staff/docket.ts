/**
 * The kitchen docket's text (for print jobs): store, order number, fulfilment, customer, items,
 * note, total, one printed line each. What the customer typed is one line of its own:
 * a line break in a note or a name printed a line of the customer's choosing ('Total $0.00
 * PAID', '3 x Lamb…'). So every field loses its controls (src/domain/singleLine.ts), and the note
 * prints as one labelled field wrapped to the docket's width, its following lines indented under
 * the label: no line of it can start where the docket's own lines do.
 */
import { formatMoney } from '@domain/money';
import { singleLine } from '@domain/singleLine';

/** Characters on a line of an 80 mm docket printer's standard font. */
export const DOCKET_WIDTH = 42;

const NOTE_LABEL = 'Note: ';

export type DocketOrder = {
  merchantName: string;
  orderNumber: string;
  fulfilmentType: string;
  fulfilmentDetail: string;
  contactName: string;
  note: string;
  currencySign: string;
  totalCents: number;
};

export type DocketItem = { name: string; quantity: number; optionLines: { desc: string }[] };

/** `text` as lines of at most `width`, split between words (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest !== '';) {
      const joined = line === '' ? rest : `${line} ${rest}`;
      if (joined.length <= width) {
        line = joined;
        rest = '';
      } else if (line !== '') {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A labelled field: the label on its first line, the rest indented under it. */
function labelled(label: string, text: string): string[] {
  const indent = ' '.repeat(label.length);
  return wrap(singleLine(text), DOCKET_WIDTH - label.length).map(
    (line, index) => `${index === 0 ? label : indent}${line}`,
  );
}

export function docketLines(order: DocketOrder, items: readonly DocketItem[]): string[] {
  return [
    singleLine(order.merchantName),
    `Order ${singleLine(order.orderNumber)}`,
    [order.fulfilmentType, order.fulfilmentDetail].map(singleLine).filter(Boolean).join(': '),
    singleLine(order.contactName),
    ...items.flatMap((item) => [
      `${item.quantity} x ${singleLine(item.name)}`,
      ...item.optionLines.map((line) => `    ${singleLine(line.desc)}`),
    ]),
    ...labelled(NOTE_LABEL, order.note),
    `Total ${formatMoney(order.totalCents, order.currencySign)}`,
  ].filter((line) => line !== '');
}
