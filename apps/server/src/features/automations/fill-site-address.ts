import { PROMPTLOOM_URL_TOKEN } from "@promptloom/contracts/automations";

/** The workflow with every `{{PROMPTLOOM_URL}}` replaced by this site's address, so it imports ready to run. */
export const fillSiteAddress = (value: unknown, baseUrl: string): unknown => {
  if (typeof value === "string") return value.replaceAll(PROMPTLOOM_URL_TOKEN, baseUrl);
  if (Array.isArray(value)) return value.map((item) => fillSiteAddress(item, baseUrl));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteAddress(item, baseUrl)]));
  }
  return value;
};
