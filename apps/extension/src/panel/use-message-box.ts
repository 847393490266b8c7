import { useEffect, useState } from "react";

import { findMessageBox, type MessageBox, type SiteAdapter } from "../adapters/site-adapter.ts";

const lookEveryMs = 1000;

/**
 * The assistant's message box and where it is on screen, looked up again as the single-page app
 * replaces it (a new chat, a redesign rolling out). Null while the adapter cannot find it.
 */
export const useMessageBox = (adapter: SiteAdapter) => {
  const [found, setFound] = useState<{ box: MessageBox; rect: DOMRect } | null>(null);
  useEffect(() => {
    const look = () => {
      const box = findMessageBox(adapter);
      setFound((current) => {
        if (!box) return null;
        const rect = box.getBoundingClientRect();
        const isSame =
          current?.box === box &&
          current.rect.top === rect.top &&
          current.rect.right === rect.right &&
          current.rect.left === rect.left;
        return isSame ? current : { box, rect };
      });
    };
    look();
    const timer = setInterval(look, lookEveryMs);
    window.addEventListener("resize", look);
    return () => {
      clearInterval(timer);
      window.removeEventListener("resize", look);
    };
  }, [adapter]);
  return found;
};
