'use client';
import { useEffect, useState } from 'react';

/**
 * Tapping a rule number (a.rule-number) opens the rule at its anchor and copies its link, or
 * offers the phone's share sheet where there is one. One listener for the whole page.
 */
export function ShareRuleLinks() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a.rule-number');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = link.href;
      const title = `${document.title}: ${link.textContent ?? ''}`.trim();
      if (navigator.share && matchMedia('(pointer: coarse)').matches) {
        navigator.share({ title, url }).catch(() => undefined);
        return;
      }
      navigator.clipboard?.writeText(url).then(
        () => setMessage(`Link to ${link.textContent} copied`),
        () => setMessage(''),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(''), 2500);
    return () => clearTimeout(t);
  }, [message]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 flex justify-center">
      {message ? <span className="rounded-full bg-zinc-900 px-4 py-2 text-sm text-white shadow dark:bg-zinc-100 dark:text-zinc-900">{message}</span> : null}
    </div>
  );
}
