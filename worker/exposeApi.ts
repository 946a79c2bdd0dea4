/** Builds the worker contract for this build's brand and exposes it to the page. */
import * as Comlink from 'comlink';
import { db } from '@worker/db/db';
import { createWorkerApi } from './api';
import { bootMenuSlug } from './bootHint';
import { terminalTimers } from './linkly/terminalTimers';
import { requestTimers } from './protocol/requestTimers';

const api = createWorkerApi({
  brand: __BRAND__,
  db,
  origin: self.location.origin,
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  // The terminal's waits: the worker's timers, or an e2e journey's (linkly/terminalTimers.ts).
  timers: terminalTimers(self),
  // The protocol's time-outs: the worker's timers, or an e2e journey's (protocol/requestTimers.ts).
  requestTimers: requestTimers(self),
});

Comlink.expose(api);

// Started by index.html on a menu link: that menu's load need not wait for the page to ask.
const bootSlug = bootMenuSlug(self.name);
if (bootSlug !== null) void api.loadMenu({ slug: bootSlug }).catch(() => undefined);
