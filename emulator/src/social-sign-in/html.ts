/** Markup that is already safe: built by `html`, never from a bare string. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolated = SafeHtml | string | number | boolean | null | undefined | readonly Interpolated[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it may appear in an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function render(value: Interpolated): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * A template tag for pages: every interpolated value is escaped unless it is itself `html`, so text
 * from a tester (an identity's name, a scope) is shown, never run. Arrays are joined; `null`,
 * `undefined` and `false` render nothing, for conditional parts.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup written in the emulator's own code (a stylesheet), taken as it is: never pass tester text. */
export function trustedMarkup(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
