import { Button } from '../components/Button';
import { Message } from '../components/Message';
import { ScreenHeading } from '../components/ScreenHeading';
import { useBootstrap } from '../components/use-bootstrap';
import { WarningBanner } from '../components/WarningBanner';
import { useWidget, useWidgetState } from '../components/widget-context';
import { clearMagicLinkEmail } from '../state/magic-links';
import { goTo } from '../state/navigation';
import { mailLinks, senderDomainOf } from './mail-links';

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
    <div className="foyer-screen" part="screen" data-screen="EmailConfirmation">
      <ScreenHeading>{translator.t('magicLinks.confirmation.title')}</ScreenHeading>
      <WarningBanner />
      <p className="foyer-text" part="text">
        <Message
          id="magicLinks.confirmation.sentTo"
          values={{
            email: (
              <strong className="foyer-destination" part="destination">
                {email}
              </strong>
            ),
          }}
        />
      </p>
      <ul className="foyer-mail-links" part="mail-links">
        {mailLinks(senderDomain).map((link) => (
          <li key={link.label}>
            <a
              className="foyer-button"
              part="button button-secondary mail-link"
              data-variant="secondary"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translator.t(link.label)}
              <span className="foyer-visually-hidden"> {translator.t('link.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="foyer-retry" part="retry">
        <span>{translator.t('magicLinks.confirmation.notReceived')}</span>
        <Button variant="text" onClick={tryAgain}>
          {translator.t('magicLinks.confirmation.tryAgain')}
        </Button>
      </p>
    </div>
  );
}
