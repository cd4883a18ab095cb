/** Base64 for the weight file, in plain TypeScript (no `atob`/`Buffer`: the package has no DOM or Node APIs). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out += ALPHABET.charAt((triple >> 18) & 63);
    out += ALPHABET.charAt((triple >> 12) & 63);
    out += i + 1 < bytes.length ? ALPHABET.charAt((triple >> 6) & 63) : '=';
    out += i + 2 < bytes.length ? ALPHABET.charAt(triple & 63) : '=';
  }
  return out;
}

/** The bytes of `text`, or null when it is not base64 (with `=` padding). */
export function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    let triple = 0;
    for (let k = 0; k < 4; k++) {
      const code = text.charCodeAt(i + k);
      const isPad = code === 61 && i + k >= text.length - padding;
      const value = isPad ? 0 : code < 128 ? (VALUE[code] ?? -1) : -1;
      if (value < 0) return null;
      triple = (triple << 6) | value;
    }
    if (at < bytes.length) bytes[at++] = (triple >> 16) & 255;
    if (at < bytes.length) bytes[at++] = (triple >> 8) & 255;
    if (at < bytes.length) bytes[at++] = triple & 255;
  }
  return bytes;
}
