import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { useTestApp } from "../testing/create-test-app.ts";
import { temporaryFolder } from "../testing/temporary-folder.ts";
import { ONE_SECOND, timeUntilSeen } from "../testing/time-until-seen.ts";

/** One of the build's plain scripts, which prerendered pages carry inline. */
const plainScript = "(function () { document.title = 'painted'; })();\n";

/** A built web app in miniature: the app shell, prerendered pages (one signed out) and a hashed asset. */
const makeDist = () => {
  const dist = temporaryFolder("promptloom-dist");
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "features"));
  writeFileSync(
    join(dist, "app.html"),
    '<!doctype html><link rel="stylesheet" href="/api/theme.css"  /><title>app shell</title>',
  );
  writeFileSync(join(dist, "index.html"), `<!doctype html><title>home</title><p>${"Welcome. ".repeat(100)}</p>`);
  writeFileSync(join(dist, "features", "index.html"), "<!doctype html><title>features</title>");
  mkdirSync(join(dist, "auth"));
  writeFileSync(join(dist, "auth", "index.html"), "<!doctype html><title>sign-in form</title>");
  writeFileSync(join(dist, "assets", "main-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  // A stylesheet the build compressed already; its encodings carry a mark the file itself does not.
  const stylesheet = `body{color:red}${"p{margin:0}".repeat(100)}`;
  writeFileSync(join(dist, "assets", "styles-def456.css"), stylesheet);
  writeFileSync(join(dist, "assets", "styles-def456.css.br"), brotliCompressSync(`/* built */${stylesheet}`));
  writeFileSync(join(dist, "assets", "styles-def456.css.gz"), gzipSync(`/* built */${stylesheet}`));
  writeFileSync(join(dist, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(dist, "start-after-paint.js"), plainScript);
  return dist;
};

const testApp = useTestApp({ config: { webDistDir: makeDist() } });

const expectSecurityHeaders = (headers: Headers) => {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
};

describe("serving the web app", () => {
  it("serves prerendered pages with the security headers", async () => {
    const home = await testApp().client().get("/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("<title>home</title>");
    expectSecurityHeaders(home.headers);
    expect(home.headers.get("strict-transport-security")).toBeNull();
    expect((await testApp().client().get("/features")).body).toContain("<title>features</title>");
  });

  it("lets pages run the build's plain scripts inline by their hashes, and no other inline script", async () => {
    const home = await testApp().client().get("/");
    const scriptSources = /script-src ([^;]*)/.exec(home.headers.get("content-security-policy") ?? "")?.[1];
    const hash = createHash("sha256").update(plainScript).digest("base64");
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
  });

  it("answers client routes with the app shell", async () => {
    for (const path of ["/app/dashboard", "/auth/reset-password", "/subscribe/create-account", "/no/such/page"]) {
      const response = await testApp().client().get(path);
      expect(response.status).toBe(200);
      expect(response.body).toContain("<title>app shell</title>");
      expectSecurityHeaders(response.headers);
    }
  });

  it("sends the prerendered sign-in page only to visitors without a session cookie", async () => {
    const visitor = await testApp().client().get("/auth?next=%2Fapp%2Flibrary");
    expect(visitor.body).toContain("<title>sign-in form</title>");
    expect(visitor.headers.get("vary")).toContain("Cookie");

    const member = await testApp()
      .client()
      .get("/auth", { headers: { Cookie: "better-auth.session_token=some-token" } });
    expect(member.body).toContain("<title>app shell</title>");
    expect(member.headers.get("etag")).not.toBe(visitor.headers.get("etag"));
  });

  it("writes the stored theme into pages instead of linking it", async () => {
    const visitor = testApp().client();
    const before = await visitor.get("/app/dashboard");
    expect(before.body).not.toContain("/api/theme.css");
    expect(before.body).not.toContain("<style>");

    const admin = await testApp().as("admin");
    await admin.put("/api/admin/theme", { colors: { primary: "200 80% 50%" } });
    await expect
      .poll(async () => (await visitor.get("/app/dashboard")).body)
      .toMatch(/<style>:root:root\s*\{[^}]*--primary:\s*200 80% 50%/);
    const after = await visitor.get("/app/dashboard");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("repaints the pages another instance keeps in memory within a second of a theme change", async () => {
    const other = await testApp().startAnotherInstance();
    const pageOnOther = async () => {
      const html = await (await fetch(`${other.baseUrl}/app/dashboard`)).text();
      return /--primary:\s*([^;]+);/.exec(html)?.[1] ?? "default";
    };
    expect(await pageOnOther()).toBe("default");
    const admin = await testApp().as("admin");
    await admin.put("/api/admin/theme", { colors: { primary: "150 70% 40%" } });
    expect(await timeUntilSeen(pageOnOther, "150 70% 40%", performance.now())).toBeLessThan(ONE_SECOND);
    await admin.delete("/api/admin/theme");
    expect(await timeUntilSeen(pageOnOther, "default", performance.now())).toBeLessThan(ONE_SECOND);
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const response = await testApp()
      .client()
      .get("/assets/main-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers the encodings the build made as they are, and never serves them by their own address", async () => {
    const { baseUrl } = testApp();
    const path = "/assets/styles-def456.css";
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(await response.text()).toMatch(/^\/\* built \*\/body\{color:red\}/);
    }
    const plain = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": "identity" } });
    expect(await plain.text()).toMatch(/^body\{color:red\}/);
    const encodedFile = await fetch(`${baseUrl}${path}.br`, { headers: { "Accept-Encoding": "identity" } });
    expect(encodedFile.headers.get("content-type")).not.toContain("css");
  });

  it("answers brotli, gzip or plain bytes as the browser accepts, and 304 for the version it holds", async () => {
    const { baseUrl } = testApp();
    for (const path of ["/assets/main-abc123.js", "/"]) {
      const plain = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": "identity" } });
      const text = await plain.text();
      expect(plain.headers.get("content-encoding")).toBeNull();
      const etag = plain.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      for (const [accepted, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
      ] as const) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": accepted } });
        expect(response.headers.get("content-encoding")).toBe(encoding);
        expect(response.headers.get("etag")).toBe(etag);
        expect(response.headers.get("vary")).toContain("Accept-Encoding");
        expect(await response.text()).toBe(text);
      }
      const held = await fetch(`${baseUrl}${path}`, { headers: { "If-None-Match": etag } });
      expect(held.status).toBe(304);
      expect(await held.text()).toBe("");
    }
  });

  it("answers pages and files from memory exactly as through the app's routes", async () => {
    const { baseUrl } = testApp();
    // A percent-encoded path is always left to the app's routes, which decode it to the same file.
    const pairs = [
      ["/", "/%2E/"],
      ["/features", "/%66eatures"],
      ["/app/library", "/app/%6Cibrary"],
      ["/assets/main-abc123.js", "/assets/main-abc123%2Ejs"],
      ["/robots.txt", "/robots%2Etxt"],
      ["/pricing", "/pric%69ng"],
    ];
    const comparable = (response: Response) => {
      const headers = Object.fromEntries(response.headers);
      delete headers["x-request-id"];
      delete headers.date;
      return { status: response.status, headers };
    };
    for (const headers of [{ "Accept-Encoding": "gzip, br" }, { "Accept-Encoding": "identity" }]) {
      for (const [direct, routed] of pairs) {
        const [fromMemory, throughRoutes] = await Promise.all(
          [direct, routed].map((path) => fetch(`${baseUrl}${path}`, { headers, redirect: "manual" })),
        );
        expect(comparable(fromMemory!), direct).toEqual(comparable(throughRoutes!));
        expect(fromMemory!.headers.get("x-request-id")).toMatch(/.+/);
        expect(Buffer.from(await fromMemory!.arrayBuffer())).toEqual(Buffer.from(await throughRoutes!.arrayBuffer()));
      }
    }
  });

  it("redirects /pricing to the pricing section of the home page", async () => {
    const response = await testApp().client().get("/pricing");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#pricing");
  });

  it("never serves files outside the built app", async () => {
    const response = await testApp().client().get("/..%2f..%2fetc%2fpasswd");
    expect(response.body).toContain("<title>app shell</title>");
  });
});

describe("the API's edges", () => {
  it("answers unknown API routes with a JSON 404", async () => {
    const response = await testApp().client().get("/api/no-such-route");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: "not_found", message: "No API route for GET /api/no-such-route" } });
  });

  it("refuses bodies over 1 MB with a JSON 413", async () => {
    const response = await testApp()
      .client()
      .post("/api/support/messages", { message: "x".repeat(1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: { code: "payload_too_large", message: "Request body too large" } });
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const response = await testApp()
      .client()
      .send("POST", "/api/functions/check-user-exists", {
        body: "{not json",
        headers: { "Content-Type": "application/json" },
      });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: "bad_request" } });
  });

  it("marks every API answer nosniff and not to be stored, errors and authentication answers included", async () => {
    const member = await testApp().as("paid");
    for (const response of [
      await member.get("/api/me"),
      await testApp().client().get("/api/me"),
      await testApp().client().get("/api/no-such-route"),
      await testApp().client().post("/api/auth/sign-in/email", { email: member.account.email, password: "wrong" }),
    ]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("gives every response a request id", async () => {
    const response = await testApp().client().get("/api/health");
    expect(response.headers.get("x-request-id")).toMatch(/.+/);
  });
});
