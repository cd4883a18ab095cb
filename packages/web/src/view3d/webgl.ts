import { t } from '../i18n/i18n.js';

/** Why the 3D view cannot run in this browser, or null when WebGL is there. */
export function webglMissing(doc: Document): string | null {
  try {
    const canvas = doc.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (context === null) return t('pages.view3d.noWebgl');
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  } catch (error) {
    return t('pages.view3d.webglFailed', { why: error instanceof Error ? error.message : String(error) });
  }
}
