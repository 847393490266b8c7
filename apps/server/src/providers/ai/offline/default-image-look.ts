const w = "[\\p{L}\\p{N}'’]";

const mediumOf = (text: string) =>
  new RegExp(
    `(?<!${w})(logo|icon|illustration|drawing|sketch|cartoon|painting|artwork|art|render|photo|photograph|picture|image|portrait|headshot|product shot)s?(?!${w})`,
    "iu",
  )
    .exec(text)?.[1]
    ?.toLowerCase();

/**
 * What a good image prompt says that the person left out: a style for the medium they named, light
 * that suits the time of day, and framing for the kind of picture — never anything about the subject.
 */
export const defaultLook = (
  text: string,
  given: { style: boolean; lighting: boolean; composition: boolean; hasText: boolean },
) => {
  const medium = mediumOf(text);
  if (medium === "logo" || medium === "icon") return given.style ? [] : ["simple flat vector design"];
  if (given.hasText) return given.style ? [] : ["clean graphic design"];
  const style =
    medium === "illustration" || medium === "drawing" || medium === "sketch" || medium === "cartoon"
      ? "digital illustration"
      : medium === "painting"
        ? "digital painting"
        : medium === "art" || medium === "artwork" || medium === "render"
          ? "digital art"
          : "photorealistic";
  const isEvening = new RegExp(`(?<!${w})(?:night|evening|dusk|dark|rain|rainy|storm|stormy|midnight)(?!${w})`, "iu");
  const isPortrait = medium === "portrait" || medium === "headshot";
  return [
    ...(given.style ? [] : [style]),
    ...(given.lighting ? [] : [isEvening.test(text) ? "atmospheric ambient light" : "soft natural light"]),
    ...(given.composition
      ? []
      : [
          isPortrait
            ? "head-and-shoulders framing, shallow depth of field"
            : "balanced composition with a clear focal point",
        ]),
  ];
};
