// oidc-provider ships no types; the e2e suite uses this much of it (e2e/support/oidc.ts).
declare module "oidc-provider" {
  import type { Server } from "node:http";
  interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        findAccount: (ctx: unknown, id: string) => Promise<Account>;
      },
    );
    listen(port: number, host: string, callback: () => void): Server;
  }
}
