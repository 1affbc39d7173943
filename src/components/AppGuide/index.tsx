import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {TickableCheckbox, TickableChecklist} from '@site/src/familyTools/TickableChecklist';
import {appHeadingId, apps, notYetForTen, under16Consent, type AppEntry} from '@site/src/data/apps';
import {emergencyFirst} from '@site/src/data/safetyProcedures';
import {checklistItemKey} from '@site/src/familyTools/storage/checklistKeys';
import usePageLanguageDateFormat from '@site/src/utils/usePageLanguageDateFormat';
import useHydrating from '@site/src/utils/useHydrating';
import styles from './styles.module.css';

type View = 'setup' | 'report';

/** The apps the empty picker names: as many as fit a 390 px phone's select. */
const placeholderApps = apps
  .slice(0, 3)
  .map((app) => app.name)
  .join(', ');

/** Where each view lives: the other guide's view is one link away. */
const guides: Record<View, string> = {
  setup: '/docs/utmutatok/jookostelefon',
  report: '/docs/kozossegi media/cyberbullying',
};

/**
 * Where the report view's page states the nude-image rule whole: the section its bullying steps open (the app section
 * sits inside it). `e2e/apps.spec.ts` checks that the rule stands there.
 */
const nudeImageRule = '#ha-bantjak';

/** An app's heading in a view: the site search indexes the headings, so the setup one carries the app's own words. */
const heading = (view: View, app: AppEntry) =>
  view === 'setup'
    ? translate(
        {id: 'appGuide.setup.heading', message: '{app}: korhatár és szülői felügyelet beállítása ({words})'},
        {app: app.name, words: app.searchWords},
      )
    : translate({id: 'appGuide.report.heading', message: '{app}: jelentés és letiltás'}, {app: app.name});

/** The app a heading id (from a link or a search result) belongs to in this view. */
function appOfHash(view: View, hash: string): string | undefined {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names no app.
  }
  return apps.find((app) => appHeadingId(view, app.id) === id)?.id;
}

