import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

import type { PasswordHashing } from "../auth/create-auth.ts";

/**
 * Salted scrypt at a tiny cost, for the in-process test servers only. At the production cost
 * (the library's scrypt) hashing took close to half of the server suite's time, as nearly every
 * test signs accounts up. A wrong password is still refused; the production hasher itself is
 * exercised by the whole-process tests, the browser tests and the load test.
 */
const cost = { N: 16, r: 1, p: 1 };

const derive = (password: string, salt: string) => scryptSync(password.normalize("NFKC"), salt, 32, cost);

export const quickPasswordHashing: PasswordHashing = {
  hash: (password) => {
    const salt = randomBytes(16).toString("hex");
    return Promise.resolve(`${salt}:${derive(password, salt).toString("hex")}`);
  },
  verify: ({ hash, password }) => {
    const [salt = "", key = ""] = hash.split(":");
    const expected = Buffer.from(key, "hex");
    const actual = derive(password, salt);
    return Promise.resolve(expected.length === actual.length && timingSafeEqual(expected, actual));
  },
};
