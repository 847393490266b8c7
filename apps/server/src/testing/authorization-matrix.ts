/**
 * Who may call each API route, one entry per route the app registers ("METHOD /api/path" exactly
 * as the router spells it). http/authorization-matrix.test.ts calls every route as every role and
 * fails for a route without an entry, so no endpoint ships without a decided access level.
 *
 * access: public | signed-in (any account) | not-refunded (any account but a refunded one) |
 *   member (paid and not refunded; admins count) | admin | api-key (refuses every session).
 * others: for routes that reach one member's own objects, the request another paid member sends
 *   with the owner's real ids, and the status it must get. `{savedPrompt}`, `{folder}` and
 *   `{communityPrompt}` (the owner's, awaiting review, so nobody else may see it) are replaced
 *   with those ids in the path and body; `{apiKey}`, `{studioPreset}`, `{photo}` (an uploaded photo)
 *   and `{genieSession}` likewise. The test then
 *   checks the owner's objects are unchanged.
 *
 * Adding a route: add its line here (an admin route: to admin-routes.ts), in its group, with the access level its guard gives it; if it
 * takes the id of something a member owns, add `others` (and a fixture in the test if the kind is
 * new). `api-key` routes are refused (401) to every cookie session.
 */
import { adminRoutes } from "./admin-routes.ts";

export type Access = "public" | "signed-in" | "not-refunded" | "member" | "admin" | "api-key";

export type OthersCheck = { path?: string; body?: unknown; status: number };

export type MatrixEntry = { access: Access; others?: OthersCheck };

const notFound = { status: 404 } as const;

