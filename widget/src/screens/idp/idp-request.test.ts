import { describe, expect, it } from 'vitest';
import { message } from '../../state/display-message';
import { idpStateFor } from './idp-request';

describe('the identity-provider request of a page address', () => {
  it('is an authorize request with every parameter the client parses, resources among them', () => {
    const state = idpStateFor(
      '?client_id=c&redirect_uri=https%3A%2F%2Fa.test&scope=openid%20read%3Anotes&code_challenge=x&state=s&nonce=n&prompt=consent&resource=https%3A%2F%2Fr1&resource=https%3A%2F%2Fr2',
    );
    expect(state).toEqual({
      flow: 'authorize',
      params: {
        client_id: 'c',
        redirect_uri: 'https://a.test',
        response_type: 'code',
        scopes: ['openid', 'read:notes'],
        code_challenge: 'x',
        state: 's',
        nonce: 'n',
        prompt: 'consent',
        resources: ['https://r1', 'https://r2'],
      },
      step: { status: 'preflight' },
    });
  });

  it('keeps what the parser drops but the provider must see: max_age, and a PKCE method other than S256', () => {
    const page = '?client_id=c&redirect_uri=https%3A%2F%2Fa.test&code_challenge=x';
    const plain = idpStateFor(`${page}&code_challenge_method=plain&max_age=300`);
    expect(plain.params).toMatchObject({ code_challenge_method: 'plain', max_age: '300' });
    const s256 = idpStateFor(`${page}&code_challenge_method=S256`);
    expect(s256.params).not.toHaveProperty('code_challenge_method');
    expect(s256.params).not.toHaveProperty('max_age');
  });

  it('is a logout when post_logout_redirect_uri is present, even beside authorize parameters', () => {
    const state = idpStateFor(
      '?client_id=c&redirect_uri=https%3A%2F%2Fa.test&post_logout_redirect_uri=https%3A%2F%2Fa.test%2Fbye',
    );
    expect(state.flow).toBe('logout');
    expect(state.step).toEqual({ status: 'preflight' });
  });

  it('names the first required parameter missing, in the order the client checks them', () => {
    expect(idpStateFor('').step).toEqual({
      status: 'error',
      problem: message('idp.error.missingParameter', { param: 'client_id' }),
    });
    expect(idpStateFor('?client_id=c&redirect_uri=').step).toEqual({
      status: 'error',
      problem: message('idp.error.missingParameter', { param: 'redirect_uri' }),
    });
  });
});
