import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { createAccount, seeded, sentMails } from "./support/accounts.ts";
import { siteScriptRan } from "./support/page-scripts.ts";

const publicPages = [
  {
    path: "/",
    h1: "Turn rough ideas into prompts that get results",
    h2: [
      "Ten tools, one subscription",
      "From rough idea to ready prompt",
      "One plan, every feature",
      "Questions, answered",
    ],
  },
  {
    path: "/features",
    h1: "Everything you need to prompt with confidence",
    h2: ["Create", "Refine", "Organise", "Grow"],
  },
  { path: "/support", h1: "How can we help?", h2: ["Frequently asked questions", "Contact us"] },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    h2: ["1. Who we are", "6. Cookies and browser storage", "8. How long we keep data, and deletion"],
  },
  { path: "/terms", h1: "Terms of Service", h2: ["3. Plans and billing", "5. Using prompts"] },
  { path: "/refund", h1: "Refund Policy", h2: ["1. The 24-hour money-back guarantee", "2. How to ask for a refund"] },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, h2 } of publicPages) {
    test(`${path} is served prerendered with its headings`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      for (const heading of h2)
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(/Promptloom/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(60);
    });
  }

  test("the header's Sign In and Get Instant Access are there from the HTML and lead on as plain links", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto("/features");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Instant Access" })).toHaveAttribute("href", "/subscribe");
    await header.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel("Email")).toBeVisible();
  });

  test("FAQ answers open without any script", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Do I need an OpenAI account or an API key?").click();
    await expect(page.getByText("There is nothing to connect and no API key to enter.")).toBeVisible();
  });
});

test.describe("home page", () => {
  test("the pricing section shows both plans, the savings and the promises", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    const yearly = pricing.getByRole("article", { name: "Yearly" });
    const monthly = pricing.getByRole("article", { name: "Monthly" });
    await expect(yearly).toContainText("$129/year");
    await expect(yearly).toContainText("$10.75 per month, billed yearly");
    await expect(yearly).toContainText("Save 28% ($50.88 a year)");
    await expect(yearly).toContainText("Most popular");
    await expect(monthly).toContainText("$14.99/month");
    await expect(monthly).not.toContainText("Most popular");
    await expect(yearly.getByRole("link", { name: "Choose Yearly" })).toHaveAttribute("href", "/subscribe?plan=yearly");
    await expect(monthly.getByRole("link", { name: "Choose Monthly" })).toHaveAttribute(
      "href",
      "/subscribe?plan=monthly",
    );
    for (const promise of ["Cancel anytime", "No setup fees", "24-hour money-back guarantee"]) {
      await expect(pricing.getByText(promise)).toBeVisible();
    }
  });

  test("/pricing lands on the pricing section", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole("heading", { name: "One plan, every feature" })).toBeInViewport();
  });

  test("the hero leads to access and to the features", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Get Instant Access" })).toHaveAttribute("href", "/subscribe");
    await hero.getByRole("link", { name: "See all features" }).click();
    await expect(page).toHaveURL(/\/features$/);
  });

  test("FAQ items open and close with the keyboard", async ({ page }) => {
    await page.goto("/");
    const question = page.getByText("What happens when I cancel?");
    const answer = page.getByText("you keep full access until the end of the period you have already paid for");
    await question.focus();
    await expect(question).toBeFocused();
    await expect(answer).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });

  test("the contact form's code loads on the support page only", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/support"]) {
      // The island's module is imported only once React has been evaluated, which on a busy machine
      // can leave the network idle for longer than "networkidle" waits: wait for the request itself.
      const island =
        path === "/support" ? page.waitForRequest((request) => request.url().includes("contact-form")) : undefined;
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
      await island;
      await page.waitForLoadState("networkidle");
      expect(
        scripts.some((file) => file.includes("contact-form")),
        path,
      ).toBe(path === "/support");
    }
  });
});

const openMobileMenu = async (page: Page) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await siteScriptRan(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Mobile" });
};

