/** A sibling as the reorder buttons see it. */
export interface OrderedSibling {
  id: number;
  order: number;
}

/**
 * The order changes that move `siblings[index]` one place up (-1) or down (+1): the two swap their orders,
 * unless they share one (imports and defaults give ties), then the whole level is numbered 1..n first.
 */
export const moveSibling = (siblings: readonly OrderedSibling[], index: number, step: -1 | 1): OrderedSibling[] => {
  const target = index + step;
  if (target < 0 || target >= siblings.length) return [];
  const moved = siblings[index];
  const neighbour = siblings[target];
  if (moved.order !== neighbour.order) {
    return [
      { id: moved.id, order: neighbour.order },
      { id: neighbour.id, order: moved.order },
    ];
  }
  const reordered = [...siblings];
  reordered[index] = neighbour;
  reordered[target] = moved;
  return reordered
    .map((sibling, position) => ({ id: sibling.id, order: position + 1 }))
    .filter(({ id, order }) => siblings.find((sibling) => sibling.id === id)?.order !== order);
};
