import { useParams } from "react-router";

import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { DocsScreen } from "../../../features/docs/components/docs-screen.tsx";

/** /app/docs and /app/docs/:slug: the product documentation. */
export function Component() {
  const { slug } = useParams();
  return (
    <MemberScreen screen={screens.docs}>
      <DocsScreen slug={slug} />
    </MemberScreen>
  );
}