export const authorizationMatrix: Record<string, MatrixEntry> = {
  "GET /api/health": { access: "public" },
  "GET /api/openapi.json": { access: "public" },
  "GET /api/reference": { access: "public" },
  "GET /api/reference/scalar.js": { access: "public" },
  "GET /api/theme": { access: "public" },
  "GET /api/theme.css": { access: "public" },
  // Visitors' streams carry site-wide changes (the theme) only; members' add their own events.
  "GET /api/events": { access: "public" },
  // The browser's session read: null for a visitor, the user and profile otherwise.
  "GET /api/session": { access: "public" },
  "GET /api/config": { access: "public" },
  "POST /api/auth/sign-in/email": { access: "public" },
  "POST /api/auth/sign-up/email": { access: "public" },
  "POST /api/auth/sign-in/social": { access: "public" },
  "GET /api/auth/callback/google": { access: "public" },
  "GET /api/auth/sign-in-link/verify": { access: "public" },
  "POST /api/auth/sign-out": { access: "public" },
  "POST /api/auth/request-password-reset": { access: "public" },
  "POST /api/auth/reset-password": { access: "public" },
  // The library answers 401 itself without a session.
  "POST /api/auth/change-password": { access: "signed-in" },
  "GET /api/auth/error": { access: "public" },
  "POST /api/functions/check-user-exists": { access: "public" },
  "POST /api/support/messages": { access: "public" },
  "POST /api/webhooks/stripe": { access: "public" },
  "GET /api/uploads/*": { access: "public" },
  "POST /api/functions/create-monthly-checkout-guest": { access: "public" },
  "POST /api/functions/create-yearly-checkout-guest": { access: "public" },
  // A demo checkout is reached by its unguessable id, like a Stripe Checkout page.
  "GET /api/billing/demo/checkouts/:id": { access: "public" },
  "POST /api/billing/demo/checkouts/:id/pay": { access: "public" },
  "POST /api/billing/demo/checkouts/:id/cancel": { access: "public" },

  "GET /api/me": { access: "signed-in" },
  "PATCH /api/account/profile": { access: "signed-in" },
  "DELETE /api/account": { access: "signed-in" },
  "POST /api/functions/check-subscription": { access: "signed-in" },
  // A refunded or unpaid account needs support as much as a member does.
  "GET /api/support/tickets": { access: "signed-in" },
  "POST /api/support/tickets": { access: "signed-in" },
  "GET /api/support/tickets/:id": { access: "signed-in" },
  "POST /api/support/tickets/:id/replies": { access: "signed-in" },
  "POST /api/billing/demo/portal/cancel": { access: "signed-in" },
  "POST /api/billing/demo/portal/resume": { access: "signed-in" },
  "POST /api/billing/demo/portal/switch": { access: "signed-in" },
  // A refunded account is inactive: it can neither buy again nor manage billing.
  "POST /api/functions/create-monthly-checkout": { access: "not-refunded" },
  "POST /api/functions/create-yearly-checkout": { access: "not-refunded" },
  "POST /api/functions/customer-portal": { access: "not-refunded" },

  "GET /api/saved-prompts": { access: "member" },
  "POST /api/saved-prompts": {
    access: "member",
    others: { body: { title: "Filed elsewhere", perfectedText: "x", folderId: "{folder}" }, ...notFound },
  },
  "GET /api/saved-prompts/tags": { access: "member" },
  "GET /api/saved-prompts/export": { access: "member" },
  "POST /api/saved-prompts/import": { access: "member" },
  "GET /api/saved-prompts/:id": { access: "member", others: { path: "/api/saved-prompts/{savedPrompt}", ...notFound } },
  "PATCH /api/saved-prompts/:id": {
    access: "member",
    others: { path: "/api/saved-prompts/{savedPrompt}", body: { title: "Hijacked" }, ...notFound },
  },
  "DELETE /api/saved-prompts/:id": {
    access: "member",
    others: { path: "/api/saved-prompts/{savedPrompt}", ...notFound },
  },
  "POST /api/saved-prompts/:id/restore": {
    access: "member",
    others: { path: "/api/saved-prompts/{savedPrompt}/restore", ...notFound },
  },
  "POST /api/saved-prompts/:id/duplicate": {
    access: "member",
    others: { path: "/api/saved-prompts/{savedPrompt}/duplicate", ...notFound },
  },
  "GET /api/saved-prompts/:id/versions": {
    access: "member",
    others: { path: "/api/saved-prompts/{savedPrompt}/versions", ...notFound },
  },
  "POST /api/saved-prompts/:id/versions/:version/restore": {
    access: "member",
    others: { path: "/api/saved-prompts/{savedPrompt}/versions/1/restore", ...notFound },
  },
  "GET /api/folders": { access: "member" },
  "POST /api/folders": { access: "member", others: { body: { name: "Nested", parentId: "{folder}" }, ...notFound } },
  "PATCH /api/folders/:id": {
    access: "member",
    others: { path: "/api/folders/{folder}", body: { name: "Hijacked" }, ...notFound },
  },
  "DELETE /api/folders/:id": { access: "member", others: { path: "/api/folders/{folder}", ...notFound } },
  "GET /api/library": { access: "member" },
  "GET /api/library/categories": { access: "member" },
  "GET /api/library/tags": { access: "member" },
  "GET /api/library/:id": { access: "member" },
  "PUT /api/library/:id/favorite": { access: "member" },
  "DELETE /api/library/:id/favorite": { access: "member" },
  "GET /api/community-prompts": { access: "member" },
  "POST /api/community-prompts": { access: "member" },
  "GET /api/community-prompts/:id": {
    access: "member",
    others: { path: "/api/community-prompts/{communityPrompt}", ...notFound },
  },
  "POST /api/community-prompts/:id/vote": {
    access: "member",
    others: { path: "/api/community-prompts/{communityPrompt}/vote", ...notFound },
  },
  "DELETE /api/community-prompts/:id/vote": {
    access: "member",
    others: { path: "/api/community-prompts/{communityPrompt}/vote", ...notFound },
  },
  "POST /api/community-prompts/:id/report": {
    access: "member",
    others: { path: "/api/community-prompts/{communityPrompt}/report", body: { reason: "spam" }, ...notFound },
  },
  "POST /api/functions/track-usage": { access: "member" },
  "GET /api/usage/summary": { access: "member" },
  "POST /api/functions/perfect-prompt": { access: "member" },
  "GET /api/functions/transcribe": { access: "member" },
  "POST /api/functions/transcribe": { access: "member" },

  "GET /api/studio/options": { access: "member" },
  "GET /api/studio/config": { access: "member" },
  "POST /api/studio/expand-subject": { access: "member" },
  "GET /api/studio/presets": { access: "member" },
  "POST /api/studio/presets": { access: "member" },
  "PATCH /api/studio/presets/:id": {
    access: "member",
    others: { path: "/api/studio/presets/{studioPreset}", body: { name: "Hijacked" }, ...notFound },
  },
  "DELETE /api/studio/presets/:id": {
    access: "member",
    others: { path: "/api/studio/presets/{studioPreset}", ...notFound },
  },
  "GET /api/studio/history": { access: "member" },
  "POST /api/studio/history": { access: "member" },
  "DELETE /api/studio/history": { access: "member" },
  "DELETE /api/studio/history/:id": { access: "member" },
  "GET /api/photo-studio/settings": { access: "member" },
  "GET /api/photo-studio/uploads": { access: "member" },
  "POST /api/photo-studio/uploads": { access: "member" },
  "GET /api/photo-studio/uploads/:id": {
    access: "member",
    others: { path: "/api/photo-studio/uploads/{photo}", ...notFound },
  },
  "GET /api/photo-studio/uploads/:id/image": {
    access: "member",
    others: { path: "/api/photo-studio/uploads/{photo}/image", ...notFound },
  },
  "GET /api/photo-studio/uploads/:id/thumbnail": {
    access: "member",
    others: { path: "/api/photo-studio/uploads/{photo}/thumbnail", ...notFound },
  },
  "DELETE /api/photo-studio/uploads/:id": {
    access: "member",
    others: { path: "/api/photo-studio/uploads/{photo}", ...notFound },
  },
  "POST /api/photo-studio/uploads/:id/describe": {
    access: "member",
    others: { path: "/api/photo-studio/uploads/{photo}/describe", ...notFound },
  },
  "GET /api/genie/engine": { access: "member" },
  "GET /api/genie/sessions": { access: "member" },
  "POST /api/genie/sessions": { access: "member" },
  "GET /api/genie/sessions/:id": {
    access: "member",
    others: { path: "/api/genie/sessions/{genieSession}", ...notFound },
  },
  "DELETE /api/genie/sessions/:id": {
    access: "member",
    others: { path: "/api/genie/sessions/{genieSession}", ...notFound },
  },
  "POST /api/genie/sessions/:id/refinements": {
    access: "member",
    others: {
      path: "/api/genie/sessions/{genieSession}/refinements",
      body: { refinement: "Make it mine", options: {} },
      ...notFound,
    },
  },
  "POST /api/genie/compare": { access: "member" },
  "GET /api/api-keys": { access: "member" },
  "POST /api/api-keys": { access: "member" },
  "DELETE /api/api-keys/:id": { access: "member", others: { path: "/api/api-keys/{apiKey}", ...notFound } },
  "GET /api/resources": { access: "member" },
  "GET /api/resources/:slug": { access: "member" },
  "GET /api/resources/:slug/file": { access: "member" },
  "GET /api/docs": { access: "member" },
  "GET /api/docs/search": { access: "member" },
  "GET /api/docs/:slug": { access: "member" },
  "GET /api/discord": { access: "member" },
  "GET /api/planner/tasks": { access: "member" },
  "POST /api/planner/tasks": { access: "member" },
  "PUT /api/planner/tasks/order": { access: "member" },
  "PATCH /api/planner/tasks/:id": { access: "member" },
  "DELETE /api/planner/tasks/:id": { access: "member" },
  "GET /api/planner/working-hours": { access: "member" },
  "PUT /api/planner/working-hours": { access: "member" },
  "POST /api/planner/plan-day": { access: "member" },
  "GET /api/coach": { access: "member" },
  "PUT /api/coach/consent": { access: "member" },
  "DELETE /api/coach/messages": { access: "member" },
  "POST /api/coach/messages": { access: "member" },
  "GET /api/automations/templates": { access: "member" },
  "GET /api/automations/templates/:slug": { access: "member" },
  "GET /api/automations/templates/:slug/download": { access: "member" },

  // The public API takes a member's API key and never a cookie session.
  "GET /api/v1/me": { access: "api-key" },
  "POST /api/v1/prompts/refine": { access: "api-key" },
  "GET /api/v1/prompts": { access: "api-key" },
  "POST /api/v1/prompts": { access: "api-key" },
  "GET /api/v1/prompts/:id": { access: "api-key" },
  "GET /api/v1/library": { access: "api-key" },
  "GET /api/v1/library/:id": { access: "api-key" },
  "GET /api/v1/community-prompts": { access: "api-key" },
  "POST /api/v1/usage": { access: "api-key" },
  "GET /api/v1/usage/summary": { access: "api-key" },
  // The MCP server takes the same keys: POST for messages, GET for its event stream.
  "POST /api/mcp": { access: "api-key" },
  "GET /api/mcp": { access: "api-key" },

  ...Object.fromEntries(adminRoutes.map((route) => [route, { access: "admin" }])),
};
