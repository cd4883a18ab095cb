import type { ReactNode } from 'react';
import type { DiagramPictureProps } from './DiagramPicture.js';

interface Lesson {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
  readonly diagrams: readonly DiagramPictureProps[];
}

/** The short lessons, in the order a new player needs them. */
export const LESSONS: readonly Lesson[] = [
  {
    id: 'setup',
    title: 'The board and the workers',
    body: (
      <>
        <p>
          Santorini is played on a board of 5 × 5 squares. Each player has two workers. The start player puts
          both of theirs on any empty squares, then the other player does the same.
        </p>
        <p>Everyone starts on the ground: nothing is built yet.</p>
      </>
    ),
    diagrams: [
      {
        label: 'An empty 5 by 5 board with two Blue workers (B) and two White workers (W) on the ground.',
        rows: ['0 0 0 0 0', '0 0B 0 0W 0', '0 0 0 0 0', '0 0W 0 0B 0', '0 0 0 0 0'],
      },
    ],
  },
  {
    id: 'turn',
    title: 'A turn: move, then build',
    body: (
      <p>
        On your turn, pick one of your workers. It <strong>moves</strong>, and then the same worker{' '}
        <strong>builds</strong>. Both, always in that order.
      </p>
    ),
    diagrams: [
      {
        label:
          'Blue’s worker moves one square to the right (the arrow), then builds on a square next to it (the amber square).',
        rows: ['0 0 0', '0 0BS 0b', '0 0 0'],
        arrows: [
          [
            [0, 1],
            [1, 1],
          ],
        ],
      },
    ],
  },
  {
    id: 'moving',
    title: 'Moving',
    body: (
      <>
        <p>
          A worker moves one square in any direction, diagonals included, onto a square with no worker and no
          dome.
        </p>
        <ul>
          <li>Up: one level at most.</li>
          <li>Down: any number of levels.</li>
          <li>Or along the same level.</li>
        </ul>
      </>
    ),
    diagrams: [
      {
        label:
          'Blue’s worker stands on level 1. Green dots: it may move to level 2, level 1 or the ground. Red crosses: it may not climb to level 3 (two levels up), nor move onto the dome or onto the White worker.',
        rows: ['2m 3x 0m', '1m 1BS 3Dx', '0Wx 0m 2m'],
      },
    ],
  },
  {
    id: 'building',
    title: 'Building',
    body: (
      <>
        <p>
          After moving, the worker builds on one of the squares next to it that has no worker and no dome.
          Each build adds one level:
        </p>
        <ul>
          <li>the ground becomes level 1, then level 2, then level 3;</li>
          <li>on level 3 the next piece is a dome.</li>
        </ul>
      </>
    ),
    diagrams: [
      {
        label:
          'Amber squares: Blue’s worker may build a block on the ground, on level 1 or on level 2, or a dome on level 3. Red crosses: not on the White worker’s square, not on the dome.',
        rows: ['0b 1b 2b', '3b 0BS 0Wx', '3Dx 0b 1b'],
      },
    ],
  },
  {
    id: 'domes',
    title: 'Domes',
    body: (
      <>
        <p>
          A dome on level 3 makes a <strong>Complete Tower</strong>. No worker can ever stand on a dome, and
          nothing is built on it.
        </p>
        <p>
          Domes are how you stop a climb: when an opponent on level 2 stands next to a level 3, put a dome on
          it.
        </p>
      </>
    ),
    diagrams: [
      {
        label: 'One square built up: the ground, level 1, level 2, level 3, and level 3 with a dome on top.',
        rows: ['0 1 2 3 3D'],
      },
    ],
  },
  {
    id: 'winning',
    title: 'Winning',
    body: (
      <>
        <p>
          You win at once when one of your workers <strong>moves up onto level 3</strong> on your turn: no
          build after it. Moving from one level 3 to another does not win.
        </p>
        <p>
          You also win when your opponent cannot play a whole turn: a player who cannot move a worker, or
          cannot build after moving, loses.
        </p>
      </>
    ),
    diagrams: [
      {
        label: 'Blue’s worker on level 2 moves up onto the level-3 square next to it: Blue wins.',
        rows: ['1 2 3m', '0 2BS 3Dx', '0 1 0'],
        arrows: [
          [
            [1, 1],
            [2, 0],
          ],
        ],
      },
      {
        label:
          'White’s worker on the ground is walled in: every square around it is two or more levels up, or domed. If White’s other worker cannot move either, White loses.',
        rows: ['3D 2x 3D', '2x 0W 3x', '3D 2x 3D'],
      },
    ],
  },
  {
    id: 'powers',
    title: 'God Powers',
    body: (
      <>
        <p>
          With God Powers, each player holds a god’s card. The card says <em>when</em> the power works (for
          example “Your Move” or “Opponent’s Turn”) and how it changes the rules; every other rule still
          holds. What a card says you cannot or must do is a rule too.
        </p>
        <ul>
          <li>
            A worker that is <strong>forced</strong> (swapped, pushed) has not moved: it cannot win that way.
          </li>
          <li>Domes are not blocks: a power about blocks never means domes.</li>
          <li>Games of 3 or 4 players always use God Powers.</li>
        </ul>
        <p>
          Every card, with its full text and the tricky cases, is <a href="#power-cards">listed below</a>.
        </p>
      </>
    ),
    diagrams: [
      {
        label:
          'Apollo: Blue’s worker may move onto the White worker’s square (green ring). The White worker is forced into the square Blue left.',
        rows: ['0 1 0', '0BS 1Wm 0', '0 0 0'],
        arrows: [
          [
            [0, 1],
            [1, 1],
          ],
        ],
      },
    ],
  },
];
