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
      preload.href = catalogue.getAttribute('content');
      document.head.appendChild(preload);
    }
  } catch {
    // Storage blocked: the defaults (Arabic, light) stand.
  }
})();
