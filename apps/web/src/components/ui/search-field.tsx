import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";

import { Input } from "./input.tsx";

const typingPauseMs = 250;

/**
 * A search box that reports its text once typing pauses, and at once on Enter. A value changed
 * from outside (Back, a link, a cleared filter) replaces what is typed; the value its own search
 * comes back as leaves the box, its focus and any further typing alone.
 *
 * Each text is reported once: Enter pressed just as the typing pause fires would otherwise report
 * the same search twice, and a screen that keeps it in the address would add a second history
 * entry, so Back would land on the very search it was meant to leave.
 */
export function SearchField({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder?: string;
  onSearch: (text: string, options: { isTyping: boolean }) => void;
}) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const reported = useRef(value);
  // The search this box last reported, for render to tell its own search coming back.
  const [lastReported, setLastReported] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    // Its own search coming back (the address catching up) leaves alone what was typed since.
    if (value !== lastReported && value !== text.trim()) setText(value);
  }
  useEffect(() => {
    reported.current = value;
  }, [value]);
  const report = (search: string, isTyping: boolean) => {
    if (search === reported.current) return;
    reported.current = search;
    setLastReported(search);
    onSearch(search, { isTyping });
  };
  const reportTyping = useEffectEvent((search: string) => report(search, true));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => reportTyping(text.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        report(text.trim(), false);
      }}
    >
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
