import { useTranslation } from 'react-i18next';
import { currentPosition, formatTurn, type StepOptions } from '@santorini/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnalysisSide, ReplayBar } from '../analysis/ReplayControls.js';
import { useReplay } from '../analysis/useReplay.js';
import { GameLog } from '../components/GameLog.js';
import { TurnControls } from '../components/TurnControls.js';
import { useBoardFit } from '../components/useBoardFit.js';
import { gameLog } from '../game/gameLog.js';
import { awaitingConfirmation, noticeText, stepOptions, takeStep, undoStep } from '../game/localGame.js';
import { later, wordNow, type Later } from '../i18n/later.js';
import { previewSteps } from '../game/preview.js';
import { powerHint } from '../game/powerHint.js';
import { SwitchableBoard } from '../view3d/SwitchableBoard.js';
import { ApiError, failureText, type Api } from './api.js';
import { ChatPanel } from './ChatPanel.js';
import { ConnectionBadge } from './ConnectionBadge.js';
import { opponentsText, summaryText } from './gameSummaryText.js';
import { InviteLink } from './InviteLink.js';
import { NamePrompt } from './NamePrompt.js';
import { OnlineSetup } from './OnlineSetup.js';
import {
  applyOwnTurn,
  freeSeats,
  gameHistory,
  gameResultOf,
  isMyTurn,
  mySeats,
  seatToMove,
} from './onlineGame.js';
import { onlineStatus } from './onlineStatus.js';
import { loadConfirmTurns } from './preferences.js';
import type { Me, SetupStepRequest } from '@santorini/protocol';
import { ResignButton } from './ResignButton.js';
import { ResultDialog } from './ResultDialog.js';
import { resultLine, seatTitle } from './resultText.js';
import { gamePath, inviteLink, navigate } from '../lib/route.js';
import { SeatList } from './SeatList.js';
import {
  clearDraft,
  clickDraft,
  completedTurn,
  draftBoard,
  endableTurn,
  newDraft,
  passDraft,
  type TurnDraft,
} from './turnDraft.js';
import { playWithRetries } from './sendTurn.js';
import type { TurnSignals } from './turnSignals.js';
import { useLowTimeNotice } from './useLowTimeNotice.js';
import { useNow } from './useNow.js';
import { useOnlineGame } from './useOnlineGame.js';

interface Props {
  readonly api: Api;
  readonly id: string;
  /** Who is signed in; null for someone who only watches. */
  readonly me: Me | null;
  readonly onSignedIn: (me: Me) => void;
  /** Told when it becomes (or stops being) my turn here, for the tab title and notifications. */
  readonly signals?: TurnSignals | null;
}

const NO_OPTIONS: StepOptions = { steps: [], canEnd: false };

/** What a call tried, by its words' key (worded when its failure is shown). */
type AttemptKey =
  | 'online.game.couldNotTakeSeat'
  | 'online.game.notAccepted'
  | 'online.game.noRematch'
  | 'online.game.couldNotLeave'
  | 'online.game.couldNotResign';
/** Codes after which the page's picture of the game is out of date. */
const OUT_OF_DATE = new Set(['stale', 'not-your-turn', 'finished', 'illegal']);

/**
 * An online game: the board (a turn is put together on it as in local play and sent when complete),
 * the seats and who holds them, the connection, chat, the Challenger's flow, resigning, the result
 * and the rematch. Anyone without a seat watches.
 */
