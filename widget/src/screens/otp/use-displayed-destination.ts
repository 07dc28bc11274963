import { useEffect, useState } from 'react';
import { phoneNumbers } from '../../phone/phone-number';
import type { OTPMethod } from '../../state/otp';

/** Where the passcode went, as people write it: phone numbers are formatted once the parser is ready. */
export function useDisplayedDestination(type: OTPMethod, destination: string): string {
  const [shown, setShown] = useState(destination);
  useEffect(() => {
    setShown(destination);
    if (type === 'email') return;
    let isCurrent = true;
    void phoneNumbers.formatForDisplay(destination).then((formatted) => {
      if (isCurrent) setShown(formatted);
    });
    return () => {
      isCurrent = false;
    };
  }, [type, destination]);
  return shown;
}
