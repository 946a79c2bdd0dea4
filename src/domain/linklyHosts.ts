/** Linkly Cloud's own hosts (../shared/linkly-cloud.md §2.2): the kiosk's client and the server's. */
export type LinklyHosts = { auth: string; rest: string };

export const LINKLY_HOSTS: Readonly<Record<'sandbox' | 'production', LinklyHosts>> = {
  sandbox: {
    auth: 'https://auth.sandbox.cloud.pceftpos.com',
    rest: 'https://rest.pos.sandbox.cloud.pceftpos.com',
  },
  production: {
    auth: 'https://auth.cloud.pceftpos.com',
    rest: 'https://rest.pos.cloud.pceftpos.com',
  },
};
