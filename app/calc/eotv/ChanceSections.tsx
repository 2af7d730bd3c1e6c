'use client';
import { diplomacyChance, EOTV_LIMITS, EOTV_RULES, hazardOdds } from '@/lib/calc/eotv';
import { percent, Stepper } from '../Stepper';
import { Cite } from './Cite';

/** Crossing a hazard: the chance per try, the tries expected, and the chance within 1, 2, … tries. */
export function HazardSection({ hazard, onChange }: { hazard: number; onChange: (hazard: number) => void }) {
  const odds = hazardOdds(hazard);
  return (
    <section aria-labelledby="eotv-hazard" className="space-y-2">
      <h2 id="eotv-hazard" className="text-xl font-semibold">
        Hazard crossing
      </h2>
      <p className="text-sm">
        Roll a d6: equal to or higher than the hazard's die icon passes; each try costs 1 command. <Cite rule={EOTV_RULES.hazards} />
      </p>
      <span>Hazard die icon</span>
      <Stepper label="Hazard die icon" value={hazard} min={1} max={EOTV_LIMITS.hazard} onChange={onChange} />
      <p aria-live="polite">
        One try: <strong className="tabular-nums">{percent(odds.perAttempt)}</strong>; on average {odds.expectedAttempts.toFixed(1)} tries.{' '}
        Within {odds.withinAttempts.map((p, i) => `${i + 1}: ${percent(p)}`).join(' · ')}.
      </p>
    </section>
  );
}

/** Diplomacy: the chance that a d6 is at most the power of the cards played. */
export function DiplomacySection({ power, onChange }: { power: number; onChange: (power: number) => void }) {
  return (
    <section aria-labelledby="eotv-diplomacy" className="space-y-2">
      <h2 id="eotv-diplomacy" className="text-xl font-semibold">
        Diplomacy
      </h2>
      <p className="text-sm">
        Play power cards, roll a d6: equal to or lower than their total power places one influence. <Cite rule={EOTV_RULES.diplomacy} />
      </p>
      <span>Total power of the cards played</span>
      <Stepper label="Diplomacy card power" value={power} min={0} max={EOTV_LIMITS.diplomacy} onChange={onChange} />
      <p aria-live="polite">
        Success: <strong className="tabular-nums">{percent(diplomacyChance(power))}</strong>
        {power > 6 && ' (power beyond 6 adds nothing)'}
      </p>
    </section>
  );
}
