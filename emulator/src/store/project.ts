import { ProjectClock } from './clock';
import type { ClockRecord } from './clock-collection';
import {
  type BaseSettings,
  type CollectionTable,
  collectionNames,
  type ProjectLayout,
  type RecordsOf,
} from './collection-table';
import { Collection, type CollectionWrite } from './collections';
import { nowIso } from './ids';
import { upgradeCollection, upgradeWrite } from './legacy-secrets';
import { defaultProjectId, defaultSecret } from './project-credentials';
import type { ProjectSnapshot, ProjectWrite, SigningKey } from './project-snapshot';

/** Makes a write durable, then calls `apply` to change memory; when it throws, nothing changed. */
export type RecordWrite<T extends CollectionTable, S extends BaseSettings> = (
  write: ProjectWrite<T, S>,
  apply: () => void,
) => void;

/** A project's collections by name, one for each entry of the collection table. */
export type Collections<T extends CollectionTable> = {
  readonly [K in keyof RecordsOf<T>]: Collection<K, RecordsOf<T>[K]>;
};

/**
 * One project, keyed by its public token: its settings, its signing key and its collections.
 * Every change goes through `record`, which the store makes durable before memory changes and
 * before the caller answers.
 */
export class Project<T extends CollectionTable = CollectionTable, S extends BaseSettings = BaseSettings> {
  readonly publicToken: string;
  #projectId: string;
  #secret: string;
  #createdAt: string;
  #settings: S;
  #signingKey: SigningKey | null;
  /** One collection per entry of the collection table; their `put` and `delete` go through `commit`. */
  readonly collections: Collections<T>;
  /** The project's now: every expiry and JWT time of the project reads it, never the machine's clock. */
  readonly clock: ProjectClock;

