/** The API worker's entry: builds the contract for this build's brand and exposes it to the page. */
import * as Comlink from 'comlink';
import { db } from '@/db/db';
import { createWorkerApi } from './api';

const api = createWorkerApi({
  brand: __BRAND__,
  db,
  origin: self.location.origin,
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
});

Comlink.expose(api);
