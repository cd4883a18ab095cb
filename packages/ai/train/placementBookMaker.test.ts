import { describe, expect, it } from 'vitest';
import { bookFromScores, bookModuleSource, firstPairClasses, repliesTo } from './placementBookMaker.js';

describe('the placement book maker', () => {
  it('lists one first pair a symmetry class (49) and 253 replies to each', () => {
    const classes = firstPairClasses();
    expect(classes).toHaveLength(49);
    expect(classes).toContain('a1 b1');
    expect(classes).not.toContain('a1 a2'); // the same class as a1 b1, turned
    for (const first of classes) {
      const replies = repliesTo(first);
      expect(replies).toHaveLength(253);
      expect(replies.some((reply) => reply.split(' ').some((sq) => first.split(' ').includes(sq)))).toBe(
        false,
      );
    }
  });

  it("replies to each class with the first placer's lowest score, and places first where that is highest", () => {
    const book = bookFromScores(
      [
        {
          first: 'c2 c3',
          replies: [
            { reply: 'b2 b3', score: 40 },
            { reply: 'd2 d3', score: -10 },
            { reply: 'a1 e5', score: 90 },
          ],
        },
        {
          first: 'a1 a2',
          replies: [
            { reply: 'c3 c4', score: -80 },
            { reply: 'b2 b3', score: 5 },
          ],
        },
        {
          first: 'b2 c3',
          replies: [
            { reply: 'a1 a2', score: 30 },
            { reply: 'd4 e5', score: 20 },
          ],
        },
      ],
      8,
      'npm run train:book -- --depth 8',
    );
    expect(book.first).toEqual({ pair: 'b2 c3', score: 20 });
    expect(book.replies).toEqual({
      'a1 a2': { pair: 'c3 c4', score: 80 },
      'b2 c3': { pair: 'd4 e5', score: -20 },
      'c2 c3': { pair: 'd2 d3', score: 10 },
    });
    const source = bookModuleSource(book);
    expect(source).toContain("first: { pair: 'b2 c3', score: 20 }");
    expect(source).toContain("'a1 a2': { pair: 'c3 c4', score: 80 },");
  });
});
