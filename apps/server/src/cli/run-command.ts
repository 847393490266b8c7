/**
 * Runs a command-line task and ends the process with its exit status. A failure prints its
 * message alone, without a stack ("A server (pid 123) is using ./data: stop it first."), and
 * exits with 1 at once, whatever the task left open.
 */
export const runCommand = async (task: () => Promise<number | void>): Promise<void> => {
  try {
    process.exitCode = (await task()) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
};
