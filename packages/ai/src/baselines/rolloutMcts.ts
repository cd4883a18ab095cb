import {
  BaseStack,
  legalTurns,
  MAX_BASE_TURNS,
  NONE,
  SIDE,
  STRIDE,
  WIN_FLAG,
  type Position,
} from '@santorini/engine';
import { isBaseGame } from '../base/baseGame.js';

/**
 * A reference opponent for strength tests (issue 4): Monte Carlo tree search with UCT and uniformly
 * random playouts, no evaluation — the "pure-rollout MCTS" that published results show to be weak
 * in a tactical game like Santorini. Any power, 2 players; `random` makes it reproducible.
 */
interface TreeNode {
  readonly position: Position;
  /** The player who made the turn leading here (whose wins this node counts). */
  readonly mover: number;
  readonly text: string;
  children: TreeNode[] | null;
  visits: number;
  wins: number;
}

const EXPLORATION = Math.SQRT2;
const MAX_PLAYOUT_TURNS = 200;

export function rolloutMctsTurn(pos: Position, playouts: number, random: () => number): string | null {
  const root: TreeNode = { position: pos, mover: -1, text: '', children: null, visits: 0, wins: 0 };
  expand(root);
  if (root.children === null || root.children.length === 0) return null;
  const immediate = root.children.find((child) => child.position.win === pos.turn);
  if (immediate !== undefined) return immediate.text;
  for (let i = 0; i < playouts; i++) iterate(root, random);
  let best = root.children[0];
  for (const child of root.children) if (best === undefined || child.visits > best.visits) best = child;
  return best?.text ?? null;
}

function expand(node: TreeNode): void {
  node.children = legalTurns(node.position).map((turn) => ({
    position: turn.position,
    mover: node.position.turn,
    text: turn.text,
    children: null,
    visits: 0,
    wins: 0,
  }));
}

function iterate(root: TreeNode, random: () => number): void {
  const path: TreeNode[] = [root];
  let node = root;
  while (node.children !== null && node.children.length > 0 && node.position.win === NONE) {
    node = select(node);
    path.push(node);
  }
  if (node.position.win === NONE && node.children === null && node.visits > 0) {
    expand(node);
    const children = node.children as TreeNode[] | null;
    if (children !== null && children.length > 0) {
      node = children[Math.floor(random() * children.length)] as TreeNode;
      path.push(node);
    }
  }
  const winner = playout(node.position, random);
  for (const visited of path) {
    visited.visits++;
    if (winner !== NONE && visited.mover === winner) visited.wins++;
  }
}

function select(node: TreeNode): TreeNode {
  const children = node.children ?? [];
  const logVisits = Math.log(Math.max(1, node.visits));
  let best = children[0] as TreeNode;
  let bestValue = -Infinity;
  for (const child of children) {
    const value =
      child.visits === 0
        ? Infinity
        : child.wins / child.visits + EXPLORATION * Math.sqrt(logVisits / child.visits);
    if (value > bestValue) {
      bestValue = value;
      best = child;
    }
  }
  return best;
}

const playoutTurns = new Int32Array(MAX_BASE_TURNS);
const playoutStack = new BaseStack(MAX_PLAYOUT_TURNS);

/** The winner of a game played on from `pos` with uniformly random turns (NONE if cut off). */
function playout(pos: Position, random: () => number): number {
  if (isBaseGame(pos)) return basePlayout(pos, random);
  let current = pos;
  for (let i = 0; i < MAX_PLAYOUT_TURNS && current.win === NONE; i++) {
    const turns = legalTurns(current);
    const pick = turns[Math.floor(random() * turns.length)];
    if (pick === undefined) return NONE;
    current = pick.position;
  }
  return current.win;
}

/** A base-game playout on the engine's kernel, a frame a turn; no turn to play loses (R2). */
function basePlayout(pos: Position, random: () => number): number {
  const stack = playoutStack;
  stack.load(0, pos);
  for (let ply = 0; ply < MAX_PLAYOUT_TURNS; ply++) {
    const mover = stack.frames[ply * STRIDE + SIDE] ?? 0;
    const count = stack.generate(ply, playoutTurns, 0);
    if (count === 0) return mover ^ 1;
    const turn = playoutTurns[Math.floor(random() * count)] ?? 0;
    if ((turn & WIN_FLAG) !== 0) return mover;
    stack.make(ply, turn);
  }
  return NONE;
}
