import { useEffect, useMemo } from 'react';
import { Curve, QuadraticBezierCurve3, Quaternion, TubeGeometry, Vector3 } from 'three';
import { badgeTexture } from './badgeTexture.js';
import { Highlight } from './Highlight.js';
import type { ArrowShape } from './scene.js';

interface Props {
  readonly arrow: ArrowShape;
}

/** Where the arc stops and its head points down, short of the worker standing at its end. */
const END = 0.74;
const UP = new Vector3(0, 1, 0);
const ignoreClicks = () => null;

/** The first part of a curve (to `END`), so the tube stops where the arrow's head begins. */
class CurveStart extends Curve<Vector3> {
  constructor(private readonly whole: Curve<Vector3>) {
    super();
  }
  override getPoint(t: number, target = new Vector3()): Vector3 {
    return this.whole.getPoint(t * END, target);
  }
}

/** A turn as an arc from → to with a head, a mark on the square built on and, for hints, a label. */
export function Arc({ arrow }: Props) {
  const { tube, head, turn } = useMemo(() => {
    const curve = new QuadraticBezierCurve3(
      new Vector3(...arrow.from),
      new Vector3(...arrow.control),
      new Vector3(...arrow.to),
    );
    const tangent = curve.getTangent(END);
    return {
      tube: new TubeGeometry(new CurveStart(curve), 24, 0.042, 8, false),
      head: curve.getPoint(END).addScaledVector(tangent, 0.08),
      turn: new Quaternion().setFromUnitVectors(UP, tangent),
    };
  }, [arrow.from, arrow.control, arrow.to]);
  // Made here rather than declared in JSX, so React-three-fiber does not free it by itself.
  useEffect(
    () => () => {
      tube.dispose();
    },
    [tube],
  );

  return (
    <group>
      <mesh geometry={tube} raycast={ignoreClicks}>
        <meshBasicMaterial color={arrow.colour} toneMapped={false} />
      </mesh>
      <mesh position={head} quaternion={turn} raycast={ignoreClicks}>
        <coneGeometry args={[0.095, 0.2, 16]} />
        <meshBasicMaterial color={arrow.colour} toneMapped={false} />
      </mesh>
      {arrow.build !== null && (
        <Highlight
          shape="square"
          colour={arrow.colour}
          edge="#ffffff"
          at={arrow.build.at}
          size={arrow.build.size * 0.8}
        />
      )}
      {arrow.label !== null && (
        <sprite position={[...arrow.labelAt]} scale={[0.3, 0.3, 1]} raycast={ignoreClicks}>
          <spriteMaterial map={badgeTexture(arrow.label, '#ffffff', arrow.colour)} toneMapped={false} />
        </sprite>
      )}
    </group>
  );
}
