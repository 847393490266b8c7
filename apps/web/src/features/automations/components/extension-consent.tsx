import {
  extensionConnectMessages,
  extensionKeyName,
  isExtensionReturnUrl,
  readExtensionBrowser,
} from "@promptloom/contracts/browser-extension";
import { useState } from "react";
import { useSearchParams } from "react-router";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useCreateApiKey } from "../api/api-keys.ts";

/** Leaves for the extension's own page, which keeps the key (the fragment never reaches a server). */
const returnTo = (returnUrl: string, fragment: Record<string, string>) =>
  window.location.assign(`${returnUrl}#${new URLSearchParams(fragment).toString()}`);

/**
 * /app/extension/connect: the member allows the browser extension to use their prompts. Allow
 * creates an API key named for the extension (listed, and revocable, with the member's other
 * keys) and sends it back to the extension; Cancel goes back without one.
 */
export function ExtensionConsent() {
  const [params] = useSearchParams();
  const browser = readExtensionBrowser(params.get("browser"));
  const returnUrl = params.get("return");
  const create = useCreateApiKey();
  const [isAllowed, setIsAllowed] = useState(false);

  if (!isExtensionReturnUrl(returnUrl)) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{extensionConnectMessages.badLink}</AlertDescription>
      </Alert>
    );
  }

  const allow = async () => {
    const created = await create.mutateAsync({ name: extensionKeyName(browser) });
    setIsAllowed(true);
    returnTo(returnUrl, { key: created.key });
  };

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle as="h2">{extensionConnectMessages.title(browser)}</CardTitle>
        <CardDescription>{extensionConnectMessages.explanation}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{extensionConnectMessages.revoke(browser)}</p>
        {create.error && (
          <Alert variant="destructive">
            <AlertDescription>{create.error.message}</AlertDescription>
          </Alert>
        )}
        {isAllowed ? (
          <p role="status" className="text-sm">
            {extensionConnectMessages.allowed}
          </p>
        ) : (
          <div className="flex gap-2">
            <Button disabled={create.isPending} onClick={() => void allow().catch(() => undefined)}>
              Allow
            </Button>
            <Button variant="outline" onClick={() => returnTo(returnUrl, { error: "cancelled" })}>
              Cancel
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
