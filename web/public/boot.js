// Pages load the app only after their first paint (the prerendered page, or index.html's loading
// shell), so that paint waits for nothing but the HTML and the stylesheet, not for the JavaScript.
// Then, in this order: the page's API requests (data-fetch, a signed-in member's), its code chunks
// (data-preload) and the main module, all at once.
// A prerendered public page names its islands' script too (data-islands, scripts/prerender.ts): a
// visitor gets that and the chunks of the page's islands (data-islands-preload), not the app; a
// signed-in member gets the app, which draws her header, bag and menus.
// (A file, not an inline script: the Content-Security-Policy allows only our own script files.)
// Zod takes its settings from this global when its module loads (before any of the app's code runs, as
// the built app's shared chunk, zod and the schemas in it, is evaluated before the entry): jitless, so it
// never probes `new Function`, which the CSP forbids (each probe is a violation report). web/lib/zod-config.ts.
window.__zod_globalConfig = { jitless: true };

(() => {
  var tag = document.currentScript;
  var main = tag?.getAttribute('data-main');
  if (!main) return;
  var started = false;

  function words(name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  }

  function link(rel, href, as, crossOrigin) {
    var el = document.createElement('link');
    el.rel = rel;
    if (as) el.as = as;
    el.crossOrigin = crossOrigin;
    el.href = href;
    document.head.appendChild(el);
  }

  function signedIn() {
    try {
      return !!localStorage.getItem('authToken');
    } catch {
      return false;
    }
  }

  function module(src) {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  }

  function start() {
    if (started) return;
    started = true;
    var islands = tag.getAttribute('data-islands');
    if (!islands) {
      load(null);
      return;
    }
    // A public page asks whether a member is signed in. A page's first read of local storage loads it
    // (several milliseconds on a phone): that read in this task, the requests in the next, so neither is
    // long enough to hold up a tap.
    var visitor = !signedIn();
    setTimeout(() => {
      load(visitor ? islands : null);
    }, 0);
  }

  // Each request a tag starts costs the main thread a little (a few hundred microseconds, more on a
  // phone) and a page starts twenty or so: four at a time, each four in a task of its own.
  function inTurns(steps) {
    (function turn() {
      steps.splice(0, 4).forEach((step) => {
        step();
      });
      if (steps.length) setTimeout(turn, 0);
    })();
  }

  function load(islands) {
    if (islands) {
      inTurns(
        words('data-islands-preload')
          .map((url) => () => {
            link('modulepreload', url, '', '');
          })
          .concat(() => {
            module(islands);
          }),
      );
      return;
    }
    // The same mode and credentials as the app's own fetch(url, { credentials: 'include' }), so the
    // app's request takes this response instead of asking again.
    inTurns(
      words('data-fetch')
        .map((url) => () => {
          link('preload', url, 'fetch', 'use-credentials');
        })
        .concat(
          words('data-preload').map((url) => () => {
            link('modulepreload', url, '', '');
          }),
          () => {
            module(main);
          },
        ),
    );
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
