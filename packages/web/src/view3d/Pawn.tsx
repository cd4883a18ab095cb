import type { ThreeEvent } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { DoubleSide, Vector2, type Group } from 'three';
import { badgeTexture } from './badgeTexture.js';
import { BADGE_Y, HEAD_RADIUS, HEAD_Y, PAWN_PROFILE } from './pawnProfile.js';
import type { WorkerShape } from './scene.js';
import { useFadeOut } from './useEntrance.js';
import { useGlide } from './useGlide.js';

interface Props {
  readonly worker: WorkerShape;
  readonly onClick: (event: ThreeEvent<MouseEvent>) => void;
  /** When it left the board (it fades away), or null. */
  readonly leftAt: number | null;
}

const CROWN_POINTS = 5;
const CROWN_HEIGHT = 0.08;
/** The profile's units are a square's; drawn a little larger so a pawn reads at a glance. */
const PAWN_SCALE = 1.2;

/** A worker: a turned pawn in its seat colour with its letter on a badge; the female crowned. */
export function Pawn({ worker, onClick, leftAt }: Props) {
  const group = useRef<Group>(null);
  useGlide(group, [worker.x, worker.y, worker.z]);
  useFadeOut(group, leftAt);
  const profile = useMemo(() => PAWN_PROFILE.map(([radius, height]) => new Vector2(radius, height)), []);
  const paint = <meshStandardMaterial color={worker.colour} roughness={0.45} />;

  return (
    <group ref={group} onClick={onClick}>
      <group scale={PAWN_SCALE}>
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
          <group position={[0, HEAD_Y - HEAD_RADIUS * 0.4, 0]}>
            {/* A crown for a head: a flared band with points, in the letter's colour so it stands out. */}
            <mesh position={[0, CROWN_HEIGHT / 2, 0]} castShadow>
              <cylinderGeometry args={[0.12, 0.085, CROWN_HEIGHT, 20, 1, true]} />
              <meshStandardMaterial color={worker.textColour} roughness={0.35} side={DoubleSide} />
            </mesh>
            <mesh position={[0, 0.02, 0]}>
              <cylinderGeometry args={[0.09, 0.085, 0.04, 20]} />
              {paint}
            </mesh>
            {Array.from({ length: CROWN_POINTS }, (_, index) => {
              const angle = (index / CROWN_POINTS) * Math.PI * 2;
              return (
                <mesh
                  key={index}
                  position={[Math.cos(angle) * 0.105, CROWN_HEIGHT + 0.045, Math.sin(angle) * 0.105]}
                  castShadow
                >
                  <coneGeometry args={[0.035, 0.09, 8]} />
                  <meshStandardMaterial color={worker.textColour} roughness={0.35} />
                </mesh>
              );
            })}
          </group>
        )}
      </group>
      <sprite position={[0, BADGE_Y[worker.model] * PAWN_SCALE, 0]} scale={[0.3, 0.3, 1]}>
        <spriteMaterial
          map={badgeTexture(worker.letter, worker.colour, worker.textColour)}
          toneMapped={false}
        />
      </sprite>
    </group>
  );
}
