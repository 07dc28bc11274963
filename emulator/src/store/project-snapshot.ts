import type { JWK } from 'jose';
import type { RecordOf } from './collection-descriptor';
import type { BaseSettings, CollectionTable, RecordsOf } from './collection-table';
import type { CollectionWrite } from './collections';

/**
 * The key a project signs its JWTs with (session JWTs, connected apps' tokens, M2M tokens): the
 * private half of a 2048-bit RSA key as a JWK, its key id, and the self-signed certificate of its
 * public half (base64 DER) that the JWKS publishes as `x5c`.
 */
export type SigningKey = { kid: string; private_jwk: JWK; certificate: string };

/**
 * A whole project as plain JSON: the snapshot format, and what export and import exchange. `T` is the
 * collection table and `S` the settings the store was created with (src/emulator-store names them).
 */
export type ProjectSnapshot<
  T extends CollectionTable = CollectionTable,
  S extends BaseSettings = BaseSettings,
> = {
  public_token: string;
  project_id: string;
  /**
   * What the backend API takes with `project_id` as Basic credentials. Data dirs and exports from
   * before it existed lack it: such a project gets the default derived from its public token.
   */
  secret?: string;
  created_at: string;
  settings: S;
  /**
   * Null until the project first signs or publishes its keys: an RSA key takes a sizeable fraction
   * of a second to make, and most projects a test suite creates never sign anything.
   */
  signing_key: SigningKey | null;
  collections: { [K in keyof T & string]: Record<string, RecordOf<T[K]>> };
};

/** One change to a project, as change listeners see it. */
export type SingleWrite<T extends CollectionTable = CollectionTable, S extends BaseSettings = BaseSettings> =
  | CollectionWrite<RecordsOf<T>>
  | { op: 'settings'; settings: S }
  | { op: 'signing_key'; signing_key: SigningKey }
  | { op: 'replace'; snapshot: ProjectSnapshot<T, S> };

/**
 * A change to a project that the journal records as one entry. A batch holds the writes of one
 * operation (deleting a user with its sessions, say), so recovery sees all of them or none.
 */
export type ProjectWrite<T extends CollectionTable = CollectionTable, S extends BaseSettings = BaseSettings> =
  | SingleWrite<T, S>
  | { op: 'batch'; writes: CollectionWrite<RecordsOf<T>>[] };
