import type { PromptFolder } from "@promptloom/contracts/prompt-folders";
import { Folder, Inbox, Layers, Trash2 } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteFolder } from "../api/delete-folder.ts";
import { useFolders } from "../api/get-folders.ts";
import { NewFolderForm } from "./new-folder-form.tsx";

/** "" is every prompt, "none" the unfiled ones, otherwise a folder id. */
export type FolderChoice = string;

const itemClass = (isOn: boolean) =>
  cn(
    "flex w-full min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    isOn ? "bg-accent font-medium text-accent-foreground" : "text-muted-foreground hover:bg-accent/60",
  );

/** The folder tree (one level deep), with new-folder and delete. */
export function FolderNav({
  selected,
  onSelect,
}: {
  selected: FolderChoice;
  onSelect: (folder: FolderChoice) => void;
}) {
  const folders = useFolders();
  const deleteFolder = useDeleteFolder();
  const topLevel = (folders.data ?? []).filter((folder) => !folder.parentId);
  const childrenOf = (folder: PromptFolder) => (folders.data ?? []).filter((child) => child.parentId === folder.id);

  const remove = (folder: PromptFolder) => {
    if (!window.confirm(`Delete the folder "${folder.name}"? Its prompts are kept, outside any folder.`)) return;
    deleteFolder.mutate(folder.id, {
      onSuccess: () => onSelect(""),
      onError: (error) => toast({ title: "Folder not deleted", description: error.message, variant: "destructive" }),
    });
  };

  const renderFolder = (folder: PromptFolder, depth: number) => (
    <li key={folder.id}>
      <div className="group flex items-center" style={{ paddingLeft: `${depth * 0.75}rem` }}>
        <button
          type="button"
          aria-current={selected === folder.id}
          className={itemClass(selected === folder.id)}
          onClick={() => onSelect(folder.id)}
        >
          <Folder aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{folder.name}</span>
          <span aria-hidden="true" className="ml-auto text-xs">
            {folder.promptCount}
          </span>
          <span className="sr-only">
            , {folder.promptCount} {folder.promptCount === 1 ? "prompt" : "prompts"}
          </span>
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={`Delete folder ${folder.name}`}
          onClick={() => remove(folder)}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
        </Button>
      </div>
      {depth === 0 && childrenOf(folder).length > 0 ? (
        <ul>{childrenOf(folder).map((child) => renderFolder(child, 1))}</ul>
      ) : null}
    </li>
  );

  return (
    <nav aria-label="Folders" className="space-y-4">
      <ul className="space-y-0.5">
        <li>
          <button
            type="button"
            aria-current={selected === ""}
            className={itemClass(selected === "")}
            onClick={() => onSelect("")}
          >
            <Layers aria-hidden="true" className="size-4" />
            All prompts
          </button>
        </li>
        <li>
          <button
            type="button"
            aria-current={selected === "none"}
            className={itemClass(selected === "none")}
            onClick={() => onSelect("none")}
          >
            <Inbox aria-hidden="true" className="size-4" />
            Not in a folder
          </button>
        </li>
        {topLevel.map((folder) => renderFolder(folder, 0))}
      </ul>
      <NewFolderForm topLevel={topLevel} onCreated={(folder) => onSelect(folder.id)} />
    </nav>
  );
}
