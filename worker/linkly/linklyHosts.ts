/**
 * Where the terminal client sends its requests (brand `providers.linklyCloudUrl`): Linkly's own
 * hosts for 'sandbox' and 'production' (../shared/linkly-cloud.md §2.2), or, for '' (the brand's
 * sandbox, like every empty provider key), the Linkly Cloud simulator in the payment sandbox,
 * whose address the server tells (GET <apiBaseUrl>/terminal-hosts; it changes between runs, so it
 * is asked once per worker and kept in memory only). One client, two base URLs.
 */
import { LINKLY_HOSTS, type LinklyHosts } from '@/domain/linklyHosts';
import type { Brand } from '@/brand/schema';
import { terminalHostsSchema } from '@/api/terminalHosts';
import { createLogger } from '@worker/log';

const log = createLogger('linkly');

export type HostResolver = () => Promise<LinklyHosts | null>;

export function createHostResolver(deps: {
  brand: Brand;
  origin: string;
  fetch: typeof fetch;
}): HostResolver {
  const environment = deps.brand.providers.linklyCloudUrl;
  let simulator: Promise<LinklyHosts | null> | null = null;

  async function askServer(): Promise<LinklyHosts | null> {
    // As identity-providers: beside the API endpoint (server: TERMINAL_HOSTS_PATH).
    const url = new URL(deps.brand.apiBaseUrl, deps.origin);
    url.pathname = `${url.pathname.replace(/\/$/, '')}/terminal-hosts`;
    try {
      const response = await deps.fetch(url);
      if (!response.ok) return null;
      const parsed = terminalHostsSchema.safeParse(await response.json());
      if (!parsed.success || parsed.data.simulator_url === '') return null;
      const root = parsed.data.simulator_url.replace(/\/$/, '');
      return { auth: `${root}/auth`, rest: `${root}/rest` };
    } catch (error) {
      log.info(`terminal hosts: ${String(error)}`);
      return null;
    }
  }

  return async () => {
    if (environment !== '') return LINKLY_HOSTS[environment];
    simulator ??= askServer();
    const hosts = await simulator;
    // Not known yet (offline): ask again next time.
    if (hosts === null) simulator = null;
    return hosts;
  };
}
