/**
 * The pad's answers to the requests other than a purchase (../shared/linkly-cloud.md §2.6):
 * status, logon, settlement (the day's approved purchases, counted and totalled) and
 * reprintreceipt (the last finished purchase's customer copy).
 */
import { receiptLines, type SimTransaction } from './sessions';

const APPROVED = { success: true, responseCode: '00', responseText: 'APPROVED            ' };

function approvedTotals(transactions: readonly SimTransaction[]) {
  const approved = transactions.filter((txn) => txn.state === 'approved');
  return { count: approved.length, total: approved.reduce((sum, txn) => sum + txn.amountCents, 0) };
}

/** The settlement receipt the pad prints. */
function settlementReceipt(transactions: readonly SimTransaction[], now: Date): string[] {
  const { count, total } = approvedTotals(transactions);
  return [
    '      DOCKET SIMULATOR      ',
    '     SETTLEMENT TOTALS      ',
    `DATE ${now.toISOString().slice(0, 10)}`,
    `PURCHASES ${String(count).padStart(4)}  AUD${(total / 100).toFixed(2).padStart(9)}`,
    '     SETTLEMENT SUCCESS     ',
  ];
}

/** The 200 body for `operation` ('status', 'logon', 'settlement', 'reprintreceipt'). */
export function otherAnswer(
  operation: string,
  transactions: readonly SimTransaction[],
  lastFinished: SimTransaction | null,
  now: Date,
): unknown {
  switch (operation) {
    case 'status':
      return {
        responseType: 'status',
        response: {
          ...APPROVED,
          merchant: '00',
          catid: 'DOCKET01',
          caid: '000000000DOCKET',
          loggedOn: true,
          pinPadSerialNumber: 'SIM00001',
          pinPadVersion: 'DOCKETSIM1',
          bankDescription: 'DOCKET SIMULATOR',
          retailerName: 'DOCKET',
          responseText: 'PINPAD OK           ',
        },
      };
    case 'logon':
      return {
        responseType: 'logon',
        response: { ...APPROVED, pinPadVersion: 'DOCKETSIM1', date: now.toISOString() },
      };
    case 'settlement': {
      const { count, total } = approvedTotals(transactions);
      return {
        responseType: 'settlement',
        response: {
          ...APPROVED,
          merchant: '00',
          settlementData: `${String(count).padStart(4, '0')}${String(total).padStart(12, '0')}`,
          receiptText: settlementReceipt(transactions, now),
        },
      };
    }
    case 'reprintreceipt':
      return {
        responseType: 'reprintreceipt',
        response: { ...APPROVED, merchant: '00', receiptText: receiptLines(lastFinished) },
      };
    default:
      return undefined;
  }
}
