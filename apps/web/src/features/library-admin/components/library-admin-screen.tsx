import type { PromptType } from "@promptloom/contracts/library";
import { Plus } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { TabBar, TabPanel } from "../../../components/ui/tab-bar.tsx";
import { libraryAdminTabs, useLibraryAdminParams } from "../library-admin-params.ts";
import { CategoriesPanel } from "./categories-panel.tsx";
import { PromptEditor } from "./prompt-editor.tsx";
import { PromptListPanel } from "./prompt-list-panel.tsx";
import { TagsPanel } from "./tags-panel.tsx";
import { TransferPanel } from "./transfer-panel.tsx";

const panelId = "library-admin-panel";

/** The text or image library for admins: its prompts, categories, tags, and import and export. */
export function LibraryAdminScreen({ type }: { type: PromptType }) {
  const params = useLibraryAdminParams(type);
  const { tab, editing, update } = params;
  if (editing !== null) {
    return (
      <PromptEditor
        type={type}
        id={editing === "new" ? null : editing}
        onOpen={(id) => update({ edit: id })}
        onDone={() => update({ edit: null, page: params.query.page })}
      />
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <TabBar
          label={type === "image" ? "Image prompt library" : "Prompt library"}
          tabs={libraryAdminTabs}
          active={tab}
          panelId={panelId}
          onSelect={(id) => update({ tab: id === "prompts" ? null : id })}
        />
        <Button variant="gradient" className="ml-auto" onClick={() => update({ edit: "new" })}>
          <Plus aria-hidden="true" />
          New prompt
        </Button>
      </div>
      <TabPanel id={panelId} active={tab}>
        {tab === "categories" ? (
          <CategoriesPanel type={type} />
        ) : tab === "tags" ? (
          <TagsPanel type={type} />
        ) : tab === "transfer" ? (
          <TransferPanel type={type} />
        ) : (
          <PromptListPanel type={type} params={params} />
        )}
      </TabPanel>
    </div>
  );
}
