'use client';
import { useEffect } from 'react';

/** Registers the service worker that makes the site work offline after the first visit. */
export function ServiceWorker() {
  useEffect(() => {
    if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // Offline support is a bonus: the site works online without it.
      });
    }
  }, []);
  return null;
}
