import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { requestLanguage } from "./request-language.ts";

describe("the language a request is written in", () => {
  it("names a request's language when it is clearly not English", () => {
    expect(
      requestLanguage("Hola, quiero pedir un día libre a mi jefe para la boda de mi hermana, ¿cómo se lo digo?"),
    ).toBe("Spanish");
    expect(
      requestLanguage("Bonjour, je cherche une recette de soupe à l'oignon pour six personnes, avec du pain"),
    ).toBe("French");
    expect(
      requestLanguage("Kannst du mir eine kurze Nachricht an meinen Vermieter schreiben? Die Heizung ist kaputt."),
    ).toBe("German");
  });

  it("leaves English alone, however short or free of small words", () => {
    for (const request of [
      "product description lavender goat milk soap",
      "at what age do hens start laying eggs",
      "my dog is aggressive toward my new baby, what do i do",
      "react app white screen after build, works in dev",
    ])
      expect(requestLanguage(request)).toBeUndefined();
  });

  it("asks for the answer in the member's language, unless English or a translation is asked for", () => {
    expect(
      promptFor("advice", "Hola, quiero pedir un día libre a mi jefe para la boda de mi hermana, ¿cómo se lo digo?"),
    ).toContain("Answer in Spanish, the language I write in.");
    expect(
      promptFor(
        "email",
        "ayúdame a escribir un correo a la maestra de mi hijo en inglés, faltará el viernes por una cita",
      ),
    ).not.toContain("Answer in Spanish");
    // English as the member's skill, or the language of an interview ahead, asks for no English answer.
    expect(
      promptFor(
        "advice",
        "Comment réussir mon examen oral en anglais la semaine prochaine? Mon anglais est correct mais je stresse beaucoup.",
      ),
    ).toContain("Answer in French, the language I write in.");
    expect(
      promptFor("advice", "Tengo una entrevista en inglés para un trabajo de recepcionista, ¿cómo me preparo?"),
    ).toContain("Answer in Spanish, the language I write in.");
    expect(promptFor("advice", "should I repot my monstera in spring or wait until summer")).not.toContain(
      "the language I write in",
    );
  });

  it("tells Malay from Indonesian by the words only one of them uses, and takes a translation into English as English asked for", () => {
    expect(
      requestLanguage(
        "Boleh tak awak tolong saya tulis surat kepada jiran sebelah? Anjing dia menyalak sepanjang malam.",
      ),
    ).toBe("Malay");
    expect(
      requestLanguage("Tolong buatkan notis untuk kelas mengaji kat surau Sabtu ni, bawa Quran sendiri, ringkas ya"),
    ).toBe("Malay");
    expect(
      requestLanguage(
        "Bisa tolong bantu saya tulis surat ke tetangga? Anjingnya menggonggong terus sepanjang malam, gimana ya",
      ),
    ).toBe("Indonesian");
    expect(
      promptFor(
        "translation",
        "Sila terjemahkan surat ini ke Bahasa Inggeris untuk majikan baru saya, jangan terlalu formal ya",
      ),
    ).not.toContain("the language I write in");
  });

  it("takes English named with its inflected ending as the language asked for", () => {
    expect(
      promptFor("message", "kannst du das bitte ins Englische übersetzen, es ist für unseren neuen Kollegen aus Leeds"),
    ).not.toContain("Answer in German");
  });

  it("tells no language by one word it shares with English", () => {
    expect(requestLanguage("knife sharpening van tagline, puns welcome")).toBeUndefined();
    expect(requestLanguage("Hola, tengo una pregunta sobre mi contrato de alquiler")).toBe("Spanish");
  });
});