test.describe("at 375 px", () => {
  test("the home page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });

  test("the mobile menu offers a visitor the way in", async ({ page }) => {
    const menu = await openMobileMenu(page);
    await expect(menu.getByText("Get Started")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/features");
    await expect(menu.getByRole("link", { name: "Members Area" })).toHaveAttribute("href", "/auth");
    await expect(menu.getByRole("link", { name: "Support" })).toHaveAttribute("href", "/support");
    await expect(menu.getByRole("link", { name: "Get Instant Access" })).toHaveAttribute("href", "/subscribe");
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the mobile menu asks a signed-in visitor without a plan to upgrade", async ({ page }) => {
    await createAccount(page.request);
    const menu = await openMobileMenu(page);
    await expect(menu.getByText("Get Started")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Upgrade to Pro - $14.99/mo" })).toHaveAttribute("href", "/subscribe");
    await expect(menu.getByRole("link", { name: "Members Area" })).toHaveAttribute("href", "/app/dashboard");
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("the mobile menu greets a member as Pro Member", async ({ page }) => {
    await createAccount(page.request, { isPaid: true });
    const menu = await openMobileMenu(page);
    await expect(menu.getByText("Pro Member")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/app/dashboard");
    await expect(menu.getByRole("link", { name: /Upgrade/ })).toHaveCount(0);
  });
});

test.describe("desktop header", () => {
  test("shows its buttons before the page's script has read the session", async ({ page }) => {
    // The session read answers only when released: until then the header is as the HTML made it.
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route("**/api/session", async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-session", "loading");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Get Instant Access" })).toBeVisible();
    releaseSession();
    await expect(header).toHaveAttribute("data-session", "signed-out");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  });

  test("signed out: Get Instant Access and Sign In", async ({ page }) => {
    await page.goto("/features");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Instant Access" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
  });

  test("signed in without a plan: Upgrade Now, Dashboard and Sign Out", async ({ page }) => {
    await createAccount(page.request);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/subscribe");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Members Area" })).toHaveAttribute("href", "/app/dashboard");
  });

  test("a member sees no upgrade offer", async ({ page }) => {
    await createAccount(page.request, { isPaid: true });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Upgrade Now" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Get Instant Access" })).toHaveCount(0);
  });
});

test.describe("support contact form", () => {
  test("checks the fields, sends the message to the admin, then shows the server's limit", async ({
    page,
    request,
  }) => {
    await page.goto("/support");
    const send = page.getByRole("button", { name: "Send message" });
    await send.click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();

    const subject = `Billing question ${randomUUID().slice(0, 8)}`;
    await page.getByLabel("Name").fill("Avery Example");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("How do I download my invoices?");
    await send.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();

    await page.getByLabel("Email").fill("avery@example.com");
    await page.route("**/api/support/messages", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await send.click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(
      page.getByText("Thanks — your message is on its way. We reply within one business day."),
    ).toBeVisible();
    await page.unroute("**/api/support/messages");

    await expect
      .poll(async () => (await sentMails(request, seeded.admin.email)).some((mail) => mail.subject.includes(subject)))
      .toBe(true);
    const mail = (await sentMails(request, seeded.admin.email)).find((sent) => sent.subject.includes(subject));
    expect(mail?.text).toContain("How do I download my invoices?");
    expect(mail?.text).toContain("avery@example.com");

    // The server allows five messages an hour from one address; the form shows its answer as is.
    await page.evaluate(async () => {
      for (let sent = 1; sent < 5; sent++) {
        await fetch("/api/support/messages", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Avery", email: "avery@example.com", subject: "Again", message: "Again" }),
        });
      }
    });
    await page.getByRole("button", { name: "Send another message" }).click();
    await page.getByLabel("Name").fill("Avery Example");
    await page.getByLabel("Email").fill("avery@example.com");
    await page.getByLabel("Subject").fill("One more");
    await page.getByLabel("Message").fill("Sorry, one more question.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Too many messages. Please wait a while before writing again.")).toBeVisible();
  });
});
