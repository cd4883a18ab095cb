/** The web app manifest: what an installed Santorini is called and looks like. */
export const WEB_MANIFEST = {
  name: 'Santorini',
  short_name: 'Santorini',
  description: 'Play the board game Santorini against people or the AI, online or offline.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1e3a8a',
  background_color: '#f3f1ea',
  icons: [
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
