import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { CHAT_LIMIT, type ChatLine, type PlayerRef } from '@santorini/protocol';
import { Slot, SLOT } from '../i18n/Slot.js';
import { PlayerBadge } from './PlayerLink.js';
import { speaker } from './resultText.js';
import { later, type Later } from '../i18n/later.js';

interface Props {
  readonly lines: readonly ChatLine[];
  readonly me: PlayerRef | null;
  /** Why one cannot chat now (not signed in, not connected), or null. */
  readonly unavailable: string | null;
  /** Sends a line; false when it could not go out. */
  readonly onSend: (text: string) => boolean;
  /** The server's refusal of a line, shown until the next one. */
  readonly error: string | null;
}

/** The game's chat: players and spectators with a name, lines up to 500 characters. */
export function ChatPanel({ lines, me, unavailable, onSend, error }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Later | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lines.length]);

  const send = () => {
    const line = text.trim();
    if (line === '') return;
    if (line.length > CHAT_LIMIT) {
      setProblem(later(() => t('online.chat.tooLong', { limit: CHAT_LIMIT })));
      return;
    }
    if (onSend(line)) {
      setText('');
      setProblem(null);
    } else setProblem(later(() => t('online.chat.notSent')));
  };

  return (
    <section className="panel chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('online.chat.title')}</h2>
      {lines.length === 0 ? (
        <p className="empty">{t('online.chat.empty')}</p>
      ) : (
        <ol ref={list} className="chat-lines" aria-live="polite" aria-relevant="additions">
          {lines.map((line, index) => (
            <li key={index} className={line.from.id === me?.id ? 'chat-line mine' : 'chat-line'}>
              <strong>
                <Slot text={t('online.chat.speaker', { name: SLOT })}>
                  {speaker(line.from, me)}
                  {line.from.id !== me?.id && <PlayerBadge player={line.from} />}
                </Slot>
              </strong>{' '}
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      {unavailable !== null ? (
        <p className="hint">{unavailable}</p>
      ) : (
        <form
          className="chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label className="field">
            {t('online.chat.message')}
            <input
              name="chat"
              value={text}
              maxLength={CHAT_LIMIT}
              aria-describedby="chat-count"
              onChange={(event) => {
                setText(event.target.value);
              }}
            />
          </label>
          <span id="chat-count" className="hint">
            {text.length}/{CHAT_LIMIT}
          </span>
          <button type="submit">{t('online.chat.send')}</button>
        </form>
      )}
      {(problem?.word() ?? error) !== null && (
        <p className="notice failure" role="alert">
          {problem?.word() ?? error}
        </p>
      )}
    </section>
  );
}
