import { studioGroups } from "@promptloom/contracts/studio/studio-groups";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { studioOptions, studioPresets } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { loadStarterStudio } from "./load-starter-studio.ts";
import { seedStudio } from "./seed-studio.ts";

const testApp = useTestApp();
const logger = createLogger("silent");

describe("starter studio", () => {
  it("has tens of options in every group and featured presets that pick only existing options", async () => {
    const { options, presets } = await loadStarterStudio();
    for (const group of studioGroups) {
      expect(options.filter((option) => option.group === group).length, group).toBeGreaterThanOrEqual(
        group === "aspect" ? 10 : 15,
      );
    }
    expect(presets.length).toBeGreaterThanOrEqual(8);
  });

  it("seeds an empty studio once and leaves one that admins have changed alone", async () => {
    const { db } = testApp();
    await seedStudio({ db, logger });
    const [seeded] = await db.select({ options: count() }).from(studioOptions);
    await db.delete(studioPresets);
    await seedStudio({ db, logger });
    const [again] = await db.select({ options: count() }).from(studioOptions);
    const [presets] = await db.select({ total: count() }).from(studioPresets);
    expect(again?.options).toBe(seeded?.options);
    expect(presets?.total).toBe(0);
  });
});
