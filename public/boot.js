// Runs before the first paint, so the page opens in the reader's language, direction and theme
// without a flash of the wrong one. Kept tiny: the server writes it into every page, allowed by
// its hash under the CSP (server/inline-shell.ts).
(function () {
  try {
    var params = new URLSearchParams(location.search);
    var lang = params.get('lang');
    var isArabic = lang === 'en' ? false : lang === 'ar' ? true : localStorage.getItem('isArabic') !== 'false';
    var root = document.documentElement;
    root.lang = isArabic ? 'ar' : 'en';
    root.dir = isArabic ? 'rtl' : 'ltr';
    var theme = localStorage.getItem('sbp-theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    if (theme === 'dark') root.classList.add('dark');
    // Fetch the first-load texts (the core group) of the page's language together with the main
    // script (vite.config.ts, textGroups).
    var catalogue = document.querySelector('meta[name="portal-catalogue-' + root.lang + '"]');
    if (catalogue) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.fetchPriority = 'low';
      preload.href = catalogue.getAttribute('content');
      document.head.appendChild(preload);
    }
  } catch {
    // Storage blocked: the defaults (Arabic, light) stand.
  }
  // A built page names its main script as a preload (server/inline-shell.ts): it loads with the
  // HTML and runs once the page has painted, so the server's markup shows before the scripts take
  // it over, also when they come from the cache. A hidden page (a tab opened in the background)
  // paints nothing, so it runs the script at once.
  var started = false;
  function start(href) {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = href;
    document.head.appendChild(script);
  }
  function afterPaint() {
    var entry = document.querySelector('link[data-portal-entry]');
    if (!entry) return;
    var href = entry.getAttribute('href');
    if (document.visibilityState === 'hidden') return start(href);
    requestAnimationFrame(function () {
      setTimeout(function () {
        start(href);
      }, 0);
    });
    // A page hidden before its frame gets no frame; timers still run.
    setTimeout(function () {
      start(href);
    }, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
