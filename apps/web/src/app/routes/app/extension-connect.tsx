import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { ExtensionConsent } from "../../../features/automations/components/extension-consent.tsx";

/** /app/extension/connect: the browser extension's consent page. */
export function Component() {
  return (
    <MemberScreen screen={screens.extensionConnect} width="narrow">
      <ExtensionConsent />
    </MemberScreen>
  );
}
