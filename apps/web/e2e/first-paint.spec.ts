import { expect, test, type Page } from "@playwright/test";

import { createAccount } from "./support/accounts.ts";

/**
 * Prerendered pages paint from their HTML alone: the CSS their markup uses is inline, and their
 * script, the whole stylesheet and every request the script makes start after the first paint.
 * These tests hold that to what a visitor sees: no request comes before the first paint, the page
 * then comes alive, nothing on it changes when the whole stylesheet applies, and it is fetched once.
 */

const stylesheetOf = async (page: Page) => {
  const href = await page.locator("style[data-stylesheet]").getAttribute("data-stylesheet");
  if (!href) throw new Error("The page names no stylesheet");
  return href;
};

/**
 * What every element looks like: its box and each computed property but custom properties
 * (the inline CSS leaves out those no rule on the page reads, so they show nothing).
 */
const renderedStyles = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      const { x, y, width, height } = element.getBoundingClientRect();
      const properties = Array.from(style)
        .filter((name) => !name.startsWith("--"))
        .map((name) => `${name}: ${style.getPropertyValue(name)}`);
      return { element: `${element.tagName} ${element.className}`, box: `${x},${y} ${width}x${height}`, properties };
    }),
  );

type RenderedStyles = Awaited<ReturnType<typeof renderedStyles>>;

/** The elements that look different, each with what changed, to read in a failure. */
const differences = (before: RenderedStyles, after: RenderedStyles) =>
  after.flatMap(({ element, box, properties }, index) => {
    const earlier = before[index];
    if (!earlier) return [`${element}: not there before`];
    const changed = properties.filter((property, at) => property !== earlier.properties[at]);
    if (box !== earlier.box) changed.unshift(`box ${earlier.box} → ${box}`);
    return changed.length > 0 ? [`${element}: ${changed.slice(0, 3).join("; ")}`] : [];
  });

const pages = [
  { path: "/", width: 390 },
  { path: "/", width: 1280 },
  { path: "/features", width: 1280 },
  { path: "/support", width: 390 },
  { path: "/refund", width: 1280 },
  { path: "/auth", width: 390 },
];

for (const { path, width } of pages) {
  test(`${path} at ${width} px looks the same from its inline CSS as with the whole stylesheet`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The whole stylesheet is held back: the page shows what its first paint shows.
    await page.route("**/assets/*.css", (route) => route.abort());
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator('link[rel="stylesheet"][href$=".css"]')).not.toHaveCount(0);
    const fromInlineCss = await renderedStyles(page);

    await page.unroute("**/assets/*.css");
    await page.addStyleTag({ url: await stylesheetOf(page) });
    const withWholeStylesheet = await renderedStyles(page);

    expect(withWholeStylesheet.length).toBe(fromInlineCss.length);
    expect(differences(fromInlineCss, withWholeStylesheet).slice(0, 5)).toEqual([]);
  });
}

for (const path of ["/", "/support", "/refund", "/auth"]) {
  test(`${path} needs no stylesheet request to paint and fetches the whole stylesheet once`, async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") fetched.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    // The head links no stylesheet (a <noscript> link serves visitors without JavaScript).
    const head = html.slice(0, html.indexOf("</head>")).replace(/<noscript>.*?<\/noscript>/gs, "");
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);

    const stylesheet = await stylesheetOf(page);
    await expect.poll(() => fetched).toContain(stylesheet);
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((file) => file === stylesheet)).toHaveLength(1);
  });
}

for (const { path, ready } of [
  {
    path: "/",
    ready: (page: Page) => expect(page.locator("header[data-session]")).toHaveAttribute("data-session", "signed-out"),
  },
  { path: "/support", ready: (page: Page) => expect(page.getByRole("button", { name: "Send message" })).toBeEnabled() },
  { path: "/auth", ready: (page: Page) => expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled() },
]) {
  test(`${path} requests nothing before its first paint, then its script runs`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    const { firstPaint, requests } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      requests: performance.getEntriesByType("resource").map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(firstPaint).toBeDefined();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.start < (firstPaint ?? 0))).toEqual([]);
  });
}

test("what a visitor types into /auth before its script runs is kept and signs them in", async ({ page, request }) => {
  const account = await createAccount(request);
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route("**/assets/auth-*.js", async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  releaseScript();

  const signIn = page.getByRole("button", { name: "Sign In", exact: true });
  await expect(signIn).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await signIn.click();
  await page.waitForURL((url) => url.pathname.startsWith("/app"));
});

test("the page's icon, written into it, draws as the icon file does", async ({ page }) => {
  await page.goto("/");
  const [written, file] = await page.evaluate(async () => {
    const draw = async (source: string) => {
      const icon = new Image();
      icon.src = source;
      await icon.decode();
      const canvas = document.createElement("canvas");
      canvas.width = 32;
      canvas.height = 32;
      canvas.getContext("2d")?.drawImage(icon, 0, 0, 32, 32);
      return canvas.toDataURL();
    };
    const written = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? "";
    return [await draw(written), await draw("/favicon.svg")];
  });
  expect(written).toBe(file);
});
