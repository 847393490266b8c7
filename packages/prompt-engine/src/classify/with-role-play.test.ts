import { describe, expect, it } from "vitest";

import { withRolePlay } from "./with-role-play.ts";

describe("a scene with a part for each", () => {
  it("is a role-play when the assistant gets a part and the member takes one", () => {
    for (const request of [
      "Pretend you're a tenant who hasn't paid rent for two months and I'll be the letting agent calling you. Push back a bit.",
      "act as a nervous patient before a blood test, I'm the nurse, see if I can calm you down",
      "you be a buyer haggling over my used car, I will play the seller, price is £4,200",
    ])
      expect(withRolePlay("advice", request)).toBe("role-play");
  });

  it("leaves a request with one part, or none, as it was read", () => {
    expect(withRolePlay("advice", "how do I act as a calm host when my in-laws visit?")).toBe("advice");
    expect(withRolePlay("question", "what does a receptionist do if a guest's room isn't ready, I'm the new one")).toBe(
      "question",
    );
    expect(withRolePlay("email", "act as my assistant and I'll be the sender: draft an email to the bank")).toBe(
      "email",
    );
  });

  it("is a role-play when the assistant itself is named and given a part", () => {
    expect(
      withRolePlay(
        "advice",
        "onboarding new call centre staff, want the AI to play a customer whose parcel went missing, then score how they did",
      ),
    ).toBe("role-play");
    expect(withRolePlay("advice", "how do i get the AI to be more concise in its answers")).toBe("advice");
    expect(withRolePlay("neutral", "write instructions for the AI to be my spanish tutor, strict but kind")).toBe(
      "neutral",
    );
  });

  it("is a role-play when the assistant is told to be someone to practise with", () => {
    for (const request of [
      "can you be a tough customs officer so I can practise my answers before my flight to Vancouver",
      "play my manager, I want to rehearse asking for a raise, she is busy and a bit dismissive",
      "be an examiner for my driving theory, mock conversation, then say where I went wrong",
    ])
      expect(withRolePlay("advice", request)).toBe("role-play");
    expect(withRolePlay("advice", "be honest, should I take the job in Leeds or stay?")).toBe("advice");
    expect(withRolePlay("question", "how do I practise a hard conversation with my landlord?")).toBe("question");
  });

  it("is a role-play when the part is to be played for a few turns and the member's part judged after", () => {
    for (const request of [
      "im new on reception at a vet clinic. can you be an owner whose dog waited 2 hours, after 4 or 5 replies stop and say what i said wrong",
      "could you be my strata manager who keeps ignoring my leak emails, be stubborn, then tell me how well i handled it",
      "ok be a difficult supplier in shenzhen, stay in character until i say stop",
    ])
      expect(withRolePlay("advice", request)).toBe("role-play");
    expect(withRolePlay("advice", "how do i tell a customer their car isnt ready after 3 messages asking")).toBe(
      "advice",
    );
  });

  it("is a quiz when the part asks the member questions with right answers and marks each", () => {
    expect(
      withRolePlay(
        "role-play",
        "pretend ur my pharmacology lecturer, fire me questions on beta blockers and say whether im right before moving on",
      ),
    ).toBe("quiz");
    expect(withRolePlay("role-play", "be a strict sommelier examiner, quiz me on rioja vs ribera and keep score")).toBe(
      "quiz",
    );
    expect(
      withRolePlay(
        "role-play",
        "act as the hiring manager at a bank in lagos, ask me interview questions one at a time then give feedback",
      ),
    ).toBe("role-play");
  });

  it("is a game the assistant runs for the member, not a story to write", () => {
    expect(
      withRolePlay(
        "creative-writing",
        "run a spooky one-shot adventure for me in a haunted lighthouse, I'm an elf ranger, you describe and then ask me what i do",
      ),
    ).toBe("role-play");
    expect(withRolePlay("creative-writing", "write a short story about an elf ranger in a haunted lighthouse")).toBe(
      "creative-writing",
    );
    expect(withRolePlay("advice", "my flatmate keeps borrowing my car without asking, what do i do")).toBe("advice");
  });

  it("is a scene when the member names someone and says 'you play her' for practice", () => {
    expect(
      withRolePlay(
        "neutral",
        "can we practise my spanish? i'm renting a flat in Seville from a man called Don Ramón, you play him, i need to ask about the deposit",
      ),
    ).toBe("role-play");
    expect(withRolePlay("question", "which position should you play him in, he's quick but 5 foot 2")).toBe("question");
  });

  it("is a scene when the member says 'roleplay as' someone", () => {
    expect(
      withRolePlay(
        "neutral",
        "roleplay as a grumpy ship's cook on a whaling ship in 1850, the museum visitors will type questions to you",
      ),
    ).toBe("role-play");
  });

  it("is a scene when the member names the role-play and the part", () => {
    expect(
      withRolePlay(
        "neutral",
        "roleplay time! you are Captain Nemo and i'm a reporter from 1870 asking about the Nautilus",
      ),
    ).toBe("role-play");
    expect(withRolePlay("neutral", "is roleplay good for kids? you are not going to believe my son")).toBe("neutral");
  });
});
