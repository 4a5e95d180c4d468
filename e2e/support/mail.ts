import { expect } from "@playwright/test";

// Mail sent by the test server goes to maildev (started by global-setup); tests read it through
// maildev's HTTP API. Every signup also gets a verification mail, so pick mails by subject (members
// from createMember on the shared server are not signed up that way and get none).
export const MAILDEV = () => process.env.E2E_MAILDEV_URL ?? "";

export interface Mail {
  subject: string;
  html: string;
  to: { address: string }[];
}

/** Every mail to `address` with `subject`, once at least `count` have arrived. */
export async function mailsTo(address: string, subject: string, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV()}/api/email`)).json()) as Mail[];
        found = mails.filter((m) => m.subject === subject && m.to.some((t) => t.address === address));
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

export async function mailTo(address: string, subject: string): Promise<Mail> {
  return (await mailsTo(address, subject))[0];
}

/** The link in a mail whose path starts with `pathPrefix` (e.g. "/verifyEmail/"). */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const match = mail.html.match(new RegExp(`href="([^"]*${pathPrefix}[^"]+)"`));
  if (!match) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return match[1].replaceAll("&amp;", "&");
}
