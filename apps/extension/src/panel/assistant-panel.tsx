import { useEffect, useRef, useState, type KeyboardEvent } from "react";

import type { SiteAdapter } from "../adapters/site-adapter.ts";
import { ConnectForm } from "../ui/connect-form.tsx";
import { PromptPicker } from "../ui/prompt-picker.tsx";
import { ReconnectNotice } from "../ui/reconnect-notice.tsx";
import { useConnectionState } from "../ui/use-connection-state.ts";
import { applyPrompt } from "./apply-prompt.ts";
import { GenieActions } from "./genie-actions.tsx";
import { panelMessages } from "./panel-messages.ts";
import { useMessageBox } from "./use-message-box.ts";

const LAUNCHER_SIZE = 32;

const isOpenShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === "p";

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * The Promptloom button beside the assistant's message box and the panel it opens (also with
 * Ctrl/Cmd+Shift+P): find a prompt and insert it, refine or save what was typed.
 */
export function AssistantPanel({ adapter }: { adapter: SiteAdapter }) {
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const found = useMessageBox(adapter);
  const connection = useConnectionState();

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isOpenShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setIsOpen((open) => !open);
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, []);

  useEffect(() => {
    if (isOpen) searchRef.current?.focus();
  }, [isOpen, connection?.status]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setIsOpen(false);
    if (event.key === "/" && !isTypingTarget(event.target)) {
      event.preventDefault();
      searchRef.current?.focus();
    }
  };

  const launcherStyle = found
    ? { top: Math.max(found.rect.top - LAUNCHER_SIZE - 6, 4), left: Math.max(found.rect.right - LAUNCHER_SIZE, 4) }
    : { bottom: 16, right: 16 };

  return (
    <div className="promptloom">
      <button
        type="button"
        className="launcher"
        style={launcherStyle}
        aria-label="Promptloom prompts"
        aria-expanded={isOpen}
        title="Promptloom (Ctrl+Shift+P)"
        onClick={() => setIsOpen((open) => !open)}
      >
        P
      </button>
      {isOpen && (
        <div className="panel" role="dialog" aria-label="Promptloom" onKeyDown={onPanelKeyDown} tabIndex={-1}>
          <header>
            <h2>Promptloom</h2>
            <button type="button" className="link" aria-label="Close" onClick={() => setIsOpen(false)}>
              ✕
            </button>
          </header>
          {connection?.status === "disconnected" && <ConnectForm initialAddress={connection.address} />}
          {connection?.status === "refused" && (
            <ReconnectNotice address={connection.address} message={connection.message} />
          )}
          {connection?.status === "connected" && (
            <>
              {!found && <p className="muted">{panelMessages.noMessageBox}</p>}
              <PromptPicker
                searchRef={searchRef}
                useLabel={found ? `Insert into ${adapter.name}` : "Copy"}
                withImages={adapter.makesImages}
                onUse={async (text, hit) => setStatus(await applyPrompt(text, hit, found?.box ?? null))}
              />
              {found && <GenieActions box={found.box} onStatus={setStatus} />}
            </>
          )}
          {status && (
            <p className="status" role="status">
              {status}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
