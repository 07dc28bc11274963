import { useWidget, useWidgetState } from '../../components/widget-context';
import { setMagicLinkEmail } from '../../state/magic-links';
import { goTo } from '../../state/navigation';
import { EmailForm } from './EmailForm';
import { magicLinkOptions } from './magic-link-options';

/** Main's Email tab for magic links: sends a login-or-sign-up link and moves to EmailConfirmation. */
export function EmailMagicLinkForm() {
  const { client, store, config, translator, emit } = useWidget();
  const { formState } = useWidgetState();
  return (
    <EmailForm
      formName="email-magic-link"
      initialEmail={formState.magicLinkState.email}
      submitLabel={translator.t('magicLinks.form.submit')}
      onValidEmail={async (address) => {
        await client.magicLinks.email.loginOrCreate(address, magicLinkOptions(config, translator.locale));
        setMagicLinkEmail(store, address);
        emit({ type: 'email_sent', data: { email: address, type: 'login_or_create_eml' } });
        goTo(store, 'EmailConfirmation');
      }}
    />
  );
}
