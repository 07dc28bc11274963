/**
 * True only when the two types are the same: each assignable to the other, with the same keys at
 * every level (assignability alone lets one side carry an optional key the other lacks).
 */
export type IsSameType<A, B> = [A] extends [B] ? ([B] extends [A] ? HaveSameKeys<A, B> : false) : false;

type HaveSameKeys<A, B> = A extends readonly (infer ItemA)[]
  ? B extends readonly (infer ItemB)[]
    ? IsSameType<ItemA, ItemB>
    : false
  : A extends object
    ? B extends object
      ? [keyof A] extends [keyof B]
        ? [keyof B] extends [keyof A]
          ? false extends {
              [K in keyof A & keyof B]-?: IsSameType<NonNullable<A[K]>, NonNullable<B[K]>>;
            }[keyof A & keyof B]
            ? false
            : true
          : false
        : false
      : false
    : true;

/** Compile-time only: `const _: SameType<...> = true` fails to type-check when the types differ. */
export type SameType<A, B> = IsSameType<A, B> extends true ? true : never;
