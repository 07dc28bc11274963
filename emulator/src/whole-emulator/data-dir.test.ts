import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMessage } from '../messages/inbox';
import { projectSigningKey } from '../signing-keys/project-signing-key';
import type { SigningKey } from '../store/project-snapshot';
import { emulatorDataDirs } from '../test-support/emulator-data-dir';
import { createUserWithEmail } from '../test-support/test-users';

// The store's journal and snapshot over a layout of its own: store/store.test.ts. Here, the
// emulator's own records in a data dir.

const TOKEN = 'public-token-test-persist';
const dataDir = emulatorDataDirs();

describe("the emulator's data dir", () => {
  it('keeps projects, settings, users, messages and the signing key across a restart', async () => {
    let store = dataDir.open();
    const project = store.project(TOKEN);
    project.updateSettings({ ...project.settings, project_name: 'Durable' });
    const user = createUserWithEmail(project, 'keep@example.com');
    addMessage(project, {
      kind: 'login_link',
      channel: 'email',
      to: 'keep@example.com',
      subject: 'Kept',
      text: 'kept',
    });
    const signingKey = await projectSigningKey(project);

    store = dataDir.reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.settings.project_name).toBe('Durable');
    expect(reopened.collections.users.get(user.user_id)).toEqual(user);
    expect(reopened.collections.messages.all().map((m) => m.text)).toEqual(['kept']);
    expect(reopened.signingKey).toEqual(signingKey);
    store.close();
  });

  it('drops the EC key of an older emulator’s data dir, so the project makes an RSA key on first use', async () => {
    let store = dataDir.open();
    const project = store.project(TOKEN);
    const ecKey = {
      kid: 'jwk-test-older',
      private_jwk: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
    };
    project.replace({ ...project.snapshot(), signing_key: ecKey as unknown as SigningKey });

    store = dataDir.reopen(store);
    const reopened = store.existingProject(TOKEN)!;
    expect(reopened.signingKey).toBeNull();
    expect((await projectSigningKey(reopened)).private_jwk.kty).toBe('RSA');
    store.close();
  });
});
