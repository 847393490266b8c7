import "../../ui/extension.css";

import { completeConnect } from "../../lib/complete-connect.ts";
import { forgetConnection, readPendingConnect, saveConnection } from "../../lib/connection.ts";
import { createPromptloomApi } from "../../lib/promptloom-api.ts";

const status = document.querySelector<HTMLElement>("[data-status]");
const say = (text: string) => {
  if (status) status.textContent = text;
};

// The key travels in the address's fragment, never sent to a server; it leaves the address bar at once.
const url = new URL(window.location.href);
window.history.replaceState(null, "", url.pathname);

void readPendingConnect()
  .then((pending) =>
    completeConnect({
      url,
      pending,
      save: saveConnection,
      forget: forgetConnection,
      verify: (connection) => createPromptloomApi(connection).me(),
    }),
  )
  .then(say);
