import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import HelpLineLink from '@site/src/components/HelpLineLink';
import type ProcedureComponent from '@site/src/components/Procedure';
import type {SafetyProcedureId} from '@site/src/data/safetyProcedureIds';
import useHydrating from '@site/src/utils/useHydrating';
import styles from './styles.module.css';

type Situation = {
  /** The anchor: `/#<id>` opens this situation. */
  id: string;
  /** What is happening, in the reader's own words. */
  label: string;
  procedure: SafetyProcedureId;
  /** Where the background (law, statistics, how-to) is, after the steps. */
  more?: {to: string; label: string};
  /** A child's card ends with Kék Vonal unless its own last line already gives it. */
  talkLine?: false;
};

const guides = {
  communication: '/docs/utmutatok/Kommunikáció gyerekkel',
  bullying: '/docs/kozossegi media/cyberbullying',
  screenshots: '/docs/utmutatok/Képernyőfelvételek készítése',
  phone: '/docs/utmutatok/jookostelefon',
  security: '/docs/kiberbiztonsag/A biztonság célja és elemei',
  twoStep: '/docs/hasznalat/ketfaktoros-hitelesites',
};

// The two where minutes count first (content review 18), then in the order a frightened parent is most likely to need
// them; every procedure opens with its 112 step.
const forParents: Situation[] = [
  {
    id: 'baj-eltunt',
    label: 'Eltűnt a gyerekem',
    procedure: 'eltunt-gyerek',
  },
  {
    id: 'baj-onsertes',
    label: 'A gyerekem bántani akarja magát',
    procedure: 'onsertes',
    more: {to: `${guides.communication}#onsertes`, label: 'A figyelmeztető jelek'},
  },
  {
    id: 'baj-zsarolas',
    label: 'Valaki egy képpel zsarolja a gyerekemet',
    procedure: 'zsarolas',
    more: {to: `${guides.communication}#zsarolas`, label: 'A zsarolásról részletesen'},
  },
  {
    id: 'baj-kozeledes',
    label: 'Valaki képet vagy titoktartást kér a gyerekemtől, vagy sürgeti a találkozót',
    procedure: 'gyanus-kozeledes',
    more: {to: `${guides.communication}#gyanus-uzenet`, label: 'A gyanús közeledés jelei'},
  },
  {
    id: 'baj-talalkozo',
    label: 'A gyerekem találkozna valakivel, akit a netről ismer',
    procedure: 'talalkozo',
    more: {to: `${guides.communication}#gyanus-uzenet`, label: 'A gyanús közeledés jelei'},
  },
  {
    id: 'baj-bantalmazas',
    label: 'Bántják a gyerekemet a neten, például az osztálycsoportban',
    procedure: 'bantalmazas',
    more: {to: guides.bullying, label: 'Az internetes bántalmazásról szóló útmutató'},
  },
  {
    id: 'baj-telefon',
    label: 'Elveszett vagy ellopták a telefont',
    procedure: 'elveszett-telefon',
    more: {to: guides.phone, label: 'A telefon beállításai, hogy megtalálhasd'},
  },
  {
    id: 'baj-kuldott-kep',
    label: 'A gyerekem meztelen képet küldött magáról',
    procedure: 'kuldott-kep',
  },
  {
    id: 'baj-kapott-kep',
    label: 'A gyerekem meztelen vagy szexuális képet kapott vagy látott',
    procedure: 'meztelen-kep',
    more: {to: guides.screenshots, label: 'Hogyan mentsd el a többi bizonyítékot'},
  },
  {
    id: 'baj-csalas',
    label: 'Csaló hív vagy hívott, pénzt utaltam',
    procedure: 'csalas',
    more: {to: `${guides.security}#ha-baj-van`, label: 'A csalásokról részletesen'},
  },
  {
    id: 'baj-fiok',
    label: 'Feltörték egy fiókunkat',
    procedure: 'feltort-fiok',
    more: {to: guides.twoStep, label: 'Így védd a fiókokat kétfaktoros hitelesítéssel'},
  },
];

// The children's own words (10–14 years); each shows the procedure's version written for them.
const forChildren: Situation[] = [
  {
    id: 'gyerek-fenyeget',
    label: 'Valaki egy képemmel fenyeget',
    procedure: 'zsarolas',
    // Review 100: Take It Down, which a child may use alone (CONTENT.md), stands in the sent-picture card; here, where
    // the search does not read it, so that a question about Take It Down keeps opening its own section.
    more: {
      to: '/#gyerek-kuldtem',
      label:
        'Ha a kép megvan a telefonodon, egyedül is kérheted, hogy a részt vevő oldalak kiszűrjék: a képről szóló kártya',
    },
  },
  {
    id: 'gyerek-kozeledes',
    label: 'Valaki képet vagy titoktartást kér tőlem',
    procedure: 'gyanus-kozeledes',
    // Review 84: a child already threatened with the picture is sent on; under the steps, where the search does not
    // read it, so that a threat sentence keeps opening the threat card.
    more: {to: '/#gyerek-fenyeget', label: 'Ha a képeddel fenyeget, ne fizess: a fenyegetésről szóló kártya'},
  },
  {
    id: 'gyerek-talalkozo',
    label: 'Valaki a netről találkozna velem',
    procedure: 'talalkozo',
    // Review 89: a child who was asked for a picture reads the picture card's rule before showing anyone the chat.
    more: {to: '/#gyerek-kozeledes', label: 'Ha képet kért tőled vagy küldött neked: a képről szóló kártya'},
  },
  {id: 'gyerek-bantas', label: 'Bántanak, csúfolnak vagy kiközösítenek a neten', procedure: 'bantalmazas'},
  {
    id: 'gyerek-kuldtem',
    label: 'Meztelen képet küldtem magamról',
    procedure: 'kuldott-kep',
    // Review 92: a child blackmailed with the picture they sent has the threat card's steps.
    more: {to: '/#gyerek-fenyeget', label: 'Ha zsarol vele, ne fizess: a fenyegetésről szóló kártya'},
  },
  {id: 'gyerek-kaptam', label: 'Meztelen képet kaptam vagy láttam', procedure: 'meztelen-kep'},
  {id: 'gyerek-kod', label: 'Valaki kódot, jelszót vagy pénzt kér tőlem', procedure: 'csalas'},
  {id: 'gyerek-telefon', label: 'Elvesztettem a telefonomat, vagy elvették', procedure: 'elveszett-telefon'},
  {id: 'gyerek-rossz', label: 'Nagyon rossz, bántanám magam', procedure: 'onsertes', talkLine: false},
];

