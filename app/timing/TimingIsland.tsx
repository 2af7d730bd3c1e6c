'use client';
import { CitationUrlsProvider } from './CitationUrls';
import { TimingAssistant } from './TimingAssistant';

/** The page's app as one component, so the page and its island entry (island.tsx) render the same tree. */
export function TimingIsland({ urls }: { urls: Record<string, string> }) {
  return (
    <CitationUrlsProvider urls={urls}>
      <TimingAssistant />
    </CitationUrlsProvider>
  );
}
