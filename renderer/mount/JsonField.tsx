import { useEffect, useId, useState } from 'react';
import type { Finding } from './schema-findings';

type Parsed = { value: Record<string, unknown> | null; findings: Finding[] };

function parse(text: string, check: (value: unknown) => Finding[]): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      value: null,
      findings: [{ severity: 'error', message: `Not valid JSON: ${(error as Error).message}` }],
    };
  }
  const findings = check(value);
  const isUsable = findings.every((finding) => finding.severity === 'warning');
  return { value: isUsable ? (value as Record<string, unknown>) : null, findings };
}

/**
 * A JSON editor that checks on every keystroke and hands on what has no errors (warnings are
 * shown and the value still applies). While the text has errors the last good value stays in force
 * and the findings are announced.
 */
export function JsonField(props: {
  label: string;
  value: Record<string, unknown>;
  onValid: (value: Record<string, unknown>) => void;
  check: (value: unknown) => Finding[];
  rows?: number;
}) {
  const { label, value, onValid, check, rows = 8 } = props;
  const id = useId();
  const serialized = JSON.stringify(value, null, 2);
  const [text, setText] = useState(serialized);
  const parsed = parse(text, check);

  // The form, a picker or a preset changed the value: show it, unless the text already says the same.
  useEffect(() => {
    setText((previous) => {
      const current = parse(previous, () => []);
      return current.value && JSON.stringify(current.value) === JSON.stringify(JSON.parse(serialized))
        ? previous
        : serialized;
    });
  }, [serialized]);

  const hasErrors = parsed.value === null;
  return (
    <div className="field json-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={false}
        value={text}
        aria-invalid={hasErrors}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value, check);
          if (next.value) onValid(next.value);
        }}
      />
      <div id={`${id}-status`} className="field-status" aria-live="polite">
        {parsed.findings.length === 0 ? (
          <span className="ok">Valid</span>
        ) : (
          <ul className="findings">
            {parsed.findings.map((finding) => (
              <li key={finding.message} className={finding.severity}>
                {finding.severity === 'warning' ? 'Applied, but: ' : ''}
                {finding.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
