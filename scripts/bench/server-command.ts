/** The production server's command line, as `npm run serve` runs it: the compiled server. */
export const serverCommand = () => [process.execPath, "apps/server/dist/server.js"];
