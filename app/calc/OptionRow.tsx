'use client';
import type { ReactNode } from 'react';
import { ruleHref } from '@/lib/calc/options';
import { ruleLink } from './styles';

/** One option across the full width: its name and rule link on the left, its control on the right. */
export function OptionRow({ label, rule, children }: { label: string; rule?: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-x-2">
      <span className="flex min-h-11 min-w-0 items-center">
        {label}
        {rule && (
          <a className={ruleLink} href={ruleHref(rule)} aria-label={`${label}: rule ${rule}`}>
            {rule}
          </a>
        )}
      </span>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

