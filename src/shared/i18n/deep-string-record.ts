/** Plural forms a language may lack: English has only `_one` and `_other`, Russian also `_few` and `_many`. */
type LanguageSpecificPluralKey = `${string}_${'zero' | 'two' | 'few' | 'many'}`;

/**
 * The shape of a translation of a Russian resource: the same keys with any string values, nested objects alike.
 * Plural forms other languages do not have (`_zero`, `_two`, `_few`, `_many`) are optional.
 */
export type DeepStringRecord<T> = {
  -readonly [K in keyof T as K extends LanguageSpecificPluralKey ? never : K]: T[K] extends string
    ? string
    : DeepStringRecord<T[K]>;
} & {
  -readonly [K in keyof T as K extends LanguageSpecificPluralKey ? K : never]?: string;
};
