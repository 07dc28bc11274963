import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeClientBuilder, fakeClient } from '../../test-support/fake-client';
import { userWithPasskeys } from '../../test-support/passkeys';
import { renderWidget } from '../../test-support/render-widget';

const LAPTOP = { id: 'webauthn-registration-test-1', name: 'Laptop' };
const PHONE = { id: 'webauthn-registration-test-2', name: 'Phone' };

/** The passkey list of a signed-in user with a laptop and a phone passkey, reached by "Skip". */
async function passkeyList(setUp: (builder: FakeClientBuilder) => void = () => {}) {
  const user = userWithPasskeys(LAPTOP, PHONE);
  const builder = fakeClient()
    .handles('user.getSync', () => user)
    .resolves('user.get', user);
  setUp(builder);
  const fake = builder.build();
  const rendered = renderWidget(fake, {}, 'passkeyRegistration');
  await rendered.user.click(await screen.findByRole('button', { name: 'Skip' }));
  await screen.findByRole('heading', { name: 'Passkey successfully created!' });
  return { fake, ...rendered };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Existing Passkeys' }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);
const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PasskeyRegistrationSuccess', () => {
  it('lists the user\'s passkeys under "Existing Passkeys", each with Edit and Delete', async () => {
    await passkeyList();
    expect(screen.getByRole('heading', { name: 'Existing Passkeys' })).toBeTruthy();
    expect(names()).toEqual(['Laptop', 'Phone']);
    expect(screen.getByRole('button', { name: 'Edit Laptop' }).textContent).toBe('Edit');
    expect(screen.getByRole('button', { name: 'Delete Phone' }).textContent).toBe('Delete');
  });

  it('renames in place: the field starts with the name and has focus, and the other buttons wait', async () => {
    const { user, handle } = await passkeyList((builder) => builder.pending('webauthn.update'));
    await user.click(screen.getByRole('button', { name: 'Edit Laptop' }));
    const field = screen.getByLabelText('Passkey name') as HTMLInputElement;
    expect(field.value).toBe('Laptop');
    expect(document.activeElement).toBe(field);
    expect(handle.state.formState.passkeyState.rowAction).toEqual({
      kind: 'editing',
      id: LAPTOP.id,
      draftName: 'Laptop',
    });
    expect(isDisabled('Set up another Passkey')).toBe(true);
    expect(isDisabled('Done')).toBe(true);
    expect(isDisabled('Edit Phone')).toBe(true);
    expect(isDisabled('Delete Phone')).toBe(true);
  });

  it('will not save an empty name or one longer than 100 characters', async () => {
    const { user, fake } = await passkeyList();
    await user.click(screen.getByRole('button', { name: 'Edit Laptop' }));
    const field = screen.getByLabelText('Passkey name');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Enter a name for the Passkey.')).getAttribute('role')).toBe('alert');
    await user.clear(field);
    await user.type(field, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A Passkey name can be at most 100 characters long.')).toBeTruthy();
    expect(fake.calls('webauthn.update')).toEqual([]);
  });

  it('shows the new name at once, saves it on the server and gives focus back to Edit', async () => {
    const { user, fake } = await passkeyList((builder) => builder.resolves('webauthn.update', {} as never));
    await user.click(screen.getByRole('button', { name: 'Edit Laptop' }));
    const field = screen.getByLabelText('Passkey name');
    await user.clear(field);
    await user.type(field, '  Work laptop {Enter}');
    expect(names()).toEqual(['Work laptop', 'Phone']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Work laptop' }));
    expect(fake.calls('webauthn.update')).toEqual([
      [{ webauthn_registration_id: LAPTOP.id, name: 'Work laptop' }],
    ]);
    // The client's user is read again, so the list shows the new name when it opens next.
    await waitFor(() => expect(fake.calls('user.get')).toHaveLength(2));
    expect(isDisabled('Done')).toBe(false);
  });

  it('closes a rename with Cancel or Escape, keeping the old name', async () => {
    const { user } = await passkeyList();
    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    await user.type(screen.getByLabelText('Passkey name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['Laptop', 'Phone']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Phone' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Passkey name')).toBeNull();
  });

  it('keeps the new name when the server refuses it, and logs and reports the failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = apiError('invalid_name', 'The name is invalid.');
    const { user, errors } = await passkeyList((builder) => builder.rejects('webauthn.update', refused));
    await user.click(screen.getByRole('button', { name: 'Edit Laptop' }));
    await user.type(screen.getByLabelText('Passkey name'), ' Pro{Enter}');
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({ message: 'The Passkey could not be renamed on the server.', cause: refused });
    expect(consoleError).toHaveBeenCalledWith(refused);
    expect(names()).toEqual(['Laptop Pro', 'Phone']);
  });

  it('asks before deleting: "Once deleted, the passkey cannot be restored." with Delete and Cancel', async () => {
    const { user, handle } = await passkeyList();
    await user.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    expect(screen.getByText('Once deleted, the passkey cannot be restored.').getAttribute('role')).toBe(
      'alert',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: 'Set up another Passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(handle.state.formState.passkeyState.rowAction).toEqual({ kind: 'pendingDelete', id: LAPTOP.id });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['Laptop', 'Phone']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Laptop' }));
  });

  it('removes a confirmed passkey at once and deletes it on the server', async () => {
    const { user, fake } = await passkeyList((builder) => builder.pending('user.deleteWebauthnRegistration'));
    await user.click(screen.getByRole('button', { name: 'Delete Phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(names()).toEqual(['Laptop']);
    expect(fake.calls('user.deleteWebauthnRegistration')).toEqual([[PHONE.id]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set up another Passkey' }));
  });

  it('keeps a deleted passkey off the list when the server refuses, and logs and reports the failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = apiError('internal_server_error', 'Oops.', 500);
    const { user, errors } = await passkeyList((builder) =>
      builder.rejects('user.deleteWebauthnRegistration', refused),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({ message: 'The Passkey could not be deleted on the server.', cause: refused });
    expect(consoleError).toHaveBeenCalledWith(refused);
    expect(names()).toEqual(['Phone']);
  });

  it('"Done" emits PasskeyDone', async () => {
    const { user, events } = await passkeyList();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(events.filter((event) => event.type === 'PasskeyDone')).toEqual([
      { type: 'PasskeyDone', data: {} },
    ]);
  });

  it('"Set up another Passkey" goes back to the start once the server has the list\'s changes', async () => {
    let finishDeletion = () => {};
    const { user, handle } = await passkeyList((builder) => {
      const deletion = builder.pending('user.deleteWebauthnRegistration');
      finishDeletion = () => deletion.resolve({} as never);
    });
    await user.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Set up another Passkey' }));
    expect(handle.state.screen).toBe('PasskeyRegistrationSuccess');
    await act(async () => finishDeletion());
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
  });

  it('shows no list when the user has no passkeys', async () => {
    const user = userWithPasskeys();
    const fake = fakeClient()
      .handles('user.getSync', () => user)
      .resolves('user.get', user)
      .build();
    const rendered = renderWidget(fake, {}, 'passkeyRegistration');
    await rendered.user.click(await screen.findByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { name: 'Passkey successfully created!' });
    expect(screen.queryByRole('heading', { name: 'Existing Passkeys' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });
});
