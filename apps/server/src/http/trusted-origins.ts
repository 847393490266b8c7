/** The names a browser on this machine may use for a server listening on `port`. */
const loopbackHosts = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins pages of this site are served from. With PUBLIC_URL that address alone; without it
 * (development only: production requires PUBLIC_URL) every loopback name of the running port, so
 * opening http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export const trustedOriginsFor = (options: { publicUrl: string | undefined; port: number }): string[] =>
  options.publicUrl
    ? [new URL(options.publicUrl).origin]
    : loopbackHosts.map((host) => `http://${host}:${options.port}`);
