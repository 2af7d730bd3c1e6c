import { CARDS, type Card } from '@/lib/timing/cards';

/** The id of the list of card names the ability field offers (its `list` attribute). */
export const CARD_NAMES_ID = 'timing-card-names';

/** What the list shows beside a card's name: its expansion when it is not the base game or Prophecy of Kings. */
const EXPANSION_LABEL = { 'thunders-edge': "Thunder's Edge" } as const;

/** A name that already says its expansion ("Z'eu (Thunder's Edge)") is left as it is. */
function labelOf(card: Card): string | undefined {
  const expansion = card.expansion && EXPANSION_LABEL[card.expansion];
  return expansion && !card.name.includes(expansion) ? `${card.name} (${expansion})` : undefined;
}

/**
 * Every known card name, offered as the ability field is typed; Thunder's Edge cards are labelled
 * so, and a name another collection prints says which card it is. Rendered by the page outside
 * the island: the list never changes, so it is plain HTML the browser keeps, with nothing to
 * hydrate (it was 356 of the island's 793 elements).
 */
export function CardNames() {
  return (
    <datalist id={CARD_NAMES_ID}>
      {CARDS.map((c) => (
        <option key={c.name} value={c.name} label={labelOf(c)} />
      ))}
      {CARDS.flatMap((c) => (c.alsoNamed ?? []).map((name) => <option key={name} value={name} label={labelOf(c) ?? c.name} />))}
    </datalist>
  );
}
