import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './i18n/startLanguage.js';
import { Root } from './Root.js';
import { OfflineNote } from './pwa/OfflineNote.js';
import { registerOffline } from './pwa/registerOffline.js';
import './styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('the page has no #root element');
// Drawn once the language's words are here (English at once; French or Dutch after one small fetch).
void startLanguage().then(() => {
  createRoot(root).render(
    <StrictMode>
      <Root />
      <OfflineNote />
    </StrictMode>,
  );
});
registerOffline();
