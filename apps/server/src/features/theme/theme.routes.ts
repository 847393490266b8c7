import { saveThemeSchema, setThemeColorSchema, themeColorParamSchema } from "@promptloom/contracts/theme";
import { themeSetting } from "@promptloom/contracts/theme-colors";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { changeTheme } from "./change-theme.ts";
import { toTheme } from "./read-theme.ts";
import { sendThemeStylesheet, THEME_LOAD_TIMEOUT_MS, withinTime } from "./theme-stylesheet.ts";

const colorParam = validate("param", themeColorParamSchema);

/**
 * The shared theme: anyone reads it (every page applies it), admins save all, change or reset a
 * single colour, or reset all. Each change is audited and repaints open pages live.
 */
export const themeRoutes = ({ db, logger, siteSettings }: AppDeps) => {
  const readTheme = async () => toTheme(await siteSettings.row(themeSetting.key));
  return new Hono<AppEnv>()
    .get("/theme", async (c) => c.json(await readTheme()))
    .get("/theme.css", async (c) => {
      const theme = await withinTime(readTheme(), THEME_LOAD_TIMEOUT_MS).catch((error: unknown) => {
        logger.warn({ err: error }, "the stored theme could not be read; pages use the default");
        return null;
      });
      return sendThemeStylesheet(c, theme);
    })
    .put("/admin/theme", validate("json", saveThemeSchema), async (c) => {
      const { user } = requireUser(c);
      const { colors } = c.req.valid("json");
      return c.json(await changeTheme({ db, actor: user, change: { kind: "save", colors } }));
    })
    .delete("/admin/theme", async (c) => {
      const { user } = requireUser(c);
      return c.json(await changeTheme({ db, actor: user, change: { kind: "reset" } }));
    })
    .put("/admin/theme/colors/:name", colorParam, validate("json", setThemeColorSchema), async (c) => {
      const { user } = requireUser(c);
      const { name } = c.req.valid("param");
      const { value } = c.req.valid("json");
      return c.json(await changeTheme({ db, actor: user, change: { kind: "set", name, value } }));
    })
    .delete("/admin/theme/colors/:name", colorParam, async (c) => {
      const { user } = requireUser(c);
      const { name } = c.req.valid("param");
      return c.json(await changeTheme({ db, actor: user, change: { kind: "unset", name } }));
    });
};
