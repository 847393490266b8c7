import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { ApiReference } from "../../../features/automations/components/api-reference.tsx";

/** /app/automations/api-reference: the public API, read from its OpenAPI document. */
export function Component() {
  return (
    <MemberScreen screen={screens.apiReference} width="medium">
      <ApiReference />
    </MemberScreen>
  );
}
