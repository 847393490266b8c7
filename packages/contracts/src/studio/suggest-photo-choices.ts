import type { PhotoDescription, PhotoMeasurements } from "./photo-studio.ts";
import { joinList } from "./prompt-text.ts";
import type { StudioOptionCatalog } from "./resolve-choices.ts";
import { emptyStudioChoices, type StudioChoices, type StudioPick } from "./studio-choices.ts";
import type { StudioGroup } from "./studio-groups.ts";

/** The measured light, as one of the starter lighting options (by slug). */
const lightingFor = ({ brightness, contrast, saturation, temperature }: PhotoMeasurements): string => {
  if (brightness >= 70 && contrast < 25) return "high-key";
  if (brightness <= 30) return "low-key";
  if (temperature === "warm" && saturation >= 25 && brightness < 75) return "golden-hour";
  if (temperature === "cool" && brightness < 55) return "blue-hour";
  if (saturation < 20 && contrast < 25) return "overcast";
  return "natural-daylight";
};

/** A mood only where the measurements speak clearly; otherwise the member chooses. */
const moodFor = ({ brightness, contrast }: PhotoMeasurements): string | null => {
  if (brightness < 40 && contrast >= 30) return "dramatic";
  if (brightness < 40) return "mysterious";
  if (brightness >= 60 && contrast < 25) return "serene";
  return null;
};

/** The colours as words: "deep teal, burnt orange and cream", or black and white for a grey photo. */
const paletteFor = (measurements: PhotoMeasurements): StudioPick => {
  if (measurements.saturation < 8) return { slug: "black-and-white", weight: 1 };
  const names = [...new Set(measurements.palette.map((colour) => colour.name))].slice(0, 4);
  return { text: joinList(names), weight: 1 };
};

const own = (text: string): StudioPick[] => (text ? [{ text: text.slice(0, 120), weight: 1 }] : []);

/**
 * The builder's choices read from a photo. Offline, the measurements choose the frame, colours,
 * light and (when clear) mood, and the member writes the subject; a vision model's description,
 * when there is one, gives the subject and its own words for style, medium, light, framing and mood.
 * Options the catalog no longer offers are left out.
 */
export const suggestPhotoChoices = (options: {
  measurements: PhotoMeasurements;
  description: PhotoDescription | null;
  catalog: StudioOptionCatalog;
}): StudioChoices => {
  const { measurements, description, catalog } = options;
  const offered = new Set(catalog.map((option) => `${option.group}/${option.slug}`));
  const option = (group: StudioGroup, slug: string | null): StudioPick[] =>
    slug && offered.has(`${group}/${slug}`) ? [{ slug, weight: 1 }] : [];
  const aspect = catalog.find((item) => item.group === "aspect" && item.term === measurements.aspectRatio);
  const palette = paletteFor(measurements);

  const choices = emptyStudioChoices();
  choices.subject = description?.subject ?? "";
  choices.picks = {
    aspect: aspect ? [{ slug: aspect.slug, weight: 1 }] : own(measurements.aspectRatio),
    palette: description?.palette
      ? own(description.palette)
      : "slug" in palette
        ? option("palette", palette.slug)
        : [palette],
    lighting: description?.lighting ? own(description.lighting) : option("lighting", lightingFor(measurements)),
    mood: description?.mood ? own(description.mood) : option("mood", moodFor(measurements)),
    medium: description?.medium ? own(description.medium) : option("medium", "photograph"),
    style: own(description?.style ?? ""),
    composition: own(description?.composition ?? ""),
    camera: own(description?.camera ?? ""),
  };
  return choices;
};
