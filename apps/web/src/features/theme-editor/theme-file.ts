import { themeColorsSchema } from "@promptloom/contracts/theme";
import type { ThemeColorName, ThemeColors } from "@promptloom/contracts/theme-colors";
import { z } from "zod";

/** A theme file is `{ "colors": { "primary": "258 90% 66%", ... } }`, or the colours alone. */
const hasColorsKey = (json: unknown) => typeof json === "object" && json !== null && "colors" in json;

/** The JSON an admin downloads: every colour, so the file describes the whole theme. */
export const themeFileText = (colors: Record<ThemeColorName, string>) => `${JSON.stringify({ colors }, null, 2)}\n`;

/** The colours of an uploaded file, or the reason it cannot be used. */
export const readThemeFile = (text: string): { colors: ThemeColors } | { error: string } => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "The file is not JSON. Export a theme to see the expected shape." };
  }
  const parsed = hasColorsKey(json)
    ? z.object({ colors: themeColorsSchema }).safeParse(json)
    : themeColorsSchema.transform((colors) => ({ colors })).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.filter((part) => part !== "colors").join(".");
    return { error: `The file is not a theme: ${where ? `${where}: ` : ""}${issue?.message ?? "unknown shape"}` };
  }
  return { colors: parsed.data.colors };
};
