import type { CreatedApiKey } from "@promptloom/contracts/api-keys";
import { API_REFERENCE_PATH } from "@promptloom/contracts/public-api";
import { useState } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ApiKeyList } from "./api-key-list.tsx";
import { CreateApiKeyForm } from "./create-api-key-form.tsx";
import { NewApiKeyDialog } from "./new-api-key-dialog.tsx";

/** Create, list and revoke the keys automations use to act for the member. */
export function ApiKeysPanel() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Create an API key</CardTitle>
          <CardDescription>
            A key lets n8n and your own tools use Promptloom as you, through the{" "}
            <a className="underline underline-offset-4" href={API_REFERENCE_PATH}>
              API
            </a>
            . It is shown once; it stops working when you revoke it or your subscription ends.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateApiKeyForm onCreated={setCreated} />
        </CardContent>
      </Card>
      <ApiKeyList />
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
