/**
 * Tables keyed by what a user typed. `TABLE[key]` also finds what every object inherits
 * (`toString`, `constructor`, `__proto__`), and `o[key] = v` with key `__proto__` changes the
 * object's prototype instead of adding a field; these helpers only ever see own properties.
 */

/** The table's own entry for `key`, or undefined (never an inherited property). */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Adds `key` as an ordinary own field, even when it is `__proto__`. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
