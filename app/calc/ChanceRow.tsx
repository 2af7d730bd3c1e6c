import { percent } from './Stepper';

/**
 * One row of a list of chances: its label, a bar as long as the chance (`scale`: the bar's width in
 * % of the row at a chance of 1, leaving room for the figure) and the figure.
 */
export function ChanceRow({ label, p, barClass, scale }: { label: number; p: number; barClass: string; scale: number }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className="w-6 tabular-nums">{label}</span>
      <span className={`h-3 rounded-sm ${barClass}`} style={{ width: `${p * scale}%` }} aria-hidden />
      <span className="tabular-nums">{percent(p)}</span>
    </li>
  );
}
