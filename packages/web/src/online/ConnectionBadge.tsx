import { useTranslation } from 'react-i18next';
import type { ConnectionState } from './socket.js';

/** The live connection's state, in words and by a shape (a filled dot only while live). */
export function ConnectionBadge({ state }: { readonly state: ConnectionState }) {
  const { t } = useTranslation();
  return (
    <p className={`connection connection-${state}`} role="status" data-connection={state}>
      <span className="connection-dot" aria-hidden="true" /> {t(`online.connection.${state}`)}
    </p>
  );
}
