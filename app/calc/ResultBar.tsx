'use client';
import { Deferred } from '@/app/islands/Deferred';
import type { BattleInput, BattleKind, OddsResult } from '@/lib/calc/types';
import { survivorRows } from '@/lib/calc/display';
import { hasEmptySide } from '@/lib/calc/page-state';
import { describeError, type Parsed } from '@/lib/calc/validate';
import { ChanceRow } from './ChanceRow';
import { percent } from './Stepper';

/** The result bar with why there is no result (empty side, invalid battle, engine error), then the details. */
export function ResultSection({ input, parsed, odds }: { input: BattleInput; parsed: Parsed; odds: { result?: OddsResult; error?: string; busy: boolean } }) {
  return (
    <>
      {/* In view (it sticks to the bottom) but it holds no control: a part hydrated in its turn like the others. */}
      <Deferred id="result">
        <ResultBar result={parsed.ok ? odds.result : undefined} kind={input.battle} busy={odds.busy}>
          {hasEmptySide(input) ? (
            <p className="text-sm">Add units to both sides to see the odds.</p>
          ) : !parsed.ok || odds.error ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-300">
              {parsed.ok ? odds.error : describeError(parsed)}
            </p>
          ) : null}
        </ResultBar>
      </Deferred>
      {parsed.ok && odds.result && (
        // Below the fold, some 100 elements: hydrated in a task of its own.
        <Deferred id="result-details">
          <ResultDetails result={odds.result} stale={odds.busy} />
        </Deferred>
      )}
    </>
  );
}

const SEGMENTS = [
  { key: 'attacker', color: 'bg-sky-600', text: 'Attacker' },
  { key: 'attackerRetreated', color: 'bg-sky-300', text: 'Attacker retreated' },
  { key: 'draw', color: 'bg-zinc-400', text: 'Draw' },
  { key: 'ongoing', color: 'bg-amber-400', text: 'Still fighting' },
  { key: 'stalemate', color: 'bg-amber-700', text: 'Stalemate' },
  { key: 'defenderRetreated', color: 'bg-rose-300', text: 'Defender retreated' },
  { key: 'defender', color: 'bg-rose-600', text: 'Defender' },
] as const;

/**
 * The win / draw / loss bar and its percentages, stuck to the bottom of the screen while the
 * fleets and options above it are edited, so every tap shows its effect without scrolling.
 */
function ResultBar({ result, kind, busy, children }: { result?: OddsResult; kind: BattleKind; busy: boolean; children: React.ReactNode }) {
  const label = (key: (typeof SEGMENTS)[number]['key'], text: string) =>
    kind === 'invasion' ? ({ attacker: 'Planet taken', defender: 'Planet held', draw: 'Nobody left' } as Record<string, string>)[key] ?? text : text;
  const shown = result ? SEGMENTS.filter((s) => result[s.key] > 0 || s.key === 'attacker' || s.key === 'defender') : [];
  return (
    <section
      aria-label="Result"
      aria-busy={busy}
      className="sticky bottom-0 z-[5] -mx-4 space-y-1 border-t border-zinc-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      {result && (
        <div className={busy ? 'opacity-60' : undefined}>
          <div className="flex h-6 w-full overflow-hidden rounded-md" role="img" aria-label={shown.map((s) => `${label(s.key, s.text)} ${percent(result[s.key])}`).join(', ')}>
            {shown.map((s) => (
              <div key={s.key} className={s.color} style={{ width: `${result[s.key] * 100}%` }} />
            ))}
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-3 text-sm" aria-live="polite">
            {shown.map((s) => (
              <li key={s.key} className="flex items-center gap-1">
                <span className={`inline-block size-3 rounded-sm ${s.color}`} aria-hidden />
                {label(s.key, s.text)} <strong className="tabular-nums">{percent(result[s.key])}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      {busy && (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          Computing…
        </p>
      )}
      {children}
    </section>
  );
}

const SURVIVOR_ROWS = 5;

/** Expected losses, likeliest survivors and how long the battle may go on. */
function ResultDetails({ result, stale }: { result: OddsResult; stale: boolean }) {
  return (
    <section aria-label="Result details" className={`after-first-frame space-y-4 [contain-intrinsic-size:auto_709px] ${stale ? 'opacity-60' : ''}`}>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Expected losses: attacker {result.expectedLoss.attacker.toFixed(1)}, defender {result.expectedLoss.defender.toFixed(1)} resources.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Survivors title="Attacker survivors" list={result.survivors.attacker} color="bg-sky-600" />
        <Survivors title="Defender survivors" list={result.survivors.defender} color="bg-rose-600" />
      </div>
      {result.stillGoing.length > 0 && (
        <div>
          <h3 className="font-semibold">Still fighting after round…</h3>
          <ol className="mt-1 space-y-1">
            {result.stillGoing.slice(0, 8).map((p, i) => (
              <ChanceRow key={i} label={i + 1} p={p} barClass="bg-amber-400" scale={70} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** The likeliest survivors in words, then "other" for the rest, so the list adds up to 100%. */
function Survivors({ title, list, color }: { title: string; list: OddsResult['survivors']['attacker']; color: string }) {
  return (
    <div className="min-w-0">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1">
        {survivorRows(list, SURVIVOR_ROWS).map((row) => (
          <li key={row.name} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className={row.other ? 'italic' : undefined}>{row.name}</span>
              <span className="tabular-nums">{percent(row.p)}</span>
            </div>
            <div className={`h-2 rounded-sm ${row.other ? 'bg-zinc-400' : color}`} style={{ width: `${row.p * 100}%` }} aria-hidden />
          </li>
        ))}
      </ul>
    </div>
  );
}
