import type { z } from 'zod';

/** The fields of `R` that hold a string: what a record can be keyed by, or name its owner with. */
export type StringField<R> = { [F in keyof R]-?: R[F] extends string ? F : never }[keyof R] & string;

/**
 * What an import schema may say about a record of type `T`: any subset of its fields, each with the
 * same kind of value (string, number, boolean, array, object), so a schema cannot give a field a type
 * the record does not have. Literal unions widen to their base type: an import may carry a factor
 * type or status this emulator does not know yet.
 */
export type RecordSketch<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? RecordSketch<E>[]
        : T extends object
          ? { [F in keyof T]?: RecordSketch<T[F]> }
          : T;

declare const recordType: unique symbol;

/** Everything the emulator needs to know about one stored collection of records of type `R`. */
export type CollectionDescriptor<R> = {
  /** The field a record is stored under: an import whose key differs is refused. */
  readonly key: StringField<R>;
  /**
   * The field naming the user a record belongs to: deleting that user deletes the record in the
   * same journal entry, and an import must hold that user.
   */
  readonly owner?: StringField<R>;
  /**
   * What the collection is also found by, in one Map lookup instead of a scan; unique per record.
   * Routes call `Collection.lookup` with it.
   */
  readonly lookupKey?: (record: R) => string;
  /** What an import must hold for each record: the fields routes read, with their types. Other fields are kept. */
  readonly schema: z.ZodType<RecordSketch<R>>;
  /**
   * A secret kept only as its digest (`secretDigest`) under `digestField`, which older emulators
   * stored in plain under `plainField`: their data dirs, journals and exports are upgraded on load
   * (see store/legacy-secrets).
   */
  readonly digestedSecret?: { readonly plainField: string; readonly digestField: StringField<R> };
  /** The live stream's event for writes to this collection; none means they are not announced. */
  readonly streamEvent?: string;
  /**
   * False for records no view shows (telemetry clients post all the time): their writes leave the
   * project's stream position alone, so a page read before one of them need not be read again.
   */
  readonly movesStreamPosition?: false;
  /** Carries the record type for `RecordOf`; never set. */
  readonly [recordType]?: R;
};

/** Names the record type once; the compiler then checks the key, owner, lookup and schema against it. */
export function describeCollection<R>(descriptor: CollectionDescriptor<R>): CollectionDescriptor<R> {
  return descriptor;
}

export type RecordOf<D> = D extends CollectionDescriptor<infer R> ? R : never;
