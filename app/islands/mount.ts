import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { whenParsed } from '@/lib/reader/when-parsed';
import { ISLAND_ATTRIBUTE } from '@/lib/site/islands';

/**
 * Hydrates the page's island container (rendered by app/islands/Island.tsx) with its app. Called by
 * each route's island.tsx; scripts/prebuild.ts bundles those with React's API served by Preact.
 */
export function mountIsland<P extends object>(App: ComponentType<P>): void {
  // The module is async (lib/site/strip-next.ts): it may run before the parser has reached the
  // container. In a task of its own: the module's evaluation (its tables and its chunks') is a task
  // already, and the first pass of hydration another (the parts after it: ./Deferred.tsx).
  whenParsed(() => {
    const container = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (!container) throw new Error('this page has no island container');
    const props = JSON.parse(container.getAttribute(ISLAND_ATTRIBUTE) || '{}') as P;
    hydrateRoot(container, createElement(App, props));
  });
}
