import {
  memberFilterLabels,
  memberSortLabels,
  type MemberFilter,
  type MemberSort,
} from "@promptloom/contracts/admin-users";
import { useCallback } from "react";

import { Label } from "../../../components/ui/label.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";

/** A select whose options are the keys of `labels`, shown by their labels. */
function LabelledSelect<Value extends string>({
  id,
  label,
  value,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="grid flex-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {(Object.keys(labels) as Value[]).map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type Props = {
  q: string;
  filter: MemberFilter;
  sort: MemberSort;
  onChange: (changes: { q?: string; filter?: MemberFilter; sort?: MemberSort }, replace?: boolean) => void;
};

/** Search by name or e-mail, one filter, one order. */
export function MemberListToolbar({ q, filter, sort, onChange }: Props) {
  const search = useCallback(
    (text: string, { isTyping }: { isTyping: boolean }) => onChange({ q: text }, isTyping),
    [onChange],
  );
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField value={q} label="Search members" placeholder="Name or e-mail" onSearch={search} />
      <div className="flex gap-3">
        <LabelledSelect
          id="member-filter"
          label="Show"
          value={filter}
          labels={memberFilterLabels}
          onChange={(value) => onChange({ filter: value })}
        />
        <LabelledSelect
          id="member-sort"
          label="Sort by"
          value={sort}
          labels={memberSortLabels}
          onChange={(value) => onChange({ sort: value })}
        />
      </div>
    </div>
  );
}
