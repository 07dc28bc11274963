import { useWidget, useWidgetState } from '../../components/widget-context';
import { sendLoginLink } from '../../products/magic-link-send';
import type { TabFormProps } from '../../products/types';
import { EmailForm } from './EmailForm';

/** Main's Email tab for magic links: sends a login-or-sign-up link and moves to EmailConfirmation. */
export function EmailMagicLinkForm({ emailInput }: TabFormProps) {
  const widget = useWidget();
  const { formState } = useWidgetState();
  return (
    <EmailForm
      emailInput={emailInput}
      formName="email-magic-link"
      initialEmail={formState.magicLinkState.email}
      submitLabel={widget.translator.t('magicLinks.form.submit')}
      onValidEmail={(address, signal) => sendLoginLink(widget, address, signal)}
    />
  );
}
