import type { Rule } from "eslint";

declare const architecture: {
  meta: { name: string };
  rules: { layers: Rule.RuleModule; "no-cycle": Rule.RuleModule };
};
export default architecture;
