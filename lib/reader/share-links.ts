/**
 * Tapping a rule number (a.rule-number) opens the rule at its anchor and copies its link, or offers
 * the phone's share sheet where there is one. The toast that says so is created on first use, so
 * nothing is added to the page before the reader acts.
 */
const TOAST_ID = 'share-toast';
const SHOWN_FOR_MS = 2500;

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function toast(): HTMLElement {
  const existing = document.getElementById(TOAST_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = TOAST_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = 'pointer-events-none fixed inset-x-0 bottom-4 flex justify-center';
  document.body.append(region);
  return region;
}

function say(region: HTMLElement, message: string): void {
  const bubble = document.createElement('span');
  bubble.className = 'rounded-full bg-zinc-900 px-4 py-2 text-sm text-white shadow dark:bg-zinc-100 dark:text-zinc-900';
  bubble.textContent = message;
  region.replaceChildren(bubble);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => region.replaceChildren(), SHOWN_FOR_MS);
}

export function onShareClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a.rule-number') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = link.href;
  const number = link.textContent ?? '';
  if (navigator.share && matchMedia('(pointer: coarse)').matches) {
    navigator.share({ title: `${document.title}: ${number}`.trim(), url }).catch(() => undefined);
    return;
  }
  // The live region exists before its message arrives, so screen readers announce it.
  const region = toast();
  navigator.clipboard?.writeText(url).then(
    () => say(region, `Link to ${number} copied`),
    () => region.replaceChildren(),
  );
}
