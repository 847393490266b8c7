import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { CopyTextButton } from "./copy-text-button.tsx";

/** Each browser's package, as the build offers it, and how to load it. */
const browsers = {
  chrome: {
    name: "Chrome (and Edge, Brave)",
    package: "/downloads/promptloom-chrome.zip",
    download: "Download the Chrome package",
    steps: [
      "Unzip it.",
      "Open chrome://extensions, turn on Developer mode, choose Load unpacked and pick the unzipped folder.",
    ],
  },
  firefox: {
    name: "Firefox",
    package: "/downloads/promptloom-firefox.zip",
    download: "Download the Firefox package",
    steps: ["Open about:debugging#/runtime/this-firefox, choose Load Temporary Add-on… and pick the zip file."],
  },
} as const;

/**
 * Offers the browser extension: how to install it in Chrome or Firefox, and the address to
 * connect it to. Connecting asks for the member's consent and makes a key they can revoke.
 */
export function BrowserExtensionPanel() {
  const address = window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Promptloom in ChatGPT, Claude and Gemini</CardTitle>
        <CardDescription>
          The Promptloom browser extension puts a button beside the message box of ChatGPT, Claude and Gemini: search My
          Prompts and the library, fill in a prompt&apos;s fields and insert it without sending, refine what you typed
          with Genie, or save it to My Prompts. Press Ctrl+Shift+P (⌘+Shift+P on a Mac) to open it, and / to search. Its
          toolbar button searches and copies prompts on any other site.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {(["chrome", "firefox"] as const).map((id) => {
          const browser = browsers[id];
          return (
            <section key={id} className="space-y-2" aria-labelledby={`install-${id}`}>
              <h3 id={`install-${id}`} className="text-sm font-semibold">
                Install in {browser.name}
              </h3>
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                <li>
                  <a href={browser.package} download className="font-medium text-primary underline underline-offset-4">
                    {browser.download}
                  </a>
                  .
                </li>
                {browser.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          );
        })}
        <section className="space-y-2" aria-labelledby="extension-connect-heading">
          <h3 id="extension-connect-heading" className="text-sm font-semibold">
            Connect it
          </h3>
          <p className="text-sm">
            Click the Promptloom button in the toolbar, enter this address and choose Connect. This site asks you to
            allow the extension and gives it its own API key, listed under API keys, where you can revoke it.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded-md border border-input bg-muted px-3 py-2 font-mono text-xs">{address}</code>
            <CopyTextButton text={address} label="Copy address" copiedMessage="Address copied" />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
