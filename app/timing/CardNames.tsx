import { CARDS } from '@/lib/timing/cards';

/** The id of the list of card names the ability field offers (its `list` attribute). */
export const CARD_NAMES_ID = 'timing-card-names';

/**
 * Every known card name, offered as the ability field is typed. Rendered by the page outside the
 * island: the list never changes, so it is plain HTML the browser keeps, with nothing to hydrate
 * (it was 356 of the island's 793 elements).
 */
export function CardNames() {
  return (
    <datalist id={CARD_NAMES_ID}>
      {CARDS.map((c) => (
        <option key={c.name} value={c.name} />
      ))}
    </datalist>
  );
}
