import { defaultDarkTheme, themeToCss } from "@promptloom/contracts/theme-colors";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";

// The browser's two front doors: the app shell (members area, sign-in, checkout) and the template
// the marketing pages are prerendered into. The server-side build renders pages into them.
const browserEntries: Record<string, string> = { app: "app.html", site: "site.html" };
const prerenderEntries: Record<string, string> = { prerender: "src/site/prerender.tsx" };

/**
 * Mode "auth" builds the sign-in page a signed-out visitor gets (`auth.html`, src/auth/) and its
 * prerenderer with Preact behind React's names: the same components, about 55 KB less script.
 * It adds to the main build's output (its own manifest), so it runs after it.
 */
const authBuild = (isSsrBuild: boolean): UserConfig => ({
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
    ],
  },
  // Bundled whole, so the packages' own `react` imports get Preact too.
  ssr: { noExternal: true },
  build: {
    target: "es2022",
    emptyOutDir: false,
    manifest: isSsrBuild ? false : ".vite/auth-manifest.json",
    rolldownOptions: {
      input: isSsrBuild ? { "prerender-auth": "src/auth/prerender-auth.tsx" } : { auth: "auth.html" },
    },
  },
});

/** Serves the default dark theme from the shared contracts as CSS, so it is defined once. */
const defaultThemeCss = (): Plugin => {
  const id = "virtual:default-theme.css";
  return {
    name: "promptloom-default-theme",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? themeToCss(defaultDarkTheme) : null),
  };
};

export default defineConfig(({ isSsrBuild = false, mode }) => ({
  plugins: [defaultThemeCss(), tailwindcss(), react()],
  ...(mode === "auth"
    ? authBuild(isSsrBuild)
    : {
        build: {
          target: "es2022",
          manifest: !isSsrBuild,
          rolldownOptions: {
            input: isSsrBuild ? prerenderEntries : browserEntries,
            output: {
              // React changes less often than our code: its own chunk stays cached across releases.
              advancedChunks: {
                groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
              },
            },
          },
        },
      }),
}));
