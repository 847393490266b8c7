import type { ExpertTip } from "./expert-tip.ts";
import { businessImagesAndSheetFactsTips } from "./work-and-tech/business-images-and-sheet-facts.ts";
import { codeTips } from "./work-and-tech/code.ts";
import { devicesJobsAndStudyTips } from "./work-and-tech/devices-jobs-and-study.ts";
import { gitSqlAndSheetsTips } from "./work-and-tech/git-sql-and-sheets.ts";

/**
 * Expertise for everyday work and technology requests: code and its common bugs, database queries,
 * spreadsheet formulas, devices and accounts, job search, workplace and business writing, study.
 */
export const workAndTechTips: ExpertTip[] = [
  ...codeTips,
  ...gitSqlAndSheetsTips,
  ...devicesJobsAndStudyTips,
  ...businessImagesAndSheetFactsTips,
];
