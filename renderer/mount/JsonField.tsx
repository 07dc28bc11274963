import { useEffect, useId, useState } from 'react';

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; problems: string[] };

function parse(text: string, check: (value: unknown) => string[]): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`Not valid JSON: ${(error as Error).message}`] };
  }
  const problems = check(value);
  return problems.length === 0
    ? { ok: true, value: value as Record<string, unknown> }
    : { ok: false, problems };
}

/**
 * A JSON editor that validates on every keystroke and hands on only valid objects. While the text
 * is invalid the last valid value stays in force and the problems are announced.
 */
export function JsonField(props: {
  label: string;
  value: Record<string, unknown>;
  onValid: (value: Record<string, unknown>) => void;
  check: (value: unknown) => string[];
  rows?: number;
}) {
  const { label, value, onValid, check, rows = 8 } = props;
  const id = useId();
  const serialized = JSON.stringify(value, null, 2);
  const [text, setText] = useState(serialized);
  const parsed = parse(text, check);

  // The form or a preset changed the value: show it, unless the text already says the same.
  useEffect(() => {
    setText((previous) => {
      const current = parse(previous, () => []);
      return current.ok && JSON.stringify(current.value) === JSON.stringify(JSON.parse(serialized))
        ? previous
        : serialized;
    });
  }, [serialized]);

  return (
    <div className="field json-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={false}
        value={text}
        aria-invalid={!parsed.ok}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value, check);
          if (next.ok) onValid(next.value);
        }}
      />
      <div
        id={`${id}-status`}
        className={parsed.ok ? 'field-status ok' : 'field-status error'}
        aria-live="polite"
      >
        {parsed.ok ? 'Valid' : parsed.problems.join(' ')}
      </div>
    </div>
  );
}
