import type { ThreeEvent } from '@react-three/fiber';
import { DOME_COLOUR, DOME_DRUM } from './palette.js';
import type { DomeShape } from './scene.js';

interface Props {
  readonly dome: DomeShape;
  readonly onClick: (event: ThreeEvent<MouseEvent>) => void;
}

/** A blue hemisphere on a short white drum with a small finial: a dome by its shape, on any level. */
export function Dome({ dome, onClick }: Props) {
  const cap = dome.radius * 0.96;
  return (
    <group position={[dome.x, dome.y, dome.z]} onClick={onClick}>
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
