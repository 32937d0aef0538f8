/** A broadcast id from the path, or null when it is not one. */
export function broadcastIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
