import { useState } from 'react';
import { copyText } from './clipboard';

/** A small button that copies `text` and says, for a moment, whether it did. */
export function CopyButton(props: {
  text: () => string;
  label: string;
  children?: string;
  size?: 'small' | 'normal';
}) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onClick = async () => {
    setResult((await copyText(props.text())) ? 'copied' : 'failed');
    setTimeout(() => setResult('idle'), 1500);
  };
  return (
    <button
      type="button"
      className={props.size === 'normal' ? 'button' : 'button small'}
      aria-label={props.label}
      onClick={onClick}
    >
      {result === 'copied' ? 'Copied' : result === 'failed' ? 'Copy failed' : (props.children ?? 'Copy')}
    </button>
  );
}
