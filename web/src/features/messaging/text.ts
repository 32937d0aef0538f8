// Plain text as a coach writes it.

/** The value with `insert` put in place of the selection, and where the caret goes next. */
export function insertAt(
  value: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
