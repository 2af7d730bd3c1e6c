/** Class names shared by the /calc page's controls. */
export const chip = 'min-h-11 rounded-md border px-3 text-base';
export const on = 'border-sky-700 bg-sky-700 text-white dark:border-sky-500 dark:bg-sky-600';
export const off = 'border-zinc-300 dark:border-zinc-700';
// 44 px square at least: a rule link is a tap target like any button.
export const ruleLink = 'inline-flex min-h-11 min-w-11 items-center justify-center text-sm text-sky-800 underline dark:text-sky-300';

