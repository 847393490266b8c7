import type { ReferenceField } from "../openapi-reference.ts";

/** A table of fields (parameters, body or answer) as the reference page shows them. */
export function ReferenceFields({
  caption,
  fields,
}: {
  caption: string;
  fields: (ReferenceField & { location?: string })[];
}) {
  if (fields.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="mb-1 text-left font-medium">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Type
            </th>
            <th scope="col" className="py-1 font-medium">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.location ?? ""}${field.name}`} className="border-t border-border align-top">
              <td className="py-1.5 pr-3 font-mono text-xs">
                {field.name}
                {field.isRequired ? <span className="ml-1 text-error">required</span> : null}
                {field.location && field.location !== "query" ? (
                  <span className="ml-1 text-muted-foreground">({field.location})</span>
                ) : null}
              </td>
              <td className="py-1.5 pr-3 text-xs">{field.type}</td>
              <td className="py-1.5 text-xs">
                {field.description}
                {field.notes ? <span className="block text-muted-foreground">{field.notes}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
