declare global {
  interface Window {
    promptloomStarted?: boolean;
    /** Defined by public/startup-watchdog.js, which runs before the app's modules. */
    promptloomStartupFailure?: (error?: unknown) => void;
  }
}

/** Tells the startup watchdog the app is running. */
export const markStarted = () => {
  window.promptloomStarted = true;
  window.dispatchEvent(new Event("promptloom:started"));
};

export const reportStartupFailure = (error: unknown) => {
  if (window.promptloomStartupFailure) window.promptloomStartupFailure(error);
  else console.error(error);
};
