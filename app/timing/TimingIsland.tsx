'use client';
import { CitationUrlsProvider } from './CitationUrls';
import { TimingAssistant, type BuiltTiming } from './TimingAssistant';

/** The page's app as one component, so the page and its island entry (island.tsx) render the same tree. */
export function TimingIsland({ urls, ...built }: { urls: Record<string, string> } & BuiltTiming) {
  return (
    <CitationUrlsProvider urls={urls}>
      <TimingAssistant {...built} />
    </CitationUrlsProvider>
  );
}
