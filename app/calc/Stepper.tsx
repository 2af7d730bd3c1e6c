'use client';

const button =
  'min-h-11 min-w-11 rounded-md border border-zinc-300 text-xl leading-none disabled:opacity-40 dark:border-zinc-700';

/** A number with - and + buttons (44 px targets), clamped to [min, max]. */
export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  format,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
}) {
  return (
    <div className="flex items-center gap-1" role="group" aria-label={label}>
      <button type="button" className={button} aria-label={`fewer: ${label}`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <output className="min-w-8 text-center tabular-nums" aria-live="polite">
        {format ? format(value) : value}
      </output>
      <button type="button" className={button} aria-label={`more: ${label}`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </div>
  );
}

/** A percentage for display: one decimal, "<0.1%" for the tiny but possible. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999 && p < 1) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}
