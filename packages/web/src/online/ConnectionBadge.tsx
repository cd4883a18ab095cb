import type { ConnectionState } from './socket.js';

const WORDS: Readonly<Record<ConnectionState, string>> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

/** The live connection's state, in words and by a shape (a filled dot only while live). */
export function ConnectionBadge({ state }: { readonly state: ConnectionState }) {
  return (
    <p className={`connection connection-${state}`} role="status" data-connection={state}>
      <span className="connection-dot" aria-hidden="true" /> {WORDS[state]}
    </p>
  );
}
