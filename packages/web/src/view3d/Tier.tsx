import type { ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { TIER_LEDGE } from './palette.js';
import type { BlockShape } from './scene.js';
import { useDropIn, useFadeOut } from './useEntrance.js';

interface Props {
  readonly block: BlockShape;
  readonly onClick: (event: ThreeEvent<MouseEvent>) => void;
  /** Built during the game: it drops into place. */
  readonly enter: boolean;
  /** When it was removed (it fades away), or null. */
  readonly leftAt: number | null;
}

const PLINTH = 0.04;

/** One whitewashed tier of a tower on a darker plinth, so every step shows a line at its foot. */
export function Tier({ block, onClick, enter, leftAt }: Props) {
  const group = useRef<Group>(null);
  useDropIn(group, enter);
  useFadeOut(group, leftAt);
  return (
    <group ref={group} position={[block.x, block.y, block.z]} onClick={onClick}>
      <mesh position={[0, PLINTH / 2, 0]} castShadow receiveShadow>
        <boxGeometry args={[block.width, block.height - PLINTH, block.width]} />
        <meshStandardMaterial color={block.colour} roughness={0.9} />
      </mesh>
      <mesh position={[0, PLINTH / 2 - block.height / 2, 0]} castShadow receiveShadow>
        <boxGeometry args={[block.width + 0.02, PLINTH, block.width + 0.02]} />
        <meshStandardMaterial color={TIER_LEDGE} roughness={0.9} />
      </mesh>
    </group>
  );
}
