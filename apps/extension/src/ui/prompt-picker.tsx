import {
  fillTemplate,
  hasUnfilledVariables,
  parseTemplate,
  type TemplateValues,
} from "@promptloom/contracts/prompt-template";
import { useState, type Ref } from "react";

import { sendRequest, type PromptHit } from "../lib/extension-requests.ts";
import { PromptResults } from "./prompt-results.tsx";
import { usePromptSearch } from "./use-prompt-search.ts";
import { VariablesForm } from "./variables-form.tsx";

type Opened = { hit: PromptHit; text: string };

/**
 * Search My Prompts and the library, open one, fill its variables, then use it (insert or copy,
 * as `useLabel` says). `onUse` gets the filled text and the prompt it came from. The library's
 * image prompts are listed only `withImages`: where they can be used.
 */
export function PromptPicker({
  useLabel,
  onUse,
  withImages,
  searchRef,
}: {
  useLabel: string;
  onUse: (text: string, hit: PromptHit) => Promise<void>;
  withImages: boolean;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState<Opened | null>(null);
  const [values, setValues] = useState<TemplateValues>({});
  const [problem, setProblem] = useState<string | null>(null);
  const search = usePromptSearch(query, withImages);

  const open = async (hit: PromptHit) => {
    setProblem(null);
    try {
      setOpened({ hit, text: (await sendRequest("open", { hit })).text });
      setValues({});
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  if (opened) {
    const { variables } = parseTemplate(opened.text);
    const isMissing = hasUnfilledVariables(opened.text, values);
    return (
      <div className="opened">
        <button type="button" className="link" onClick={() => setOpened(null)}>
          ← Back to results
        </button>
        <h3>{opened.hit.title}</h3>
        <VariablesForm
          variables={variables}
          values={values}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
        <pre className="preview">{fillTemplate(opened.text, values)}</pre>
        <button
          type="button"
          className="primary"
          disabled={isMissing}
          onClick={() => void onUse(fillTemplate(opened.text, values), opened.hit).then(() => setOpened(null))}
        >
          {useLabel}
        </button>
        {isMissing && <p className="muted">Fill in the fields marked * first.</p>}
      </div>
    );
  }

  return (
    <div className="picker">
      <input
        ref={searchRef}
        className="search"
        type="search"
        aria-label="Search prompts"
        placeholder="Search My Prompts and the library (/)"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {problem && <p className="error">{problem}</p>}
      {search.status === "loading" && <p className="muted">Searching…</p>}
      {search.status === "failed" && <p className="error">{search.message}</p>}
      {search.status === "done" && <PromptResults results={search.results} onPick={(hit) => void open(hit)} />}
    </div>
  );
}
