/**
 * A request for a prompt is a request for what the prompt asks ("create a prompt for a sales
 * follow-up email" is an e-mail; "how do I get AI to check my son's homework" is a tutoring
 * task): the opening that asks for a prompt, or asks how to ask an assistant, is set aside when
 * the deliverable is read. An image prompt stays one ("a midjourney prompt for a cabin").
 */
const promptFor =
  /^(?:(?:please|pls|can you|could you|help me|i need|i want|need|want)\s+)*(?:to\s+)?(?:(?:create|write|make|give me|generate|craft|build|draft|come up with|get)\s+)?(?:me\s+)?(?:(?:a|an|the)\s+)?(?:(?:good|better|great|detailed|chatgpt|gpt|ai|claude|gemini)\s+)*prompt\s+(?:for|to|that|about|asking|which|so)\s+(?:(?:chatgpt|gpt|ai|claude|gemini|it)\s+)?(?:(?:can|will|to)\s+)?/iu;
const howToAsk =
  /^(?:(?:how|what)\s+(?:do|can|should|would)\s+i\s+(?:ask|get|tell|prompt|make|have)|help me (?:ask|get|prompt)|i want to (?:ask|get))\s+(?:the\s+|an?\s+)?(?:ai|chatgpt|gpt|claude|gemini|it|assistant|bot|chatbot)\s+(?:to\s+|whether\s+|if\s+|for\s+|about\s+)?/iu;
const imageWords = /\b(?:image|midjourney|dall-?e|stable diffusion|sdxl|flux|picture|photo|art|logo|illustration)\b/iu;

/** An ask for a prompt anywhere in the request ("…, write a prompt that makes it flag risky clauses"). */
const promptAsk =
  /\b(?:write|create|make|give|generate|craft|draft|build|need|want)\s+(?:me\s+)?(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?)(?:prompts?|system prompt|custom instructions|instructions\s*\/\s*prompt|prompt\s*\/\s*instructions)\b(?!\s+(?:payment|payer|reply|replies|response|delivery))/iu;

/**
 * Instructions to paste into an assistant ("write the instructions I should paste in at the start",
 * "the instructions for an AI chatbot that answers our customers"). Instructions on where or how
 * to paste something ("a script, with instructions on where to paste it") are the member's to follow.
 */
const instructionsToPaste =
  /\b(?:instructions|prompt|system message)\b(?:(?!\b(?:where|how)\b)[^.?!]){0,40}\bpaste\b|\b(?:instructions|system prompt|system message|rules)\s+for\s+(?:an?\s+|my\s+|our\s+|the\s+)?(?:ai\s+|gpt\s+|custom\s+)?(?:chatbot|chat bot|bot|assistant|agent|custom gpt|gpt)\b|\bpaste (?:it |this |them )?(?:in|into) (?:chatgpt|claude|gemini|copilot|the ai|an ai|ai|a custom gpt|my gpt)\b/iu;

/**
 * A prompt asked only to get the answer well ("want a prompt that gets a straight answer"): the
 * member asks for the refined prompt itself, which answers their question, not a prompt to write.
 */
const promptForTheAnswer =
  /\bprompts?\s+(?:that|which|to|so (?:it|that|i))\s+(?:will\s+)?(?:gets?|gives?|makes? (?:it|the ai|chatgpt) give)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:straight|honest|direct|clear|good|proper|short|simple|real|better|useful|accurate)\s+(?:answers?|reply|response)\b/iu;

/** The ask for a prompt for a text assistant, if the member makes one. */
const textPromptAsk = (request: string) => {
  if (promptForTheAnswer.test(request)) return null;
  const ask =
    promptFor.exec(request) ?? howToAsk.exec(request) ?? promptAsk.exec(request) ?? instructionsToPaste.exec(request);
  // What follows the ask says what the prompt is for: "… a prompt for stable diffusion: a cat".
  return ask !== null && !imageWords.test(request.slice(ask.index, ask.index + ask[0].length + 40)) ? ask : null;
};

/** The member asks for the task done ("can you help me fix it", "please explain…") before the prompt. */
const asksForTaskDone =
  /\b(?:help me|can you|could you|would you|please|pls)\b[^.?!\n]{0,40}?\b(?:fix|solve|answer|explain|write|do|check|figure out|work out|sort out|correct|debug|translate|plan|make|tell me)\b/iu;
/** The prompt is a second ask joined to the first: "…fix it and write a prompt so I can…". */
const joinedToTask = /\b(?:and|also|then|plus)\s+(?:also\s+|then\s+)?(?:can you\s+|could you\s+|please\s+)?$/iu;

/**
 * The member asks for the task done and, beside it, for a prompt to use next time ("help me fix
 * this formula and write a prompt so I can ask these things better in the future"): the task is
 * the deliverable, the prompt one more thing it brings.
 */
export const asksForPromptBesideTask = (request: string): boolean => {
  const ask = textPromptAsk(request);
  if (!ask || ask.index === 0) return false;
  const before = request.slice(0, ask.index);
  return joinedToTask.test(before) && asksForTaskDone.test(before);
};

/** Whether the member asks for a prompt for a text assistant rather than for its answer. */
export const asksForTextPrompt = (request: string): boolean =>
  textPromptAsk(request) !== null && !asksForPromptBesideTask(request);

export const withoutMetaAsk = (request: string): string => {
  const opening = promptFor.exec(request) ?? howToAsk.exec(request);
  if (!opening || imageWords.test(opening[0])) return request;
  const rest = request.slice(opening[0].length).trim();
  return /\p{L}{2,}/u.test(rest) ? rest : request;
};
