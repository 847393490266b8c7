import { PanelLeft } from "lucide-react";

import { Button } from "../ui/button.tsx";
import { FloatingMicButton } from "./floating-mic-button.tsx";
import { useSidebar } from "./sidebar/sidebar-context.tsx";

/** The bar above the content: the sidebar toggle, the screen's title and who is signed in. */
export function AppTopBar({
  title,
  userName,
  onSpeak,
}: {
  title: string;
  userName: string | null;
  /** The microphone, shown here on phones (it floats at the bottom right on wider screens). */
  onSpeak?: () => void;
}) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background/80 px-4 backdrop-blur-md">
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label="Toggle sidebar"
        aria-expanded={isMobile ? openMobile : open}
        onClick={toggleSidebar}
      >
        <PanelLeft />
      </Button>
      <p className="truncate font-medium">{title}</p>
      {userName ? <p className="ml-auto truncate text-sm text-muted-foreground">{userName}</p> : null}
      {onSpeak ? (
        <div className={userName ? "md:hidden" : "ml-auto md:hidden"}>
          <FloatingMicButton placement="top-bar" onClick={onSpeak} />
        </div>
      ) : null}
    </header>
  );
}
