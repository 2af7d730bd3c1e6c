/**
 * "Rules updated — Reload": shown when the service worker had to show this page from its offline
 * copy (the network was slow) and the network then delivered a different, newer page. Reload shows
 * the new one, even if the network is still slow (the worker keeps it). Created only when needed.
 */
const NOTICE_ID = 'update-notice';

export function showUpdateNotice(): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.className = 'fixed inset-x-0 bottom-4 z-20 flex justify-center px-4';
  const bubble = document.createElement('p');
  bubble.className = 'flex items-center gap-3 rounded-full bg-zinc-900 py-2 pl-4 pr-2 text-sm text-white shadow dark:bg-zinc-100 dark:text-zinc-900';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'rounded-full bg-white px-3 py-1 font-semibold text-zinc-900 dark:bg-zinc-900 dark:text-white';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => location.reload());
  bubble.append('Rules updated —', reload);
  notice.append(bubble);
  document.body.append(notice);
}
