import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { ProviderErrorType } from '../http/error-types';
import type { FieldErrorTypes } from '../http/validation';
import type { User } from './user-collections';
import { normalizeEmail } from './user-records';

const operand = z.object({ filter_name: z.string(), filter_value: z.unknown().optional() });

/** The provider's types for a malformed search body. */
export const SEARCH_FIELD_ERRORS: FieldErrorTypes = {
  limit: 'user_search_invalid_limit',
  cursor: 'user_search_invalid_cursor',
};

export const searchUsersBody = z.object({
  cursor: z.string().nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  // Any operator is read, so that one the provider does not know gets its own type.
  query: z.object({ operator: z.string(), operands: z.array(operand).max(100) }).nullish(),
});

const DEFAULT_LIMIT = 100;

const strings = z.array(z.string()).min(1);

type Filter = (user: User) => boolean;

/** A search filter: what its value must be (the provider's type when it is not), and the test it makes. */
type FilterKind = { expects: ProviderErrorType; make: (value: unknown) => Filter };
const filter = (expects: ProviderErrorType, make: (value: unknown) => Filter): FilterKind => ({
  expects,
  make,
});

/** The provider's search filters that matter for a host app's admin screens and scripts. */
const FILTERS: Record<string, FilterKind> = {
  user_id: filter('user_search_expected_array_of_string', (value) => {
    const ids = strings.parse(value);
    return (user) => ids.includes(user.user_id);
  }),
  email_address: filter('user_search_expected_array_of_string', (value) => {
    const emails = strings.parse(value).map(normalizeEmail);
    return (user) => user.emails.some((e) => emails.includes(normalizeEmail(e.email)));
  }),
  email_address_fuzzy: filter('user_search_expected_string', (value) => {
    const part = z.string().min(1).parse(value).toLowerCase();
    return (user) => user.emails.some((e) => e.email.toLowerCase().includes(part));
  }),
  email_verified: filter('user_search_expected_bool', (value) => {
    const wanted = z.boolean().parse(value);
    return (user) => user.emails.some((e) => e.verified) === wanted;
  }),
  phone_number: filter('user_search_expected_array_of_string', (value) => {
    const numbers = strings.parse(value);
    return (user) => user.phone_numbers.some((p) => numbers.includes(p.phone_number));
  }),
  phone_number_fuzzy: filter('user_search_expected_string', (value) => {
    const part = z.string().min(1).parse(value);
    return (user) => user.phone_numbers.some((p) => p.phone_number.includes(part));
  }),
  phone_verified: filter('user_search_expected_bool', (value) => {
    const wanted = z.boolean().parse(value);
    return (user) => user.phone_numbers.some((p) => p.verified) === wanted;
  }),
  status: filter('user_search_invalid_status_filter', (value) => {
    const wanted = z.enum(['active', 'pending']).parse(value);
    return (user) => user.status === wanted;
  }),
  password_exists: filter('user_search_expected_bool', (value) => {
    const wanted = z.boolean().parse(value);
    return (user) => (user.password !== null) === wanted;
  }),
  full_name_fuzzy: filter('user_search_expected_string', (value) => {
    const part = z.string().min(1).parse(value).toLowerCase();
    return (user) =>
      [user.name.first_name, user.name.middle_name, user.name.last_name]
        .filter(Boolean)
        .join(' ')
        .toLowerCase()
        .includes(part);
  }),
  created_at_greater_than: filter('user_search_expected_timestamp', (value) => {
    const after = Date.parse(z.iso.datetime({ offset: true }).parse(value));
    return (user) => Date.parse(user.created_at) > after;
  }),
  created_at_less_than: filter('user_search_expected_timestamp', (value) => {
    const before = Date.parse(z.iso.datetime({ offset: true }).parse(value));
    return (user) => Date.parse(user.created_at) < before;
  }),
};

function filterOf(filterName: string, value: unknown): Filter {
  const kind = FILTERS[filterName];
  if (!kind) {
    throw new ApiError(
      'user_search_filter_name_not_recognized',
      `The emulator does not know the filter ${filterName}; it knows ${Object.keys(FILTERS).join(', ')}.`,
    );
  }
  if (value === undefined || value === null) {
    throw new ApiError('user_search_missing_filter_value', `The filter ${filterName} has no filter_value.`);
  }
  try {
    return kind.make(value);
  } catch {
    throw new ApiError(kind.expects, `The filter_value of ${filterName} has the wrong type.`);
  }
}

/** A cursor is where the next page starts, opaque to callers. */
function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) {
    throw new ApiError('user_search_invalid_cursor', 'The cursor is not one a search answered with.');
  }
  return offset;
}

/** Users matching the query, oldest first, one page of `limit` at a time. */
export function searchUsers(project: Project, body: z.infer<typeof searchUsersBody>) {
  if (body.query && body.query.operator !== 'AND' && body.query.operator !== 'OR') {
    throw new ApiError(
      'user_search_invalid_operator',
      `The operator must be AND or OR, not ${body.query.operator}.`,
    );
  }
  const filters = (body.query?.operands ?? []).map((o) => filterOf(o.filter_name, o.filter_value));
  const matches = (user: User) =>
    filters.length === 0 ||
    (body.query?.operator === 'OR' ? filters.some((f) => f(user)) : filters.every((f) => f(user)));
  const found = project.collections.users
    .filter(matches)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.user_id.localeCompare(b.user_id));
  const offset = offsetOf(body.cursor);
  const limit = body.limit ?? DEFAULT_LIMIT;
  const next = offset + limit;
  return {
    results: found.slice(offset, next),
    results_metadata: {
      total: found.length,
      next_cursor: next < found.length ? Buffer.from(String(next)).toString('base64url') : null,
    },
  };
}
