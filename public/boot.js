// Runs before the first paint, so the page opens in the reader's language, direction and theme
// without a flash of the wrong one. Kept tiny: the server writes it into every page, allowed by
// its hash under the CSP (server/inline-shell.ts).
(function () {
  try {
    var params = new URLSearchParams(location.search);
    var lang = params.get('lang');
    // ?lang=, then the language cookie (the server sets it for a ?lang= link), then the saved flag (client/lib/i18n.ts).
    var cookie = /(?:^|;\s*)sbp-lang=(ar|en)(?:;|$)/.exec(document.cookie);
    if (lang !== 'en' && lang !== 'ar' && cookie) lang = cookie[1];
    var isArabic = lang === 'en' ? false : lang === 'ar' ? true : localStorage.getItem('isArabic') !== 'false';
    var root = document.documentElement;
    root.lang = isArabic ? 'ar' : 'en';
    root.dir = isArabic ? 'rtl' : 'ltr';
    var theme = localStorage.getItem('sbp-theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    if (theme === 'dark') root.classList.add('dark');
    // The Arabic font, once this browser has loaded its files (client/lib/i18n.ts keeps their
    // addresses): read from the cache now, so that the page is drawn with it from its first paint
    // instead of being laid out again when it arrives. Never from the network here, where it would
    // compete with the page's largest picture: a file no longer in the cache waits for the next page.
    var kept = isArabic && JSON.parse(localStorage.getItem('sbp-arabic-font') || 'null');
    if (kept && kept.length === 2 && /^\/assets\/[\w.-]+\.woff2$/.test(kept[0]) && /^\/assets\/[\w.-]+\.woff2$/.test(kept[1])) {
      window.sbpArabicFont = Promise.all(
        kept.map(function (file, i) {
          return fetch(file, { cache: 'only-if-cached', mode: 'same-origin' })
            .then(function (response) {
              if (!response.ok) throw new Error(response.status);
              return response.arrayBuffer();
            })
            .then(function (bytes) {
              return new FontFace('Noto Kufi Arabic', bytes, { weight: i ? '700' : '400', display: 'swap' }).load();
            });
        }),
      ).then(
        // Both weights handed over together: each face added lays the page out again.
        function (faces) {
          faces.forEach(function (face) {
            document.fonts.add(face);
          });
          return faces;
        },
        function () {
          return undefined;
        },
      );
    }
  } catch {
    // Storage blocked: the defaults (Arabic, light) stand.
  }
  // A built page names its scripts without fetching them (server/inline-shell.ts). A page the
  // server rendered asks for them once it has been shown: its pictures loaded (on a slow line the
  // largest one has the line to itself) and a frame rendered, so the server's markup shows before
  // the scripts take it over, also when they come from the cache. An empty page (rendered in the
  // browser) and a hidden one (a tab opened in the background, which paints nothing) ask at once.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.querySelector('meta[name="portal-entry"]');
    if (!entry) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
    // The main script's own imports, the page's files and its first-load texts in the page's
    // language (vite.config.ts, textGroups), fetched beside it instead of after it has run. Each
    // request costs the page's thread a little: eight to a task, so that none of them is long.
    var modules = document.querySelectorAll('meta[name="portal-module"], meta[name="portal-catalogue-' + document.documentElement.lang + '"]');
    (function preload(from) {
      for (var i = from; i < modules.length && i < from + 8; i++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = modules[i].getAttribute('content');
        document.head.appendChild(link);
      }
      if (i < modules.length) setTimeout(preload, 0, i);
    })(0);
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function whenShown() {
    if (!document.getElementById('sbp-state') || document.visibilityState === 'hidden') return start();
    if (document.readyState === 'complete') afterFrame();
    else addEventListener('load', afterFrame);
    // A picture that never finishes, or a page hidden before its frame (no frame; timers run).
    setTimeout(start, 3000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenShown);
  else whenShown();
})();
