import { useEffect, useMemo } from 'react';
import { ExtrudeGeometry, Shape, ShapeGeometry } from 'three';
import { ISLAND_ROCK, ISLAND_TOP, SEA, SHALLOWS } from './palette.js';

/** How far the island's flat top reaches past the board's edge, and how deep it sinks. */
const ISLAND_SIZE = 5.6;
const ISLAND_DEPTH = 0.6;
const BEVEL = 0.08;
export const SEA_LEVEL = -0.32;

function roundedSquare(size: number, corner: number): Shape {
  const half = size / 2;
  const inner = half - corner;
  const shape = new Shape();
  shape.moveTo(-inner, -half);
  shape.lineTo(inner, -half);
  shape.absarc(inner, -inner, corner, -Math.PI / 2, 0, false);
  shape.lineTo(half, inner);
  shape.absarc(inner, inner, corner, 0, Math.PI / 2, false);
  shape.lineTo(-inner, half);
  shape.absarc(-inner, inner, corner, Math.PI / 2, Math.PI, false);
  shape.lineTo(-half, -inner);
  shape.absarc(-inner, -inner, corner, Math.PI, (Math.PI * 3) / 2, false);
  return shape;
}

/** The raised island the board stands on, its shallows, and a calm sea around it. */
export function Island() {
  const { rock, shallows } = useMemo(
    () => ({
      rock: new ExtrudeGeometry(roundedSquare(ISLAND_SIZE, 0.6), {
        depth: ISLAND_DEPTH,
        bevelEnabled: true,
        bevelThickness: BEVEL,
        bevelSize: BEVEL,
        bevelSegments: 2,
        curveSegments: 8,
      }),
      shallows: new ShapeGeometry(roundedSquare(ISLAND_SIZE + 1.2, 1.1), 8),
    }),
    [],
  );
  useEffect(
    () => () => {
      rock.dispose();
      shallows.dispose();
    },
    [rock, shallows],
  );
  return (
    <group>
      {/* Extruded downwards from the top face (y = 0), which the tiles stand on. */}
      <mesh geometry={rock} rotation={[Math.PI / 2, 0, 0]} position={[0, -BEVEL, 0]} receiveShadow>
        <meshStandardMaterial attach="material-0" color={ISLAND_TOP} roughness={1} />
        <meshStandardMaterial attach="material-1" color={ISLAND_ROCK} roughness={1} />
      </mesh>
      <mesh geometry={shallows} rotation={[-Math.PI / 2, 0, 0]} position={[0, SEA_LEVEL + 0.005, 0]}>
        <meshStandardMaterial color={SHALLOWS} roughness={0.5} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, SEA_LEVEL, 0]} receiveShadow>
        <circleGeometry args={[40, 48]} />
        <meshStandardMaterial color={SEA} roughness={0.35} />
      </mesh>
    </group>
  );
}
