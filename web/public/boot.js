// Prerendered pages load the app only after their first paint, so that paint needs no JavaScript.
// (A file, not an inline script: the Content-Security-Policy allows only our own script files.)
(() => {
  var tag = document.currentScript;
  var main = tag?.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = main;
    document.head.appendChild(script);
  }
  // Start once the first contentful paint is on screen, or after two frames where paint timing is missing.
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => {
      requestAnimationFrame(start);
    });
  }
  // A background tab gets no animation frames: start anyway.
  setTimeout(start, 1500);
})();
