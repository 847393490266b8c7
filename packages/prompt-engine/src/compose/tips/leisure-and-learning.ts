import type { ExpertTip } from "./expert-tip.ts";
import { gamesVerseAndImagesTips } from "./leisure-and-learning/games-verse-and-images.ts";
import { homeworkLanguagesAndHobbiesTips } from "./leisure-and-learning/homework-languages-and-hobbies.ts";

/** Expertise for homework, languages, exams, hobbies, games, sport, verse forms and images made for fun. */
export const leisureAndLearningTips: ExpertTip[] = [...homeworkLanguagesAndHobbiesTips, ...gamesVerseAndImagesTips];
