'use client';
import { diplomacyChance, EOTV_LIMITS, EOTV_RULES, hazardOdds } from '@/lib/calc/eotv';
import { percent, Stepper } from '../Stepper';
import { EotvSection } from './EotvSection';

/** Crossing a hazard: the chance per try, the tries expected, and the chance within 1, 2, … tries. */
export function HazardSection({ hazard, onChange }: { hazard: number; onChange: (hazard: number) => void }) {
  const odds = hazardOdds(hazard);
  return (
    <EotvSection
      id="eotv-hazard"
      title="Hazard crossing"
      intro="Roll a d6: equal to or higher than the hazard's die icon passes; each try costs 1 command."
      rule={EOTV_RULES.hazards}
      className="space-y-2"
    >
      <span>Hazard die icon</span>
      <Stepper label="Hazard die icon" value={hazard} min={1} max={EOTV_LIMITS.hazard} onChange={onChange} />
      <p aria-live="polite">
        One try: <strong className="tabular-nums">{percent(odds.perAttempt)}</strong>; on average {odds.expectedAttempts.toFixed(1)} tries.{' '}
        Within {odds.withinAttempts.map((p, i) => `${i + 1}: ${percent(p)}`).join(' · ')}.
      </p>
    </EotvSection>
  );
}

/** Diplomacy: the chance that a d6 is at most the power of the cards played. */
export function DiplomacySection({ power, onChange }: { power: number; onChange: (power: number) => void }) {
  return (
    <EotvSection
      id="eotv-diplomacy"
      title="Diplomacy"
      intro="Play power cards, roll a d6: equal to or lower than their total power places one influence."
      rule={EOTV_RULES.diplomacy}
      className="space-y-2"
    >
      <span>Total power of the cards played</span>
      <Stepper label="Diplomacy card power" value={power} min={0} max={EOTV_LIMITS.diplomacy} onChange={onChange} />
      <p aria-live="polite">
        Success: <strong className="tabular-nums">{percent(diplomacyChance(power))}</strong>
        {power > 6 && ' (power beyond 6 adds nothing)'}
      </p>
    </EotvSection>
  );
}
