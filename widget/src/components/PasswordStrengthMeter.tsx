import { useWidget } from './widget-context';

const SEGMENTS = [0, 1, 2, 3] as const;

/** zxcvbn scores from 3 up are strong enough; lower ones show in the error colour. */
export function strengthLevelOf(score: number): 'weak' | 'strong' {
  return score >= 3 ? 'strong' : 'weak';
}

/** A four-segment bar filled up to the zxcvbn score (0 to 4), with the score spelled out for screen readers. */
export function PasswordStrengthMeter({ score }: { score: number }) {
  const { translator } = useWidget();
  return (
    <div className="foyer-strength-meter" part="strength-meter" data-strength={strengthLevelOf(score)}>
      {SEGMENTS.map((segment) => (
        <span
          key={segment}
          className="foyer-strength-segment"
          part="strength-segment"
          data-filled={segment < score || undefined}
          aria-hidden="true"
        />
      ))}
      <span className="foyer-visually-hidden">
        {translator.t('passwords.strength.score', { score: String(score) })}
      </span>
    </div>
  );
}
