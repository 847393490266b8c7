/** The app under test, on the port playwright.config.ts starts the e2e server on. */
export const appOrigin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The e2e server's loopback control port, where tests set up accounts, mails and transcriptions. */
export const controlUrl = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 3101}`;
