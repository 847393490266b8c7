// @vitest-environment node
import { describe, expect, it } from "vitest";

import { adminScreens, memberScreens } from "../config/app-screens.ts";
import { adminScreenModules } from "./admin-routes.tsx";
import { memberScreenModules } from "./member-routes.tsx";

describe("the members area's routes", () => {
  it("give every screen of the screen list its own route module", () => {
    const withoutModule = [
      ...memberScreens.filter((screen) => !memberScreenModules[screen.path]),
      ...adminScreens.filter((screen) => !adminScreenModules[screen.path]),
    ].map((screen) => screen.path);
    expect(withoutModule).toEqual([]);
  });

  it("list no module for a screen the screen list does not have", () => {
    const known = new Set([...memberScreens, ...adminScreens].map((screen) => screen.path));
    const unknown = [...Object.keys(memberScreenModules), ...Object.keys(adminScreenModules)].filter(
      (path) => !known.has(path),
    );
    expect(unknown).toEqual([]);
  });
});
