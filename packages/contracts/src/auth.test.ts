import { describe, expect, it } from "vitest";

import { authMessages, describeResetError, safeNextPath, signInSchema, signUpSchema } from "./auth.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("sign-in rules", () => {
  it("requires both fields with the '{field} is required' message", () => {
    const result = signInSchema.safeParse({ email: "", password: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Email is required", "Password is required"]);
  });

  it("rejects a malformed or over-long e-mail", () => {
    expect(firstMessage(signInSchema.safeParse({ email: "nope", password: "x" }))).toBe(authMessages.invalidEmail);
    const long = `${"a".repeat(250)}@x.io`;
    expect(firstMessage(signInSchema.safeParse({ email: long, password: "x" }))).toBe(authMessages.invalidEmail);
  });

  it("caps the password at 128 characters", () => {
    const result = signInSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) });
    expect(firstMessage(result)).toBe("password must be less than 128 characters");
  });

  it("trims and lowercases the e-mail", () => {
    expect(signInSchema.parse({ email: "  Ada@Example.COM ", password: "secret" }).email).toBe("ada@example.com");
  });
});

describe("sign-up rules", () => {
  it("needs at least six password characters", () => {
    const result = signUpSchema.safeParse({ email: "a@b.co", fullName: "Ada", password: "12345" });
    expect(firstMessage(result)).toBe("Password must be at least 6 characters long.");
  });

  it("sanitises the full name and requires it", () => {
    expect(signUpSchema.parse({ email: "a@b.co", fullName: "  <Ada> Lovelace ", password: "123456" }).fullName).toBe(
      "Ada Lovelace",
    );
    const blank = signUpSchema.safeParse({ email: "a@b.co", fullName: " <> ", password: "123456" });
    expect(firstMessage(blank)).toBe("Full name is required");
  });
});

describe("password reset messages", () => {
  it("maps provider errors to the three product messages", () => {
    expect(describeResetError("Email rate limit exceeded")).toBe(authMessages.resetRateLimited);
    expect(describeResetError("User not found")).toBe(authMessages.resetNotFound);
    expect(describeResetError("SMTP timeout")).toBe(authMessages.resetFailed);
  });
});

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeNextPath("/app/library")).toBe("/app/library");
    expect(safeNextPath("/app/library?q=email%20subject#top")).toBe("/app/library?q=email%20subject#top");
    expect(safeNextPath("/features")).toBe("/features");
    expect(safeNextPath(null)).toBe("/app/dashboard");
    expect(safeNextPath("", "/app")).toBe("/app");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example/x",
    "\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example/x",
    "\t//evil.example",
    "/./\\evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "http:evil.example",
    "https:/evil.example",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBe("/app/dashboard");
  });

  it("refuses the encoded forms once the address is decoded, as the sign-in page reads it", () => {
    for (const encoded of ["/%5Cevil.example/x", "%2F%2Fevil.example", "/%09/evil.example", "%5C%5Cevil.example"]) {
      const decoded = new URLSearchParams(`next=${encoded}`).get("next");
      expect(safeNextPath(decoded)).toBe("/app/dashboard");
    }
  });

  it("keeps an encoded backslash that stays encoded as a harmless path on our site", () => {
    expect(safeNextPath("/%5Cevil.example/x")).toBe("/%5Cevil.example/x");
  });
});
