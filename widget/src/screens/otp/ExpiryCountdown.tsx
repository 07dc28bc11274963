import { useWidget } from '../../components/widget-context';
import type { Translator } from '../../strings/messages';
import { slot, stateAttributes } from '../../theme/slots';
import { useSecondsLeft } from './use-seconds-left';

/** `m:ss` in the locale's digits, e.g. 4:05. */
export function formatCountdown(seconds: number, translator: Pick<Translator, 'formatNumber'>): string {
  const minutes = translator.formatNumber(Math.floor(seconds / 60));
  return `${minutes}:${translator.formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`;
}

/**
 * "Your code expires in 4:59." ticking every second, then "Your code has expired.". Only the expiry
 * is announced: a live region that changed every second would drown out everything else.
 */
export function ExpiryCountdown({ expiresAt }: { expiresAt: number }) {
  const { translator } = useWidget();
  const secondsLeft = useSecondsLeft(expiresAt);
  const isExpired = secondsLeft === 0;
  return (
    <p {...slot('countdown')} {...stateAttributes({ expired: isExpired })}>
      {!isExpired &&
        translator.t('otp.authenticate.expiresIn', { time: formatCountdown(secondsLeft, translator) })}
      <span role="status">{isExpired ? translator.t('otp.authenticate.expired') : ''}</span>
    </p>
  );
}
