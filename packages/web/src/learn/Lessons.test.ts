import { describe, expect, it } from 'vitest';
import { flatten } from '../i18n/catalogKeys.js';
import { en } from '../i18n/locales/en/index.js';
import { LESSONS, lessonKey } from './Lessons.js';

describe('the lessons', () => {
  it('name only words the catalog has: a title, each paragraph and list item, each diagram', () => {
    const english = flatten(en);
    const keys = LESSONS.flatMap((lesson) => [
      lessonKey(lesson.id, 'title'),
      ...lesson.body.flat().map((part) => lessonKey(lesson.id, part)),
      ...lesson.diagrams.map((diagram) => lessonKey(lesson.id, diagram.label)),
    ]);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(20);
  });

  it('leave no word of the catalog unused', () => {
    const used = new Set<string>(
      LESSONS.flatMap((lesson) => [
        lessonKey(lesson.id, 'title'),
        ...lesson.body.flat().map((part) => lessonKey(lesson.id, part)),
        ...lesson.diagrams.map((diagram) => lessonKey(lesson.id, diagram.label)),
      ]),
    );
    const written = [...flatten(en).keys()].filter((key) => key.startsWith('pages.learn.lessons.'));
    expect(written.filter((key) => !used.has(key))).toEqual([]);
  });
});
