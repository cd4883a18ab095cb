// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, settle, type Rendered } from '../testing/render.js';
import { createApi, type FetchLike } from './api.js';
import type { Me } from '@santorini/protocol';
import { NamePrompt } from './NamePrompt.js';

type Props = Parameters<typeof NamePrompt>[0];

describe('the name prompt', () => {
  let shown: Rendered<Props> | undefined;
  afterEach(() => {
    shown?.unmount();
  });

  const input = (name: string) => {
    const found = shown?.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (found === null || found === undefined) throw new Error(`no ${name} field`);
    return found;
  };
  /** A choice of the segmented control, found by its visible name. */
  const choice = (name: string) => {
    const labels = [...(shown?.container.querySelectorAll('label.segment') ?? [])];
    const found = labels.find((label) => label.textContent === name)?.querySelector('input');
    if (found === null || found === undefined) throw new Error(`no ${name} choice`);
    return found;
  };

  it('starts a guest session under the typed name', async () => {
    const bodies: unknown[] = [];
    const fetcher: FetchLike = (_url, init) => {
      bodies.push(JSON.parse(init?.body as string));
      return Promise.resolve(
        new Response(JSON.stringify({ player: { id: 'p1', name: 'Ann' }, token: 't' }), { status: 201 }),
      );
    };
    const signedIn: Me[] = [];
    shown = render(NamePrompt, { api: createApi(fetcher), onSignedIn: (me) => signedIn.push(me) });
    expect(document.activeElement).toBe(input('name'));
    shown.type(input('name'), ' Ann ');
    shown.click(shown.button('Continue'));
    await settle();
    expect(bodies).toEqual([{ name: 'Ann' }]);
    expect(signedIn).toEqual([{ id: 'p1', name: 'Ann', account: false }]);
  });

  it("asks for a password to log in, and shows the server's refusal in its words", async () => {
    const fetcher: FetchLike = () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'unauthorized', message: 'wrong name or password' }), {
          status: 401,
        }),
      );
    const signedIn: Me[] = [];
    shown = render(NamePrompt, { api: createApi(fetcher), onSignedIn: (me) => signedIn.push(me) });
    shown.click(choice('Log in'));
    shown.type(input('name'), 'Ann');
    shown.type(input('password'), 'short');
    const submit = [...shown.container.querySelectorAll('button[type="submit"]')][0] as HTMLButtonElement;
    shown.click(submit);
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toBe(
      'A password has at least 8 characters.',
    );
    shown.type(input('password'), 'long enough');
    shown.click(submit);
    await settle();
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toBe('wrong name or password');
    expect(signedIn).toEqual([]);
  });

  it('says that a name taken belongs to an account, not that a seat is taken', async () => {
    const fetcher: FetchLike = () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: 'taken',
            message: 'that name belongs to an account: log in, or choose another name',
          }),
          { status: 409 },
        ),
      );
    shown = render(NamePrompt, { api: createApi(fetcher), onSignedIn: () => undefined });
    shown.type(input('name'), 'Ann');
    shown.click(shown.button('Continue'));
    await settle();
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toBe(
      'That name belongs to an account: log in, or choose another name.',
    );
  });
});
