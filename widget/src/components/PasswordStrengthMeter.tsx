import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { useWidget } from './widget-context';

const SEGMENTS = [0, 1, 2, 3] as const;

/** zxcvbn scores from 3 up are strong enough; lower ones show in the error colour. */
export function strengthLevelOf(score: number): 'weak' | 'strong' {
  return score >= 3 ? 'strong' : 'weak';
}

/**
 * A four-segment bar filled up to the zxcvbn score (0 to 4), with the score spelled out for screen
 * readers. A score of 0 still fills one segment, so the weakest passwords show red rather than nothing.
 */
export function PasswordStrengthMeter({ score }: { score: number }) {
  const { translator } = useWidget();
  const filled = Math.max(score, 1);
  return (
    <div {...slot('strength-meter')} {...stateAttributes({ strength: strengthLevelOf(score) })}>
      {SEGMENTS.map((segment) => (
        <span
          key={segment}
          {...slot('strength-segment')}
          {...stateAttributes({ filled: segment < filled })}
          aria-hidden="true"
        />
      ))}
      <span className={VISUALLY_HIDDEN_CLASS}>
        {translator.t('passwords.strength.score', { score, max: SEGMENTS.length })}
      </span>
    </div>
  );
}
