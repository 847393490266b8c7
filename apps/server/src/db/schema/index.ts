export * from "./auth.ts";
export * from "./app.ts";
export * from "./billing.ts";