let Procedure: typeof ProcedureComponent | undefined;

/**
 * The procedures (the steps, their sources and all the data behind them) are half of the home page's script, and a
 * closed situation's steps are already on the page the server wrote: the browser downloads and runs them only when
 * a situation is opened, or when the picker appears after a navigation (no prefetch: it would ignore data saver) (issue 28, Lighthouse's blocking time). The server renders every situation, so
 * it loads them before rendering.
 */
function loadProcedure(): Promise<typeof ProcedureComponent> {
  return import('@site/src/components/Procedure').then((module) => {
    Procedure = module.default;
    return Procedure;
  });
}
if (!ExecutionEnvironment.canUseDOM) void loadProcedure();

type Props = {
  /** `parent`: the parents' steps; `child`: the versions written for children, with 112 and Kék Vonal on top. */
  audience: 'parent' | 'child';
};

/**
 * One situation: its label, and under it the procedure. On the page the server wrote, a closed situation's steps stay
 * as that HTML (readable, printable, found by the browser's find) and React takes them over only when the situation
 * is first opened: the home page hydrates its 19 summaries, not the ~1,000 elements of their procedures (issue 28,
 * Lighthouse). Opened on the same commit, the steps are on screen at once, from the server's HTML; a visit from
 * another page of the site renders them as soon as the procedures have loaded.
 */
function SituationItem({id, label, procedure, more, talkLine, audience}: Situation & Props): ReactNode {
  const hydrating = useHydrating();
  const details = useRef<HTMLDetailsElement>(null);
  const [takenOver, setTakenOver] = useState(!hydrating && Procedure !== undefined);
  const takeOver = () => {
    void loadProcedure().then(() => setTakenOver(true));
  };
  // An opened situation is the page's address, so that it can be sent on (usability round 9): replaced in place, with
  // the router's state, so that nothing scrolls and Back still leaves the page.
  const onToggle = () => {
    takeOver();
    if (details.current?.open && window.location.hash !== `#${id}`) {
      window.history.replaceState(window.history.state, '', `#${id}`);
    }
  };
  // Opened before the page had hydrated or by the address (below), or rendered after a navigation: take it over now.
  useEffect(() => {
    if (!takenOver && (!hydrating || details.current?.open)) takeOver();
    // Once, on mount: later openings come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!ExecutionEnvironment.canUseDOM && !Procedure) {
    throw new Error('SituationPicker: the procedures must be loaded before the server renders the page.');
  }
  return (
    <li>
      <details id={id} ref={details} className={styles.situation} onToggle={onToggle}>
        <summary className={styles.summary}>{label}</summary>
        {(takenOver || !ExecutionEnvironment.canUseDOM) && Procedure ? (
          <div className={styles.body}>
            <Procedure
              id={procedure}
              variant={audience === 'child' ? 'child' : 'steps'}
              // Repeated in every card: the numbers above the list have scrolled away by the time a child reads here.
              withTalkLine={audience === 'child' && talkLine !== false}
              folded={audience === 'child'}
            />
            {more && (
              <p>
                <Link to={more.to}>{more.label} →</Link>
              </p>
            )}
          </div>
        ) : hydrating ? (
          // Keeps the server's steps in place untouched (React does not hydrate inside innerHTML it is given).
          <div className={styles.body} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
        ) : (
          <div className={styles.body}>
            <p>A lépések betöltése…</p>
          </div>
        )}
      </details>
    </li>
  );
}

/**
 * „Mi történt?”: the reader picks the situation in plain words and its shared procedure opens in place (native
 * <details>, so it works before hydration, in print and with a screen reader). `/#<situation id>` opens one directly.
 */
export default function SituationPicker({audience}: Props): ReactNode {
  const situations = audience === 'child' ? forChildren : forParents;
  const {hash, key} = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const brokenLinks = useBrokenLinks();
  situations.forEach(({id}) => brokenLinks.collectAnchor(id));

  useEffect(() => {
    const target = hash && list.current?.querySelector(`details[id="${CSS.escape(hash.slice(1))}"]`);
    if (!target) return;
    target.setAttribute('open', '');
    target.scrollIntoView({block: 'start'});
    target.querySelector('summary')?.focus({preventScroll: true});
    // Each navigation's key: a card's link to the address already shown (review diff-s22) opens its card again.
  }, [hash, key]);

  return (
    <>
      {audience === 'child' && (
        <p className={styles.callNow}>
          <span className={styles.callLine}>
            Veszélyben: <HelpLineLink id="segelyhivo" />
          </span>
          <span className={styles.callLine}>
            Beszélni valakivel, név nélkül is: <HelpLineLink id="kek-vonal" />
          </span>
        </p>
      )}
      <ul ref={list} className={styles.situations}>
        {situations.map((situation) => (
          <SituationItem key={situation.id} {...situation} audience={audience} />
        ))}
      </ul>
    </>
  );
}
