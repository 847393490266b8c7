import { setTimeout as sleep } from "node:timers/promises";

import { authMessages } from "@promptloom/contracts/auth";

import { readableMail, type ReceivedMail } from "../src/testing/loopback-smtp.ts";
import { TestClient } from "../src/testing/test-client.ts";
import type { LoadMember } from "./load-members.ts";

/** How many answers of each status a burst got. */
type Statuses = Record<string, number>;

export type GuessingOutcome = {
  /** 50 wrong passwords at once for one account, all from one address. */
  oneAddress: { statuses: Statuses; ownerElsewhere: number };
  /** 50 wrong passwords at once for another account, each from an address of its own. */
  manyAddresses: { statuses: Statuses; ownerWithPassword: number; linkMails: number; linkSignsIn: boolean };
};

const signIn = (baseUrl: string, email: string, password: string, address: string) =>
  new TestClient(baseUrl).post(
    "/api/auth/sign-in/email",
    { email, password },
    { headers: { "X-Forwarded-For": address } },
  );

const burst = async (baseUrl: string, email: string, addressOf: (attempt: number) => string) => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, attempt) => signIn(baseUrl, email, "a-wrong-guess", addressOf(attempt))),
  );
  const statuses: Statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { answers, statuses };
};

/**
 * Concurrent guessing against the real server (which trusts one proxy hop, so `X-Forwarded-For`
 * names the address): the sign-in limits of docs/security.md hold when 50 guesses arrive at once.
 *
 * - From one address, one account: 5 passwords are checked (401), 45 refused (429); the owner,
 *   from another address, signs in with the password.
 * - From 50 addresses, another account: 10 passwords are checked (401), 40 are not (403, paused);
 *   the owner's password is not checked either (403), but the owner is e-mailed a sign-in link,
 *   and the link signs them in.
 */
export const concurrentGuessing = async (options: {
  baseUrl: string;
  /** Two accounts whose password is `password`. */
  accounts: [LoadMember, LoadMember];
  password: string;
  /** The mail the server has sent so far (a loopback SMTP server's inbox). */
  received: ReceivedMail[];
}): Promise<GuessingOutcome> => {
  const { baseUrl, accounts, password } = options;
  const [first, second] = accounts;

  const one = await burst(baseUrl, first.email, () => "203.0.113.10");
  const ownerElsewhere = (await signIn(baseUrl, first.email, password, "203.0.113.11")).status;

  const many = await burst(baseUrl, second.email, (attempt) => `198.51.100.${attempt + 1}`);
  const paused = many.answers.filter(
    (answer) => answer.status === 403 && JSON.stringify(answer.body).includes(authMessages.signInLinkSent),
  ).length;
  if (paused !== (many.statuses[403] ?? 0)) throw new Error("a 403 did not say password sign-in is paused");
  const ownerWithPassword = (await signIn(baseUrl, second.email, password, "198.51.100.200")).status;

  // The outbox sends right away; give the loopback SMTP server a moment to receive it.
  const linkMails = () =>
    options.received.filter(
      (mail) => mail.to.includes(second.email) && /sign-in-link\/verify/.test(readableMail(mail.raw)),
    );
  for (let waited = 0; linkMails().length === 0 && waited < 10_000; waited += 100) await sleep(100);
  const link = /(http\S+sign-in-link\/verify\?token=[\w.-]+)/.exec(readableMail(linkMails().at(-1)?.raw ?? ""))?.[1];
  let linkSignsIn = false;
  if (link) {
    const owner = new TestClient(baseUrl);
    const opened = await owner.get(link);
    linkSignsIn = opened.status === 302 && (await owner.get("/api/me")).status === 200;
  }
  return {
    oneAddress: { statuses: one.statuses, ownerElsewhere },
    manyAddresses: { statuses: many.statuses, ownerWithPassword, linkMails: linkMails().length, linkSignsIn },
  };
};
