/**
 * The policy for HTML pages. Scripts come from our origin, or are one of `inlineScripts`: the
 * hashes (CSP source expressions, 'sha256-…') of the build's own plain scripts, which prerendered
 * pages carry inline so their first paint waits for no request. Nothing else inline runs.
 */
const contentSecurityPolicy = (inlineScripts: string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    // Radix and React set inline style attributes; inline scripts only by their hashes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** Headers every HTML page carries. */
export const htmlSecurityHeaders = (isProduction: boolean, inlineScripts: string[] = []): Record<string, string> => ({
  "Content-Security-Policy": contentSecurityPolicy(inlineScripts),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  ...(isProduction ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
});
