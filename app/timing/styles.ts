/** Class names shared by the /timing page's controls. */
export const control = 'min-h-11 rounded-md border border-zinc-300 bg-white px-2 text-base dark:border-zinc-700 dark:bg-zinc-900';
export const button = 'min-h-11 min-w-11 rounded-md border border-zinc-300 px-3 dark:border-zinc-700';
export const errorText = 'mt-1 text-sm text-red-700 dark:text-red-400';
