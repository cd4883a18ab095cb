import { CanvasTexture, SRGBColorSpace } from 'three';

const cache = new Map<string, CanvasTexture>();

/** A round badge with a letter or number on it (a seat letter, a hint's rank), drawn once per look. */
export function badgeTexture(text: string, fill: string, ink: string): CanvasTexture {
  const key = `${text}|${fill}|${ink}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context !== null) {
    context.beginPath();
    context.arc(size / 2, size / 2, size / 2 - 3, 0, Math.PI * 2);
    context.fillStyle = fill;
    context.fill();
    context.lineWidth = 5;
    context.strokeStyle = ink;
    context.stroke();
    context.fillStyle = ink;
    context.font = 'bold 36px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, size / 2, size / 2 + 2);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  cache.set(key, texture);
  return texture;
}
