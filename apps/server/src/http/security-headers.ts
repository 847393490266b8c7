const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and React set inline style attributes; scripts stay strictly external.
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
export const htmlSecurityHeaders = (isProduction: boolean): Record<string, string> => ({
  "Content-Security-Policy": contentSecurityPolicy,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  ...(isProduction ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
});
