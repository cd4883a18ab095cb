import type { ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { DOME_COLOUR, DOME_DRUM } from './palette.js';
import type { DomeShape } from './scene.js';
import { useDropIn, useFadeOut } from './useEntrance.js';

interface Props {
  readonly dome: DomeShape;
  readonly onClick: (event: ThreeEvent<MouseEvent>) => void;
  /** Built during the game: it drops into place. */
  readonly enter: boolean;
  /** When it was removed (it fades away), or null. */
  readonly leftAt: number | null;
}

/** A blue hemisphere on a short white drum with a small finial: a dome by its shape, on any level. */
export function Dome({ dome, onClick, enter, leftAt }: Props) {
  const group = useRef<Group>(null);
  useDropIn(group, enter);
  useFadeOut(group, leftAt);
  const cap = dome.radius * 0.96;
  return (
    <group ref={group} position={[dome.x, dome.y, dome.z]} onClick={onClick}>
      <mesh position={[0, dome.drumHeight / 2, 0]} castShadow receiveShadow>
        <cylinderGeometry args={[dome.radius, dome.radius, dome.drumHeight, 32]} />
        <meshStandardMaterial color={DOME_DRUM} roughness={0.8} />
      </mesh>
      <mesh position={[0, dome.drumHeight, 0]} castShadow>
        <sphereGeometry args={[cap, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2]} />
        <meshStandardMaterial color={DOME_COLOUR} roughness={0.3} />
      </mesh>
      <mesh position={[0, dome.drumHeight + cap + 0.025, 0]}>
        <sphereGeometry args={[0.035, 12, 8]} />
        <meshStandardMaterial color={DOME_DRUM} />
      </mesh>
    </group>
  );
}
