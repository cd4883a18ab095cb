import type { ThreeEvent } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { Vector2, type Group } from 'three';
import { badgeTexture } from './badgeTexture.js';
import { BADGE_Y, HEAD_RADIUS, HEAD_Y, PAWN_PROFILE } from './pawnProfile.js';
import type { WorkerShape } from './scene.js';
import { useGlide } from './useGlide.js';

interface Props {
  readonly worker: WorkerShape;
  readonly onClick: (event: ThreeEvent<MouseEvent>) => void;
}

const CROWN_POINTS = 5;

/** A worker: a turned pawn in its seat colour with its letter on a badge; the female crowned. */
export function Pawn({ worker, onClick }: Props) {
  const group = useRef<Group>(null);
  useGlide(group, [worker.x, worker.y, worker.z]);
  const profile = useMemo(() => PAWN_PROFILE.map(([radius, height]) => new Vector2(radius, height)), []);
  const paint = <meshStandardMaterial color={worker.colour} roughness={0.45} />;

  return (
    <group ref={group} onClick={onClick}>
      <mesh castShadow>
        <latheGeometry args={[profile, 28]} />
        {paint}
      </mesh>
      {worker.model === 'pawn' ? (
        <mesh position={[0, HEAD_Y, 0]} castShadow>
          <sphereGeometry args={[HEAD_RADIUS, 20, 14]} />
          {paint}
        </mesh>
      ) : (
        <group position={[0, HEAD_Y, 0]}>
          <mesh castShadow>
            <sphereGeometry args={[HEAD_RADIUS * 0.85, 20, 14]} />
            {paint}
          </mesh>
          {/* The crown, in the letter's colour so it stands out from the pawn. */}
          <mesh position={[0, 0.085, 0]} castShadow>
            <cylinderGeometry args={[0.1, 0.085, 0.06, 20, 1, true]} />
            <meshStandardMaterial color={worker.textColour} roughness={0.35} side={2} />
          </mesh>
          {Array.from({ length: CROWN_POINTS }, (_, index) => {
            const angle = (index / CROWN_POINTS) * Math.PI * 2;
            return (
              <mesh
                key={index}
                position={[Math.cos(angle) * 0.095, 0.14, Math.sin(angle) * 0.095]}
                castShadow
              >
                <coneGeometry args={[0.028, 0.06, 8]} />
                <meshStandardMaterial color={worker.textColour} roughness={0.35} />
              </mesh>
            );
          })}
        </group>
      )}
      <sprite position={[0, BADGE_Y[worker.model], 0]} scale={[0.24, 0.24, 1]}>
        <spriteMaterial
          map={badgeTexture(worker.letter, worker.colour, worker.textColour)}
          toneMapped={false}
        />
      </sprite>
    </group>
  );
}
