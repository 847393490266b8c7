import { automationAndQueriesTips } from "./automation-and-queries.ts";
import { careerAndBusinessTips } from "./career-and-business.ts";
import { comparisonsAndIdeasTips } from "./comparisons-and-ideas.ts";
import { compositionTips } from "./composition.ts";
import { cookingTips } from "./cooking.ts";
import { correspondenceTips } from "./correspondence.ts";
import { dataTips } from "./data.ts";
import { directQuestionTips } from "./direct-questions.ts";
import { editingTips } from "./editing.ts";
import { errorsAndFormulasTips } from "./errors-and-formulas.ts";
import { everydayLifeTips } from "./everyday-life.ts";
import { everydayTips } from "./everyday.ts";
import type { ExpertTip } from "./expert-tip.ts";
import { familyAndHealthTips } from "./family-and-health.ts";
import { homeAndCarFixesTips } from "./home-and-car-fixes.ts";
import { householdTips } from "./household.ts";
import { imageTips } from "./images.ts";
import { learningTips } from "./learning.ts";
import { leisureAndLearningTips } from "./leisure-and-learning.ts";
import { moneyAndWorkTips } from "./money-and-work.ts";
import { occasionsAndLanguageTips } from "./occasions-and-language.ts";
import { peopleAtWorkTips } from "./people-at-work.ts";
import { petTips } from "./pets.ts";
import { practiceAndLessonTips } from "./practice-and-lessons.ts";
import { publishingTips } from "./publishing.ts";
import { rolePlayTips } from "./role-play.ts";
import { rulesByPlaceTips } from "./rules-by-place.ts";
import { schoolAndCareersTips } from "./school-and-careers.ts";
import { sellingAndPublishingTips } from "./selling-and-publishing.ts";
import { storiesSpeechesAndHomeTips } from "./stories-speeches-and-home.ts";
import { technicalTips } from "./technical.ts";
import { workAndTechTips } from "./work-and-tech.ts";
import { workplaceWritingTips } from "./workplace-writing.ts";

/** Every tip, by the group of kinds it helps with. */
export const expertTips: ExpertTip[] = [
  // Rules for a named place come first; findTips also ranks them before any general tip.
  ...rulesByPlaceTips,
  ...correspondenceTips,
  ...publishingTips,
  ...compositionTips,
  ...editingTips,
  ...technicalTips,
  ...dataTips,
  ...learningTips,
  ...homeAndCarFixesTips,
  ...directQuestionTips,
  ...everydayTips,
  ...comparisonsAndIdeasTips,
  ...cookingTips,
  ...careerAndBusinessTips,
  ...rolePlayTips,
  ...imageTips,
  ...occasionsAndLanguageTips,
  ...practiceAndLessonTips,
  ...errorsAndFormulasTips,
  ...householdTips,
  ...petTips,
  ...familyAndHealthTips,
  ...moneyAndWorkTips,
  ...peopleAtWorkTips,
  ...workplaceWritingTips,
  ...sellingAndPublishingTips,
  ...schoolAndCareersTips,
  ...automationAndQueriesTips,
  ...storiesSpeechesAndHomeTips,
  ...workAndTechTips,
  ...everydayLifeTips,
  ...leisureAndLearningTips,
];
