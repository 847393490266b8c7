import type { TemplateValues, TemplateVariable } from "@promptloom/contracts/prompt-template";

/** One field per `{{variable}}` of the prompt: a list for choices, a text box otherwise. */
export function VariablesForm({
  variables,
  values,
  onChange,
}: {
  variables: TemplateVariable[];
  values: TemplateValues;
  onChange: (name: string, value: string) => void;
}) {
  if (variables.length === 0) return null;
  return (
    <div className="variables">
      {variables.map((variable) => (
        <label key={variable.name} className="field">
          <span>
            {variable.label}
            {variable.defaultValue === null ? " *" : ""}
          </span>
          {variable.kind === "choice" ? (
            <select
              value={values[variable.name] ?? variable.defaultValue ?? ""}
              onChange={(event) => onChange(variable.name, event.target.value)}
            >
              {variable.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          ) : (
            <input
              value={values[variable.name] ?? ""}
              placeholder={variable.defaultValue ?? ""}
              onChange={(event) => onChange(variable.name, event.target.value)}
            />
          )}
        </label>
      ))}
    </div>
  );
}
