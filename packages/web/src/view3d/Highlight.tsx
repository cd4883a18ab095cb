import type { ThreeEvent } from '@react-three/fiber';
import { grownPiece, highlightPieces, type HighlightPiece, type HighlightShapeKind } from './highlights.js';
import type { Point } from './scene.js';

interface Props {
  readonly shape: HighlightShapeKind;
  readonly colour: string;
  readonly edge: string;
  readonly at: Point;
  readonly size: number;
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void;
}

const RIM = 0.018;
const FLAT = -Math.PI / 2;

function Piece({ piece, colour, lift }: { piece: HighlightPiece; colour: string; lift: number }) {
  const material = <meshBasicMaterial color={colour} toneMapped={false} />;
  switch (piece.kind) {
    case 'ring':
      return (
        <mesh position={[0, lift, 0]} rotation={[FLAT, 0, piece.turn]}>
          <ringGeometry args={[piece.inner, piece.outer, piece.sides]} />
          {material}
        </mesh>
      );
    case 'disc':
      return (
        <mesh position={[piece.dx, lift, piece.dz]} rotation={[FLAT, 0, piece.turn]}>
          <circleGeometry args={[piece.radius, piece.sides]} />
          {material}
        </mesh>
      );
    case 'bar':
      return (
        <mesh position={[0, lift, 0]} rotation={[FLAT, 0, piece.turn]}>
          <planeGeometry args={[piece.length, piece.width]} />
          {material}
        </mesh>
      );
  }
}

/** A flat mark hovering on the top of a stack: its pieces in colour over a darker rim. */
export function Highlight({ shape, colour, edge, at, size, onClick }: Props) {
  const pieces = highlightPieces(shape, size);
  return (
    <group position={[...at]} onClick={onClick}>
      {pieces.map((piece, index) => (
        <Piece key={`rim${String(index)}`} piece={grownPiece(piece, RIM)} colour={edge} lift={0} />
      ))}
      {pieces.map((piece, index) => (
        <Piece key={`top${String(index)}`} piece={piece} colour={colour} lift={0.004} />
      ))}
    </group>
  );
}