  constructor(
    private readonly layout: ProjectLayout<T, S>,
    snapshot: ProjectSnapshot<T, S>,
    private readonly record: RecordWrite<T, S>,
  ) {
    this.publicToken = snapshot.public_token;
    this.#projectId = snapshot.project_id;
    this.#secret = snapshot.secret ?? defaultSecret(snapshot.public_token);
    this.#createdAt = snapshot.created_at;
    this.#settings = this.#withDefaultSettings(snapshot.settings);
    this.#signingKey = currentSigningKey(snapshot.signing_key);
    const collections: Record<string, Collection<string, unknown>> = {};
    for (const name of collectionNames(layout.collections)) {
      const { lookupKey } = this.#descriptor(name);
      collections[name] = new Collection(
        name,
        (write) => this.commit([write as CollectionWrite<RecordsOf<T>>]),
        lookupKey,
      );
    }
    this.collections = collections as unknown as Collections<T>;
    this.clock = new ProjectClock(this.#collection('clock') as Collection<'clock', ClockRecord>);
    this.#load(snapshot);
  }

  get projectId(): string {
    return this.#projectId;
  }
  get secret(): string {
    return this.#secret;
  }
  get settings(): Readonly<S> {
    return this.#settings;
  }
  get signingKey(): SigningKey | null {
    return this.#signingKey;
  }

  /**
   * Gives the project its signing key, once: a key it holds already (made by a concurrent caller,
   * or brought by an import meanwhile) stays, since it may have signed tokens. Returns the key held.
   */
  adoptSigningKey(key: SigningKey): SigningKey {
    if (this.#signingKey) return this.#signingKey;
    this.record({ op: 'signing_key', signing_key: key }, () => {
      this.#signingKey = key;
    });
    return key;
  }

  updateSettings(settings: S): void {
    this.record({ op: 'settings', settings }, () => {
      this.#settings = settings;
    });
  }

  /** Makes collection writes durable as one journal entry, then applies them all. */
  commit(writes: CollectionWrite<RecordsOf<T>>[]): void {
    const [only] = writes;
    if (!only) return;
    const apply = () => {
      for (const write of writes) this.#collection(write.collection).restore(write);
    };
    this.record(writes.length === 1 ? only : { op: 'batch', writes }, apply);
  }

  /**
   * Forgets every user, session, message, event, fault and token, and puts the clock back on the
   * machine's time; keeps settings and the signing key.
   */
  reset(): void {
    this.replace({ ...this.snapshot(), collections: emptyCollections(this.layout.collections) });
  }

  /**
   * Replaces the whole project (import, reset). Its identity stays its own: the public token, the
   * project id and the secret a host's server was configured with keep working after an import.
   */
  replace(snapshot: ProjectSnapshot<T, S>): void {
    this.#replaceWith({ ...snapshot, project_id: this.#projectId, secret: this.#secret });
  }

  /** Gives the project the id and secret a caller fixed ahead of time (`--project`, `startEmulator({ projects })`). */
  setCredentials(projectId: string, secret: string): void {
    if (projectId === this.#projectId && secret === this.#secret) return;
    this.#replaceWith({ ...this.snapshot(), project_id: projectId, secret });
  }

  #replaceWith(snapshot: ProjectSnapshot<T, S>): void {
    const own = { ...snapshot, public_token: this.publicToken };
    this.record({ op: 'replace', snapshot: own }, () => this.#load(own));
  }

  /**
   * Applies a write that is already durable (journal replay), without recording it again. A write of
   * an older emulator holding a secret in plain is applied as its digest.
   */
  restore(write: ProjectWrite<T, S>): void {
    if (write.op === 'settings') this.#settings = this.#withDefaultSettings(write.settings);
    else if (write.op === 'signing_key') this.#signingKey = write.signing_key;
    else if (write.op === 'replace') this.#load(write.snapshot);
    else if (write.op === 'batch') for (const each of write.writes) this.restore(each);
    else {
      const collection = this.#collection(write.collection);
      const descriptor = this.#descriptor(write.collection);
      collection.restore(upgradeWrite(descriptor, write, (key) => collection.has(key)));
    }
  }

  snapshot(): ProjectSnapshot<T, S> {
    const collections: Record<string, unknown> = {};
    for (const name of collectionNames(this.layout.collections))
      collections[name] = this.collections[name].toJSON();
    return {
      public_token: this.publicToken,
      project_id: this.#projectId,
      secret: this.#secret,
      created_at: this.#createdAt,
      settings: this.#settings,
      signing_key: this.#signingKey,
      collections: collections as ProjectSnapshot<T, S>['collections'],
    };
  }

  #load(snapshot: ProjectSnapshot<T, S>): void {
    this.#projectId = snapshot.project_id;
    this.#secret = snapshot.secret ?? defaultSecret(snapshot.public_token);
    this.#createdAt = snapshot.created_at;
    this.#settings = this.#withDefaultSettings(snapshot.settings);
    this.#signingKey = currentSigningKey(snapshot.signing_key);
    for (const name of collectionNames(this.layout.collections)) {
      const collection = this.#collection(name);
      const records = upgradeCollection(this.#descriptor(name), snapshot.collections[name] ?? {});
      collection.clear();
      for (const [key, value] of Object.entries(records)) collection.restore(collection.putWrite(key, value));
    }
  }

  /** The table's entry for a collection named at run time; a write naming no collection of the table is refused. */
  #descriptor(name: string): CollectionTable[string] {
    const descriptor = this.layout.collections[name];
    if (!descriptor) throw new Error(`This emulator stores no collection named "${name}".`);
    return descriptor;
  }

  /** A collection by a name known only at run time (a write's, the table's), with its records untyped. */
  #collection(name: string): Collection<string, unknown> {
    return this.collections[name] as Collection<string, unknown>;
  }

  /**
   * Settings added after a data dir or export was written are missing from it; they take their
   * defaults, so routes can rely on every setting being there.
   */
  #withDefaultSettings(settings: Partial<S>): S {
    return { ...structuredClone(this.layout.defaultSettings), ...settings };
  }
}

/**
 * The stored key if it is one this emulator signs with. Data dirs and exports of emulators that
 * signed ES256 hold an EC key without a certificate: such a project gets a new RSA key on first use
 * (JWTs the old key signed lived five minutes; the session tokens behind them still work).
 */
function currentSigningKey(stored: SigningKey | null | undefined): SigningKey | null {
  return stored?.private_jwk.kty === 'RSA' && typeof stored.certificate === 'string' ? stored : null;
}

function emptyCollections<T extends CollectionTable>(table: T): ProjectSnapshot<T>['collections'] {
  return Object.fromEntries(
    collectionNames(table).map((name) => [name, {}]),
  ) as ProjectSnapshot<T>['collections'];
}

/**
 * A fresh project with default settings (named `projectName` if given) and no signing key yet (made
 * on first use); its id and secret derive from the public token unless given.
 */
export function newProjectSnapshot<T extends CollectionTable, S extends BaseSettings>(
  layout: ProjectLayout<T, S>,
  publicToken: string,
  options: { projectId?: string; secret?: string; projectName?: string } = {},
): ProjectSnapshot<T, S> {
  const settings = structuredClone(layout.defaultSettings);
  if (options.projectName !== undefined) settings.project_name = options.projectName;
  return {
    public_token: publicToken,
    project_id: options.projectId ?? defaultProjectId(publicToken),
    secret: options.secret ?? defaultSecret(publicToken),
    created_at: nowIso(),
    settings,
    signing_key: null,
    collections: emptyCollections(layout.collections),
  };
}
