import { folderLimits, type PromptFolder } from "@promptloom/contracts/prompt-folders";
import { Folder, FolderPlus, Inbox, Layers, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateFolder } from "../api/create-folder.ts";
import { useDeleteFolder } from "../api/delete-folder.ts";
import { useFolders } from "../api/get-folders.ts";

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
  const createFolder = useCreateFolder();
  const deleteFolder = useDeleteFolder();
  const [name, setName] = useState("");
  const [parentId, setParentId] = useState("");
  const topLevel = (folders.data ?? []).filter((folder) => !folder.parentId);
  const childrenOf = (folder: PromptFolder) => (folders.data ?? []).filter((child) => child.parentId === folder.id);

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    createFolder.mutate(
      { name, parentId: parentId || null },
      {
        onSuccess: (folder) => {
          setName("");
          onSelect(folder.id);
        },
        onError: (error) => toast({ title: "Folder not created", description: error.message, variant: "destructive" }),
      },
    );
  };

  const remove = (folder: PromptFolder) => {
    if (!window.confirm(`Delete the folder "${folder.name}"? Its prompts are kept, outside any folder.`)) return;
    deleteFolder.mutate(folder.id, { onSuccess: () => onSelect("") });
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
          <span className="ml-auto text-xs">{folder.promptCount}</span>
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
      <form onSubmit={create} className="space-y-2">
        <Input
          aria-label="New folder name"
          placeholder="New folder"
          value={name}
          maxLength={folderLimits.nameMaxLength}
          onChange={(event) => setName(event.target.value)}
        />
        {topLevel.length > 0 ? (
          <NativeSelect
            aria-label="Put the new folder inside"
            className="h-9 w-full px-2"
            value={parentId}
            onChange={(event) => setParentId(event.target.value)}
          >
            <option value="">At the top level</option>
            {topLevel.map((folder) => (
              <option key={folder.id} value={folder.id}>
                Inside {folder.name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="w-full"
          disabled={!name.trim() || createFolder.isPending}
        >
          <FolderPlus aria-hidden="true" />
          Add folder
        </Button>
      </form>
    </nav>
  );
}
