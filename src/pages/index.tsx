import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CategoryCards from '@site/src/components/CategoryCards';
import HelpLineLink from '@site/src/components/HelpLineLink';
import QuickExit from '@site/src/components/QuickExit';
import SituationPicker from '@site/src/components/SituationPicker';
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
    situation: 'Közös szabályokat hoznál a családdal a netezésre, kinyomtatható formában.',
    to: '/markdown-page#megallapodas',
    guide: 'Családi netbiztonsági alapszabályok és megállapodás',
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
            <Link className="button button--danger button--lg" href="#baj-van">
              Baj van? Mi történt?
            </Link>
            {/* Usability round 10: a child found their texts through the third, grey button. */}
            <Link className="button button--primary button--lg" href="#gyerekeknek">
              Gyerekeknek
            </Link>
            {/* Usability rounds 11 and 12: a parent planning a first phone scrolled past the crisis lists to find
                „Hol kezdd?”; the button opens it (the introduction is the first of its guides and in the navbar). */}
            <Link className="button button--secondary button--lg" href="#hol-kezdd">
              Kezdd itt
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="baj-van">
          <div className="container">
            <Heading as="h2" id="baj-van">
              Baj van? Mi történt?
            </Heading>
            <p>Válaszd ki, mi történt: megmutatjuk, mit tegyél most, lépésről lépésre.</p>
            <SituationPicker audience="parent" />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="gyerekeknek">
          <div className="container">
            <Heading as="h2" id="gyerekeknek">
              Gyerekeknek: ha baj van
            </Heading>
            <p>
              Ha valami rossz történt veled a neten, nem vagy egyedül, és nem kapsz büntetést azért, mert elmondod.
              Válaszd ki, mi történt.
            </p>
            <QuickExit />
            <SituationPicker audience="child" />
            <p className="margin-top--md">
              Ha attól tartasz, hogy valaki megnézi, mit olvastál: az előzményekből (ha a telefonodon lehet) csak ennek
              a honlapnak az oldalait töröld, ne mindent, mert az is feltűnhet. Legközelebb ezt az oldalt inkognitó
              (privát) lapon nyisd meg, ha a telefonodon lehet. Az üzeneteidet és a beszélgetéseidet ne töröld: azok
              bizonyítékok.
            </p>
          </div>
        </section>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2" id="hol-kezdd">
              Hol kezdd?
            </Heading>
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
