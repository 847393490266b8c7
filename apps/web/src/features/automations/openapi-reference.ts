/**
 * Turns the public API's OpenAPI document into what the reference page shows: operations grouped
 * by tag, each with its parameters, body fields and answers in plain words. Only the parts of
 * OpenAPI 3.1 that our generator writes are read.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};

export type OpenApiDocument = {
  info?: { title?: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

export type ReferenceField = {
  name: string;
  /** "string", "integer", "array of string", "one of: top, newest", … */
  type: string;
  isRequired: boolean;
  /** Limits and defaults in words: "1–100, default 50". */
  notes: string;
  description: string;
};

export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: (ReferenceField & { location: string })[];
  body: ReferenceField[];
  success: { status: string; description: string; fields: ReferenceField[] };
  errors: { status: string; description: string }[];
  curl: string;
};

export type ReferenceSection = { tag: string; operations: ReferenceOperation[] };

const resolve = (schema: Schema | undefined, document: OpenApiDocument): Schema => {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split("/").at(-1) ?? "";
  return document.components?.schemas?.[name] ?? {};
};

/** A nullable field is `anyOf: [X, null]`: shown as X. */
const withoutNull = (schema: Schema): Schema => {
  const options = (schema.anyOf ?? schema.oneOf)?.filter((option) => option.type !== "null");
  return options?.length === 1 && options[0] ? { ...options[0], description: schema.description } : schema;
};

export const describeType = (raw: Schema, document: OpenApiDocument): string => {
  const schema = withoutNull(resolve(raw, document));
  if (schema.enum) return `one of: ${schema.enum.map(String).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array") return `array of ${describeType(schema.items ?? {}, document)}`;
  if (schema.anyOf ?? schema.oneOf)
    return (schema.anyOf ?? schema.oneOf ?? []).map((option) => describeType(option, document)).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  return schema.format && schema.format !== "uuid"
    ? `${type} (${schema.format})`
    : schema.format === "uuid"
      ? "uuid"
      : type;
};

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  if (min !== undefined && max !== undefined) return `${min}–${max}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  return min !== undefined && min > 0 ? `at least ${min}${unit}` : "";
};

const describeNotes = (raw: Schema, document: OpenApiDocument) => {
  const schema = withoutNull(resolve(raw, document));
  const notes = [
    range(schema.minimum, schema.maximum, ""),
    range(schema.minLength, schema.maxLength, " characters"),
    schema.maxItems !== undefined ? `at most ${schema.maxItems} items` : "",
    raw.default !== undefined && raw.default !== null && raw.default !== ""
      ? `default ${JSON.stringify(raw.default)}`
      : "",
  ];
  return notes.filter(Boolean).join(", ");
};

const toField = (name: string, schema: Schema, isRequired: boolean, document: OpenApiDocument): ReferenceField => ({
  name,
  type: describeType(schema, document),
  isRequired,
  notes: describeNotes(schema, document),
  description: schema.description ?? resolve(schema, document).description ?? "",
});

const fieldsOf = (raw: Schema | undefined, document: OpenApiDocument): ReferenceField[] => {
  const schema = resolve(raw, document);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    toField(name, property, required.has(name), document),
  );
};

const jsonSchemaOf = (content: Record<string, { schema?: Schema }> | undefined) =>
  content?.["application/json"]?.schema;

/** A request a reader can paste into a terminal after setting PROMPTLOOM_KEY. */
const curlFor = (method: string, path: string, base: string, body: ReferenceField[]) => {
  const lines = [
    `curl -X ${method} "${base}${path.replace(/\{(\w+)\}/g, ":$1")}"`,
    `  -H "Authorization: Bearer $PROMPTLOOM_KEY"`,
  ];
  if (body.length > 0) {
    const example = Object.fromEntries(body.filter((field) => field.isRequired).map((field) => [field.name, "…"]));
    lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(example)}'`);
  }
  return lines.join(" \\\n");
};

/**
 * `source` is this server's own document (typed by its generator far more widely than read here),
 * so it is read as the subset above rather than validated again.
 */
export const buildReference = (source: object): ReferenceSection[] => {
  const document = source as OpenApiDocument;
  const base = document.servers?.[0]?.url ?? "";
  const sections = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = Object.entries(operation.responses ?? {});
      const [successStatus, success] = responses.find(([status]) => status.startsWith("2")) ?? ["200", {}];
      const body = fieldsOf(jsonSchemaOf(operation.requestBody?.content), document);
      const upper = method.toUpperCase();
      const entry: ReferenceOperation = {
        id: operation.operationId ?? `${method}-${path}`,
        method: upper,
        path,
        summary: operation.summary ?? "",
        description: operation.description ?? "",
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...toField(parameter.name, parameter.schema ?? {}, parameter.required ?? false, document),
          description: parameter.description ?? parameter.schema?.description ?? "",
          location: parameter.in,
        })),
        body,
        success: {
          status: successStatus,
          description: success.description ?? "",
          fields: fieldsOf(jsonSchemaOf(success.content), document),
        },
        errors: responses
          .filter(([status]) => !status.startsWith("2"))
          .map(([status, response]) => ({ status, description: response.description ?? "" })),
        curl: curlFor(upper, path, base, body),
      };
      const tag = operation.tags?.[0] ?? "Other";
      sections.set(tag, [...(sections.get(tag) ?? []), entry]);
    }
  }
  return [...sections].map(([tag, operations]) => ({ tag, operations }));
};
