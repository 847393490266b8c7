/** The ids in their new order after moving `id` one place up (-1) or down (1). */
export const moveItem = (ids: readonly string[], id: string, direction: -1 | 1): string[] => {
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to] as string, moved[from] as string];
  return moved;
};
