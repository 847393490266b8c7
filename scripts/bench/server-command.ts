/** The production server's command line, as `npm run serve` runs it. */
export const serverCommand = () => [process.execPath, "--import", "tsx", "apps/server/src/index.ts"];
