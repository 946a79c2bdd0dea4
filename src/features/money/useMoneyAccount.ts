/**
 * The signed-in member's account for the money pages (spec 3 §4 Top-up 'pages load as loading then
 * loaded after an account call'): CustomerAccount is asked for on open while online, and the page
 * reads the answer Dexie holds, so a money call's new balance shows by itself.
 */
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useAccount } from '@/liveQueries/useAccount';
import { useCustomer } from '@/liveQueries/useCustomer';

export function useMoneyAccount() {
  const online = useOnline();
  const customer = useCustomer();
  const held = useAccount();
  const load = useWorkerCall(online && customer.id > 0 ? `account:${customer.id}` : null, () =>
    worker.loadAccount(),
  );
  const account = held && held.customer.id === customer.id ? held : null;
  return { online, signedIn: customer.id > 0, account, load };
}
