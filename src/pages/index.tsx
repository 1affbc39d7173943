import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CategoryCards from '@site/src/components/CategoryCards';
import HelpLineLink from '@site/src/components/HelpLineLink';
import Procedure from '@site/src/components/Procedure';
import styles from './index.module.css';

type StartingPoint = {
  situation: ReactNode;
  to: string;
  guide: string;
};

const startingPoints: StartingPoint[] = [
  {
    situation: 'A gyerek most kapja az első okostelefonját.',
    to: '/docs/utmutatok/jookostelefon',
    guide: 'Jó okostelefon a gyereknek',
  },
  {
    situation: 'Bántják, csúfolják vagy kiközösítik a gyereket az interneten.',
    to: '/docs/kozossegi media/cyberbullying',
    guide: 'Internetes bántalmazás (cyberbullying)',
  },
  {
    situation: <Procedure id="zsarolas" variant="short" />,
    to: '/docs/utmutatok/Kommunikáció gyerekkel#zsarolas',
    guide: 'Ha egy képpel zsarolják a gyereket',
  },
  {
    situation: 'Gyanús üzenetet kapott: valaki képet kér tőle, titoktartást vagy találkozót.',
    to: '/docs/utmutatok/Kommunikáció gyerekkel#gyanus-uzenet',
    guide: 'A veszélyes közeledés jelei',
  },
  {
    situation: 'Közös szabályokat hoznál a családdal a netezésre, kinyomtatható formában.',
    to: '/markdown-page',
    guide: 'Családi netbiztonsági alapszabályok',
  },
  {
    situation: 'Szeretnéd megérteni az alapokat, mielőtt baj történik.',
    to: '/docs/kiberbiztonsag/A biztonság célja és elemei',
    guide: 'A biztonság célja és elemei',
  },
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Kezdőlap"
      description="Érthető, ellenőrzött útmutatók szülőknek és gyerekeknek: első okostelefon, internetes bántalmazás, kétfaktoros hitelesítés, családi fiókok.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title}
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <p className={styles.emergency}>
            Közvetlen veszélyben hívd: <HelpLineLink id="segelyhivo" />. Gyerekeknek ingyenes lelkisegély-vonal, a Kék
            Vonal: <HelpLineLink id="kek-vonal" />.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/Bevezető">
              Kezdd itt
            </Link>
            <Link className="button button--secondary button--lg" href="#segitseg">
              Baj van? Gyors segítség
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Kinek szól?</Heading>
            <div className="row">
              <div className="col col--6">
                <p>
                  <strong>Szülőknek és nevelőknek</strong>, akiknek nincs idejük technikai leírásokat böngészni, de
                  szeretnék tudni, mit állítsanak be ma este a gyerek telefonján, és mit mondjanak, ha baj van.
                </p>
              </div>
              <div className="col col--6">
                <p>
                  <strong>Gyerekeknek</strong>: minden útmutatóban van egy rövid, nekik szóló rész „Gyerekeknek” címmel,
                  amelyet együtt is elolvashattok.
                </p>
              </div>
            </div>
          </div>
        </section>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Hol kezdd?</Heading>
            <ul className={styles.startingPoints}>
              {startingPoints.map(({situation, to, guide}) => (
                <li key={to}>
                  {situation} <Link to={to}>{guide} →</Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Témakörök</Heading>
            <CategoryCards />
          </div>
        </section>
      </main>
    </Layout>
  );
}
