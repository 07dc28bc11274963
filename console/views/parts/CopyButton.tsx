import { useEffect, useState } from 'react';
import { copyText } from './clipboard';

/** How long "Copied" stays beside the button. */
const RESULT_SHOWN_MS = 1500;

/**
 * A small "Copy" button for `text`, named for what it copies (`label`). The visible word (`children`,
 * "Copy" unless given) must be part of the name, so that someone who says it to voice control reaches
 * the button (WCAG 2.5.3): "Copy" in "Copy the magic link", "Path" in "Copy path user.id". Whether
 * the copy worked shows beside the button, read out by screen readers; the button's word and name
 * stay the same.
 */
export function CopyButton(props: {
  text: () => string;
  label: `Copy ${string}`;
  children?: string;
  size?: 'small' | 'normal';
}) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (result === 'idle') return;
    const timer = setTimeout(() => setResult('idle'), RESULT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [result]);
  const onClick = async () => setResult((await copyText(props.text())) ? 'copied' : 'failed');
  return (
    <span className="copy">
      <button
        type="button"
        className={props.size === 'normal' ? 'button' : 'button small'}
        aria-label={props.label}
        onClick={onClick}
      >
        {props.children ?? 'Copy'}
      </button>
      {/* A live region of its own, not a status: the view's own status says what the view did. */}
      <span aria-live="polite" className={result === 'failed' ? 'copy-result error' : 'copy-result'}>
        {result === 'copied' ? 'Copied' : result === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
}
