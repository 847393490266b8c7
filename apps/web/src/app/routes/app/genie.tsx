import { genieHandoffSchema, requestFromHandoff } from "@promptloom/contracts/genie";
import { useSearchParams } from "react-router";

import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { GenieScreen } from "../../../features/genie/components/genie-screen.tsx";

/**
 * /app/genie: refine a rough request; `?request=<text>` starts from a request handed over by another
 * tool, and `&image=midjourney` (or another studio syntax) marks it as an image prompt for that model.
 */
export function Component() {
  const [params] = useSearchParams();
  const handoff = genieHandoffSchema.parse({
    request: params.get("request") ?? "",
    image: params.get("image") ?? undefined,
  });
  return (
    <MemberScreen screen={screens.genie}>
      <GenieScreen initialRequest={requestFromHandoff(handoff)} />
    </MemberScreen>
  );
}
