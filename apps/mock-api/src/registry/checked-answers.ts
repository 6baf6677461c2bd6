/**
 * The success answers already checked against their response schema, as the text sent, per
 * operation: an identical answer is not checked again (`GET events` answers the same bytes until the
 * data changes). Every distinct answer is still checked once, so this costs nothing of the guarantee;
 * a handler that starts answering something else is checked on its first such answer. Bounded: at most
 * `maxPerOperation` answers of up to `maxBytes` each are kept per operation, the oldest going first.
 */
export interface CheckedAnswers {
  has(operation: string, text: string): boolean;
  add(operation: string, text: string): void;
}

export function createCheckedAnswers(maxPerOperation = 16, maxBytes = 256 * 1024): CheckedAnswers {
  const byOperation = new Map<string, Set<string>>();
  return {
    has: (operation, text) => byOperation.get(operation)?.has(text) ?? false,
    add: (operation, text) => {
      if (text.length > maxBytes) return;
      let texts = byOperation.get(operation);
      if (!texts) {
        texts = new Set();
        byOperation.set(operation, texts);
      }
      texts.add(text);
      if (texts.size > maxPerOperation) texts.delete(texts.values().next().value ?? '');
    },
  };
}
