import type { Hono } from 'hono';
import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError, EmulatorError } from '../http/api-error';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { ok } from '../http/envelope';
import { readBody } from '../http/validation';
import { emailFactor, PASSWORD_FACTOR, phoneFactor } from '../sessions/factors';
import { type FactorInput, issueSession } from '../sessions/issue-session';
import { newId } from '../store/ids';
import { isValidEmail } from '../users/contact-formats';
import type { User } from '../users/user-collections';
import { findUserByEmail, newUser, normalizeEmail } from '../users/user-records';
import { CONTROL_PATHS } from './control-paths';

/** How a signed-in session says the user proved who they are, as the matching login would record it. */
export const SIGN_IN_METHODS = ['magic_link', 'email_otp', 'sms_otp', 'password'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const signInSchema = z
  .strictObject({
    email: z.string().refine(isValidEmail, 'expected an email address such as ada@example.com').optional(),
    user_id: z.string().min(1).optional(),
    /** The session's factors, in order; the first user contact's method when absent. */
    methods: z.array(z.enum(SIGN_IN_METHODS)).min(1).optional(),
    session_duration_minutes: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 366)
      .default(60),
  })
  .refine((input) => (input.email === undefined) !== (input.user_id === undefined), {
    message: 'name the user by exactly one of email or user_id',
    path: ['email'],
  });

/** The user an email names, or a new one as a magic-link sign-up would make it (not stored yet). */
function userByEmail(project: Project, email: string): { user: User; isNew: boolean } {
  const found = findUserByEmail(project, email);
  if (found) return { user: found, isNew: false };
  const user = newUser(project, {
    status: 'active',
    emails: [{ email_id: newId('email'), email: normalizeEmail(email), verified: true }],
  });
  return { user, isNew: true };
}

function factorOf(user: User, method: SignInMethod): FactorInput {
  const email = user.emails[0];
  const phone = user.phone_numbers[0];
  const missing = (what: string) =>
    new EmulatorError('sign_in_method_unavailable', `User ${user.user_id} has no ${what} for ${method}.`);
  switch (method) {
    case 'magic_link':
    case 'email_otp':
      if (!email) throw missing('email address');
      return emailFactor(method === 'magic_link' ? 'magic_link' : 'otp', email);
    case 'sms_otp':
      if (!phone) throw missing('phone number');
      return phoneFactor('sms', phone);
    case 'password':
      if (!user.password) throw missing('password (seed the user with one)');
      return PASSWORD_FACTOR;
  }
}

/** The method a user's first contact allows: an emailed link, else a text message. */
function defaultMethod(user: User): SignInMethod {
  return user.emails.length > 0 || user.phone_numbers.length === 0 ? 'magic_link' : 'sms_otp';
}

/**
 * A session made as the login routes make one, on the project's clock, without the page: for a host
 * app's tests (`@foyer/emulator/testing`'s `signIn`), which then hand its tokens to the browser.
 */
export function registerSignInControlRoutes(
  control: Hono<EmulatorEnv>,
  project: (c: EmulatorContext) => Project,
): void {
  control.post(CONTROL_PATHS.sessions, async (c) => {
    const target = project(c);
    const input = await readBody(c, signInSchema);
    let named: { user: User; isNew: boolean };
    if (input.user_id !== undefined) {
      const found = target.collections.users.get(input.user_id);
      if (!found) throw new ApiError('user_not_found', `No user ${input.user_id}.`);
      named = { user: found, isNew: false };
    } else {
      named = userByEmail(target, input.email ?? '');
    }
    const { user, isNew } = named;
    const [first, ...more] = (input.methods ?? [defaultMethod(user)]).map((method) => factorOf(user, method));
    // Every method was checked before anything is written: an unavailable one leaves no user or session.
    if (isNew) target.collections.users.put(user.user_id, user);
    const minutes = input.session_duration_minutes;
    let answer = await issueSession(target, user, first ?? factorOf(user, defaultMethod(user)), minutes);
    for (const factor of more) {
      const current = target.collections.sessions.get(answer.session.session_id);
      answer = await issueSession(target, user, factor, minutes, current);
    }
    return ok(c, answer, 201);
  });
}
