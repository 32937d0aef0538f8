import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';

// What the lists of assets sent to contacts (forms, pages, playbooks) share: one descriptor of a
// kind (its words, routes and write hooks) drives the card, the dialogs, the list page and the
// contact profile's section, so the three kinds behave and read alike.

/** One asset of a list, as far as the shared pieces need it. */
export type AssetRow = { id: number; title: string; updated_at: string };

/** The outcome a dialog hands a write: close on success, errors onto its fields. */
export type WriteOutcome<Result> = {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
};

/** A kind's write, called with the shared pieces' variables whatever its body's id names. */
export type AssetWrite<Variables, Result = unknown> = {
  mutate: (variables: Variables, outcome?: WriteOutcome<Result>) => void;
  isPending: boolean;
};

/** Adapts a kind's mutation to shared variables (`{ id }` in place of `form_id`…) and result. */
export function assetWrite<Variables, Body, Data, Result = Data>(
  mutation: UseMutationResult<Data, Error, Body, unknown>,
  body: (variables: Variables) => Body,
  result: (data: Data) => Result = (data) => data as unknown as Result,
): AssetWrite<Variables, Result> {
  return {
    isPending: mutation.isPending,
    mutate: (variables, outcome) =>
      mutation.mutate(body(variables), {
        onSuccess: (data) => outcome?.onSuccess?.(result(data)),
        onError: (error) => outcome?.onError?.(error),
      }),
  };
}

/** The contacts an asset is sent to or taken back from. */
export type AssetContacts = { ids: number[]; contact_ids: number[] };

/** A rename's body with the kind's id field (`form_id`…). */
export const renamedBy =
  <Key extends string>(key: Key) =>
  (v: { id: number; title: string }) =>
    ({ [key]: v.id, title: v.title }) as Record<Key, number> & { title: string };

/** A send's or restrict's body with the kind's ids field (`form_ids`…). */
export const contactsBy =
  <Key extends string>(key: Key) =>
  (v: AssetContacts) =>
    ({ [key]: v.ids, contact_ids: v.contact_ids }) as Record<Key, number[]> & {
      contact_ids: number[];
    };

export type AssetKind = {
  /** Its permission area, folder asset type and shareable type at once. */
  type: 'forms' | 'pages' | 'playbooks';
  /** What one is called, singular and plural, lower case ("form", "forms"). */
  one: string;
  many: string;
  icon: ReactNode;
  /** The list's query key: every write of the kind refreshes it. */
  keys: readonly unknown[];
  editPath: (id: number) => string;
  /** The contract's title rule, and its most characters. */
  title: z.ZodType<string, string>;
  titleMax: number;
  /** What deleting one takes with it, as the confirmation says it. */
  deleteText: (title: string) => string;
  /** What sending one to contacts, and taking it back, does for them. */
  sendText: string;
  restrictText: string;
  /** How the contact profile confirms taking one back from the contact. */
  takeBackText: (title: string) => string;
  /** The most the contact profile's picker lists at once. */
  pickableMax: number;
  useDuplicate: () => AssetWrite<number>;
  useDelete: () => AssetWrite<number>;
  useRename: () => AssetWrite<{ id: number; title: string }>;
  useSend: () => AssetWrite<AssetContacts>;
  useRestrict: () => AssetWrite<AssetContacts>;
  usePickable: (
    search: string,
    enabled: boolean,
  ) => {
    isFetching: boolean;
    data: { truncated: boolean; data: { id: number; title: string }[] } | undefined;
  };
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The words a kind's pieces read, from its two nouns. */
export function assetWords(kind: AssetKind) {
  return { One: capital(kind.one), Many: capital(kind.many) };
}
