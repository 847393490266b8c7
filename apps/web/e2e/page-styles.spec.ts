import { expect, test, type Page } from "@playwright/test";

/**
 * Prerendered pages paint from the CSS inline in their HTML (the rules their markup uses) and
 * link the whole stylesheet after the first paint. These tests hold that to what a visitor sees:
 * nothing on the page changes when the whole stylesheet applies, and it is fetched once.
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
