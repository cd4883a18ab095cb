import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { en } from '../i18n/locales/en/index.js';
import { DiagramPicture, type DiagramPictureProps } from './DiagramPicture.js';

type LessonWords = (typeof en)['pages']['learn']['lessons'];
type LessonId = keyof LessonWords;
/** The key of one of a lesson's words: a paragraph (`p1`), a list item (`li1`), a diagram (`diagram1`). */
type Part<Id extends LessonId> = Exclude<keyof LessonWords[Id], 'title'> & string;

interface Lesson<Id extends LessonId = LessonId> {
  readonly id: Id;
  /** The text in order: a paragraph's key, or a list's items' keys. */
  readonly body: readonly (Part<Id> | readonly Part<Id>[])[];
  /** Each diagram with the key of its words (`label`, read out and shown under it). */
  readonly diagrams: readonly (Omit<DiagramPictureProps, 'label'> & { readonly label: Part<Id> })[];
}

const lesson = <Id extends LessonId>(definition: Lesson<Id>): Lesson => definition as unknown as Lesson;

/** The short lessons, in the order a new player needs them; their words are in the catalog, under pages.learn.lessons. */
export const LESSONS: readonly Lesson[] = [
  lesson({
    id: 'setup',
    body: ['p1', 'p2'],
    diagrams: [
      { label: 'diagram1', rows: ['0 0 0 0 0', '0 0B 0 0W 0', '0 0 0 0 0', '0 0W 0 0B 0', '0 0 0 0 0'] },
    ],
  }),
  lesson({
    id: 'turn',
    body: ['p1'],
    diagrams: [
      {
        label: 'diagram1',
        rows: ['0 0 0', '0 0BS 0b', '0 0 0'],
        arrows: [
          [
            [0, 1],
            [1, 1],
          ],
        ],
      },
    ],
  }),
  lesson({
    id: 'moving',
    body: ['p1', ['li1', 'li2', 'li3']],
    diagrams: [{ label: 'diagram1', rows: ['2m 3x 0m', '1m 1BS 3Dx', '0Wx 0m 2m'] }],
  }),
  lesson({
    id: 'building',
    body: ['p1', ['li1', 'li2']],
    diagrams: [{ label: 'diagram1', rows: ['0b 1b 2b', '3b 0BS 0Wx', '3Dx 0b 1b'] }],
  }),
  lesson({
    id: 'domes',
    body: ['p1', 'p2'],
    diagrams: [{ label: 'diagram1', rows: ['0 1 2 3 3D'] }],
  }),
  lesson({
    id: 'winning',
    body: ['p1', 'p2'],
    diagrams: [
      {
        label: 'diagram1',
        rows: ['1 2 3m', '0 2BS 3Dx', '0 1 0'],
        arrows: [
          [
            [1, 1],
            [2, 0],
          ],
        ],
      },
      { label: 'diagram2', rows: ['3D 2x 3D', '2x 0W 3x', '3D 2x 3D'] },
    ],
  }),
  lesson({
    id: 'powers',
    body: ['p1', ['li1', 'li2', 'li3'], 'p2'],
    diagrams: [
      {
        label: 'diagram1',
        rows: ['0 1 0', '0BS 1Wm 0', '0 0 0'],
        arrows: [
          [
            [0, 1],
            [1, 1],
          ],
        ],
      },
    ],
  }),
];

/** The marks a lesson's words may hold: bold, a stress, and the link to the cards below. */
const MARKS: Readonly<Record<string, ReactElement>> = {
  strong: <strong />,
  em: <em />,
  cards: <a href="#power-cards" />,
};

type LessonKey = `pages.learn.lessons.${LessonId}.${string}`;

/** The key of one of a lesson's words (checked against the catalog by the catalogs test). */
export const lessonKey = (id: LessonId, part: string): LessonKey => `pages.learn.lessons.${id}.${part}`;

function Words({ id, part }: { readonly id: LessonId; readonly part: string }) {
  // A lesson key is built from its parts, so it is not one of the literal keys the types know.
  return <Trans i18nKey={lessonKey(id, part) as never} components={MARKS} />;
}

/** A lesson's title, in the current language. */
export function LessonTitle({ id }: { readonly id: LessonId }) {
  const { t } = useTranslation();
  return <>{t(lessonKey(id, 'title') as never)}</>;
}

/** A lesson: its text (paragraphs and lists) and its diagrams, in the current language. */
export function LessonSection({ lesson: { id, body, diagrams } }: { readonly lesson: Lesson }) {
  const { t } = useTranslation();
  return (
    <section id={id} className="learn-lesson" aria-labelledby={`${id}-title`}>
      <div className="learn-lesson-text">
        <h3 id={`${id}-title`}>
          <LessonTitle id={id} />
        </h3>
        {body.map((block) =>
          typeof block === 'string' ? (
            <p key={block}>
              <Words id={id} part={block} />
            </p>
          ) : (
            <ul key={block.join()}>
              {block.map((item) => (
                <li key={item}>
                  <Words id={id} part={item} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
      <div className="learn-lesson-pictures">
        {diagrams.map((diagram) => (
          <DiagramPicture key={diagram.label} {...diagram} label={t(lessonKey(id, diagram.label) as never)} />
        ))}
      </div>
    </section>
  );
}
