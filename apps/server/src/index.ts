import { EnvError, readEnv } from "./env.ts";
import { startServer } from "./start-server.ts";

try {
  const running = await startServer(readEnv());
  const shutdown = () => void running.close().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
