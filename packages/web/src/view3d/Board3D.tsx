import { OrbitControls } from '@react-three/drei';
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import type { BoardState } from '../board/boardState.js';
import { CAMERA } from './camera.js';
import { DOME_COLOUR, FEMALE_COLOUR, SELECTED_RING, TILE_HEIGHT, describeScene } from './scene.js';

interface Props {
  readonly state: BoardState;
  readonly onSquare: (square: number) => void;
}

/** Pointer travel (px) beyond which a press was an orbit drag, not a click. */
const DRAG = 5;

/** The board in 3D (three.js through react-three-fiber): the same state and clicks as the 2D board. */
export default function Board3D({ state, onSquare }: Props) {
  const scene = useMemo(() => describeScene(state), [state]);
  const clickOn = (square: number) => (event: ThreeEvent<MouseEvent>) => {
    // The nearest thing under the pointer takes the click; a drag turned the camera instead.
    event.stopPropagation();
    if (event.delta <= DRAG && state.interactive) onSquare(square);
  };

  return (
    <Canvas
      className="board-3d"
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ position: [...CAMERA.position], fov: CAMERA.fov, near: CAMERA.near, far: CAMERA.far }}
    >
      <color attach="background" args={['#dbeafe']} />
      <ambientLight intensity={1.1} />
      <directionalLight position={[4, 8, 5]} intensity={1.6} />
      <mesh position={[0, -0.06, 0]}>
        <boxGeometry args={[5.4, 0.1, 5.4]} />
        <meshStandardMaterial color="#4d7c0f" />
      </mesh>
      {scene.tiles.map((tile) => (
        <mesh
          key={`t${String(tile.square)}`}
          position={[tile.x, TILE_HEIGHT / 2, tile.z]}
          onClick={clickOn(tile.square)}
        >
          <boxGeometry args={[0.96, TILE_HEIGHT, 0.96]} />
          <meshStandardMaterial color={tile.colour} />
        </mesh>
      ))}
      {scene.blocks.map((block) => (
        <mesh
          key={`b${String(block.square)}-${String(block.level)}`}
          position={[block.x, block.y, block.z]}
          onClick={clickOn(block.square)}
        >
          <boxGeometry args={[block.width, block.height, block.width]} />
          <meshStandardMaterial color={block.colour} />
        </mesh>
      ))}
      {scene.domes.map((dome) => (
        <mesh
          key={`d${String(dome.square)}`}
          position={[dome.x, dome.y, dome.z]}
          onClick={clickOn(dome.square)}
        >
          <sphereGeometry args={[dome.radius, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2]} />
          <meshStandardMaterial color={DOME_COLOUR} />
        </mesh>
      ))}
      {scene.workers.map((worker) => (
        <group
          key={`w${String(worker.square)}`}
          position={[worker.x, worker.y, worker.z]}
          onClick={clickOn(worker.square)}
        >
          <mesh position={[0, 0.2, 0]}>
            <cylinderGeometry args={[0.13, 0.2, 0.4, 20]} />
            <meshStandardMaterial color={worker.colour} />
          </mesh>
          {worker.selected && (
            <mesh position={[0, 0.03, 0]} rotation={[-Math.PI / 2, 0, 0]}>
              <torusGeometry args={[0.28, 0.04, 8, 32]} />
              <meshStandardMaterial color={SELECTED_RING} />
            </mesh>
          )}
          <mesh position={[0, 0.5, 0]}>
            <sphereGeometry args={[0.12, 16, 12]} />
            <meshStandardMaterial color={worker.colour} />
          </mesh>
          {worker.female && (
            <mesh position={[0, 0.64, 0]}>
              <coneGeometry args={[0.09, 0.14, 12]} />
              <meshStandardMaterial color={FEMALE_COLOUR} />
            </mesh>
          )}
        </group>
      ))}
      <OrbitControls
        target={[...CAMERA.target]}
        enablePan={false}
        minDistance={4}
        maxDistance={14}
        maxPolarAngle={Math.PI / 2.2}
      />
    </Canvas>
  );
}
