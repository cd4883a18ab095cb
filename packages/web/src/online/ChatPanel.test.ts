// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../testing/render.js';
import { ChatPanel } from './ChatPanel.js';

type Props = Parameters<typeof ChatPanel>[0];

const ANN = { id: 'p1', name: 'Ann' };
const BOB = { id: 'p2', name: 'Bob' };

describe('the chat panel', () => {
  let shown: Rendered<Props> | undefined;
  afterEach(() => {
    shown?.unmount();
  });

  const field = () => {
    const input = shown?.container.querySelector<HTMLInputElement>('input[name="chat"]');
    if (input === null || input === undefined) throw new Error('no chat field');
    return input;
  };

  it('shows the lines with "You" for mine, and sends a typed line, clearing the field', () => {
    const sent: string[] = [];
    shown = render(ChatPanel, {
      lines: [
        { from: ANN, text: 'Good luck!' },
        { from: BOB, text: 'You too.' },
      ],
      me: ANN,
      unavailable: null,
      error: null,
      onSend: (text) => {
        sent.push(text);
        return true;
      },
    });
    const lines = [...shown.container.querySelectorAll('.chat-line')].map((line) => line.textContent);
    expect(lines).toEqual(['You: Good luck!', 'Bob: You too.']);
    expect(field().maxLength).toBe(500);
    shown.type(field(), '  Well played  ');
    expect(shown.container.querySelector('#chat-count')?.textContent).toBe('15/500');
    shown.click(shown.button('Send'));
    expect(sent).toEqual(['Well played']);
    expect(field().value).toBe('');
  });

  it('marks a guest speaker with a Guest badge, and a bot with a Bot badge', () => {
    shown = render(ChatPanel, {
      lines: [
        { from: { ...BOB, guest: true }, text: 'hi' },
        { from: { id: 'p3', name: 'Robo', bot: true }, text: 'beep' },
        { from: ANN, text: 'hello' },
      ],
      me: ANN,
      unavailable: null,
      error: null,
      onSend: () => true,
    });
    const lines = [...shown.container.querySelectorAll('.chat-line')].map((line) => line.textContent);
    expect(lines).toEqual(['BobGuest: hi', 'RoboBot: beep', 'You: hello']);
    expect(shown.container.querySelector('.chat-line .guest-badge')?.textContent).toBe('Guest');
  });

  it('keeps a line that could not go out, and says why', () => {
    shown = render(ChatPanel, { lines: [], me: ANN, unavailable: null, error: null, onSend: () => false });
    shown.type(field(), 'hello?');
    shown.click(shown.button('Send'));
    expect(field().value).toBe('hello?');
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toMatch(
      /^Not sent: the connection is down/,
    );
  });

  it("offers no field when one cannot chat, and shows the server's refusal", () => {
    shown = render(ChatPanel, {
      lines: [],
      me: null,
      unavailable: 'Sign in to chat.',
      error: 'You are not signed in.',
      onSend: () => true,
    });
    expect(shown.container.querySelector('input')).toBe(null);
    expect(shown.container.textContent).toContain('Sign in to chat.');
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toBe('You are not signed in.');
  });
});
