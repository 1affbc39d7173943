import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Category = {
  title: string;
  to: string;
  summary: string;
  topics: string[];
};

const categories: Category[] = [
  {
    title: 'Használat',
    to: '/docs/category/használat',
    summary:
      'Erős alapok a család fiókjainak: a szülők központi e-mail-fiókja, a család „pótkulcsa” és a kétfaktoros hitelesítés.',
    topics: ['Az oldal használata', 'Kétfaktoros hitelesítés', 'Központi fiók'],
  },
  {
    title: 'Kiberbiztonság',
    to: '/docs/category/kiberbiztonság',
    summary: 'Hogyan ismerd fel az adathalász üzenetet, és milyen szokások védik a családot.',
    topics: ['A biztonság célja és elemei'],
  },
  {
    title: 'Közösségi média',
    to: '/docs/category/közösségi-média',
    summary: 'Mit tegyél, ha a gyereket az interneten bántják, és hogyan előzheted meg.',
    topics: ['Internetes bántalmazás (cyberbullying)'],
  },
  {
    title: 'Útmutatók',
    to: '/docs/category/útmutatók',
    summary: 'Lépésről lépésre: az első okostelefon, képernyőkép bizonyítéknak, beszélgetés a gyerekkel.',
    topics: ['Jó okostelefon a gyereknek', 'Képernyőkép és képernyőfelvétel készítése', 'Kommunikáció gyerekkel'],
  },
];

export default function CategoryCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {categories.map(({title, to, summary, topics}) => (
        <li key={title}>
          <Link to={to} className={styles.card}>
            <Heading as="h3" className={styles.title}>
              {title}
            </Heading>
            <p>{summary}</p>
            <ul className={styles.topics}>
              {topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </Link>
        </li>
      ))}
    </ul>
  );
}
