import { useSearchParams } from "react-router";

import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { GenieScreen } from "../../../features/genie/components/genie-screen.tsx";

/** /app/genie: refine a rough request; `?request=<text>` starts from a request handed over by another tool. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <MemberScreen screen={screens.genie}>
      <GenieScreen initialRequest={params.get("request") ?? ""} />
    </MemberScreen>
  );
}
