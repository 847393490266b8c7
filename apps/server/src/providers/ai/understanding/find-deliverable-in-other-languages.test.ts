import { describe, expect, it } from "vitest";

import { analyzeRequest } from "./analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("finding the deliverable of a request in another language", () => {
  it("reads a request in another language by the noun that names the thing, and answers in that language", () => {
    const spanish = analyzeRequest("escribe un correo a mi jefe pidiendo el viernes libre");
    expect([spanish?.kind, spanish?.language, spanish?.isEnglish]).toEqual(["email", "Spanish", false]);
    const german = analyzeRequest("Schreib mir bitte ein Gedicht über den Herbst für meine Oma");
    expect([german?.kind, german?.language]).toEqual(["poem", "German"]);
    expect(analyzeRequest("draft a lease termination letter, 60 days notice, flat 2")?.language).toBeUndefined();
  });

  it("reads a kind from unmistakable nouns in other languages", () => {
    expect(kindOf("schreib mir eine nachricht zum geburtstag meines bruders")).toBe("personal-message");
    expect(kindOf("escribe un mensaje de felicitación para mi jefe")).toBe("personal-message");
    expect(kindOf("fais-moi un devis pour la peinture d'un salon de 20 m²")).toBe("quote");
  });

  it("reads a request as another language when its words outweigh one word shared with English", () => {
    expect(analyzeRequest("schreib eine nachricht an meine kollegin zum geburtstag")?.isEnglish).toBe(false);
    expect(analyzeRequest("write a poem about la vida es una fiesta")?.isEnglish).toBe(true);
  });
});
