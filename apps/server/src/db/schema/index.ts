export * from "./auth.ts";
export * from "./app.ts";
export * from "./billing.ts";
export * from "./saved-prompts.ts";
export * from "./library.ts";
export * from "./community.ts";
export * from "./audit.ts";
export * from "./studio.ts";
