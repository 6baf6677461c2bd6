/** HTML that is already safe: markup written here, with every value in it escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or an attribute value (quoted with "): the five markup characters escaped. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

type Value = string | number | SafeHtml | null | undefined | false | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/**
 * A template of HTML whose values are escaped (strings, numbers) or kept (`SafeHtml`, such as another
 * `html` template); arrays are joined and null, undefined and false leave nothing.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Only http(s) links are written as links (a value from a record never becomes `javascript:`). */
export const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url);
