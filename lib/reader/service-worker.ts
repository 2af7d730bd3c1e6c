import { PAGE_UPDATED_MESSAGE } from '../site/network-first';
import { showUpdateNotice } from './update-notice';

/** Registers the service worker that makes the site work offline after the first visit. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // The worker says when the offline copy it showed here is older than the site (app/sw.ts).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PAGE_UPDATED_MESSAGE) showUpdateNotice();
  });
  navigator.serviceWorker.startMessages();
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Offline support is a bonus: the site works online without it.
  });
}
