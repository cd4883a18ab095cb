import { forEachLegalTurn, type LegalTurn, type Position } from '@santorini/engine';

/**
 * The most children a general-search node looks at. Above every power's turn count seen in random
 * games (Poseidon's most: about 12,000) but Morpheus's: with many coins he has millions of turns,
 * and a node then searches the first MAX_CHILDREN in the engine's order. About 1 KB a child, so a
 * node's list stays within some 20 MB however many coins are on the card.
 */
export const MAX_CHILDREN = 20_000;

/** How many children are generated between two looks at the clock. */
const STOP_CHECK_EVERY = 16;

/**
 * A node's children: the engine's legal turns in its order, at most `limit`, and fewer once `stop`
 * says the search is over (asked every few hundred turns, so that generating millions of turns
 * cannot outlast the search's time). The first turn is always kept: a node with a legal turn
 * always has a child, so a root always has a turn to answer with.
 */
export function searchChildren(pos: Position, stop: () => boolean, limit = MAX_CHILDREN): LegalTurn[] {
  const children: LegalTurn[] = [];
  forEachLegalTurn(pos, (child) => {
    children.push(child);
    if (children.length >= limit) return false;
    return children.length % STOP_CHECK_EVERY !== 0 || !stop();
  });
  return children;
}

/**
 * `searchChildren` for a node whose children lie at the horizon: each child is handed to `cuts` as
 * soon as the engine generates it (`eager`), and the walk ends at the first one `cuts` accepts, so
 * that a node that cuts off does not generate the rest. Returns the children heard, that one last.
 */
export function frontierChildren(
  pos: Position,
  stop: () => boolean,
  cuts: (child: LegalTurn) => boolean,
  limit = MAX_CHILDREN,
): LegalTurn[] {
  const children: LegalTurn[] = [];
  forEachLegalTurn(
    pos,
    (child) => {
      children.push(child);
      if (cuts(child) || children.length >= limit) return false;
      return children.length % STOP_CHECK_EVERY !== 0 || !stop();
    },
    'eager',
  );
  return children;
}

/** The child at `index` in `searchChildren`'s order, as far as `stop` lets the walk go. */
export function childAt(pos: Position, index: number, stop: () => boolean): LegalTurn | undefined {
  if (index >= MAX_CHILDREN) return undefined;
  const found: LegalTurn[] = [];
  let count = 0;
  forEachLegalTurn(pos, (child) => {
    if (count++ === index) return found.push(child) === 0;
    return count % STOP_CHECK_EVERY !== 0 || !stop();
  });
  return found[0];
}
