// The parts of oidc-provider (a JavaScript package without types) that the Google sign-in test uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface KoaContext {
    path: string;
    href: string;
  }
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, id: string) => Promise<Account> });
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    listen(port: number): Server;
  }
}
