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
    expect(() => parseEnv({ ...production })).toThrow(/PAYMENTS=demo/);
    expect(paymentsProviderOf(parseEnv({ ...production, PAYMENTS: "demo" }))).toBe("demo");
  });
});

/** The least a production start needs besides payments. */
const production = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://prompts.example.com",
  SMTP_URL: "smtp://mail.example.com:587",
};

describe("TRUST_PROXY", () => {
  it("reads the number of proxies in front of the server; true is one, false none", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});

describe("production configuration", () => {
  it("refuses to start without PUBLIC_URL, naming it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", PAYMENTS: "demo" })).toThrow(/PUBLIC_URL/);
    expect(parseEnv({ ...production, PAYMENTS: "demo" }).PUBLIC_URL).toBe("https://prompts.example.com");
  });

  it("refuses to print e-mails to the log unless MAIL=console asks for it", () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => parseEnv({ ...withoutSmtp, PAYMENTS: "demo" })).toThrow(/SMTP_URL/);
    expect(parseEnv({ ...withoutSmtp, PAYMENTS: "demo", MAIL: "console" }).MAIL).toBe("console");
  });

  it("creates the demo member only when asked for", () => {
    expect(parseEnv({ ...production, PAYMENTS: "demo" }).SEED_DEMO).toBe(false);
    expect(
      parseEnv({ ...production, PAYMENTS: "demo", SEED_DEMO: "true", DEMO_PASSWORD: "a-secret-of-ours" }).SEED_DEMO,
    ).toBe(true);
    expect(parseEnv({}).SEED_DEMO).toBe(true);
  });

  it("refuses to create the paid demo member with the published password", () => {
    expect(() => parseEnv({ ...production, PAYMENTS: "demo", SEED_DEMO: "true" })).toThrow(/DEMO_PASSWORD/);
    expect(() =>
      parseEnv({ ...production, PAYMENTS: "demo", SEED_DEMO: "true", DEMO_PASSWORD: "promptloom-demo" }),
    ).toThrow(/DEMO_PASSWORD/);
  });
});

describe("parseEnv: AI settings", () => {
  it("defaults to the offline engines and OpenAI's model names", () => {
    const env = parseEnv({ AI_API_KEY: "", AI_BASE_URL: "" });
    expect(env.AI_BASE_URL).toBeUndefined();
    expect(env.AI_API_KEY).toBeUndefined();
    expect(env.TRANSCRIPTION).toBeUndefined();
    expect(env).toMatchObject({ AI_MODEL: "gpt-4o-mini", AI_TIMEOUT_MS: 30_000, AI_TRANSCRIPTION_MODEL: "whisper-1" });
  });

  it("reads an OpenAI-compatible setup", () => {
    const env = parseEnv({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3.2", AI_TIMEOUT_MS: "60000" });
    expect(env).toMatchObject({
      AI_BASE_URL: "http://localhost:11434/v1",
      AI_MODEL: "llama3.2",
      AI_TIMEOUT_MS: 60_000,
    });
  });

  it("rejects TRANSCRIPTION=openai without a key or base URL, and unknown engines", () => {
    expect(() => parseEnv({ TRANSCRIPTION: "openai" })).toThrow(EnvError);
    expect(() => parseEnv({ TRANSCRIPTION: "whisper" })).toThrow(/TRANSCRIPTION/);
    expect(parseEnv({ TRANSCRIPTION: "openai", AI_TRANSCRIPTION_API_KEY: "sk-x" }).TRANSCRIPTION).toBe("openai");
  });

  it("rejects AI_VISION_MODEL without a key or base URL to reach it", () => {
    expect(() => parseEnv({ AI_VISION_MODEL: "gpt-4o" })).toThrow(/AI_VISION_MODEL needs AI_API_KEY or AI_BASE_URL/);
    expect(parseEnv({ AI_VISION_MODEL: "llava", AI_BASE_URL: "http://localhost:11434/v1" }).AI_VISION_MODEL).toBe(
      "llava",
    );
    expect(parseEnv({ AI_VISION_MODEL: "gpt-4o", AI_VISION_API_KEY: "sk-x" }).AI_VISION_MODEL).toBe("gpt-4o");
  });

  it("rejects a base URL that is not a URL", () => {
    expect(() => parseEnv({ AI_BASE_URL: "ollama on port 11434" })).toThrow(/AI_BASE_URL/);
  });
});
