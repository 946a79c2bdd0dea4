/** What a journey's customer was told, step by step: what the truth checks hold the sides to. */
export type Told = {
  /** Cart lines the customer was told are in (sent or queued), by menu item id: quantity. */
  lines: Map<number, number>;
  order:
    | { kind: 'placed'; orderId: number; total: number; by: 'card' | 'terminal' }
    | { kind: 'failed'; message: string }
    | null;
  topup:
    | { kind: 'credited'; amount: number; balance: number }
    | { kind: 'failed'; message: string }
    | null;
  standingOrder: 'saved' | { kind: 'failed'; message: string } | null;
  staffMove:
    { orderId: number; state: 'sent' | 'queued' } | { kind: 'failed'; message: string } | null;
  /** Messages shown that are not in the catalogue (must stay empty). */
  offCatalogue: string[];
};

export const nothingTold = (): Told => ({
  lines: new Map(),
  order: null,
  topup: null,
  standingOrder: null,
  staffMove: null,
  offCatalogue: [],
});
