import { Fragment } from 'react';
import { useWidget } from '../../../components/widget-context';
import { slot } from '../../../theme/slots';
import { type OneTapError, segmentsWithLinks } from './one-tap-errors';

/**
 * Why One Tap did not show, for the developer testing the page: its documentation URLs are links
 * opening beside it, everything else text. Announced politely, as it explains the button's return.
 */
export function OneTapDeveloperMessage({ error }: { error: OneTapError }) {
  const { translator } = useWidget();
  const segments = segmentsWithLinks(translator.t(`oneTap.error.${error}`));
  return (
    <p {...slot('one-tap-error')} role="status">
      {translator.t('oneTap.testTokenOnly')}{' '}
      {segments.map((segment, index) =>
        'url' in segment ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one message never reorder
          <a key={index} href={segment.url} target="_blank" rel="noopener noreferrer">
            {segment.url}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one message never reorder
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