export function GamePage({ api, id, me, onSignedIn, signals = null }: Props) {
  const { t, i18n } = useTranslation();
  const view = useOnlineGame(api, id, me?.id ?? null);
  const { online } = view;
  const [draft, setDraft] = useState<TurnDraft | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Later | null>(null);
  const [resultClosed, setResultClosed] = useState(false);
  const [pendingSeat, setPendingSeat] = useState<number | null | undefined>(undefined);
  const [confirmTurns] = useState(() => loadConfirmTurns(window.localStorage));

  const game = online?.game ?? null;
  // A draft over an older game (a turn came since) starts again over the new one.
  const current = useMemo(
    () =>
      game === null ? null : draft !== null && draft.positions === game.positions ? draft : newDraft(game),
    [game, draft],
  );
  const mine = online === null ? [] : mySeats(online, me);
  const myTurn = online !== null && isMyTurn(online, me);
  const active = myTurn && !sending;
  const options = current !== null && active ? stepOptions(current) : NO_OPTIONS;
  const board = useMemo(
    () => (current === null ? null : draftBoard(current, active)),
    // The language too: the board's words (whose worker) are written with it.
    [current, active, i18n.language],
  );
  const log = useMemo(() => {
    if (online === null) return [];
    const { positions, turns } = gameHistory(online);
    return gameLog(positions, turns);
    // The log changes with the game's turns and the language, not with chat or seats.
  }, [game, i18n.language]);
  // A finished game, or one watched, can be looked back at and analysed (not by its players in play).
  const history = useMemo(() => (online === null ? null : gameHistory(online).positions), [game]);
  const replayable = online !== null && (online.body.result !== null || mine.length === 0);
  const replay = useReplay(replayable ? history : null);
  const now = useNow(online?.body.clocks?.running != null && online.body.result === null);
  const lowTime = useLowTimeNotice(
    online?.body.seats ?? [],
    online?.body.clocks ?? null,
    online?.body.clock,
    now,
    online === null || online.body.result !== null,
  );
  const seatsNow = online?.body.seats;
  useEffect(() => {
    if (me === null || seatsNow === undefined) return;
    signals?.report(
      { id, label: t('online.notify.yourTurn', { opponents: opponentsText(seatsNow, me.id) }) },
      myTurn,
    );
    // Reported when whose turn it is changes, not with every seats message.
  }, [signals, id, me, myTurn]);
  const title = useRef<HTMLHeadingElement>(null);
  const table = useBoardFit<HTMLElement>(board !== null);
  const loaded = online !== null;
  // Arriving from the lobby, keyboard focus starts at the game's title rather than on nothing.
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);

  if (online === null)
    return (
      <main className="online-page">
        {view.loadError === null ? (
          <p role="status">{t('online.game.loading')}</p>
        ) : (
          <div className="panel">
            <p className="notice failure" role="alert">
              {view.loadError.word()}
            </p>
            <button
              type="button"
              onClick={() => {
                navigate('/online');
              }}
            >
              {t('online.result.backToLobby')}
            </button>
          </div>
        )}
      </main>
    );

  const { body } = online;
  const result = gameResultOf(online);
  const spectator = mine.length === 0;

  /** Runs a call, showing its refusal in words. */
  const attempt = async (what: AttemptKey, call: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await call();
    } catch (failure) {
      setNotice(
        later(() => t('online.game.failed', { what: t(what), why: failureText(failure, body.players) })),
      );
      if (failure instanceof ApiError && OUT_OF_DATE.has(failure.code)) void view.refresh();
    } finally {
      setBusy(false);
    }
  };

  const send = async (from: TurnDraft, text: string) => {
    setSending(true);
    setNotice(null);
    try {
      const answer = await playWithRetries(api, id, from.turns.length, text);
      view.apply((known) => applyOwnTurn(known, answer.seq, text, answer.position));
    } catch (failure) {
      setDraft(clearDraft(from));
      setNotice(later(() => t('online.game.notPlayed', { why: failureText(failure, body.players) })));
      if (failure instanceof ApiError && OUT_OF_DATE.has(failure.code)) void view.refresh();
    } finally {
      setSending(false);
    }
  };

  const play = (next: TurnDraft) => {
    setDraft(next);
    const text = confirmTurns ? null : completedTurn(next);
    if (text !== null) void send(next, text);
  };

  const onSquare = (square: number) => {
    if (current === null || sending) return;
    if (!myTurn) {
      const seat = seatToMove(online);
      setNotice(
        later(() =>
          seat === null
            ? t('online.game.nothingToPlay')
            : spectator
              ? t('online.game.youAreWatching', { seat: seatTitle(body.seats, seat) })
              : t('online.game.waitFor', { seat: seatTitle(body.seats, seat) }),
        ),
      );
      return;
    }
    setNotice(null);
    play(clickDraft(current, square));
  };

  const join = (seat: number | null) => {
    if (me === null) {
      setPendingSeat(seat);
      return;
    }
    void attempt('online.game.couldNotTakeSeat', async () => {
      await api.join(id, seat ?? undefined);
      await view.refresh();
    });
  };

  const setupStep = (step: SetupStepRequest) => {
    void attempt('online.game.notAccepted', async () => {
      view.take((await api.setup(id, step)).game);
    });
  };

  const rematch = () => {
    void attempt('online.game.noRematch', async () => {
      if (me === null) return;
      const { id: next } = await api.rematch(id);
      const nextGame = await api.game(next);
      if (!nextGame.seats.some((seat) => seat.player?.id === me.id)) await api.join(next);
      navigate(gamePath(next));
    });
  };

  const rematchButton = (() => {
    if (spectator) return null;
    if (body.rematch === null) return { label: t('online.result.rematch'), note: null, onClick: rematch };
    const from = view.rematchFrom;
    const offeredByOther = from !== null && from.id !== me?.id;
    return {
      label: offeredByOther ? t('online.result.acceptRematch') : t('online.result.goToRematch'),
      note: offeredByOther ? t('online.result.offersRematch', { name: from.name }) : null,
      onClick: rematch,
    };
  })();

  const free = freeSeats(online);
  const canJoin = spectator && body.status === 'open' && free.length > 0;
  // The invite button only while a seat waits for a person (not once full, nor against the AI).
  const inviting = body.status === 'open' && free.length > 0;
  const chatUnavailable =
    me === null ? t('online.chat.signIn') : view.connection !== 'live' ? t('online.chat.comesBack') : null;
  const pos = game === null ? null : currentPosition(game);
  const lastTurn = view.lastEvent?.type === 'turn' ? view.lastEvent : null;

  return (
    <main className="table online-game" ref={table}>
      <div className="board-column">
        <div className="game-bar">
          <h2 className="game-title" ref={title} tabIndex={-1}>
            {summaryText(body)}
          </h2>
          <ConnectionBadge state={view.connection} />
          {spectator && <p className="spectator-badge">{t('online.game.watching')}</p>}
          {!spectator && inviting && <InviteLink link={inviteLink(window.location.origin, id)} />}
        </div>
        {view.loadError !== null && (
          <p className="notice failure" role="alert">
            {view.loadError.word()}
          </p>
        )}
        {body.status === 'setup' && body.setup !== null && (
          <OnlineSetup
            setup={body.setup}
            seats={body.seats}
            mine={mine}
            busy={busy}
            error={wordNow(notice)}
            onStep={setupStep}
          />
        )}
        {board !== null && current !== null && pos !== null && (
          <>
            <SwitchableBoard state={replay.board ?? board} onSquare={replay.onSquare ?? onSquare} />
            <TurnControls
              status={onlineStatus(online, me, current, options, sending)}
              hint={active ? powerHint(pos, current.prefix, options) : null}
              notice={noticeText(current) ?? wordNow(notice)}
              board={previewSteps(pos, current.prefix)}
              choice={active ? current.choice : null}
              canEnd={active && options.canEnd && options.steps.length > 0}
              hasPass={active && options.steps.some((step) => step.kind === 'pass')}
              canUndoStep={active && current.prefix.length > 0}
              canUndoTurn={active && current.prefix.length > 0}
              undoable={!spectator}
              awaitingConfirmation={active && confirmTurns && awaitingConfirmation(current)}
              onChoose={(step) => {
                play(takeStep(current, step));
              }}
              onCancelChoice={() => {
                setDraft({ ...current, choice: null });
              }}
              onConfirm={() => {
                void send(current, formatTurn(current.prefix));
              }}
              onEndTurn={() => {
                const text = endableTurn(current);
                if (text === null) setNotice(later(() => t('online.game.notFinished')));
                else void send(current, text);
              }}
              onPass={() => {
                play(passDraft(current));
              }}
              onUndoStep={() => {
                setDraft(undoStep(current));
              }}
              onUndoTurn={() => {
                setDraft(clearDraft(current));
              }}
            />
            {replayable && <ReplayBar replay={replay} />}
            <AnalysisSide replay={replay} />
          </>
        )}
        {board === null && body.status !== 'setup' && (
          <p className="status" role="status">
            {onlineStatus(online, me, null, NO_OPTIONS, false)}
          </p>
        )}
        {board === null && notice !== null && body.status !== 'setup' && (
          <p className="notice failure" role="alert">
            {notice.word()}
          </p>
        )}
        <div className="game-actions">
          {!spectator && (body.status === 'open' || body.status === 'setup') && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                void attempt('online.game.couldNotLeave', async () => {
                  await api.leave(id);
                  navigate('/online');
                });
              }}
            >
              {t('online.game.leave')}
            </button>
          )}
          {!spectator && body.status === 'playing' && result === null && (
            <ResignButton
              busy={busy}
              onResign={() => {
                void attempt('online.game.couldNotResign', async () => {
                  await api.resign(id);
                  await view.refresh();
                });
              }}
            />
          )}
        </div>
        <p className="sr-only low-time-notice" aria-live="assertive">
          {lowTime}
        </p>
        <p className="sr-only" aria-live="polite">
          {lastTurn === null
            ? ''
            : t('online.game.played', { seat: seatTitle(body.seats, lastTurn.seat), turn: lastTurn.turn })}
        </p>
      </div>
      <aside className="side">
        {pendingSeat !== undefined && me === null && (
          <NamePrompt
            api={api}
            purpose={t('online.name.toTakeSeat')}
            onSignedIn={(signedIn) => {
              onSignedIn(signedIn);
              const seat = pendingSeat;
              setPendingSeat(undefined);
              void attempt('online.game.couldNotTakeSeat', async () => {
                await api.join(id, seat ?? undefined);
                await view.refresh();
              });
            }}
          />
        )}
        {canJoin && (
          <div className="panel join">
            <p>{t('online.game.waitingFor', { count: free.length })}</p>
            <button
              type="button"
              className="primary"
              onClick={() => {
                join(null);
              }}
            >
              {t('online.game.join')}
            </button>
          </div>
        )}
        <SeatList
          seats={body.seats}
          position={pos}
          me={me}
          toMove={seatToMove(online)}
          onJoin={canJoin ? join : null}
          presenceKnown={view.connection === 'live'}
          clocks={body.clocks}
          clock={body.clock}
          now={now}
        />
        <ChatPanel
          lines={body.chat}
          me={me}
          unavailable={chatUnavailable}
          error={wordNow(view.socketError)}
          onSend={(text) => {
            view.clearSocketError();
            return view.send({ type: 'chat', text });
          }}
        />
        <GameLog
          entries={log}
          {...(replayable ? { viewing: replay.at, onView: replay.view, onReplayKey: replay.press } : {})}
        />
      </aside>
      {result !== null && !resultClosed && (
        <ResultDialog
          message={resultLine(body.seats, result, mine)}
          rematch={rematchButton}
          error={wordNow(notice)}
          busy={busy}
          onLobby={() => {
            navigate('/online');
          }}
          onClose={() => {
            setResultClosed(true);
          }}
        />
      )}
    </main>
  );
}
