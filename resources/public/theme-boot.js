/* global window, document */
// Runs before the first paint (a classic script in <head>, from the app's own origin, so the
// CSP's script-src 'self' allows it; inline scripts are refused). It marks <html> with the
// theme the last session showed, so a remembered dark theme (or the system's, when that was
// the choice) paints dark at once. stores/appearance-store.ts writes the key.
(function () {
  try {
    var mode = window.localStorage.getItem('console-desktop.theme');
    if (mode === 'dark' || mode === 'light' || mode === 'system') {
      document.documentElement.dataset.theme = mode;
    }
  } catch {
    // Storage refused (a locked-down profile): the system's scheme decides, as before.
  }
})();
