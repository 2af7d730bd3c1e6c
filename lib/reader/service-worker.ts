import { PAGE_UPDATED_MESSAGE } from '../site/network-first';
import { showUpdateNotice } from './update-notice';

/** Where the page's inline head script notes an update message that came before the reader script ran. */
const EARLY_UPDATE_FLAG = '__rulesUpdated';

/**
 * The part of the page's inline head script (app/layout.tsx) that catches an update message the
 * reader script would miss. The browser starts delivering the service worker's messages at
 * DOMContentLoaded; the reader is an async module and may run after that, and a message dispatched
 * with no listener is lost. This listener is on from the start of parsing and only sets a flag; the
 * reader reads it when it starts listening.
 */
export const EARLY_UPDATE_SCRIPT =
  `try{navigator.serviceWorker.addEventListener('message',function(e){if(e.data&&e.data.type===${JSON.stringify(PAGE_UPDATED_MESSAGE)})window.${EARLY_UPDATE_FLAG}=1})}catch(e){}`;

/**
 * Listens for the service worker saying that the offline copy it showed here is older than the
 * site (app/sw.ts). At once, whenever the worker is registered: a returning reader's page is
 * already controlled by it. A message that came before this ran was caught by EARLY_UPDATE_SCRIPT.
 */
export function listenForUpdates(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PAGE_UPDATED_MESSAGE) showUpdateNotice();
  });
  navigator.serviceWorker.startMessages();
  if ((window as unknown as Record<string, unknown>)[EARLY_UPDATE_FLAG]) showUpdateNotice();
}

/** Registers the service worker that makes the site work offline after the first visit. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Offline support is a bonus: the site works online without it.
  });
}
