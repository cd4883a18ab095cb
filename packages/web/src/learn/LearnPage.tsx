import { SiteNav } from '../components/SiteNav.js';
import { DiagramPicture } from './DiagramPicture.js';
import { LESSONS } from './Lessons.js';
import { PowerCards, cardLanguage } from './PowerCards.js';
import './learn.css';

/** `/learn`: the rules in a few illustrated lessons, then every God Power card in full. */
export function LearnPage() {
  return (
    <div className="app learn-page">
      <header className="top">
        <h1>Santorini</h1>
        <SiteNav current="learn" />
      </header>
      <main>
        <h2>How to play</h2>
        <p className="learn-intro">
          Build up, climb up: be the first to move a worker up onto the third level of a building.
        </p>
        <nav className="learn-contents" aria-label="Lessons">
          <ol>
            {LESSONS.map((lesson) => (
              <li key={lesson.id}>
                <a href={`#${lesson.id}`}>{lesson.title}</a>
              </li>
            ))}
            <li>
              <a href="#power-cards">The 30 God Power cards</a>
            </li>
          </ol>
        </nav>
        {LESSONS.map((lesson) => (
          <section
            key={lesson.id}
            id={lesson.id}
            className="learn-lesson"
            aria-labelledby={`${lesson.id}-title`}
          >
            <div className="learn-lesson-text">
              <h3 id={`${lesson.id}-title`}>{lesson.title}</h3>
              {lesson.body}
            </div>
            <div className="learn-lesson-pictures">
              {lesson.diagrams.map((diagram) => (
                <DiagramPicture key={diagram.label} {...diagram} />
              ))}
            </div>
          </section>
        ))}
        <section id="power-cards" className="learn-cards" aria-labelledby="power-cards-title">
          <h2 id="power-cards-title">The 30 God Power cards</h2>
          <PowerCards language={cardLanguage(document.documentElement.lang)} />
        </section>
      </main>
    </div>
  );
}
