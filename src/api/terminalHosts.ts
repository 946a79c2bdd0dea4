/**
 * GET /api/terminal-hosts (server/http/terminalHosts.ts): where the Linkly Cloud simulator runs
 * for this server, so a brand whose `providers.linklyCloudUrl` is empty (its sandbox) reaches it.
 * Like the card fields' `payment_sandbox_origin`, the address comes from the server because the
 * payment sandbox's port changes between runs. `simulator_url` is '' when no sandbox runs; the
 * auth and POS APIs are under `<simulator_url>/auth` and `<simulator_url>/rest`.
 */
import { z } from 'zod/mini';

export const TERMINAL_HOSTS_PATH = '/api/terminal-hosts';

export const terminalHostsSchema = z.object({ simulator_url: z.string() });
export type TerminalHostsAnswer = z.infer<typeof terminalHostsSchema>;
