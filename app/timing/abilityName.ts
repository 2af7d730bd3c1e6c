import { findCard } from '@/lib/timing/cards';
import type { AbilityInput } from '@/lib/timing/types';

/** An ability as listed on the page: its card's name, else its text cut to a line. */
export function abilityName(a: AbilityInput | undefined): string {
  if (!a) return '';
  return findCard(a.text)?.name ?? (a.text.length > 60 ? `${a.text.slice(0, 57)}…` : a.text);
}
