// Loaded as a plain script before the app's modules: if the app has not started within a few
// seconds (a blocked or failed download, storage disabled by privacy settings), it replaces the
// page with a message and a Retry button. The app calls window.promptloomStartupFailure itself
// when it fails while starting.
(function () {
  var STARTUP_TIMEOUT_MS = 8000;

  // A prerendered page carries only the CSS of its own markup (its script links the rest, and it
  // may not have run): the message gets the whole stylesheet the inline CSS names.
  function linkWholeStylesheet() {
    var inline = document.querySelector("style[data-stylesheet]");
    if (!inline) return;
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = inline.getAttribute("data-stylesheet");
    document.head.append(link);
  }

  function showStartupFailure(error) {
    if (error) console.error(error);
    if (document.getElementById("startup-failure")) return;
    linkWholeStylesheet();
    var main = document.createElement("main");
    main.id = "startup-failure";
    main.setAttribute("role", "alert");
    main.className = "flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center";
    var message = document.createElement("p");
    message.className = "max-w-md text-lg font-medium";
    message.textContent =
      "We're having trouble loading the app. This might be due to privacy settings or network issues.";
    var retry = document.createElement("button");
    retry.type = "button";
    retry.className = "rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground";
    retry.textContent = "Retry";
    retry.addEventListener("click", function () {
      window.location.reload();
    });
    main.append(message, retry);
    (document.getElementById("root") || document.body).replaceChildren(main);
  }

  window.promptloomStartupFailure = showStartupFailure;
  var timer = setTimeout(function () {
    if (!window.promptloomStarted) showStartupFailure();
  }, STARTUP_TIMEOUT_MS);
  window.addEventListener("promptloom:started", function () {
    clearTimeout(timer);
  });
})();
