// The offline page's script (a file: the Content-Security-Policy allows only our own script files).
// It draws the page in the visitor's theme and lists the pieces she looked at last on this device
// (web/lib/pwa/recently-viewed.ts writes them), each with a picture the service worker kept, if any.
(() => {
  var THEMES = ['dark', 'burgundy', 'black'];
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var theme = stored('theme');
  if (THEMES.indexOf(theme) >= 0) document.documentElement.classList.add(theme);
  else if (!theme && window.matchMedia?.('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.add('dark');

  document.getElementById('retry').addEventListener('click', () => {
    window.location.reload();
  });
  // Back online: the page she asked for, a moment later (the event can come just before the connection
  // carries requests again).
  window.addEventListener('online', () => {
    setTimeout(() => {
      window.location.reload();
    }, 1000);
  });

  var pieces = [];
  try {
    pieces = JSON.parse(stored('roslis.recentlyViewed') || '[]');
  } catch {
    pieces = [];
  }
  if (!Array.isArray(pieces)) pieces = [];
  pieces = pieces.filter((p) => p && typeof p.name === 'string' && typeof p.slug === 'string').slice(0, 6);
  if (pieces.length === 0) return;

  /** The first of `urls` the picture cache holds, else the first (the browser may still have it). */
  function cachedPicture(urls) {
    if (!window.caches || urls.length === 0) return Promise.resolve(urls[0]);
    return urls
      .reduce(
        (found, url) =>
          found.then((hit) => hit || window.caches.match(url).then((r) => (r ? url : undefined))),
        Promise.resolve(undefined),
      )
      .then((hit) => hit || urls[0])
      .catch(() => urls[0]);
  }

  var list = document.getElementById('recent-list');
  pieces.forEach((piece) => {
    var item = document.createElement('li');
    var link = document.createElement('a');
    link.href = `/products/${encodeURIComponent(piece.slug)}`;
    var frame = document.createElement('div');
    frame.className = 'pic';
    var name = document.createElement('span');
    name.className = 'name';
    name.textContent = piece.name;
    link.appendChild(frame);
    link.appendChild(name);
    item.appendChild(link);
    list.appendChild(item);
    var urls = Array.isArray(piece.images) ? piece.images.filter((u) => typeof u === 'string') : [];
    cachedPicture(urls).then((url) => {
      if (!url) return;
      var img = document.createElement('img');
      img.alt = '';
      img.src = url;
      img.addEventListener('error', () => {
        img.remove();
      });
      frame.appendChild(img);
    });
  });
  document.getElementById('recent').hidden = false;
})();
