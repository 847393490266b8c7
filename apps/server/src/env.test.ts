import { describe, expect, it } from "vitest";

import { EnvError, parseEnv, paymentsProviderOf } from "./env.ts";

describe("parseEnv", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SEED_DEMO: true, NODE_ENV: "development" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("lists every problem at once, one per line", () => {
    const parse = () =>
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "not a url",
        GOOGLE_CLIENT_ID: "id-without-secret",
        SEED_DEMO: "maybe",
      });
    expect(parse).toThrow(EnvError);
    try {
      parse();
    } catch (error) {
      const lines = (error as Error).message.split("\n");
      expect(lines[0]).toBe("Invalid environment configuration:");
      expect(lines.slice(1).map((line) => line.split(":")[0]?.trim())).toEqual(
        expect.arrayContaining(["- PORT", "- DATABASE_URL", "- SEED_DEMO", "- GOOGLE_CLIENT_ID"]),
      );
    }
  });
});

describe("payments configuration", () => {
  it("uses the demo provider with no configuration and Stripe once a key is set", () => {
    expect(paymentsProviderOf(parseEnv({}))).toBe("demo");
    expect(paymentsProviderOf(parseEnv({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }))).toBe(
      "stripe",
    );
  });

  it("refuses Stripe without its webhook secret", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("runs the demo provider in production only when PAYMENTS=demo says so", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/PAYMENTS=demo/);
    expect(paymentsProviderOf(parseEnv({ NODE_ENV: "production", PAYMENTS: "demo" }))).toBe("demo");
  });
});
