/**
 * Shown when the app cannot start at all (a blocked script, a failed chunk download). Built
 * with plain DOM calls because React itself may be what failed.
 */
export const showStartupFailure = (error: unknown) => {
  console.error(error);
  const container = document.getElementById("root") ?? document.body;
  const wrapper = document.createElement("main");
  wrapper.className = "flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center";
  const heading = document.createElement("h1");
  heading.className = "text-xl font-semibold";
  heading.textContent =
    "We're having trouble loading the app. This might be due to privacy settings or network issues.";
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground";
  retry.textContent = "Retry";
  retry.addEventListener("click", () => window.location.reload());
  wrapper.append(heading, retry);
  container.replaceChildren(wrapper);
};
