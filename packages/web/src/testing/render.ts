import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// The app's i18next instance, as main.tsx sets it up: components render their words, not their keys.
import '../i18n/i18n.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A component rendered by React into a fresh element of the page (happy-dom), for component tests. */
export interface Rendered<P> {
  readonly container: HTMLElement;
  /** Renders the component again with new props. */
  update(props: Partial<P>): void;
  /** The button with exactly this text; throws when there is none. */
  button(text: string): HTMLButtonElement;
  click(element: HTMLElement): void;
  /** Types into a text area or an input the way a person does, so that React sees the change. */
  type(area: HTMLTextAreaElement | HTMLInputElement, text: string): void;
  unmount(): void;
}

export function render<P extends object>(component: FunctionComponent<P>, props: P): Rendered<P> {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(createElement(component, props));
  });
  return {
    container,
    update(next) {
      act(() => {
        root?.render(createElement(component, { ...props, ...next }));
      });
    },
    button(text) {
      const found = [...container.querySelectorAll('button')].find((element) => element.textContent === text);
      if (found === undefined) throw new Error(`no button "${text}"`);
      return found;
    },
    click(element) {
      act(() => {
        element.click();
      });
    },
    type(area, text) {
      act(() => {
        // React tracks the value it set; the prototype's setter makes the change visible to it.
        const prototype =
          area instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
        Reflect.set(prototype, 'value', text, area);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    unmount() {
      act(() => {
        root?.unmount();
      });
      container.remove();
    },
  };
}

/** Lets pending promises (a fake server's answers) settle and React render what follows. */
export const settle = (): Promise<void> =>
  act(async () => {
    await new Promise((done) => setTimeout(done, 0));
  });
