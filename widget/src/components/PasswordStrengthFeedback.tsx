import { slot, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { LudsChecklist } from './LudsChecklist';
import { useDisplayText } from './Message';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useBootstrap } from './use-bootstrap';
import type { StrengthState } from './use-password-strength';
import { useWidget } from './widget-context';

/**
 * What the strength check said, under a new-password field: the zxcvbn meter and warning, or the LUDS
 * checklist, plus the breach notice. It is a polite live region, so each verdict is read out once.
 */
export function PasswordStrengthFeedback({ id, state }: { id: string; state: StrengthState }) {
  const { translator } = useWidget();
  const { passwordConfig } = useBootstrap();
  const displayText = useDisplayText();
  return (
    <div id={id} {...slot('strength')} aria-live="polite">
      {state.status === 'failed' && (
        <p {...slot('field-error')} role="alert">
          {displayText(state.problem)}
        </p>
      )}
      {state.status === 'checked' && (
        <>
          {state.verdict.detail.policy === 'zxcvbn' && (
            <>
              <PasswordStrengthMeter score={state.verdict.detail.score} />
              {state.verdict.detail.warning && (
                <p {...slot('strength-warning')}>{translator.foreign(state.verdict.detail.warning)}</p>
              )}
            </>
          )}
          {/* The project's own counts when bootstrap has them, else those the answer implies. */}
          {state.verdict.detail.policy === 'luds' && (
            <LudsChecklist
              minimumLength={passwordConfig?.ludsMinimumCount ?? state.verdict.detail.minimumLength}
              complexity={passwordConfig?.ludsComplexity ?? state.verdict.detail.complexity}
              missingCharacters={state.verdict.detail.missingCharacters}
              missingComplexity={state.verdict.detail.missingComplexity}
            />
          )}
          {state.verdict.isBreached && (
            <p {...slot('strength-warning', { also: ['breached-warning'] })}>
              {translator.t('passwords.breachedWarning')}
            </p>
          )}
          <span className={VISUALLY_HIDDEN_CLASS}>
            {translator.t(
              state.verdict.isValid ? 'passwords.strength.accepted' : 'passwords.strength.notAccepted',
            )}
          </span>
        </>
      )}
    </div>
  );
}
