import type { Metadata, Viewport } from 'next';
import { preload } from 'react-dom';
import './globals.css';
import { SEARCH_INPUT_ID } from '@/lib/reader/search-box';
import { READER_SCRIPT } from '@/lib/reader/script';
import { EARLY_UPDATE_SCRIPT } from '@/lib/reader/service-worker';
import { QUICK_INDEX_PATH } from '@/lib/search/quick';
import { THEME_TOGGLE_ID } from '@/lib/reader/theme';
import { THEME_SCRIPT, THEME_SCRIPT_ID } from '@/lib/reader/theme-script';

export const metadata: Metadata = {
  title: { default: 'Rules Companion', template: '%s · Rules Companion' },
  description: 'Unofficial rules lookup, FAQ search and calculators for Twilight Imperium 4.',
  // The tab icon is the ICO of PNGs, not the SVG: the browser decodes a page's icon on its main
  // thread, and an SVG one is a whole isolated document (parse, style, layout of its text) that took
  // a task of 75-100 ms CPU after load on a cold renderer here, 150+ ms under 4x throttling.
  icons: { icon: [{ url: '/favicon.ico', sizes: '16x16 32x32' }], apple: '/icon-192.png' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
  ],
};

const NAV = [
  ['/faq/', 'FAQ'],
  ['/calc/', 'Odds'],
  ['/timing/', 'Timing'],
] as const;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // The quick search index comes with the page (low priority: after the styles and the first paint),
  // so a query typed as soon as the page is up is answered at once (lib/reader/search-box.ts).
  // crossOrigin: the reader's fetch() is a CORS request, and a preload is only reused by its like.
  preload(QUICK_INDEX_PATH, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low' });
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* The page's one inline script: the saved theme before first paint, and a service worker message that comes before the reader script runs. */}
        <script id={THEME_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT + EARLY_UPDATE_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-zinc-900">
          Skip to content
        </a>
        <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
          <nav className="mx-auto flex max-w-3xl items-center gap-1 px-3" aria-label="Main">
            <a href="/" className="mr-auto flex min-h-11 items-center whitespace-nowrap font-semibold no-underline">Rules Companion</a>
            {NAV.map(([href, label]) => (
              <a key={href} href={href} className="flex min-h-11 items-center rounded px-2 text-sm no-underline">
                {label}
              </a>
            ))}
            {/* The visible label follows html[data-theme] through CSS (globals.css); lib/reader/theme.ts cycles it. */}
            <button type="button" id={THEME_TOGGLE_ID} className="min-h-11 min-w-11 rounded px-2 text-sm">
              <span className="sr-only">Colour theme: </span>
              <span data-theme-label="system">Auto</span>
              <span data-theme-label="dark">Dark</span>
              <span data-theme-label="light">Light</span>
              <span className="sr-only">. Change</span>
            </button>
          </nav>
          <div className="mx-auto max-w-3xl px-3 pb-2">
            {/* lib/reader/search-box.ts answers while typing and adds the results panel here. */}
            <div className="relative" role="search">
              <input
                id={SEARCH_INPUT_ID}
                type="search"
                role="combobox"
                aria-label="Search the rules, FAQ, TI3 and EotV"
                aria-expanded={false}
                aria-autocomplete="list"
                placeholder="Search rules: 49.4, retreat, AFB…  ( / )"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="go"
                className="min-h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
              />
            </div>
          </div>
        </header>
        <main id="main" className="mx-auto max-w-3xl px-4 py-4">{children}</main>
        <footer className="mx-auto max-w-3xl px-4 py-8 text-sm text-zinc-600 dark:text-zinc-400">
          <p>
            <strong>Unofficial fan tool.</strong> Twilight Imperium and its rules text © Fantasy Flight Games; Empires of the Void II ©
            Red Raven Games. Not affiliated with or approved by either publisher.
          </p>
          <p className="mt-1">LRR 1.2 text from the web transcription by Stéphane Demots (Saturn Nitrik).</p>
        </footer>
        {/* The reader script (search, theme, share links, offline): the only script of a reading page. */}
        <script type="module" async src={READER_SCRIPT} />
      </body>
    </html>
  );
}
