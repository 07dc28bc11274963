import { Button } from '../../components/Button';
import { Message } from '../../components/Message';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useBootstrap } from '../../components/use-bootstrap';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { clearMagicLinkEmail } from '../../state/magic-links';
import { goTo } from '../../state/navigation';
import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../../theme/slots';
import { mailLinks, senderDomainOf } from '../mail-links';

/** "Check your email": where the link went, shortcuts to web mail, and a way back to change the address. */
export function EmailConfirmation() {
  const { store, config, translator, emit } = useWidget();
  const { formState } = useWidgetState();
  const { emailDomains } = useBootstrap();
  const email = formState.magicLinkState.email || formState.passwordState.email;
  const senderDomain = senderDomainOf(config.emailMagicLinksOptions.domainHint, emailDomains);

  const tryAgain = () => {
    clearMagicLinkEmail(store);
    goTo(store, 'Main');
    emit({ type: 'email_try_again_clicked', data: { email, type: 'login_or_create_eml' } });
  };

  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'EmailConfirmation' })}>
      <ScreenHeading>{translator.t('magicLinks.confirmation.title')}</ScreenHeading>
      <WarningBanner />
      <p {...slot('text')}>
        <Message
          id="magicLinks.confirmation.sentTo"
          values={{
            email: <strong {...slot('destination')}>{email}</strong>,
          }}
        />
      </p>
      <ul {...slot('mail-links')}>
        {mailLinks(senderDomain).map((link) => (
          <li key={link.label}>
            <a
              {...slot('button', { variant: 'secondary', also: ['mail-link'] })}
              {...stateAttributes({ variant: 'secondary' })}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translator.t(link.label)}
              <span className={VISUALLY_HIDDEN_CLASS}> {translator.t('link.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p {...slot('retry')}>
        <span>{translator.t('magicLinks.confirmation.notReceived')}</span>
        <Button variant="text" onClick={tryAgain}>
          {translator.t('magicLinks.confirmation.tryAgain')}
        </Button>
      </p>
    </div>
  );
}
