import { studioGroupInfo, studioGroups, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { ListPlus, Plus } from "lucide-react";
import { useId, useState } from "react";

import { describeFailure } from "../../../../components/form/form.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { NativeSelect } from "../../../../components/ui/native-select.tsx";
import { EmptyState, QueryState } from "../../../../components/ui/query-state.tsx";
import { toastError } from "../../../../lib/toast.ts";
import { useAdminStudioOptions, useReorderStudioOptions } from "../../api/admin-studio-options.ts";
import { moveItem } from "./move-item.ts";
import { OptionFormDialog } from "./option-form-dialog.tsx";
import { OptionRow } from "./option-row.tsx";

/** One group's options at a time: add, edit, reorder, hide, give an example image, delete. */
export function AdminOptionSets() {
  const options = useAdminStudioOptions();
  const reorder = useReorderStudioOptions();
  const [group, setGroup] = useState<StudioGroup>("style");
  const [editing, setEditing] = useState<StudioOption | "new" | null>(null);
  const selectId = useId();
  const inGroup = options.data?.filter((option) => option.group === group);

  const move = (option: StudioOption, direction: -1 | 1) => {
    const ids = (inGroup ?? []).map((item) => item.id);
    reorder.mutate(
      { group, ids: moveItem(ids, option.id, direction) },
      { onError: (error) => toastError(describeFailure(error)) },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Group
          </label>
          <NativeSelect
            id={selectId}
            value={group}
            onChange={(event) => setGroup(studioGroups.find((known) => known === event.target.value) ?? "style")}
            className="block w-64"
          >
            {studioGroups.map((known) => (
              <option key={known} value={known}>
                {studioGroupInfo[known].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add option
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{studioGroupInfo[group].hint}</p>
      <QueryState
        query={options}
        items={inGroup}
        pendingLabel="Loading the option sets"
        errorLabel="Could not load the option sets."
        empty={
          <EmptyState
            icon={ListPlus}
            title={`No ${studioGroupInfo[group].label.toLowerCase()} options yet.`}
            description="Members can still write their own words for this group."
          />
        }
      >
        {(items) => (
          <ul
            aria-label={`${studioGroupInfo[group].label} options`}
            className="divide-y rounded-lg border bg-card px-4"
          >
            {items.map((option, index) => (
              <OptionRow
                key={option.id}
                option={option}
                onEdit={() => setEditing(option)}
                onMove={(direction) => move(option, direction)}
                isFirst={index === 0}
                isLast={index === items.length - 1}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <OptionFormDialog group={group} option={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
