// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { emptyBoardState } from './boardState.js';
import { squareSvg } from './squareSvg.js';
import { svgNodes } from './svgNodes.js';

const holder = (node: Node): HTMLElement => {
  const div = document.createElement('div');
  div.append(node);
  return div;
};

describe('square pictures parsed once', () => {
  const worker = { level: 2, dome: false, worker: { side: 1, letter: 'W', owner: 'White', female: true } };
  const markup = squareSvg(worker, 'swap', true);

  it('makes the nodes innerHTML makes, as SVG', () => {
    const parsed = document.createElement('div');
    parsed.innerHTML = markup;
    const copied = holder(svgNodes(document)(markup));
    expect(copied.innerHTML).toBe(parsed.innerHTML);
    expect(copied.querySelector('svg')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('hands out a fresh copy each time, for this document', () => {
    const nodes = svgNodes(document);
    const first = holder(nodes(markup));
    const second = holder(nodes(markup));
    first.querySelector('.worker')?.setAttribute('fill', 'red');
    expect(second.querySelector('.worker')?.getAttribute('fill')).not.toBe('red');
    expect(second.querySelector('svg')?.ownerDocument).toBe(document);
    const empty = emptyBoardState().squares[0];
    if (empty === undefined) throw new Error('no square');
    expect(holder(nodes(squareSvg(empty, undefined, false))).innerHTML).not.toBe(first.innerHTML);
  });
});
