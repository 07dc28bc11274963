import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { User } from '../store/model';
import type { Project } from '../store/project';
import { normalizeEmail } from '../store/users';

const operand = z.object({ filter_name: z.string(), filter_value: z.unknown() });

export const searchUsersBody = z.object({
  cursor: z.string().nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  query: z.object({ operator: z.enum(['AND', 'OR']), operands: z.array(operand).max(100) }).nullish(),
});

const DEFAULT_LIMIT = 100;

const strings = z.array(z.string()).min(1);

type Filter = (user: User) => boolean;

/** The provider's search filters that matter for a host app's admin screens and scripts. */
const FILTERS: Record<string, (value: unknown) => Filter> = {
  user_id: (value) => {
    const ids = strings.parse(value);
    return (user) => ids.includes(user.user_id);
  },
  email_address: (value) => {
    const emails = strings.parse(value).map(normalizeEmail);
    return (user) => user.emails.some((e) => emails.includes(normalizeEmail(e.email)));
  },
  email_address_fuzzy: (value) => {
    const part = z.string().min(1).parse(value).toLowerCase();
    return (user) => user.emails.some((e) => e.email.toLowerCase().includes(part));
  },
  email_verified: (value) => {
    const wanted = z.boolean().parse(value);
    return (user) => user.emails.some((e) => e.verified) === wanted;
  },
  phone_number: (value) => {
    const numbers = strings.parse(value);
    return (user) => user.phone_numbers.some((p) => numbers.includes(p.phone_number));
  },
  phone_number_fuzzy: (value) => {
    const part = z.string().min(1).parse(value);
    return (user) => user.phone_numbers.some((p) => p.phone_number.includes(part));
  },
  phone_verified: (value) => {
    const wanted = z.boolean().parse(value);
    return (user) => user.phone_numbers.some((p) => p.verified) === wanted;
  },
  status: (value) => {
    const wanted = z.enum(['active', 'pending']).parse(value);
    return (user) => user.status === wanted;
  },
  password_exists: (value) => {
    const wanted = z.boolean().parse(value);
    return (user) => (user.password !== null) === wanted;
  },
  full_name_fuzzy: (value) => {
    const part = z.string().min(1).parse(value).toLowerCase();
    return (user) =>
      [user.name.first_name, user.name.middle_name, user.name.last_name]
        .filter(Boolean)
        .join(' ')
        .toLowerCase()
        .includes(part);
  },
  created_at_greater_than: (value) => {
    const after = Date.parse(z.iso.datetime({ offset: true }).parse(value));
    return (user) => Date.parse(user.created_at) > after;
  },
  created_at_less_than: (value) => {
    const before = Date.parse(z.iso.datetime({ offset: true }).parse(value));
    return (user) => Date.parse(user.created_at) < before;
  },
};

function filterOf(filterName: string, value: unknown): Filter {
  const make = FILTERS[filterName];
  if (!make) {
    throw new ApiError(
      400,
      'invalid_search_query',
      `The emulator does not know the filter ${filterName}; it knows ${Object.keys(FILTERS).join(', ')}.`,
    );
  }
  try {
    return make(value);
  } catch {
    throw new ApiError(400, 'invalid_search_query', `The filter_value of ${filterName} has the wrong type.`);
  }
}

/** A cursor is where the next page starts, opaque to callers. */
function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) {
    throw new ApiError(400, 'invalid_cursor', 'The cursor is not one a search answered with.');
  }
  return offset;
}

/** Users matching the query, oldest first, one page of `limit` at a time. */
export function searchUsers(project: Project, body: z.infer<typeof searchUsersBody>) {
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
