import { TextField } from '../../components/TextField';
import { useWidget } from '../../components/widget-context';

const ignoreEdits = () => {};

/**
 * The address the password belongs to, shown read-only. It stays a real input named `username`, so
 * password managers save the pair.
 */
export function ReadOnlyEmail({ email }: { email: string }) {
  const { translator } = useWidget();
  return (
    <TextField
      label={translator.t('email.label')}
      type="email"
      name="username"
      autoComplete="username"
      readOnly
      value={email}
      onValueChange={ignoreEdits}
    />
  );
}
