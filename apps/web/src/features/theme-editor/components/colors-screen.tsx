import {
  defaultDarkTheme,
  overridesOf,
  themeMessages,
  withDefaults,
  type ThemeColorName,
  type ThemeColors,
} from "@promptloom/contracts/theme-colors";
import { themeColorGroups } from "@promptloom/contracts/theme-groups";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ItemState } from "../../../components/ui/item-state.tsx";
import { toast } from "../../../lib/toast.ts";
import { useResetTheme, useResetThemeColor, useSaveTheme, useSetThemeColor, useStoredTheme } from "../api/theme.ts";
import { ColorRow } from "./color-row.tsx";
import { ContrastWarnings } from "./contrast-warnings-list.tsx";
import { ThemeFileButtons } from "./theme-file-buttons.tsx";
import { ThemePreview } from "./theme-preview.tsx";

/** Runs a theme change; a failure is the specification's message with the server's reason. */
const attempt = async (change: () => Promise<unknown>, done: string, failed: (message: string) => string) => {
  try {
    await change();
    toast({ title: done, variant: "success" });
    return true;
  } catch (error) {
    toast({ title: failed(describeFailure(error)), variant: "destructive" });
    return false;
  }
};

function ThemeEditor({ stored }: { stored: ThemeColors }) {
  const [edits, setEdits] = useState<ThemeColors>({});
  const [isConfirmingReset, setConfirmingReset] = useState(false);
  const save = useSaveTheme();
  const reset = useResetTheme();
  const setColor = useSetThemeColor();
  const resetColor = useResetThemeColor();
  const isBusy = save.isPending || reset.isPending || setColor.isPending || resetColor.isPending;

  const saved = withDefaults(stored);
  const draft = { ...saved, ...edits };
  const edited = (Object.keys(edits) as ThemeColorName[]).filter((name) => edits[name] !== saved[name]);
  const forget = (name: ThemeColorName) => setEdits(({ [name]: _, ...rest }) => rest);

  const saveAll = () =>
    attempt(() => save.mutateAsync(overridesOf(draft)), "Theme saved for every page", themeMessages.saveFailed).then(
      (ok) => ok && setEdits({}),
    );
  const resetAll = () =>
    attempt(() => reset.mutateAsync(), "Theme reset to the default", themeMessages.resetFailed).then((ok) => {
      setConfirmingReset(false);
      if (ok) setEdits({});
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button disabled={isBusy || edited.length === 0} onClick={() => void saveAll()}>
          {edited.length > 1 ? `Save all (${edited.length} changes)` : "Save all"}
        </Button>
        <Button variant="outline" disabled={edited.length === 0} onClick={() => setEdits({})}>
          Discard changes
        </Button>
        {isConfirmingReset ? (
          <>
            <Button variant="destructive" disabled={isBusy} onClick={() => void resetAll()}>
              Reset every colour
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingReset(false)}>
              Keep the theme
            </Button>
          </>
        ) : (
          <Button variant="outline" disabled={isBusy} onClick={() => setConfirmingReset(true)}>
            Reset all
          </Button>
        )}
        <ThemeFileButtons colors={draft} onImport={(colors) => setEdits({ ...defaultDarkTheme, ...colors })} />
      </div>
      {isConfirmingReset ? (
        <p role="alert" className="text-sm">
          Reset all puts every colour back to the default dark theme on every open page.
        </p>
      ) : null}
      <ContrastWarnings colors={draft} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="order-2 space-y-6 lg:order-1">
          {themeColorGroups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`group-${group.id}`}
              className="rounded-xl border border-border p-4"
            >
              <h2 id={`group-${group.id}`} className="text-base font-semibold">
                {group.label}
              </h2>
              <p className="text-sm text-muted-foreground">{group.description}</p>
              <ul className="divide-y divide-border">
                {group.colors.map((name) => (
                  <ColorRow
                    key={name}
                    name={name}
                    value={draft[name]}
                    isEdited={edited.includes(name)}
                    isCustom={saved[name] !== defaultDarkTheme[name]}
                    isBusy={isBusy}
                    onEdit={(value) => setEdits((current) => ({ ...current, [name]: value }))}
                    onSave={() =>
                      void attempt(
                        () => setColor.mutateAsync({ name, value: draft[name] }),
                        "Colour saved for every page",
                        themeMessages.saveFailed,
                      ).then((ok) => ok && forget(name))
                    }
                    onReset={() =>
                      void attempt(
                        () => resetColor.mutateAsync(name),
                        "Colour back to the default",
                        themeMessages.resetFailed,
                      ).then((ok) => ok && forget(name))
                    }
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="order-1 lg:order-2">
          <div className="lg:sticky lg:top-4">
            <ThemePreview colors={draft} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The shared dark theme: every colour by group, a live preview, and changes that repaint every open page. */
export function ColorsScreen() {
  const theme = useStoredTheme();
  return (
    <ItemState query={theme} pendingLabel="Loading the theme" errorLabel="Could not load the theme.">
      {(loaded) => <ThemeEditor stored={loaded.colors} />}
    </ItemState>
  );
}
