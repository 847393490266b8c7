import type { GenieSession, GenieVersion } from "@promptloom/contracts/genie";
import type { EngineQuestion } from "@promptloom/contracts/prompt-engine";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { eventStream, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { GenieScreen, nothingChangedMessage } from "./genie-screen.tsx";

const questions: EngineQuestion[] = [
  {
    id: "audience",
    label: "Who will read it?",
    choices: ["My landlord", "A letting agency"],
    placeholder: "e.g. the property manager",
  },
  { id: "deadline", label: "By when should it be fixed?", choices: [], placeholder: "e.g. before the weekend" },
];

const version = (overrides: Partial<GenieVersion> = {}): GenieVersion => ({
  id: "v1",
  refinement: null,
  prompt: "You are a tenant writing to a landlord.\n\nWrite an email about the broken heating.",
  kind: "email",
  facts: [],
  missedFacts: [],
  engine: "Built-in composer",
  confidence: 0.8,
  questions,
  changedOptions: {},
  answers: [],
  createdAt: "2025-05-01T10:00:00.000Z",
  ...overrides,
});

const request = "email my landlord about the broken heating";

/** A Genie that answers the first refine with `first` and each revision with the next of `revisions`. */
const genie = (first: GenieVersion, ...revisions: GenieVersion[]) => {
  const kept: GenieVersion[] = [first];
  const server = fakeApi()
    .on("GET", "/api/genie/engine", { status: 200, body: { engine: "Built-in composer", usesModel: false } })
    .on("GET", "/api/genie/sessions", { status: 200, body: { items: [] } })
    .on("POST", "/api/genie/sessions", eventStream({ event: "version", data: { sessionId: "s1", version: first } }))
    .on("POST", "/api/genie/sessions/:id/refinements", () => {
      const next = revisions[kept.length - 1] ?? version({ id: `v${kept.length + 1}`, questions: [] });
      kept.push(next);
      return eventStream({ event: "version", data: { sessionId: "s1", version: next } });
    })
    .on("GET", "/api/genie/sessions/s1", () => ({
      status: 200,
      body: {
        id: "s1",
        title: request,
        request,
        options: {
          target: "chatgpt",
          tone: "auto",
          format: "auto",
          length: "auto",
          language: "",
          answers: kept.flatMap((each) => each.answers),
          ...kept.reduce<GenieVersion["changedOptions"]>((all, each) => ({ ...all, ...each.changedOptions }), {}),
        },
        versions: kept,
        createdAt: "2025-05-01T10:00:00.000Z",
        updatedAt: "2025-05-01T10:00:00.000Z",
      } satisfies GenieSession,
    }));
  return server;
};

const revisions = (server: ReturnType<typeof fakeApi>) =>
  server.requestsTo("POST", "/api/genie/sessions/:id/refinements");

const refineFirst = async (user: ReturnType<typeof renderWithApp>["user"]) => {
  await user.click(screen.getByRole("button", { name: "Refine" }));
  return screen.findByRole("region", { name: "Refined prompt" });
};

describe("Genie's quick questions", () => {
  it("are not shown when the latest version asks nothing", async () => {
    genie(version({ questions: [] }));
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    expect(await within(result).findByText("Written by Built-in composer")).toBeVisible();
    expect(within(result).queryByRole("region", { name: "Quick questions" })).toBeNull();
  });

  it("show each question with its choices as toggle chips and a field for the member's own words", async () => {
    genie(version());
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    const asked = await within(result).findByRole("region", { name: "Quick questions" });

    const audience = within(asked).getByRole("group", { name: "Who will read it?" });
    expect(within(audience).getByRole("button", { name: "My landlord" })).toHaveAttribute("aria-pressed", "false");
    expect(within(audience).getByRole("button", { name: "A letting agency" })).toHaveAttribute("aria-pressed", "false");
    expect(within(audience).getByRole("textbox", { name: "Or in your own words: Who will read it?" })).toHaveAttribute(
      "placeholder",
      "e.g. the property manager",
    );
    const deadline = within(asked).getByRole("group", { name: "By when should it be fixed?" });
    expect(within(deadline).queryAllByRole("button")).toHaveLength(0);
    expect(within(deadline).getByRole("textbox", { name: "Your answer: By when should it be fixed?" })).toBeVisible();

    expect(within(asked).getByRole("button", { name: "Use my answers" })).toBeDisabled();
    expect(within(asked).getByText("Pick or type an answer first.")).toBeVisible();
  });

  it("toggle a chip on and off, and let typed words replace a picked chip", async () => {
    genie(version());
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const asked = await within(await refineFirst(user)).findByRole("region", { name: "Quick questions" });
    const landlord = within(asked).getByRole("button", { name: "My landlord" });
    const agency = within(asked).getByRole("button", { name: "A letting agency" });

    await user.click(landlord);
    expect(landlord).toHaveAttribute("aria-pressed", "true");
    expect(within(asked).getByText("1 of 2 answered")).toBeVisible();
    await user.click(agency);
    expect(agency).toHaveAttribute("aria-pressed", "true");
    expect(landlord).toHaveAttribute("aria-pressed", "false");
    await user.click(agency);
    expect(agency).toHaveAttribute("aria-pressed", "false");
    expect(within(asked).getByRole("button", { name: "Use my answers" })).toBeDisabled();

    await user.click(landlord);
    await user.type(within(asked).getByRole("textbox", { name: /Who will read it\?/ }), "the property manager");
    expect(landlord).toHaveAttribute("aria-pressed", "false");
    expect(within(asked).getByRole("button", { name: "Use my answers" })).toBeEnabled();
  });

  it("send the answers as a revision of the session with the keyboard alone, then show the next version", async () => {
    const answered = version({
      id: "v2",
      prompt: "Write an email to my landlord about the broken heating, to be fixed before the weekend.",
      questions: [],
      answers: [
        { id: "audience", answer: "My landlord" },
        { id: "deadline", answer: "before the weekend" },
      ],
    });
    const server = genie(version(), answered);
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    const asked = await within(result).findByRole("region", { name: "Quick questions" });

    within(asked).getByRole("button", { name: "My landlord" }).focus();
    await user.keyboard(" ");
    expect(within(asked).getByRole("button", { name: "My landlord" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(asked).getByRole("textbox", { name: /By when should it be fixed\?/ }));
    await user.keyboard("before the weekend");
    await user.tab();
    expect(within(asked).getByRole("button", { name: "Use my answers" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await within(result).findByRole("button", { name: "Version 2: my answers" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(result).getByText(/to be fixed before the weekend\./)).toBeVisible();
    expect(within(result).queryByRole("region", { name: "Quick questions" })).toBeNull();
    expect(server.requestsTo("POST", "/api/genie/sessions")).toHaveLength(1);
    expect(revisions(server)).toHaveLength(1);
    expect(revisions(server)[0]?.body).toEqual({
      answers: [
        { id: "audience", answer: "My landlord" },
        { id: "deadline", answer: "before the weekend" },
      ],
      options: { target: "chatgpt", tone: "auto", format: "auto", length: "auto", language: "" },
    });
  });

  it("keep the lines of material typed or pasted as an answer", async () => {
    const server = genie(version());
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const asked = await within(await refineFirst(user)).findByRole("region", { name: "Quick questions" });
    await user.type(
      within(asked).getByRole("textbox", { name: /By when should it be fixed\?/ }),
      "Friday{Enter}at the latest",
    );
    await user.click(within(asked).getByRole("button", { name: "Use my answers" }));
    await waitFor(() => expect(revisions(server)).toHaveLength(1));
    expect(revisions(server)[0]?.body).toMatchObject({
      answers: [{ id: "deadline", answer: "Friday\nat the latest" }],
    });
  });

  it("hide while the answered version is being written", async () => {
    const server = genie(version());
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    const asked = await within(result).findByRole("region", { name: "Quick questions" });
    server.hang("POST", "/api/genie/sessions/:id/refinements");
    await user.click(within(asked).getByRole("button", { name: "A letting agency" }));
    await user.click(within(asked).getByRole("button", { name: "Use my answers" }));
    expect(await within(result).findByText("Writing your prompt...")).toBeVisible();
    expect(within(result).queryByRole("region", { name: "Quick questions" })).toBeNull();
  });

  it("belong to the latest version only: an older version shows none", async () => {
    genie(version(), version({ id: "v2", refinement: "Make the prompt shorter.", questions }));
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    await user.click(await within(result).findByRole("button", { name: "Shorter" }));
    await user.click(await within(result).findByRole("button", { name: "Version 1" }));
    expect(within(result).getByRole("button", { name: "Version 1" })).toHaveAttribute("aria-pressed", "true");
    expect(within(result).queryByRole("region", { name: "Quick questions" })).toBeNull();
    await user.click(within(result).getByRole("button", { name: "Version 2: Make the prompt shorter." }));
    expect(within(result).getByRole("region", { name: "Quick questions" })).toBeVisible();
  });
});

describe("Genie's settings", () => {
  it("changed after a refinement revise the same session when Refine is pressed, keeping the conversation", async () => {
    const server = genie(
      version({ questions: [] }),
      version({ id: "v2", refinement: "Make the prompt shorter.", questions: [] }),
      version({ id: "v3", changedOptions: { tone: "formal", format: "bullets" }, questions: [] }),
    );
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    await user.click(await within(result).findByRole("button", { name: "Shorter" }));
    await within(result).findByRole("button", { name: "Version 2: Make the prompt shorter." });

    await user.selectOptions(screen.getByRole("combobox", { name: "Tone" }), "Formal");
    await user.selectOptions(screen.getByRole("combobox", { name: "Answer format" }), "Bullet points");
    await user.click(screen.getByRole("button", { name: "Refine" }));

    expect(
      await within(result).findByRole("button", { name: "Version 3: Tone: Formal · Answer format: Bullet points" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(server.requestsTo("POST", "/api/genie/sessions")).toHaveLength(1);
    expect(revisions(server).map((each) => each.body)).toEqual([
      {
        refinement: "Make the prompt shorter.",
        options: { target: "chatgpt", tone: "auto", format: "auto", length: "auto", language: "" },
      },
      { options: { target: "chatgpt", tone: "formal", format: "bullets", length: "auto", language: "" } },
    ]);
  });

  it("left as they were: Refine says nothing has changed and sends nothing", async () => {
    const server = genie(version({ questions: [] }));
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    const result = await refineFirst(user);
    await within(result).findByText("Written by Built-in composer");
    await user.click(screen.getByRole("button", { name: "Refine" }));
    expect(await screen.findByText(nothingChangedMessage)).toBeVisible();
    expect(server.requestsTo("POST", "/api/genie/sessions")).toHaveLength(1);
    expect(revisions(server)).toHaveLength(0);
  });

  it("with a new request start a new session", async () => {
    const server = genie(version({ questions: [] }));
    const { user } = renderWithApp(<GenieScreen initialRequest={request} />);
    await within(await refineFirst(user)).findByText("Written by Built-in composer");
    await user.type(screen.getByRole("textbox", { name: "Your rough request" }), " before winter");
    await user.click(screen.getByRole("button", { name: "Refine" }));
    await waitFor(() => expect(server.requestsTo("POST", "/api/genie/sessions")).toHaveLength(2));
    expect(server.requestsTo("POST", "/api/genie/sessions")[1]?.body).toMatchObject({
      request: `${request} before winter`,
    });
    expect(revisions(server)).toHaveLength(0);
  });
});
