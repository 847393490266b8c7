import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { collectAiText } from "../../../testing/collect-ai-text.ts";
import { composeInput } from "../../../testing/compose-input.ts";
import { composeOffline as compose } from "../../../testing/compose-offline.ts";
import { createOfflineTextAiProvider } from "./offline-text-ai-provider.ts";

const provider = createOfflineTextAiProvider();

describe("offline text AI provider (the built-in composer)", () => {
  it("labels itself as the built-in composer and offers no Compare", () => {
    expect(provider.name).toBe("offline");
    expect(provider.engineLabel).toBe("Built-in composer");
    expect(provider).not.toHaveProperty("answer");
  });

  it("honours an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    const events = provider.composePrompt(composeInput("write a poem"), { signal: controller.signal });
    expect((await aiFailureOf(collectAiText(events))).code).toBe("aborted");
  });

  it("gives the same answer for the same request", async () => {
    const request = "uh write a friendly newsletter intro for our gardening club, mention the plant swap on may 4th";
    const first = await compose(request);
    expect(await compose(request)).toBe(first);
    expect(first).toContain("May 4th");
  });

  it("names an unknown thing without its count and unit", async () => {
    expect(await compose("write a 10 minute icebreaker game for new students")).toContain(
      "You are an experienced professional who creates icebreaker games",
    );
  });

  it("asks for an unknown thing by name, with its purpose, reader and usual form", async () => {
    const intro = await compose("i need an introduction for my youtube channel about woodworking");
    expect(intro).toContain("## Task\nCreate an introduction for my YouTube channel about woodworking.");
    expect(intro).toContain("Follow the usual structure, length and conventions of an introduction");
    expect(intro).toContain("The introduction, complete and ready to use");
  });

  it("keeps a request in another language as written and asks for the answer in that language", async () => {
    const german = await compose(
      "Schreib mir bitte eine E-Mail an meinen Vermieter, die Heizung ist seit drei Tagen kaputt",
    );
    expect(german).toContain(
      "Schreib mir bitte eine E-Mail an meinen Vermieter, die Heizung ist seit drei Tagen kaputt.",
    );
    expect(german).toContain("Write the answer in German.");
    expect(german).toContain("subject line");
  });

  it("reads a pair of languages as the work, not as the answer's language", async () => {
    const pair = await compose("a bio for my translation agency, Spanish to English and German to English");
    expect(pair).not.toContain("Write the answer in");
    const asked = await compose("I translate from Spanish to English, write my bio in French");
    expect(asked).toContain("Write the answer in French.");
  });

  it("summarises a well-known work from what is known of it, not as an explanation of a concept", async () => {
    const hamlet = await compose("summarize the plot of hamlet");
    expect(hamlet).toContain("the key points in order");
    expect(hamlet).not.toMatch(/analogy|never invent names, numbers/u);
  });

  it("writes a message sent by text or a chat app without a subject line, and a mail with one", async () => {
    const text = await compose("a text to my landlord, the boiler has been broken since Friday");
    expect(text).toContain("It is sent as a text message: no subject line");
    expect(text).toContain("## Output format\nThe message ready to send.");
    const linkedIn = await compose("answer a recruiter on linkedin saying I'm happy where I am");
    expect(linkedIn).toContain("It is sent as a LinkedIn message");
    expect(linkedIn).not.toMatch(/subject line that|e-mails/u);
    const instagram = await compose("reply to a follower on instagram who asked about our opening hours");
    expect(instagram).toContain("It is sent as an Instagram message");
    const mail = await compose("write an email to a recruiter I met on linkedin about the analyst role");
    expect(mail).toContain("subject line");
    expect(mail).not.toContain("It is sent as");
  });

  it("keeps the wording an image should carry (a logo, a poster) and names no image model in the subject", async () => {
    const logo = await compose("a logo for a florist called Petal & Stem, minimal");
    expect(logo).toContain("Petal & Stem");
    expect(logo).toContain("Spell any name or wording exactly as given");
    expect(logo).not.toMatch(/Avoid[^.]*\btext\b/u);
    expect(await compose("a watercolor of a heron at dawn")).toMatch(/Avoid text/u);
    expect(await compose("stable diffusion poster for a jazz night called Blue Hour")).toMatch(
      /^Prompt: poster for a jazz night called Blue Hour/u,
    );
  });

  it("marks where the text goes when a summary, edit or translation is asked for without it", async () => {
    const summary = await compose("summarise the meeting notes in 5 bullets for my manager");
    expect(summary).toContain('## Text to summarise\n"""\n[Paste the meeting notes here]\n"""');
    const edit = await compose("can you proofread my essay");
    expect(edit).toContain("[Paste the essay here]");
    const ownResume = await compose("look over my CV and make it punchier");
    expect(ownResume).toContain("[Paste the CV here]");
    expect(await compose("write a CV for a junior chef")).not.toContain("[Paste");
    expect(await compose("feedback on my cover letter please")).toContain("[Paste the cover letter here]");
    // The text given is asked for by what it is, not by where the result will go.
    const reshaped = await compose("turn these bullet points into a paragraph for my newsletter");
    expect(reshaped).toContain("[Paste the bullet points here]");
    expect(reshaped).not.toMatch(/subject line/iu);
    expect(await compose("feedback on my idea: a box of rare plants each month")).not.toContain("[Paste");
    const given = await compose('translate "we open at nine on sundays" into German');
    expect(given).not.toContain("[Paste");
    const afterQuestion = await compose("can you proofread this? Dear Ms Patel, thank you for the interview yesterday");
    expect(afterQuestion).toContain('"""\nDear Ms Patel, thank you for the interview yesterday\n"""');
    expect(afterQuestion).not.toContain("[Paste");
    const afterColon = await compose("translate to french: thank you for your order, it ships tomorrow");
    expect(afterColon).toContain('## Text to translate\n"""\nthank you for your order, it ships tomorrow\n"""');
  });

  it("gives an image the style, light and framing the person left open, in the named model's syntax", async () => {
    // Parameters typed in the request are settings, not part of the picture.
    const flagged = await compose("midjourney: a lighthouse in a storm, oil painting --ar 2:3 --v 6");
    expect(flagged).not.toMatch(/--ar,|storm --ar/u);
    expect(flagged).toMatch(/--ar 2:3 --v 6$/u);
    const namedStyle = await compose("a castle on a cliff at night, fantasy art");
    expect(namedStyle).not.toContain("photorealistic");
    const plain = await compose("give me a prompt for midjourney of a heron on a frozen lake");
    expect(plain).toBe(
      "a heron on a frozen lake, photorealistic, soft natural light, balanced composition with a clear focal point, highly detailed --v 8.1",
    );
    // "I need a prompt for <model>:" is how the request starts, never what the picture shows.
    const asked = await compose("i need a prompt for midjourney: two owls sharing an umbrella, ink drawing");
    expect(asked).toMatch(/^two owls sharing an umbrella, ink drawing, .* --v 8\.1$/u);
    const forDalle = await compose("could you give me a dall-e prompt: a tram on a bridge at dawn");
    expect(forDalle).toMatch(/^Create an image: A tram on a bridge at dawn,/u);
    const chosen = await compose("stable diffusion, portrait of a jazz singer, watercolor, candlelight");
    expect(chosen).toMatch(/^Prompt: portrait of a jazz singer, watercolor, candlelight, head-and-shoulders framing/u);
    expect(chosen).not.toMatch(/photorealistic|soft natural light|stable diffusion,/iu);
  });

  it("keeps a list started after a colon together, and writes a message for a chat group without a subject line", async () => {
    const list = await compose("write product descriptions for 3 mugs: a fox one, an owl one, and a plain one");
    expect(list).toContain("3 mugs: a fox one, an owl one, and a plain one.");
    const shaped = await compose("explain how vaccines work in 4 bullet points");
    expect(shaped).toContain("## Output format\nIn 4 bullet points, as I asked.");
    const discord = await compose("write a welcome message for new members of our running club discord");
    expect(discord).toContain("It is sent as a Discord message: no subject line");
    const note = await compose("write a short note to put in my daughter's lunchbox on her first day");
    expect(note).not.toContain("It is from me to put");
    const invite = await compose("write an email inviting my team to a picnic on Sunday at noon");
    expect(invite).not.toContain("It is from me to a picnic");
    const chaser = await compose("an email to follow up on a quote I sent last week");
    expect(chaser).not.toContain("It is from me to follow");
    const welcome = await compose("write a welcome email for new members of our choir to our mailing list");
    expect(welcome).not.toContain("It is from me to our mailing list");
    const intro = await compose("write a blog intro about slow travel for retirees");
    expect(intro).toContain("## Output format\nThe intro only, ready to use, not the whole piece.");
    const outline = await compose("an essay outline on school uniforms");
    expect(outline).toContain("Give only the outline, not the full text");
    expect(outline).toContain(
      "## Output format\nA working title and a one-sentence premise, then the numbered outline",
    );
    const family = await compose("write a letter to my son for his graduation");
    expect(family).toContain("## Tone\nWarm and personal.");
    expect(family).not.toContain("addresses");
    const generator = await compose("write a prompt for an AI image generator: a fox asleep in tall grass");
    expect(generator).toMatch(/^Create an image: A fox asleep in tall grass, /u);
    const groupChat = await compose("a message for my team's group chat saying the office is closed Monday");
    expect(groupChat).toContain("It is sent as a group chat message: no subject line");
  });

  it("takes the tone from the person's own words", async () => {
    const cordial = await compose("reply to my neighbour about the fence, keep it cordial");
    expect(cordial).toContain("## Tone\nCordial.");
  });

  it("fits a bio to where it appears", async () => {
    const bio = await compose("a tinder bio, I'm 34, a vet, love baking");
    expect(bio).toContain("playful and personal for a dating app");
    expect(bio).not.toContain("Professional and approachable");
  });

  it("lays the prompt out for the target model: Markdown, XML tags for Claude, plain numbered rules for open models", async () => {
    const request = "write a cover letter for a barista job at Blue Bottle";
    expect(await compose(request, { options: { target: "chatgpt" } })).toMatch(
      /^You are .*\n\n## Task\nWrite a cover letter for a barista job at Blue Bottle\./u,
    );
    expect(await compose(request, { options: { target: "gemini" } })).toContain("## Requirements\n- ");
    const claude = await compose(request, { options: { target: "claude" } });
    expect(claude).toContain("<task>\nWrite a cover letter for a barista job at Blue Bottle.\n</task>");
    expect(claude).toContain("<requirements>\n- ");
    const open = await compose(request, { options: { target: "open" } });
    expect(open).toContain("Task: Write a cover letter for a barista job at Blue Bottle.");
    expect(open).toMatch(/Rules:\n1\. /u);
  });

  it("applies the controls and refinements: tone, format, length, language, examples, questions first, shorter", async () => {
    const request = "write an email to my team about the new parking rules";
    const full = await compose(request);
    const adjusted = await compose(request, {
      options: {
        tone: "formal",
        format: "bullets",
        length: "short",
        language: "Spanish",
        refinements: ["add examples", "ask me clarifying questions first", "mention the deadline is Friday"],
      },
    });
    expect(adjusted).toContain("## Tone\nFormal.");
    expect(adjusted).toContain("- Format the answer as bullet points.");
    expect(adjusted).toContain("- Keep the answer short: only what matters most.");
    expect(adjusted).toContain("- Write the answer in Spanish.");
    expect(adjusted).toContain("- Include two or three concrete examples.");
    expect(adjusted).toContain("ask me up to three short questions");
    expect(adjusted).toContain("- Mention the deadline is Friday.");
    const shorter = await compose(request, { options: { refinements: ["shorter"] } });
    expect(shorter.length).toBeLessThan(full.length);
    const formal = await compose(request, { options: { refinements: ["Make the tone more formal."] } });
    expect(formal).toContain("## Tone\nFormal.");
  });

  it("reads a 10,000-character request to its end and keeps what was said there", async () => {
    const sentence = "Um so we also need like a section about the the onboarding process for new hires. ";
    const ending = "Send questions to people-ops@example.org by June 30th.";
    const body = `Write an employee handbook for our company. ${sentence.repeat(130)}`;
    const request = `${body.slice(0, 10_000 - ending.length - 1)} ${ending}`;
    expect(request.length).toBe(10_000);

    const prompt = await compose(request);

    expect(prompt).toContain("people-ops@example.org");
    expect(prompt).toContain("by June 30th");
    expect(prompt).not.toMatch(/\bthe the\b|\bUm\b/u);
  });

  // Inputs shaped to make a backtracking pattern explode. Each takes well under a second; the
  // generous limit only catches a pattern whose work grows exponentially with the length.
  const pathological = {
    "one long word": "a".repeat(10_000),
    "a long run of numbers": "1,".repeat(5_000),
    "repeated abbreviations": "Dr. ".repeat(2_500),
    "unclosed quotes": '"a '.repeat(3_333),
    "a long run of spaces": `write${" ".repeat(9_994)}!`,
  };
  it.each(Object.entries(pathological))(
    "composes a 10,000-character request of %s without runaway pattern matching",
    async (_shape, request) => {
      const prompt = await compose(request.slice(0, 10_000));
      expect(prompt.length).toBeGreaterThan(0);
    },
    30_000,
  );

  it("writes a complaint sent as a text as a short message without a subject line", async () => {
    const text = await compose(
      "send a firm text to my landlord, the boiler has been off since the 3rd and I want it repaired",
    );
    expect(text).toContain("## Output format\nThe message ready to send.");
    expect(text).toContain("no subject line");
    expect(text).not.toContain("One page at most");
  });

  it("runs a role-play as a session: the role, one turn at a time, corrections, score and my level", async () => {
    const session = await compose("act as a german tutor and test me on separable verbs");
    expect(session).toContain("then stop and wait for my answer");
    expect(session).toContain("Keep score");
    expect(session).toContain("[beginner / intermediate / advanced]");
  });

  it("asks for the cause, the fix and the code when an error message is pasted to be explained", async () => {
    const error = await compose("can you explain this error: SyntaxError: Unexpected token '<' in JSON at position 0");
    expect(error).toContain("likely cause, fix (with code), how to verify it");
    expect(error).toContain("[Paste the code where it happens here]");
    expect(error).not.toContain("questions to check understanding");
  });
});
