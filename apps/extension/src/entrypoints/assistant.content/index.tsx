import "../../ui/extension.css";

import { createRoot, type Root } from "react-dom/client";
import { createShadowRootUi } from "wxt/utils/content-script-ui/shadow-root";
import { defineContentScript } from "wxt/utils/define-content-script";

import { adapterForHostname, assistantMatches } from "../../adapters/assistant-sites.ts";
import { AssistantPanel } from "../../panel/assistant-panel.tsx";

export default defineContentScript({
  matches: assistantMatches,
  cssInjectionMode: "ui",
  async main(ctx) {
    const adapter = adapterForHostname(window.location.hostname);
    if (!adapter) return;
    const ui = await createShadowRootUi<Root>(ctx, {
      name: "promptloom-panel",
      position: "inline",
      anchor: "body",
      // The assistants' pages listen for keys to focus their own box; typing in the panel stays in it.
      isolateEvents: ["keydown", "keyup", "keypress"],
      onMount: (container) => {
        const root = createRoot(container);
        root.render(<AssistantPanel adapter={adapter} />);
        return root;
      },
      onRemove: (root) => root?.unmount(),
    });
    ui.mount();
  },
});
