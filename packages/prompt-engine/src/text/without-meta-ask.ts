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

export const withoutMetaAsk = (request: string): string => {
  const opening = promptFor.exec(request) ?? howToAsk.exec(request);
  if (!opening || imageWords.test(opening[0])) return request;
  const rest = request.slice(opening[0].length).trim();
  return /\p{L}{2,}/u.test(rest) ? rest : request;
};
