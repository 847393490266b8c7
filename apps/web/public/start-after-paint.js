// Written into the prerendered pages in place of their module scripts (inline, allowed by its hash):
// starts the page's script (its entry in data-module, the modules it imports in data-preload,
// fetched side by side) once the browser reports the page's first contentful paint. On a slow
// phone the page then paints before its script is downloaded, parsed and run (hydrating the
// sign-in form alone takes longer than the paint), and a returning visitor's cached script
// cannot hold the paint up.
(function () {
  // A page that paints nothing for this long (a background tab gets no paint until it is shown)
  // starts anyway, well before the startup watchdog would give up on it.
  var LATEST_START_MS = 3000;
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute("data-module");
  var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var isStarted = false;

  function start() {
    if (isStarted) return;
    isStarted = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    });
    var module = document.createElement("script");
    module.type = "module";
    module.crossOrigin = "";
    module.src = entry;
    document.head.append(module);
  }

  // The paint entry arrives once the frame is on screen; a frame callback can run before that.
  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === "hidden") {
    start();
  } else if (entryTypes.indexOf("paint") === -1) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, LATEST_START_MS);
  }
})();
