/** The part of `oidc-provider` (no bundled types) the tests' identity provider uses. */
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host?: string): Server;
    on(event: string, listener: (...args: unknown[]) => void): this;
    proxy: boolean;
  }

  export type { Account };
}