function Steps({steps}: {steps: ReactNode[]}): ReactNode {
  return (
    <ol>
      {steps.map((step, index) => (
        // A fixed list from the data module: a step's place is its identity.
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}

function Checklist({app}: {app: AppEntry}): ReactNode {
  return (
    <TickableChecklist>
      <ul className={`contains-task-list ${styles.checklist}`}>
        {app.checklist.map((item) => (
          <li key={item} className="task-list-item">
            {/* The app's id keeps two apps' alike items apart in the page's one store of ticks. The words are the
                label's, so tapping them ticks the box (usability round 27: they stood beside an empty label). */}
            <TickableCheckbox label={item} itemKey={checklistItemKey(`${app.id}: ${item}`)}>
              {item}
            </TickableCheckbox>
          </li>
        ))}
      </ul>
    </TickableChecklist>
  );
}

function InsteadForTen({text, app}: NonNullable<AppEntry['insteadForTen']>): ReactNode {
  const other = apps.find((entry) => entry.id === app);
  return (
    <>
      {text} (
      <Link to={`${guides.setup}#${appHeadingId('setup', app)}`}>
        {translate({id: 'appGuide.insteadForTen.link', message: 'lásd: {app}'}, {app: other?.name ?? app})}
      </Link>
      ).
    </>
  );
}

/**
 * One app's panel. On the page the server wrote, a panel stays that HTML until it is first shown, so hydration skips
 * the hidden apps' steps, checklists and links (issue 28, Lighthouse's blocking time on the phone guide); a visit
 * from another page of the site renders every panel.
 */
function Panel({app, view, shown}: {app: AppEntry; view: View; shown: boolean}): ReactNode {
  const hydrating = useHydrating();
  const [takenOver, setTakenOver] = useState(!hydrating);
  if (shown && !takenOver) setTakenOver(true);
  const id = appHeadingId(view, app.id);
  if (!takenOver) {
    return (
      // Keeps the server's panel in place untouched (React does not hydrate inside innerHTML it is given); a key of its
      // own, so that taking it over replaces the element instead of adding React's copy to the server's children.
      <section
        key="server"
        className={styles.panel}
        aria-labelledby={id}
        hidden
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  const other: View = view === 'setup' ? 'report' : 'setup';
  // Under the setup label, so that it is not read as part of the checklist after the steps.
  const labelsNote = app.labels === 'translated' && (
    <p className={styles.note} data-labels-translated>
      {translate({id: 'appGuide.labelsTranslated', message: 'A felirat eltérhet.'})}
    </p>
  );
  return (
    // Hidden, not left out: every app's text is in the page's HTML for the site search and for links to it.
    <section key="react" className={styles.panel} aria-labelledby={id} hidden={!shown}>
      <Heading as="h3" id={id}>
        {heading(view, app)}
      </Heading>
      {view === 'setup' ? (
        <>
          <p>
            <strong>{translate({id: 'appGuide.age', message: 'Hány évesen használhatja?'})}</strong> {app.age}
          </p>
          <p className={styles.label}>
            <strong>{translate({id: 'appGuide.risks', message: 'Mire figyelj?'})}</strong>
          </p>
          <ul>
            {app.risks.map((risk, index) => (
              // A fixed list from the data module: a risk's place is its identity.
              <li key={index}>{risk}</li>
            ))}
          </ul>
          <p>
            <strong>{translate({id: 'appGuide.controls', message: 'Szülői felügyelet:'})}</strong> {app.controls}
          </p>
          {app.forTen === notYetForTen && (
            // Usability round 14: a 10-year-old's father read „még nem”, then the full set-up for a teenager.
            <p data-not-yet-for-ten>
              <strong>
                {translate({
                  id: 'appGuide.notYetForTen',
                  message: 'Egy 10 évesnek még ne legyen fiókja ebben az appban:',
                })}
              </strong>{' '}
              {translate(
                {
                  id: 'appGuide.notYetForTen.steps',
                  message: 'az alábbi lépések annak a gyereknek valók, aki már elérte a korhatárt ({minimumAge}).',
                },
                {minimumAge: app.minimumAge},
              )}{' '}
              {app.insteadForTen && <InsteadForTen {...app.insteadForTen} />}
            </p>
          )}
          <p className={styles.label}>
            <strong>{translate({id: 'appGuide.setup', message: 'Így állítsd be:'})}</strong>
          </p>
          {labelsNote}
          <Steps steps={app.setup} />
          <Checklist app={app} />
        </>
      ) : (
        <>
          {/* A link from the phone guide lands here, past the incident steps that open with 112: the shared first
              sentence of the 112 step comes first here too. */}
          <p data-emergency-first>{emergencyFirst}</p>
          {/* A link or a search result lands here, past the full nude-image rule above: the line carries the rule's core
              (a screenshot of that screen is a copy too) and links back to the whole rule. */}
          <p data-evidence-reminder>
            {translate({
              id: 'appGuide.report.evidenceFirst',
              message: 'Mielőtt jelentesz vagy letiltasz, ments el minden bizonyítékot',
            })}{' '}
            <span data-safety-rule="meztelen-kep-pointer">
              {translate({
                id: 'appGuide.report.nudeImageException',
                message:
                  '– kivéve a meztelen vagy szexuális képet: azt ne mentsd el, és arról a képernyőről se készíts képernyőképet, csak írd fel, hol láttad',
              })}{' '}
              (
              <Link to={nudeImageRule}>
                {translate({id: 'appGuide.report.nudeImageRule', message: 'a teljes szabály'})}
              </Link>
              ).
            </span>
          </p>
          <p className={styles.label}>
            <strong>
              {translate({id: 'appGuide.report', message: 'Jelentés és letiltás ebben az alkalmazásban:'})}
            </strong>
          </p>
          <Steps steps={app.report} />
          {labelsNote}
        </>
      )}
      <p className={styles.note}>
        {view === 'setup'
          ? translate({id: 'appGuide.toReport', message: 'Jelentés és letiltás ebben az alkalmazásban:'})
          : translate({id: 'appGuide.toSetup', message: 'Korhatár és beállítás:'})}{' '}
        <Link to={`${guides[other]}#${appHeadingId(other, app.id)}`}>{heading(other, app)}</Link>
      </p>
      <CheckedSources className={styles.note} checked={app.checked} sources={app.sources} />
    </section>
  );
}

/** The sources folded away under „Források (ellenőrizve: …)”, with anything they explain first. */
function CheckedSources({
  checked,
  sources,
  className,
  children,
}: {
  checked: string;
  sources: readonly {cite: string; url: string}[];
  className?: string;
  children?: ReactNode;
}): ReactNode {
  const date = usePageLanguageDateFormat({year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
  return (
    <details className={className}>
      <summary>
        {translate(
          {id: 'appGuide.checked', message: 'Források (ellenőrizve: {date})'},
          {date: date.format(new Date(`${checked}T00:00:00Z`))},
        )}
      </summary>
      {children}
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <Link to={source.url}>{source.cite}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What the GDPR's 16 means in Hungary, said once for every app above the setup view's picker (it concerns signing up,
 * which the setup steps are about): the plain point shown, the law behind it folded away with its sources.
 */
function Under16Note(): ReactNode {
  return (
    // Infima's spacing class, not a rule of our own: every component's CSS goes into the stylesheet every page loads.
    <div className={`${styles.note} margin-bottom--md`} data-under16-note>
      <p>{under16Consent.text}</p>
      <CheckedSources checked={under16Consent.checked} sources={under16Consent.sources}>
        <p>{under16Consent.why}</p>
      </CheckedSources>
    </div>
  );
}

/**
 * The app-by-app part of a guide, from `src/data/apps.tsx`: `view="setup"` in the phone guide (age, risks, parental
 * controls, a checklist), `view="report"` in the bullying guide (reporting and blocking). One app at a time, chosen
 * with a labelled select that fits a 320 px screen, none before the reader picks (the guides stay their length); a
 * link to an app's heading (from the other guide or the site search) opens that app. The sources fold away.
 */
export default function AppGuide({view}: {view: View}): ReactNode {
  const {hash, key} = useLocation();
  // Read once hydrated: the server's HTML (no hash) shows no app yet, and hydration must find the same.
  const linked = useIsBrowser() ? appOfHash(view, hash) : undefined;
  // The reader's own choice holds until the next navigation (a link, even to the same app's heading) names another.
  const [chosen, setChosen] = useState<{id: string; key: string | undefined} | null>(null);
  const selected = (chosen && chosen.key === key ? chosen.id : linked) ?? chosen?.id ?? '';
  const selectId = `alkalmazas-${view}`;
  // A link straight to the picker: the phone guide's set-up steps send the reader to the apps (usability round 10: its
  // section's link landed on the under-age procedure, 2,200 px above the picker).
  const pickerId = view === 'setup' ? 'appvalaszto' : 'appvalaszto-jelentes';
  useBrokenLinks().collectAnchor(pickerId);

  // The address names the chosen app, so that it can be copied and shared like a search result's link. Replaced, not
  // pushed, and past the router: no new history entry, no scroll to the heading (the reader is already there), and
  // the router's state (its key) stays the one this page was reached with.
  const choose = (id: string) => {
    setChosen({id, key});
    window.history.replaceState(window.history.state, '', `#${appHeadingId(view, id)}`);
  };

  // A same-page `#…` link to an app (the age list's) is the browser's own jump, which gives the router no new key: the
  // reader's earlier choice would hold over it. The jump fires `hashchange`, which the address rewrite above does not;
  // its heading was hidden when the browser jumped, so it is brought into view again below. A link to anything else
  // (a panel's „lenti lépések”) keeps the open panel: closing it would move the target the browser has just scrolled
  // to (content review 72: 1,100–2,200 px).
  const [jumps, setJumps] = useState(0);
  useEffect(() => {
    const followLink = () => {
      if (!appOfHash(view, window.location.hash)) return;
      setChosen(null);
      setJumps((count) => count + 1);
    };
    window.addEventListener('hashchange', followLink);
    return () => window.removeEventListener('hashchange', followLink);
  }, [view]);

  // A linked panel is shown in the same render; bring its heading into view (while hidden it had no place).
  useEffect(() => {
    if (linked) document.getElementById(appHeadingId(view, linked))?.scrollIntoView();
  }, [linked, view, jumps]);

  return (
    <div className={styles.guide}>
      {/* Said once for every app: each panel only adds „A felirat eltérhet.” where its labels are translated. The
          phone guide says it once for the whole page, in its note above the set-up sections, and not again here. */}
      {view === 'report' && (
        <p className={styles.note} data-labels-note>
          {translate({
            id: 'appGuide.labelsNote',
            message:
              'A lépéseket az alkalmazások saját súgója alapján írtuk. Ahol egy feliratot nem találtunk meg a magyar súgóban, ott az alkalmazásnál jelezzük, hogy a felirat eltérhet.',
          })}
        </p>
      )}
      {view === 'setup' && <Under16Note />}
      <div id={pickerId} className={styles.picker}>
        {/* The label and the select are blocks of their own; the space keeps them apart in the page's text too. */}
        <label htmlFor={selectId}>{translate({id: 'appGuide.pick', message: 'Melyik alkalmazás?'})}</label>{' '}
        <select
          id={selectId}
          className={styles.select}
          value={selected}
          onChange={(event) => choose(event.target.value)}>
          {/* What the empty select is for, to a reader who scrolled past the age list's links: the first apps it
              covers, from the data module. */}
          <option value="" disabled>
            {translate({id: 'appGuide.placeholder', message: 'Válassz: {apps}…'}, {apps: placeholderApps})}
          </option>
          {apps.map((app) => (
            <option key={app.id} value={app.id}>
              {app.name}
            </option>
          ))}
        </select>
      </div>
      {apps.map((app) => (
        <Panel key={app.id} app={app} view={view} shown={app.id === selected} />
      ))}
    </div>
  );
}
