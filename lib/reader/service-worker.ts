/** Registers the service worker that makes the site work offline after the first visit. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Offline support is a bonus: the site works online without it.
  });
}
