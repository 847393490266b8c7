import { AppError } from "../http/app-error.ts";

/** The value of an uploaded JSON file; text that is not JSON is the uploader's to fix (400). */
export const parseJsonFile = (content: string): unknown => {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    throw AppError.validation("The JSON file could not be read.");
  }
};
