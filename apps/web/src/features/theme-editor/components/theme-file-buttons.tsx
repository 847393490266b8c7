import type { ThemeColorName, ThemeColors } from "@promptloom/contracts/theme-colors";
import { Download, Upload } from "lucide-react";
import { useRef } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { readThemeFile, themeFileText } from "../theme-file.ts";

/** Export the colours on screen as JSON, or import a file into the editor (saved only on Save all). */
export function ThemeFileButtons({
  colors,
  onImport,
}: {
  colors: Record<ThemeColorName, string>;
  onImport: (colors: ThemeColors) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const download = () => {
    const url = URL.createObjectURL(new Blob([themeFileText(colors)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "promptloom-theme.json";
    link.click();
    URL.revokeObjectURL(url);
  };
  const upload = async (file: File) => {
    const result = readThemeFile(await file.text());
    if ("error" in result) {
      toast({ title: "Theme not imported", description: result.error, variant: "destructive" });
      return;
    }
    onImport(result.colors);
    const count = Object.keys(result.colors).length;
    toast({
      title: `${count} ${count === 1 ? "colour" : "colours"} imported`,
      description: "Check the preview, then save all to apply them to every page.",
      variant: "success",
    });
  };
  return (
    <>
      <Button variant="outline" onClick={download}>
        <Download aria-hidden="true" /> Export JSON
      </Button>
      <Button variant="outline" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" /> Import JSON
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Theme file to import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
    </>
  );
}
