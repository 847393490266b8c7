import type { TemplateValues, TemplateVariable } from "@promptloom/contracts/prompt-template";

import { Label } from "../ui/label.tsx";
import { NativeSelect } from "../ui/native-select.tsx";
import { Textarea } from "../ui/textarea.tsx";

/** One field per template variable: a choice list for `{{name:a|b}}`, free text otherwise. */
export function VariableFields({
  variables,
  values,
  onChange,
}: {
  variables: TemplateVariable[];
  values: TemplateValues;
  onChange: (name: string, value: string) => void;
}) {
  if (variables.length === 0)
    return <p className="text-sm text-muted-foreground">This prompt has nothing to fill in.</p>;
  return (
    <div className="space-y-3">
      {variables.map((variable) => {
        const id = `variable-${variable.name}`;
        const isRequired = variable.defaultValue === null;
        return (
          <div key={variable.name} className="space-y-1.5">
            <Label htmlFor={id}>
              {variable.label}
              {isRequired ? null : <span className="ml-1 font-normal text-muted-foreground">(optional)</span>}
            </Label>
            {variable.kind === "choice" ? (
              <NativeSelect
                id={id}
                className="w-full"
                value={values[variable.name] ?? variable.defaultValue ?? ""}
                onChange={(event) => onChange(variable.name, event.target.value)}
              >
                {variable.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Textarea
                id={id}
                rows={2}
                placeholder={variable.defaultValue ?? undefined}
                value={values[variable.name] ?? ""}
                onChange={(event) => onChange(variable.name, event.target.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
