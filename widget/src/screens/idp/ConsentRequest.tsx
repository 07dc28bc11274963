import { useId } from 'react';
import { Button } from '../../components/Button';
import { ScreenHeading } from '../../components/ScreenHeading';
import type { Action } from '../../components/use-action';
import { useWidget } from '../../components/widget-context';
import { message } from '../../state/display-message';
import type { RequestedScope } from '../../state/idp';
import { slot, stateAttributes } from '../../theme/slots';
import { ConsentItemRow } from './ConsentItemRow';
import { consentItems, isCustomScope } from './consent-scopes';

type ConsentRequestProps = {
  clientName: string;
  projectName: string;
  grantable: readonly RequestedScope[];
  ungrantable: readonly RequestedScope[];
  /** Sends the user's answer. */
  answer: Action<[answer: 'allowed' | 'denied']>;
};

/**
 * The question itself: who asks, for what (standard scopes in the widget's words, custom ones in the
 * project's), and Allow or Deny. Scopes the user cannot grant are listed apart, under their own line.
 */
export function ConsentRequest({
  clientName,
  projectName,
  grantable,
  ungrantable,
  answer,
}: ConsentRequestProps) {
  const { translator } = useWidget();
  const listHeadingId = useId();
  const title = grantable.some(({ scope }) => isCustomScope(scope))
    ? translator.t('idp.consent.titleCustomScopes', { clientName, projectName })
    : translator.t('idp.consent.title', { clientName, projectName });
  const pendingAnswer = answer.pendingArgs?.[0];
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'IDPConsent', mode: 'authorize' })}>
      <ScreenHeading>{title}</ScreenHeading>
      {ungrantable.length > 0 && (
        <ul {...slot('consent-list')}>
          <ConsentItemRow
            item={{
              key: 'ungrantable',
              summary: message('idp.consent.ungrantable', { clientName }),
              details: consentItems(ungrantable).map(({ summary }) => summary),
            }}
          />
        </ul>
      )}
      <h3 id={listHeadingId} {...slot('subtitle')}>
        {translator.t('idp.consent.requesting', { clientName })}
      </h3>
      <ul {...slot('consent-list')} aria-labelledby={listHeadingId}>
        {consentItems(grantable).map((item) => (
          <ConsentItemRow key={item.key} item={item} />
        ))}
      </ul>
      <div {...slot('buttons')}>
        <Button
          isSubmitting={pendingAnswer === 'allowed'}
          disabled={answer.isPending}
          onClick={() => answer.run('allowed')}
        >
          {translator.t('idp.consent.allow')}
        </Button>
        <Button
          variant="secondary"
          isSubmitting={pendingAnswer === 'denied'}
          disabled={answer.isPending}
          onClick={() => answer.run('denied')}
        >
          {translator.t('idp.consent.deny')}
        </Button>
      </div>
    </div>
  );
}
