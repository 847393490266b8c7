/** How a request points at its text and bounds what it wants back: "this", "a short text pls", "just the command". */

/** A text the request points at: one pasted or to be pasted, or one of the member's own. */
export const textReference =
  /\b(?:this|these|the following|below|above|attached|pasted|here)\b|\b(?:summari[sz]e|rewrite|reword|shorten|fix|edit|proofread|translate|check|improve|polish|tidy up|clean up)\s+(?:it|that)\b|\b(?:my|our|his|her|their|the|this) (?:\w+ ){0,2}(?:notes|e-?mail|essay|article|report|text|transcript|letter|cv|resume|bio|post|message|paragraph|speech|draft|story|poem|statement|review|doc|document|paper|answer|chapter|passage|minutes|contract|policy|lyrics|script|thread|description|abstract)s?\b/u;

/**
 * The words to send asked for: a medium with a please, written for them, what to say in it, or a
 * message the member wants to send ("I want to text her and apologise… help?", "want to leave a
 * note in their mailbox").
 */
export const wordsPattern =
  /\b(?:text|txt|message|msg|dm|e-?mail|reply|note)\s*(?:pls|plz|please)\b|\b(?:as|in|via) (?:a |an )?(?:short |quick )?(?:text|message|dm|e-?mail|note|letter)\b|\bwhat (?:do|should|can|could) i (?:text|write|send|reply)\b|\b(?:write|draft|give) me (?:a |the )?(?:short |quick )?(?:text|message|msg|dm|reply)\b|\bhelp me (?:text|message|dm|e-?mail|reply to|write to|write (?:this|it|that|the (?:message|text|email|e-mail)))\b|\b(?:i|we) (?:want|need|'d like|would like|wanna|am trying|'m trying|im trying) to (?:text|message|msg|dm|e-?mail|write to|reply to)\b|(?:\b(?:i|we) |(?:^|[.!?,;]\s*))(?:want|need|'d like|would like|wanna|plan|am going|'m going|im going|was going|was thinking) to (?:leave|send|write|put|slip|post|drop|give) (?:them |him |her |it )?(?:a|an) (?:[\w-]+ ){0,2}?(?:note|letter|card|text|message)\b|\bhow (?:should|do|can|would) (?:i|we) write (?:this|it|that|the|a|an|my|our)\b/u;

/**
 * "how do I say this", "how should I tell him", "how do I bring it up without her feeling…", "what
 * do I say to her": the words for a conversation, and for the reaction the member fears. "How do I
 * tell a chiffchaff from a willow warbler" tells things apart.
 */
export const howToSayPattern =
  /\bhow (?:do|should|can|could|would|to) (?:i |we )?(?:say|word|phrase|tell(?!\s+(?:if|whether|which|the difference)\b)(?![^.?!]{0,40}\b(?:from|apart)\b)|put|break|explain)\b|\bhow (?:do|should|can|could|would|to) (?:i |we )?(?:bring (?:it |this |that |the (?:subject|topic) )?up|raise|approach|talk to)\b[^.?!]*\bwithout\b|\bwhat (?:do|should|can|could) (?:i|we) say\b/u;

/** "just the command", "only the formula pls", "no explanation", "don't explain": the thing, nothing around it. */
export const onlyTheThingPattern =
  /\b(?:just|only)(?: give me)? (?:the |a |an )?(?:commands?|pattern|regex|formula|code|query|script|snippet|one-?liner|answer|number|result|output|function|final (?:text|version|answer)|text|names?|titles?|ideas|list|headlines?|captions?|first line|opening line|lines?)\b(?! (?:and|plus|with|then)\b)|\bno (?:explanations?|explaining|commentary|preamble|fluff|chit-?chat)\b|\bwithout (?:any |an )?(?:explanations?|commentary)\b|\b(?:don'?t|do not|no need to) explain\b|\bnothing else\b|\b(?:just|only) (?:tell|give|show) me (?:the |a )?(?:fix|solution|answer|steps?|bottom line|short version)\b|\b(?:don'?t|dont|do not) (?:need|want) (?:an? |the )?(?:essay|lecture|long answer|long explanation|whole explanation)\b|\bno (?:essays?|lectures?|long answers?)\b/u;

/** A pattern asked for by name ("regex to match UK postcodes"). */
export const patternPattern = /\b(?:regex|regexp|regular expression)\b/u;
/** A program to write, not a pattern or a few lines. */
export const programPattern = /\b(?:script|program|function|app|tool|cli|class|module|component|endpoint)\b/u;
/** "how do I…", "is there a way to…", or a bare "how" at the end ("… as a wide table. how"). */
export const howPattern =
  /\b(?:how (?:do|can|would|should|could) (?:i|we|you)|how to|is there a (?:way|function|method)|what'?s the (?:best|easiest|simplest|cleanest) way)\b|\bhow\s*\??\s*$/u;

/** More than a yes or no is wanted ("not just a yes or no", "more than yes/no"): the reasoning. */
export const refusesYesNo =
  /\b(?:not|n't) (?:\w+ ){0,3}(?:a )?yes(?: or |\/)no\b|\bmore than (?:just )?(?:a )?yes(?: or |\/)no\b/u;
/** A yes or a no is asked for, not refused. */
export const asksForYesNo = (lower: string) => /\byes(?: or |\/)no\b/u.test(lower) && !refusesYesNo.test(lower);

/** The member takes the quiz now ("quiz me", "test me on…", "ask me questions"). */
export const quizMePattern = /\b(?:quiz|test|drill|grill|examine|ask) me\b|\bme (?:a )?(?:practice )?questions?\b/u;
/** A quiz or cards made for others to take: a class, an answer key, a printable. */
export const handOutPattern =
  /\b(?:answer key|answer sheet|mark scheme|worksheet|printable|handout|hand out|flash ?cards?|anki|q: ?\/ ?a:?|q&a format|for (?:my|the|our) (?:class|students|pupils|learners|team|staff|kids)|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth) graders?|grade \d+|year \d+|(?:make|create|write|generate|design|prepare|set) (?:a|an) (?:\d+[- ]questions? )?(?:[\w-]+ ){0,3}(?:quiz|test)\b|answers? (?:at the end|at the bottom|below|separately|on a separate)|for \d+[- ]?(?:year[- ]olds?|yos?)\b)/u;

/** The member asks for blunt, unsoftened feedback. */
export const bluntPattern =
  /\b(?:blunt\w*|brutal\w*|harsh\w*|don'?t (?:sugar-?coat|hold back)|no sugar-?coat\w*|no praise|without praise|tear (?:it|this) apart|roast)\b/u;

/** The assistant is to play a part ("you be my landlord", "mock interview"). */
export const rolePlayPattern =
  /\b(?:role[- ]?play\w*|you be (?:my|the|a|an)|pretends? (?:to be|you are|you're)|acts? (?:as|like) (?:my|a|an|the)|play (?:the (?:role|part) of|my)|practi[sc]e (?:with|on) (?:you|it)|mock interview|conversation partner)\b/u;
