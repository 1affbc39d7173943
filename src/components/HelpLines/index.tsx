import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type HelpLine = {
  name: string;
  contact: string;
  href: string;
  purpose: string;
};

// Every entry is checked against the operator's own page; see the „Ha baj van” sections of the guides.
const helpLines: HelpLine[] = [
  {
    name: 'Segélyhívó',
    contact: '112',
    href: 'tel:112',
    purpose: 'Ha valaki közvetlen veszélyben van.',
  },
  {
    name: 'Kék Vonal',
    contact: '116\u00a0111',
    href: 'tel:116111',
    purpose: 'Ingyenes lelkisegély-vonal gyerekeknek és fiataloknak, körzetszám nélkül hívható.',
  },
  {
    name: 'NMHH Internet Hotline',
    contact: 'Bejelentés',
    href: 'https://nmhh.hu/internethotline/',
    purpose: 'Online zaklatás, engedély nélkül közzétett kép vagy más visszaélés bejelentése, akár névtelenül.',
  },
];

export default function HelpLines(): ReactNode {
  // Pages link here (#segitseg); registering the anchor lets the build's link checker verify those links.
  useBrokenLinks().collectAnchor('segitseg');
  return (
    <aside id="segitseg" className={styles.helpLines} aria-labelledby="segitseg-cim">
      <div className="container">
        <h2 id="segitseg-cim" className={styles.title}>
          Ha most történt baj
        </h2>
        <ul className={styles.list}>
          {helpLines.map(({name, contact, href, purpose}) => (
            <li key={name} className={styles.item}>
              <span className={styles.name}>{name}</span>
              <Link className={styles.contact} href={href}>
                {contact}
              </Link>
              <span className={styles.purpose}>{purpose}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
