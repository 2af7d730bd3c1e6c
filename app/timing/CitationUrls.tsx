'use client';
import { createContext, useContext } from 'react';
import { citationUrl } from '@/lib/timing/citations';

/** Site URLs of the cited ids, resolved from the corpus at build time (the browser has no corpus). */
const CitationUrls = createContext<Record<string, string>>({});

export function CitationUrlsProvider({ urls, children }: { urls: Record<string, string>; children: React.ReactNode }) {
  return <CitationUrls.Provider value={urls}>{children}</CitationUrls.Provider>;
}

export function useCitationUrl(id: string): string | undefined {
  return useContext(CitationUrls)[id] ?? citationUrl(id);
}
