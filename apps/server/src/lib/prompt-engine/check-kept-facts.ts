const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, " ");

/** Splits the request's facts into those the prompt contains (case-insensitively) and those it dropped. */
export const checkKeptFacts = (facts: string[], prompt: string) => {
  const text = normalize(prompt);
  const kept = facts.filter((fact) => text.includes(normalize(fact)));
  return { facts: kept, missedFacts: facts.filter((fact) => !kept.includes(fact)) };
};
