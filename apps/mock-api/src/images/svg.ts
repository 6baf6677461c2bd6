/** A stable 32-bit hash (FNV-1a) of a string. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Up to two initials of a name ('Women in Leadership Summit' → 'WL'). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w) && !/^(in|of|and|the|for|a)$/i.test(w));
  const letters = words.map((w) => w[0]?.toUpperCase() ?? '');
  return (letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '?')).slice(0, 2);
}
