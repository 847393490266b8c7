import react from "@vitejs/plugin-react";
import { defineConfig } from "wxt";

/**
 * The extension for Chrome (Manifest V3) and Firefox. `wxt build` writes the unpacked Chrome build
 * to .output/chrome-mv3; `wxt zip` and `wxt zip -b firefox` write the packages beside it, which the
 * web app then serves at /downloads/promptloom-chrome.zip and /downloads/promptloom-firefox.zip.
 */
export default defineConfig({
  srcDir: "src",
  outDir: ".output",
  imports: false,
  vite: () => ({ plugins: [react()] }),
  zip: { artifactTemplate: "promptloom-{{browser}}.zip", zipSources: false },
  manifest: ({ browser }) => ({
    name: "Promptloom",
    description: "Your Promptloom library, My Prompts and Genie inside ChatGPT, Claude and Gemini.",
    permissions: ["storage", "clipboardWrite"],
    // The connect page on the member's own Promptloom address sends the key back here.
    web_accessible_resources: [{ resources: ["connected.html"], matches: ["http://*/*", "https://*/*"] }],
    ...(browser === "firefox"
      ? {
          browser_specific_settings: {
            gecko: {
              id: "browser-extension@promptloom.app",
              strict_min_version: "142.0",
              // What leaves the browser, as Firefox asks it declared: the text in an assistant's
              // message box, sent to the member's own Promptloom when they refine or save it.
              data_collection_permissions: { required: ["websiteContent"] },
            },
          },
        }
      : {}),
  }),
});
