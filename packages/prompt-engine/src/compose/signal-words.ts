/**
 * The small word lists the request's signals are read with: tone, length, level, platform,
 * language and look words, technologies and the people a text may be for.
 */
export const words = (text: string) => new Set(text.split(/\s+/u));

export const toneWords = words(
  `polite politely firm friendly formal formally casual casually professional professionally warm warmly funny humorous
  serious playful nice nicely kind kindly gentle gently blunt direct apologetic grateful thankful enthusiastic upbeat
  sincere heartfelt encouraging persuasive confident respectful diplomatic sarcastic witty cheesy romantic sweet calm
  assertive empathetic light-hearted lighthearted cheerful sympathetic tactful urgent stern cute emotional corporate
  relaxed chill informal fun neutral unemotional businesslike compelling`,
);
export const lengthUnits = words(
  "word page sentence paragraph line slide minute min second bullet point character tweet verse stanza question",
);
export const lengthWords = words(
  "short shorter brief concise quick long longer detailed one-liner oneliner tl;dr tldr",
);
export const technologies = words(
  `python javascript typescript js ts bash zsh shell powershell excel sheets spreadsheet postgres postgresql mysql
  sqlite mssql oracle bigquery snowflake react vue angular svelte node nodejs java kotlin swift rust go golang ruby rails
  php laravel django flask c# c++ vba r matlab docker kubernetes linux windows mac macos ios android html css tailwind
  pandas numpy regex git yaml yml json toml arduino esphome homeassistant nginx terraform ansible autohotkey`,
);
export const levelWords = words(
  `beginner beginners intermediate advanced expert novice grade year-old kid kids child children teen teenager
  student students undergrad undergraduate graduate grad phd college university school toddler senior`,
);
export const durationUnits = words("day week month year hour hr minute min second sec weekend semester term quarter");
export const platforms = words(
  "linkedin instagram insta ig twitter tweet x facebook fb tiktok threads reddit youtube pinterest mastodon bluesky",
);
export const languages = words(
  `english spanish french german italian portuguese dutch polish russian ukrainian chinese mandarin cantonese japanese
  korean arabic hindi urdu bengali turkish greek swedish norwegian danish finnish czech hungarian romanian hebrew
  vietnamese thai indonesian malay tagalog swahili persian farsi catalan punjabi gujarati marathi tamil telugu
  kannada malayalam nepali sinhala pashto dari kurdish amharic somali yoruba igbo hausa zulu xhosa afrikaans
  gaelic icelandic estonian latvian lithuanian slovak slovenian croatian serbian bosnian bulgarian albanian
  maltese cebuano burmese khmer mongolian kazakh uzbek georgian armenian azerbaijani esperanto`,
);
export const visualStyles = words(
  `photo photograph photorealistic realistic watercolor watercolour vector flat 3d render oil painting anime pixel
  sketch illustration cinematic minimal minimalist cartoon line-art isometric pastel noir vintage retro`,
);
/** A look named by its source ("studio ghibli vibe", "in the style of Hopper", "y2k aesthetic"). */
export const visualStylePattern = /\bin the style of\b|\b[\w-]+ (?:vibes?|aesthetic|art style)\b|\bghibli\b|\bpixar\b/u;
export const aspectWords = words("square portrait landscape wallpaper banner widescreen vertical horizontal");
export const audienceNouns = words(
  `audience reader readers customer customers client clients team colleague colleagues coworker coworkers manager boss
  parent parents beginner beginners student students kid kids child children class employee employees investor
  investors guest guests user users member members followers subscribers recruiter board directors stakeholders
  committee trustees staff`,
);
