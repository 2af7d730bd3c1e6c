import { PAGE_UPDATED_MESSAGE } from '../site/network-first';
import { showUpdateNotice } from './update-notice';

/**
 * Listens for the service worker saying that the offline copy it showed here is older than the
 * site (app/sw.ts). At once, whenever the worker is registered: a returning reader's page is
 * already controlled by it.
 */
export function listenForUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PAGE_UPDATED_MESSAGE) showUpdateNotice();
  });
  navigator.serviceWorker.startMessages();
}

/** Registers the service worker that makes the site work offline after the first visit. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Offline support is a bonus: the site works online without it.
  });
}
