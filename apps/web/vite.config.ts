import { defaultDarkTheme, themeToCss } from "@promptloom/contracts/theme-colors";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The browser's two front doors: the app shell (members area, sign-in, checkout) and the template
// the marketing pages are prerendered into. The server-side build renders pages into them.
const browserEntries: Record<string, string> = { app: "app.html", site: "site.html" };
const prerenderEntries: Record<string, string> = {
  prerender: "src/site/prerender.tsx",
  "prerender-app": "src/app/prerender-app.tsx",
};

/** Serves the default dark theme from the shared contracts as CSS, so it is defined once. */
const defaultThemeCss = (): Plugin => {
  const id = "virtual:default-theme.css";
  return {
    name: "promptloom-default-theme",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? themeToCss(defaultDarkTheme) : null),
  };
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [defaultThemeCss(), tailwindcss(), react()],
  build: {
    target: "es2022",
    manifest: !isSsrBuild,
    rolldownOptions: {
      input: isSsrBuild ? prerenderEntries : browserEntries,
      output: {
        // React changes less often than our code: its own chunk stays cached across releases.
        advancedChunks: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
}));
