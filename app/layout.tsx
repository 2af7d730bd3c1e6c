import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Rules Companion', template: '%s · Rules Companion' },
  description: 'Unofficial rules lookup, FAQ search and calculators for Twilight Imperium 4.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
        <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white/95 dark:border-zinc-800 dark:bg-zinc-950/95">
          <nav className="mx-auto flex max-w-3xl items-center gap-4 px-4 py-2" aria-label="Main">
            <Link href="/" className="font-semibold">Rules Companion</Link>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-3xl px-4 py-4">{children}</main>
        <footer className="mx-auto max-w-3xl px-4 py-8 text-sm text-zinc-600 dark:text-zinc-400">
          Unofficial fan tool. Twilight Imperium rules text © Fantasy Flight Games; Empires of the Void II
          © Red Raven Games. Not approved by either publisher.
        </footer>
      </body>
    </html>
  );
}
