import type * as React from "react";

import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

export type Tab<Id extends string> = { id: Id; label: React.ReactNode };

/**
 * A row of tabs over one panel (`panelId`): the active tab is selected, Left/Right/Home/End move
 * between tabs as the ARIA tabs pattern asks, and only the active tab is in the Tab order.
 */
export function TabBar<Id extends string>({
  label,
  tabs,
  active,
  panelId,
  onSelect,
  size,
  className,
}: {
  label: string;
  tabs: readonly Tab<Id>[];
  active: Id;
  panelId: string;
  onSelect: (id: Id) => void;
  size?: "sm";
  className?: string;
}) {
  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    document.getElementById(`${panelId}-tab-${tab.id}`)?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };
  return (
    <div role="tablist" aria-label={label} className={cn("flex flex-wrap gap-1", className)}>
      {tabs.map((tab, index) => (
        <Button
          key={tab.id}
          role="tab"
          id={`${panelId}-tab-${tab.id}`}
          aria-selected={active === tab.id}
          aria-controls={panelId}
          tabIndex={active === tab.id ? 0 : -1}
          variant={active === tab.id ? "secondary" : "ghost"}
          size={size}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </Button>
      ))}
    </div>
  );
}

/** The panel a TabBar controls, labelled by its active tab. */
export function TabPanel({ id, active, children }: { id: string; active: string; children: React.ReactNode }) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={`${id}-tab-${active}`}>
      {children}
    </div>
  );
}
