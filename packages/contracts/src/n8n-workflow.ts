import { z } from "zod";

/** `n8n-nodes-base.httpRequest`, `@n8n/n8n-nodes-langchain.agent`: a package, a dot, a node name. */
const nodeTypePattern = /^(@[a-z0-9-]+\/)?[a-z0-9-]+\.[A-Za-z][A-Za-z0-9]*$/;

const nodeTypeMessage = "Every node needs an n8n type such as n8n-nodes-base.httpRequest";

export const n8nNodeSchema = z.looseObject({
  id: z.string().min(1, "Every node needs an id").optional(),
  name: z.string({ error: "Every node needs a name" }).trim().min(1, "Every node needs a name"),
  type: z.string({ error: nodeTypeMessage }).regex(nodeTypePattern, nodeTypeMessage),
  typeVersion: z.number({ error: "Every node needs a numeric typeVersion" }).positive("typeVersion must be positive"),
  position: z.tuple([z.number(), z.number()], { error: "Every node needs a position: [x, y]" }),
  parameters: z.record(z.string(), z.unknown(), { error: "Every node needs a parameters object" }),
});
export type N8nNode = z.infer<typeof n8nNodeSchema>;

const connectionTargetSchema = z.looseObject({
  node: z.string().min(1),
  type: z.string().min(1),
  index: z.number().int().min(0),
});

/** `{ [from node]: { [kind, e.g. "main"]: [[targets of output 0], [targets of output 1], …] } }` */
const connectionsSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(z.array(connectionTargetSchema).nullable()), {
    error: "Connections must map each node's outputs to lists of { node, type, index }",
  }),
  { error: "The workflow needs a connections object" },
);

/** Every way a workflow's wiring can point at nothing: each message names the node to fix. */
const wiringProblems = (workflow: { nodes: N8nNode[]; connections: z.infer<typeof connectionsSchema> }) => {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const node of workflow.nodes) {
    if (names.has(node.name)) problems.push(`Two nodes are named "${node.name}"; node names must be unique`);
    names.add(node.name);
  }
  for (const [from, outputs] of Object.entries(workflow.connections)) {
    if (!names.has(from)) problems.push(`A connection starts at "${from}", which is not a node of this workflow`);
    for (const target of Object.values(outputs).flat(2)) {
      if (target && !names.has(target.node)) {
        problems.push(`"${from}" connects to "${target.node}", which is not a node of this workflow`);
      }
    }
  }
  return problems;
};

/**
 * A workflow as n8n exports and imports it: nodes with type, version, position and parameters;
 * connections that resolve. A downloaded workflow file has a `name`; what n8n's editor copies
 * (select all, copy) has none, and a template names it after its title.
 */
export const n8nWorkflowSchema = z
  .looseObject({
    name: z.string().trim().min(1, "The workflow's name cannot be blank").optional(),
    nodes: z
      .array(n8nNodeSchema, { error: "The workflow needs a nodes list" })
      .min(1, "The workflow needs at least one node"),
    connections: connectionsSchema,
  })
  .superRefine((workflow, context) => {
    for (const message of wiringProblems(workflow))
      context.addIssue({ code: "custom", message, path: ["connections"] });
  });
export type N8nWorkflow = z.infer<typeof n8nWorkflowSchema>;

/** Where an issue is, in words an admin can act on: `Node 2 ("Refine")`. */
const locate = (workflow: unknown, path: PropertyKey[]) => {
  if (path[0] !== "nodes" || typeof path[1] !== "number") return "";
  const nodes = (workflow as { nodes?: { name?: unknown }[] }).nodes;
  const name = nodes?.[path[1]]?.name;
  return `Node ${path[1] + 1}${typeof name === "string" ? ` ("${name}")` : ""}: `;
};

/**
 * Workflow JSON as pasted into a form: parsed, then checked like a workflow. Every problem is
 * reported on the text itself, saying which node it is about, so a form shows it under the field.
 */
export const n8nWorkflowJsonSchema = z
  .string()
  .trim()
  .min(1, "Paste the workflow JSON exported from n8n")
  .transform((text, context): N8nWorkflow => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      context.addIssue({ code: "custom", message: `The workflow is not valid JSON: ${(error as Error).message}` });
      return z.NEVER;
    }
    const result = n8nWorkflowSchema.safeParse(parsed);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: "custom", message: `${locate(parsed, issue.path)}${issue.message}` });
    }
    return z.NEVER;
  });
