import {
  genieControlsSchema,
  startGenieSessionSchema,
  type GenieControls,
  type GenieSession,
} from "@promptloom/contracts/genie";
import type { QuestionAnswer } from "@promptloom/contracts/prompt-engine";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";

import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { genieEngineQueryOptions } from "../api/get-genie-engine.ts";
import { genieSessionQueryOptions } from "../api/get-genie-session.ts";
import { genieSessionsQueryKey } from "../api/get-genie-sessions.ts";
import { streamNewSession, streamRefinement } from "../api/stream-genie.ts";
import { useComparison } from "../use-comparison.ts";
import { useGenieRun, type KeptVersion } from "../use-genie-run.ts";
import { ComparePanel } from "./compare-panel.tsx";
import { ExampleRequests } from "./example-requests.tsx";
import { HistoryList } from "./history-list.tsx";
import { RequestForm } from "./request-form.tsx";
import { ResultPanel } from "./result-panel.tsx";

const defaultOptions = { target: "chatgpt", tone: "auto", format: "auto", length: "auto", language: "" } as const;

export const nothingChangedMessage =
  "Nothing has changed since the last version. Change a setting or the request, or say below how to change the prompt.";

const controlsOf = (options: unknown): GenieControls => genieControlsSchema.parse(options);
const sameControls = (a: GenieControls, b: GenieControls) =>
  (Object.keys(a) as (keyof GenieControls)[]).every((key) => a[key] === b[key]);

/**
 * Genie: a rough request (typed, dictated or handed over in `?request=`) becomes a refined prompt,
 * streamed; refinements, answers to Genie's questions and changed settings continue the
 * conversation as revisions of the session; every session is kept to reopen. Refine starts a new
 * session only for a new request.
 */
export function GenieScreen({ initialRequest }: { initialRequest: string }) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const form = useSchemaForm(startGenieSessionSchema, {
    defaultValues: { request: initialRequest, options: defaultOptions },
  });
  const engine = useQuery(genieEngineQueryOptions);
  const session = useQuery({ ...genieSessionQueryOptions(sessionId ?? ""), enabled: sessionId !== null });
  const comparison = useComparison();
  const [notice, setNotice] = useState<string | null>(null);

  const keep = useCallback(
    ({ sessionId: id, version }: KeptVersion) => {
      // Shown at once: the kept version joins the session without waiting for a reload.
      queryClient.setQueryData(genieSessionQueryOptions(id).queryKey, (old: GenieSession | undefined) => {
        if (old)
          return {
            ...old,
            options: { ...old.options, ...version.changedOptions },
            versions: [...old.versions, version],
            updatedAt: version.createdAt,
          };
        const { request, options } = startGenieSessionSchema.parse(form.getValues());
        return {
          id,
          title: request,
          request,
          options: { ...options, answers: [] },
          versions: [version],
          createdAt: version.createdAt,
          updatedAt: version.createdAt,
        };
      });
      void queryClient.invalidateQueries({ queryKey: genieSessionsQueryKey });
      setSessionId(id);
      setSelectedId(version.id);
    },
    [form, queryClient],
  );
  const { run, consume, stop, reset } = useGenieRun(keep);

  /** Revises the open session: a refinement, answers, changed settings, or a mix; the settings always go along. */
  const revise = async (id: string, change: { refinement?: string; answers?: QuestionAnswer[] }) => {
    comparison.close();
    setNotice(null);
    const options = controlsOf(form.getValues("options"));
    await consume((signal) => streamRefinement(id, { ...change, options }, signal));
  };

  const open = async (id: string) => {
    stop();
    reset();
    comparison.close();
    setNotice(null);
    const opened = await queryClient.fetchQuery(genieSessionQueryOptions(id));
    form.reset({ request: opened.request, options: controlsOf(opened.options) });
    setSessionId(id);
    setSelectedId(opened.versions.at(-1)?.id ?? null);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        <RequestForm
          form={form}
          isRunning={run.status === "streaming"}
          onStop={stop}
          notice={notice}
          onRefine={async (values) => {
            const current = session.data;
            // The same request with other settings is a revision of its session, not a new one.
            if (sessionId && current && current.request === values.request) {
              if (sameControls(controlsOf(values.options), controlsOf(current.options))) {
                setNotice(nothingChangedMessage);
                return;
              }
              await revise(sessionId, {});
              return;
            }
            comparison.close();
            setNotice(null);
            setSessionId(null);
            await consume((signal) => streamNewSession(values, signal));
          }}
        />
        {sessionId === null && run.status === "idle" ? (
          <ExampleRequests onPick={(request) => form.setValue("request", request, { shouldValidate: true })} />
        ) : (
          <ResultPanel
            run={run}
            session={session.data}
            selectedId={selectedId}
            onSelect={(id) => {
              reset();
              setSelectedId(id);
            }}
            canCompare={engine.data?.usesModel ?? false}
            onCompare={(prompt) => void comparison.compare(session.data?.request ?? form.getValues("request"), prompt)}
            onRefine={async (refinement) => {
              if (sessionId) await revise(sessionId, { refinement });
            }}
            onAnswer={async (answers) => {
              if (sessionId) await revise(sessionId, { answers });
            }}
          />
        )}
        <ComparePanel
          answers={comparison.answers}
          error={comparison.error}
          onStop={comparison.stop}
          onClose={comparison.close}
        />
      </div>
      <aside className="min-w-0 space-y-4">
        <p className="text-sm text-muted-foreground">
          Refined by <span className="font-medium text-foreground">{engine.data?.engine ?? "…"}</span>
        </p>
        <HistoryList
          activeId={sessionId}
          onOpen={(id) => void open(id)}
          onDeleted={(id) => {
            if (id !== sessionId) return;
            setSessionId(null);
            reset();
          }}
        />
      </aside>
    </div>
  );
}
