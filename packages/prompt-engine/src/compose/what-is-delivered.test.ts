import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("the prompt asks for what the member will use: the task done, a configuration to paste", () => {
  it("does the task asked for and adds the prompt for next time asked beside it", () => {
    const both = promptFor(
      "debugging",
      "my python loop skips every other item when I remove things, can you explain why and also write me a prompt I can reuse for bugs like this",
    );
    expect(both).not.toMatch(/expert prompt writer/u);
    expect(both).toMatch(/reusable prompt I can paste next time/u);
    const promptOnly = promptFor("debugging", "write a prompt that makes chatgpt explain python bugs to me");
    expect(promptOnly).toMatch(/expert prompt writer/u);
    expect(promptOnly).not.toMatch(/reusable prompt I can paste next time/u);
  });

  it("gives a configuration where it goes and what to fill in, not a program's command, tests or questions", () => {
    const automation = promptFor(
      "code",
      "home assistant automation to turn the hallway light on when the front door opens after dark",
    );
    expect(automation).toMatch(/complete configuration, ready to paste/u);
    expect(automation).not.toMatch(/runnable code|named functions|edge cases/u);
    expect(promptFor("code", "python script that renames my holiday photos by date")).toMatch(/runnable code/u);
  });
});
