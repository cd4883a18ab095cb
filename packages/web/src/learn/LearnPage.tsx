import { useTranslation } from 'react-i18next';
import { SiteNav } from '../components/SiteNav.js';
import { LESSONS, LessonSection, LessonTitle } from './Lessons.js';
import { PowerCards } from './PowerCards.js';
import './learn.css';

/** `/learn`: the rules in a few illustrated lessons, then every God Power card in full. */
export function LearnPage() {
  const { t } = useTranslation();
  return (
    <div className="app learn-page">
      <header className="top">
        <h1>Santorini</h1>
        <SiteNav current="learn" />
      </header>
      <main>
        <h2>{t('pages.learn.title')}</h2>
        <p className="learn-intro">{t('pages.learn.intro')}</p>
        <nav className="learn-contents" aria-label={t('pages.learn.contents')}>
          <ol>
            {LESSONS.map((lesson) => (
              <li key={lesson.id}>
                <a href={`#${lesson.id}`}>
                  <LessonTitle id={lesson.id} />
                </a>
              </li>
            ))}
            <li>
              <a href="#power-cards">{t('pages.learn.cards')}</a>
            </li>
          </ol>
        </nav>
        {LESSONS.map((lesson) => (
          <LessonSection key={lesson.id} lesson={lesson} />
        ))}
        <section id="power-cards" className="learn-cards" aria-labelledby="power-cards-title">
          <h2 id="power-cards-title">{t('pages.learn.cards')}</h2>
          <PowerCards />
        </section>
      </main>
    </div>
  );
}
