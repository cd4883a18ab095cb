/** Why the 3D view cannot run in this browser, or null when WebGL is there. */
export function webglMissing(doc: Document): string | null {
  try {
    const canvas = doc.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (context === null) return 'this browser has WebGL turned off or does not support it';
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  } catch (error) {
    return `WebGL failed to start (${error instanceof Error ? error.message : String(error)})`;
  }
}
