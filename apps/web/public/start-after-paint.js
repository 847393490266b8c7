// Starts a prerendered page's script after its first paint; written into the page inline.
// See apps/web/src/lib/prerendered-page.ts.
(function () {
  // A background tab paints nothing until shown; the startup watchdog gives up after 8 s.
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

  // The paint entry comes once the frame is on screen; a frame callback can run before that.
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
