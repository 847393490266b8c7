import type { DeliverableKind } from "./deliverable-kinds.ts";

/**
 * Deliverable nouns in the other languages requests arrive in (German, French, Spanish, Italian,
 * Portuguese, Dutch). The composer cannot parse their grammar, so only a noun that names the thing
 * unmistakably decides the kind; anything else keeps the neutral structure.
 */
const nouns: [DeliverableKind, string][] = [
  ["email", "e-mail email mail correo courriel"],
  ["letter", "brief lettre carta lettera"],
  ["complaint", "beschwerde reklamation réclamation plainte reclamación queja reclamo reclamação klacht"],
  ["personal-message", "nachricht glückwünsche message mensaje mensagem messaggio felicitación felicitações auguri"],
  ["apology", "entschuldigung excuses disculpa disculpas desculpas scuse verontschuldiging"],
  ["quote", "kostenvoranschlag devis presupuesto orçamento preventivo"],
  ["legal-text", "agb datenschutzerklärung vertrag contrat contrato contratto"],
  ["meeting-minutes", "protokoll sitzungsprotokoll acta verbale notulen"],
  ["checklist", "liste lista einkaufsliste checkliste packliste boodschappenlijst"],
  ["cover-letter", "anschreiben bewerbungsschreiben motivationsschreiben sollicitatiebrief"],
  ["resume", "lebenslauf cv currículum curriculum"],
  ["speech", "rede discours discurso discorso toespraak brindis"],
  ["poem", "gedicht poème poema poesia poesía"],
  ["story", "geschichte histoire cuento historia racconto história verhaal"],
  ["recipe", "rezept recette receta ricetta receita recept"],
  ["meal-plan", "speiseplan ernährungsplan essensplan menú"],
  ["workout-plan", "trainingsplan entrenamiento allenamento treino"],
  ["itinerary", "reiseplan itinéraire itinerario roteiro reisroute"],
  ["summary", "zusammenfassung résumé resumen riassunto resumo samenvatting"],
  ["social-post", "post publicación publication"],
  ["presentation", "präsentation présentation presentación presentazione apresentação presentatie"],
  ["invitation", "einladung invitation invitación invito convite uitnodiging"],
  ["product-description", "produktbeschreibung"],
  ["essay", "aufsatz dissertation ensayo saggio redação opstel"],
];

/** Bosses and colleagues: a message to them is a work message, not a personal note. */
const workRecipients = new Set(
  "chef chefin vorgesetzten vorgesetzte kollegen kollegin patron patronne collègue collègues jefe jefa compañeros capo responsabile colleghi chefe colegas baas leidinggevende collega's".split(
    " ",
  ),
);

/** Plain message nouns: to a boss about being late or ill they are work messages, unlike greetings. */
const plainMessages = new Set("nachricht message mensaje mensagem messaggio bericht".split(" "));
/** Occasions that keep a message to a colleague personal: a birthday, congratulations, thanks, a farewell. */
const occasions = new Set(
  "geburtstag glückwunsch glückwünsche danke dank abschied ruhestand anniversaire félicitations merci départ retraite cumpleaños felicitación felicidades gracias despedida jubilación compleanno auguri grazie pensione aniversário parabéns obrigado obrigada verjaardag gefeliciteerd bedankt afscheid".split(
    " ",
  ),
);

const kindOfWord = new Map(nouns.flatMap(([kind, words]) => words.split(" ").map((word) => [word, kind] as const)));

/** The kind a non-English request names by one of its nouns, the first such noun deciding. */
export const foreignDeliverable = (text: string): DeliverableKind | undefined => {
  const words = text.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  for (const word of words) {
    const kind = kindOfWord.get(word);
    const toWork = words.some((other) => workRecipients.has(other)) && !words.some((other) => occasions.has(other));
    if (plainMessages.has(word) && toWork) return "email";
    if (kind) return kind;
  }
  return undefined;
};
