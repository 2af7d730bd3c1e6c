'use client';
import { memo } from 'react';
import { citationUrl } from '@/lib/timing/citations';
import { COINCIDENCES } from '@/lib/timing/coincide';
import { EDGES, allSteps, slotLabel, stepInfo, type Step } from '@/lib/timing/timeline';
import { Deferred } from '@/app/islands/Deferred';
import { Citations } from './Citations';

/** Steps strictly inside the tactical action get their own strip; everything else is "the round". */
const STEPS = allSteps();
const inTactical = (path: string[]) => path.includes('tactical-action') && path.at(-1) !== 'tactical-action';
const STRIPS = [
  { title: 'Game round', steps: STEPS.filter((s) => s.phase !== 'any' && !inTactical(s.path)) },
  { title: 'Tactical action', steps: STEPS.filter((s) => inTactical(s.path)) },
  { title: 'Any time', steps: STEPS.filter((s) => s.phase === 'any') },
];

/** The round's steps as strips of buttons; the selected step's windows, with the cards that act there (`cards`: lib/timing/window-cards.ts). */
type TimelineProps = { selected: string; onSelect: (id: string) => void; busy: ReadonlySet<string>; cards: Record<string, string[]> };

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Some 300 elements, and most edits change none of them: rendered again only when the selected step
 * or the steps that hold an ability change (an edit's answer arrives in a task of its own, kept short).
 */
export const Timeline = memo(TimelineSteps, (a, b) => a.selected === b.selected && a.onSelect === b.onSelect && a.cards === b.cards && sameSet(a.busy, b.busy));

function TimelineSteps({ selected, onSelect, busy, cards }: TimelineProps) {
  const info = stepInfo(selected);
  return (
    <section aria-labelledby="timeline-title" className="after-first-frame mt-4 [contain-intrinsic-size:auto_1143px]">
      <h2 id="timeline-title" className="text-lg font-semibold">
        The round, step by step
      </h2>
      {/* Below the fold, some 300 elements: each strip and the details hydrate in a task of their own. */}
      {STRIPS.map((strip) => (
        <Deferred key={strip.title} id={`timeline-${strip.title}`}>
          <Strip strip={strip} selected={selected} onSelect={onSelect} busy={busy} />
        </Deferred>
      ))}
      {info ? (
        <Deferred id="timeline-details">
          <StepDetails step={info.step} cards={cards} />
        </Deferred>
      ) : null}
    </section>
  );
}

/** One strip of steps, a component of its own inside its part: a waiting part's buttons are not even built. */
function Strip({ strip, selected, onSelect, busy }: { strip: (typeof STRIPS)[number] } & Pick<TimelineProps, 'selected' | 'onSelect' | 'busy'>) {
  return (
    <div className="mt-2">
      <h3 className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{strip.title}</h3>
      <ol className="flex snap-x gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]" aria-label={`${strip.title} steps`}>
        {strip.steps.map(({ step, path }) => (
          <li key={step.id} className="snap-start">
            <button
              type="button"
              onClick={() => onSelect(step.id)}
              aria-pressed={selected === step.id}
              className={`flex min-h-11 min-w-28 max-w-44 flex-col justify-center rounded-lg border px-3 py-1 text-left ${
                selected === step.id
                  ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
                  : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900'
              }`}
            >
              <span className="text-xs text-zinc-600 dark:text-zinc-300">{path.length > 1 ? stepInfo(path.at(-2)!)?.step.label : strip.title === 'Any time' ? 'Occasion' : 'Phase'}</span>
              <span className="leading-tight">
                {step.label}
                {busy.has(step.id) ? <span className="ml-1 text-blue-700 dark:text-blue-300" aria-label="has abilities">●</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepDetails({ step, cards }: { step: Step; cards: Record<string, string[]> }) {
  const shared = COINCIDENCES.filter((c) => c.slots.some((k) => k.startsWith(`${step.id}/`)));
  return (
    <div className="mt-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" aria-live="polite">
      <h3 className="font-semibold">{step.label}</h3>
      <p className="text-zinc-700 dark:text-zinc-300">{step.summary}</p>
      {step.repeats ? <p className="text-sm">Happens again at {step.repeats}: each ability once per occurrence (<a href={citationUrl('lrr:1.16')}>1.16</a>).</p> : null}
      <p className="mt-1 text-sm">
        Rules: <Citations ids={step.rules} />
      </p>
      <h4 className="mt-2 font-medium">Timing windows</h4>
      <ul className="mt-1 space-y-1">
        {EDGES.map((edge) => {
          const named = cards[`${step.id}/${edge}`] ?? [];
          return (
            <li key={edge}>
              {slotLabel({ step: step.id, edge })}
              {named.length ? <span className="text-sm text-zinc-600 dark:text-zinc-400"> · {named.join(', ')}</span> : null}
            </li>
          );
        })}
      </ul>
      {shared.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {shared.map((c) => (
            <li key={c.id}>
              {c.why}
              {c.occasion ? ` (at ${c.occasion})` : ''}. <Citations ids={c.rules} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
