import { OrbitControls } from '@react-three/drei';
import { Canvas, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { BoardState } from '../board/boardState.js';
import { Arc } from './Arc.js';
import { CAMERA } from './camera.js';
import { Dome } from './Dome.js';
import { Highlight } from './Highlight.js';
import { Island } from './Island.js';
import { SKY } from './palette.js';
import { Pawn } from './Pawn.js';
import { TILE_HEIGHT, TILE_WIDTH, describeScene } from './scene.js';
import { Tier } from './Tier.js';
import { useLeavers } from './useEntrance.js';
import { useWorkerIds } from './useWorkerIds.js';

interface Props {
  readonly state: BoardState;
  readonly onSquare: (square: number) => void;
}

/** Pointer travel (px) beyond which a press was an orbit drag, not a click. */
const DRAG = 5;

/** The board in 3D (three.js through react-three-fiber): the same state and clicks as the 2D board. */
export default function Board3D({ state, onSquare }: Props) {
  const scene = useMemo(() => describeScene(state), [state]);
  const workerIds = useWorkerIds(scene.workers);
  const blocks = useLeavers(
    useMemo(
      () =>
        scene.blocks.map((block) => ({
          key: `b${String(block.square)}-${String(block.level)}`,
          item: block,
        })),
      [scene],
    ),
  );
  const domes = useLeavers(
    useMemo(() => scene.domes.map((dome) => ({ key: `d${String(dome.square)}`, item: dome })), [scene]),
  );
  const workers = useLeavers(
    useMemo(
      () => scene.workers.map((worker, index) => ({ key: `w${String(workerIds[index])}`, item: worker })),
      [scene, workerIds],
    ),
  );
  // Pieces there when the board is first drawn stand still; those built later drop in.
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
  }, []);
  const enter = drawn.current;
  const clickOn = (square: number) => (event: ThreeEvent<MouseEvent>) => {
    // The nearest thing under the pointer takes the click; a drag turned the camera instead.
    event.stopPropagation();
    if (event.delta <= DRAG && state.interactive) onSquare(square);
  };
  const ignore = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
  };

  return (
    <Canvas
      className="board-3d"
      frameloop="demand"
      shadows="percentage"
      dpr={[1, 2]}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ position: [...CAMERA.position], fov: CAMERA.fov, near: CAMERA.near, far: CAMERA.far }}
    >
      <color attach="background" args={[SKY]} />
      <fog attach="fog" args={[SKY, 14, 34]} />
      <hemisphereLight args={['#fffaf0', '#b89a70', 1.1]} />
      <directionalLight
        position={[-4.5, 7, -2]}
        intensity={2.4}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-bias={-0.0005}
        shadow-normalBias={0.02}
        shadow-camera-left={-4}
        shadow-camera-right={4}
        shadow-camera-top={4}
        shadow-camera-bottom={-4}
        shadow-camera-near={1}
        shadow-camera-far={20}
      />
      <Island />
      {scene.tiles.map((tile) => (
        <mesh
          key={`t${String(tile.square)}`}
          position={[tile.x, TILE_HEIGHT / 2, tile.z]}
          onClick={clickOn(tile.square)}
          receiveShadow
        >
          <boxGeometry args={[TILE_WIDTH, TILE_HEIGHT, TILE_WIDTH]} />
          <meshStandardMaterial color={tile.colour} roughness={0.95} />
        </mesh>
      ))}
      {blocks.map(({ key, item: block, leftAt }) => (
        <Tier
          key={key}
          block={block}
          enter={enter}
          leftAt={leftAt}
          onClick={leftAt === null ? clickOn(block.square) : ignore}
        />
      ))}
      {domes.map(({ key, item: dome, leftAt }) => (
        <Dome
          key={key}
          dome={dome}
          enter={enter}
          leftAt={leftAt}
          onClick={leftAt === null ? clickOn(dome.square) : ignore}
        />
      ))}
      {scene.highlights.map((highlight) => (
        <Highlight
          key={`h${String(highlight.square)}-${highlight.kind}`}
          shape={highlight.shape}
          colour={highlight.colour}
          edge={highlight.edge}
          at={[highlight.x, highlight.y, highlight.z]}
          size={highlight.size}
          onClick={clickOn(highlight.square)}
        />
      ))}
      {workers.map(({ key, item: worker, leftAt }) => (
        <Pawn
          key={key}
          worker={worker}
          leftAt={leftAt}
          onClick={leftAt === null ? clickOn(worker.square) : ignore}
        />
      ))}
      {scene.arrows.map((arrow, index) => (
        <Arc key={`a${String(index)}`} arrow={arrow} />
      ))}
      <OrbitControls
        target={[...CAMERA.target]}
        enablePan={false}
        minDistance={4}
        maxDistance={14}
        maxPolarAngle={Math.PI / 2.3}
      />
    </Canvas>
  );
}
