/**
 * Every emergency procedure the site gives, written once, in the order `CONTENT.md` („Safety rules”, revised
 * 2026-11-27) sets. Pages show them through `<Procedure id="…" />` (the parents' steps), `variant="child"` (the
 * „Gyerekeknek” version), `variant="short"` (one standalone sentence), `variant="family"` (the family's own rule) and,
 * for the nude-image rule only, `variant="pointer"` (one line pointing back to the full rule stated earlier in the same
 * section). A page may add context around a procedure, never restate it.
 *
 * Every step and every variant names its sources (ids in `procedureSources.ts`); the component shows them beside the
 * procedure. Every step list, and every children's version, opens with 112. `e2e/safety.spec.ts` fails when a page
 * writes one of these rules by hand, puts anything before 112, or shows a step without a source.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import HelpLineLink from '@site/src/components/HelpLineLink';
import type {SafetyProcedureId} from './safetyProcedureIds';
import type {StepSources} from './procedureSources';

export type ProcedureVariant = 'steps' | 'child' | 'short' | 'family' | 'pointer';

/** A piece of a procedure and the pages it comes from. */
export type Sourced = {text: ReactNode; sources: StepSources};

export type SafetyProcedure = {
  /** What the procedure is for, in the reader's words. */
  title: string;
  /** Said before the steps when it is not itself a step (the sextortion steps: reassurance for a frightened parent). */
  lead?: Sourced;
  /** The parents' steps, in the agreed order; the first is the 112 step. */
  steps: readonly Sourced[];
  /**
   * Show the steps' bold openings above them, in order, as a short version (the sextortion steps: ten steps, four phone
   * screens; usability rounds 16–19). Only for a list whose every step opens with a whole action in bold. `note`: what
   * a reader must read in full before acting, where a step's opening is not enough.
   */
  outline?: {note: ReactNode};
  /**
   * For a „Gyerekeknek” box: addressed to the child (10–14), one action per bullet, three or four bullets. The
   * component puts the shared 112 bullet (`childEmergency`) first, followed there by `danger`, the card's own cases for
   * 112, if it has any; no two versions open with the same words after it.
   */
  child: {bullets: readonly ReactNode[]; danger?: ReactNode; sources: StepSources};
  /** One standalone sentence, for a summary box or a list; it can follow a label that ends in a full stop. */
  short: Sourced;
  /** The family's own rule („mi”), true for every member of the family, parents included. */
  family: Sourced;
  /** One line pointing back to the full rule earlier in the same section (the nude-image rule only). */
  pointer?: Sourced;
};

const call112 = <HelpLineLink id="segelyhivo" />;
const call112t = <HelpLineLink id="segelyhivo" suffix="-t" />;
const hotline = <HelpLineLink id="internet-hotline" />;
const kekVonal = <HelpLineLink id="kek-vonal" />;
const lelkiElsosegely = <HelpLineLink id="lelki-elsosegely" />;
const screenshotGuide = '/docs/utmutatok/Képernyőfelvételek készítése';
const bullyingGuide = '/docs/kozossegi media/cyberbullying';

/**
 * The 112 step's first sentence: it opens the incident lists, and stands alone where a reader lands past them (an
 * app's report panel, reached by a link).
 */
export const emergencyFirst = <strong>Közvetlen veszélyben először a {call112t} hívd.</strong>;

/** The 112 step that opens the incident lists. */
const emergencyStep: Sourced = {
  text: (
    <>
      {emergencyFirst} Ha valaki a gyerek testi épségét fenyegeti, a gyerek bántani akarja magát, vagy eltűnt, most
      hívd; minden más ráér utána.
    </>
  ),
  sources: ['police-mit-tegyek'],
};

/**
 * The same step for blackmail: its bold opening, which the home card's short list shows alone, names the blackmailer's
 * deadline as a reason to call now (reviews 63, 66, 70), as step 8 and the short text do.
 */
const blackmailEmergencyStep: Sourced = {
  text: (
    <>
      <strong>Ha a zsaroló határidőt szab, vagy a gyerek veszélyben van, először a {call112t} hívd.</strong> Akkor is
      most hívd, ha valaki a gyerek testi épségét fenyegeti, a gyerek bántani akarja magát, vagy eltűnt; minden más ráér
      utána.
    </>
  ),
  sources: ['police-mit-tegyek'],
};

/** The same for a child: the first bullet of every children's version, short, since 112 often stands just above. */
export const childEmergency = (
  <>
    {/* Reviews 89–90: the parents' 112 step names self-harm, done or about to be; a child threatened or approached is
        at risk of it too. */}
    <strong>Veszélyben vagy, bántottad magad, vagy most bántanád magad? Hívd a {call112t}.</strong>
  </>
);

/**
 * The line that ends a child's card where the card itself names no one to talk to: for a child with no safe adult, or
 * whose trouble is at home (CONTENT.md, „Passwords and codes”), Kék Vonal, from the help-line module.
 */
export const childTalkLine = (
  <>
    Ha nincs kinek elmondanod, vagy otthon van a baj, hívd a Kék Vonalat: {kekVonal}. Éjjel-nappal ingyenes, és név
    nélkül is beszélhetsz.
  </>
);

/** Where `childTalkLine` comes from. */
export const childTalkLineSources: StepSources = ['kek-vonal-kozlemeny', 'nmhh-116-szamok'];

/** Where a copy made automatically may be, and what to do about it: the rule's last part, and a step of its own. */
const copiesWhere = '(galériába mentés, közös fotókönyvtár, felhőmentés)';
const copiesRule = (
  <>
    {/* Review 55: switching a shared library or cloud photos off can offer to delete copies, evidence included;
        review 58: only family members are told, never the person who sent or asked for the image. */}
    csak azokat a beállításokat kapcsold ki, amelyek az új képeket automatikusan mentik vagy megosztják. A közös
    fotókönyvtárat vagy albumot ne töröld, ne lépj ki belőle, és a megosztását se szüntesd meg; ha a telefon közben
    törlést vagy eltávolítást ajánl fel, ne fogadd el, és ha nem tudod, mit válassz, lépj vissza a beállítás
    megváltoztatása nélkül. Ha a közös könyvtárat vagy albumot a családdal használjátok, a családtagoknak is szólj
    (annak nem, aki a képet küldte vagy kérte), hogy ne nyissák meg, ne töröljék és ne küldjék tovább; másnak ne írj,
    hanem mondd el a rendőrségnek, kik látják még. A képpel és a másolataival mást ne csinálj. Még aznap kérdezd meg a
    rendőrséget (akár a feljelentéskor), mi legyen a példányokkal.
  </>
);

/**
 * The whole nude-image rule for parents, in parts: the prohibition, then where on a screen it holds, what to do
 * instead, where to report and automatic copies. Stated once per section that teaches saving evidence about people;
 * later instructions point back to it. The same parts make the running text and, in the sextortion steps, a list.
 */
const nudeImageRuleParts = {
  prohibition: (
    <>
      <strong>
        Mielőtt bármit mentenél: kiskorúról készült meztelen vagy szexuális képet soha ne ments el, ne fotózz le, ne
        készíts róla képernyőképet és ne küldj tovább, bizonyítéknak sem
      </strong>{' '}
      (Btk. 204. §).
    </>
  ),
  onScreen: (
    <>
      Ez akkor is igaz, ha a kép vagy a kis előnézete csak látszik a képernyőn: beszélgetésben, profilon, bejegyzésben,
      történetben, csoportban vagy weboldalon. Arról a képernyőről ne készíts képernyőképet, görgetett (hosszú)
      képernyőképet, képernyőfelvételt vagy fotót.
    </>
  ),
  writeDown: (
    <>
      Csak írd fel, hol láttad: ezzel a feljegyzéssel tegyél feljelentést a rendőrségen, miután a többi bizonyítékot is
      elmentetted.
    </>
  ),
  report: (
    <>
      Ha a kép nyilvánosan fent van az interneten, az Internet Hotline-on ({hotline}) is jelentsd, hogy eltávolítsák. A
      Hotline nem hatóság, és nem ő dönt a készülékeken lévő képekről. Az iskola sem dönthet róla.
    </>
  ),
  copies: (
    <>
      Ha a kép magától másolódott tovább {copiesWhere}, {copiesRule}
    </>
  ),
};

const nudeImageRule = (
  <span data-safety-rule="meztelen-kep">
    {nudeImageRuleParts.prohibition} {nudeImageRuleParts.onScreen} {nudeImageRuleParts.writeDown}{' '}
    {nudeImageRuleParts.report} {nudeImageRuleParts.copies}
  </span>
);

/** The same rule for a numbered step a reader scans on a phone: the prohibition first, each detail on its own line. */
const nudeImageRuleList = (
  <div data-safety-rule="meztelen-kep">
    {nudeImageRuleParts.prohibition}
    <ul>
      <li>{nudeImageRuleParts.onScreen}</li>
      <li>{nudeImageRuleParts.writeDown}</li>
      <li>{nudeImageRuleParts.report}</li>
      <li>{nudeImageRuleParts.copies}</li>
    </ul>
  </div>
);
const nudeImageSources: StepSources = [
  'btk',
  'nmhh-gyermekpornografia',
  'police-mit-tegyek',
  'nmhh-hotline-szabalyzat',
  'nmhh-hotline-dsa',
];

/** The rule for children (10–14): one bullet with the four acts; every card that has it also says „tell an adult”. */
const childNudeRule = (
  <span data-safety-rule="meztelen-kep">
    {/* Review 89: the action first, in bold, as on the card's other lines; yours or another's, received or seen.
        Reviews 95 and 105: the bold alone is the home cards' short line, so it names the screenshot and the preview.
        Review 104: the rule whole (CONTENT.md): where it showed is written down and told. */}
    <strong>
      Meztelen vagy szexuális képet ne ments el, ne fotózz le, ne küldj tovább, és amíg akár kicsiben is látszik, ne
      készíts képernyőképet vagy felvételt,
    </strong>{' '}
    akkor se, ha rólad készült. Írd fel, hol látszott, és szólj egy felnőttnek.
  </span>
);

/** Passwords and codes for children (CONTENT.md, „Passwords and codes”): said the same in every card that says it. */
const childPasswordRule = (
  <>
    <strong>A jelszavadat csak a szüleidnek (vagy annak, aki nevel) mondd meg, személyesen.</strong>
  </>
);
const childCodeRule = (
  <>
    <strong>
      Az SMS-ben vagy appban kapott kódot (például egy hatjegyű számot) senkinek ne mondd meg, a szüleidnek se,
    </strong>{' '}
    akkor se, ha valaki új számról a szüleid vagy egy barátod nevében kéri.
  </>
);

/**
 * A child asked for a code, a password or money, by a call or a message (the scam procedure's and the passwords
 * procedure's children's lines).
 */
const childAskedForCode = [
  <>
    {/* Review 98: a call is ended first (CONTENT.md, a scam in progress). */}
    {/* Review 142: a call and a message apart, and what is asked said on the line itself. */}
    <strong>
      Ha valaki hívásban kódot, jelszót vagy pénzt kér tőled, tedd le; ha üzenetben, ne kattints semmire, ne válaszolj,
      és ne töröld. Pénzt se küldj, és mutasd meg a szüleidnek, ki mit kért.
    </strong>{' '}
    Akkor is, ha nyereményt ígér, vagy azt mondja, hogy a szüleid küldték.
  </>,
  childPasswordRule,
  childCodeRule,
  <>
    <strong>
      Ha már megmondtad valakinek a jelszavadat vagy a kódot, vagy pénzt küldtél, akkor is azonnal szólj a szüleidnek
      vagy annak, aki nevel: nem te vagy a hibás.
    </strong>{' '}
    Minél előbb tudnak róla, annál többet tehetnek. Többet ne küldj, és ne válaszolj neki.
  </>,
];

/** The rule as the family's own, in „mi”. */
const familyNudeRule = (
  <span data-safety-rule="meztelen-kep">
    Kiskorúról készült meztelen vagy szexuális képet soha nem mentünk el, nem fotózunk le és nem küldünk tovább,
    bizonyítéknak sem (Btk. 204. §), és ha bárhol látszik a képernyőn, akár csak kicsi előnézetként, arról a képernyőről
    képernyőképet, görgetett képernyőképet és képernyőfelvételt sem készítünk. Felírjuk, hol láttuk, semmit nem törlünk,
    szólunk egy felnőttnek, és a rendőrségen jelentjük; ha nyilvánosan fent van, az Internet Hotline-on is. Ha a kép
    magától átmásolódott (galériába, közös fotókönyvtárba, felhőbe), csak az új képek automatikus mentését vagy
    megosztását kapcsoljuk ki; a közös könyvtárat vagy albumot nem töröljük, nem lépünk ki belőle, a megosztását sem
    szüntetjük meg, és a felajánlott törlést vagy eltávolítást nem fogadjuk el (ha nem tudjuk, mit válasszunk,
    visszalépünk). Ha a közös könyvtárat vagy albumot a családdal használjuk, a családtagoknak is szólunk (annak nem,
    aki a képet küldte vagy kérte), hogy ne nyissák meg, ne töröljék és ne küldjék tovább; másnak nem írunk, a
    rendőrségnek mondjuk el, kik látják még. Mást nem csinálunk vele, és még aznap megkérdezzük a rendőrséget, mi legyen
    a példányokkal.
  </span>
);

/**
 * Where a report or block dialog offers to delete the chat, it is declined; some apps (WhatsApp's „block and delete
 * chat” box) may offer it already ticked, so the reader is told to untick it too.
 */
const declineDeleteChat = (
  <>
    Ha a jelentés vagy a letiltás felajánlja a csevegés törlését (akár előre bepipálva), ne válaszd, vagy vedd ki a
    pipát: a beszélgetés bizonyíték.
  </>
);

/** After saving, the order the evidence rule sets: report on the platform, then block, and keep the chat. */
const reportThenBlock = (
  <>
    <strong>Utána jelentsd a platformon, és csak aztán tiltsd le.</strong> {declineDeleteChat}
  </>
);

/** When a crime is suspected, nothing is deleted until the police say so. */
const deleteNothing = (
  <>
    <strong>Ha bűncselekmény gyanúja van</strong> (fenyegetés, zaklatás, zsarolás, egy felnőtt szexuális közeledése,
    kiskorúról készült meztelen vagy szexuális kép), <strong>semmit ne törölj:</strong> se a beszélgetést, se a fiókot,
    se az appot, és a telefont se állítsd vissza gyári állapotra, amíg a rendőrség mást nem mond.
  </>
);

/**
 * The warning signs of grooming (CONTENT.md, „Grooming and meetings”), one list for every version and page: whoever
 * shows one gets no meeting at all. A plain wish to meet is not among them: it is a reason to tell a parent, and the
 * meeting rules (`talalkozo`) decide the rest. The phrases fit after „Aki …” / „Ha valaki …” / „mutatja-e, hogy …”.
 */
export const warningSignList = [
  'titoktartást vagy képet kér',
  'másik appba hív',
  'ajándékot ad',
  'kiderül róla, hogy felnőtt',
  'sürgeti a találkozót',
] as const;
const warningSigns = `${warningSignList.slice(0, -1).join(', ')}, vagy ${warningSignList[warningSignList.length - 1]}`;

/**
 * The same signs as a child reads them: one sentence, not a list inside a numbered line (usability round 33: nested
 * lists and 200-word cards for a 12-year-old), in both children's cards: the one about pictures and the one about
 * meeting. Pushing to meet is the sign; a wish to meet is a reason to tell, with the 14+ rule (review 73).
 */
const childWarningSigns = (
  <>
    képet kér tőled, azt kéri, hogy tartsd titokban a beszélgetést, sürgeti, hogy találkozzatok, másik appba hív,
    ajándékot ad vagy ígér (például játékpénzt), vagy kiderül róla, hogy felnőtt
  </>
);

/**
 * Someone waiting for the child, or a meeting already under way: both cards' own cases for 112, said with the shared
 * 112 line (reviews 86–87: a second 112 line right under it read as a repeat).
 */
const childMeetingDanger = (
  <>
    Akkor is, ha vár rád, utánad megy az utcán, azt írja, hogy eljön érted, vagy már vele vagy, és félsz: menj oda, ahol
    sok ember van.
  </>
);

/** After sextortion or bullying: the days after, 112 if the child wants to hurt themselves, then where parent and child can talk. */
const watchOverChild: Sourced = {
  text: (
    <>
      {/* The self-harm card's trigger and its first two steps, word for word: a child already hurt, or who took pills
          and seems fine, too (review 31). */}
      <strong>Figyelj rá ma este és utána is.</strong> Ha megsebesítette magát, tervről beszél, vagy most készül bántani
      magát, hívd a {call112t} (akkor is, ha gyógyszert vett be, és látszólag jól van).
      <ul>
        <li>
          Maradj vele, amíg megérkezik a segítség, és zárd el a gyógyszereket, az éles tárgyakat és mindent, amivel kárt
          tehet magában.
        </li>
        <li>
          Ha nincs közvetlen veszély, de aggódsz, az <Link to="/#baj-onsertes">önsértés lépései</Link> szerint folytasd.
        </li>
        <li>
          Éjjel-nappal, ingyen hívhatod a Lelki elsősegély-vonalat ({lelkiElsosegely}); a gyereked a Kék Vonalat
          hívhatja ({kekVonal}), akár név nélkül is.
        </li>
      </ul>
    </>
  ),
  sources: ['kek-vonal-kozlemeny', 'nmhh-116-szamok', 'egeszsegvonal-ongyilkossag'],
};

/**
 * The private motion (magánindítvány) a threat of violence or lasting bullying needs (Btk. 222. §, 231. § (2), 31. §),
 * said once for every procedure that sends a bullied or threatened child's parent to the police (reviews 117–138).
 */
const privateMotion = (
  <>
    {/* Reviews 130–131: the action first, then what it is called. */}
    <strong>
      Ha erőszakkal fenyegetik, vagy rendszeresen vagy tartósan bántják, a feljelentésben mondd ki, hogy kéred az
      elkövető felelősségre vonását (ez a magánindítvány): erre 30 napod van.
    </strong>{' '}
    Mindkettő zaklatás (Btk. 222. §), amelyet csak magánindítványra büntetnek (Btk. 231. § (2)). A 30 nap attól a naptól
    számít, amikor megtudtad, ki az elkövető; ha a gyereked már korábban tudta, kérdezd meg a rendőrséget, meddig
    teheted meg. 14 év alatti gyerek helyett te, a szülője teszed meg; 14 és 18 év között a gyerek is megteheti (Btk.
    31. §). A magánindítványt nem lehet visszavonni, ezért előbb beszéld meg a gyerekeddel, de ne várj vele.
  </>
);

/**
 * A child's steps when someone is mean to them online, and how to keep what happened: one version for the bullying
 * card and guide, and for the „Gyerekeknek” boxes about saving evidence (content reviews 131–135: two shorter
 * versions of the same steps are what CONTENT.md forbids).
 */
const bullyingChild = {
  bullets: [
    <>
      {/* Review 114: the short version keeps the no-blame words that make a child speak. */}
      <strong>Szólj egy felnőttnek, akiben megbízol: nem te vagy a hibás, és nem kapsz büntetést.</strong> Például a
      szüleidnek vagy egy tanárnak.
    </>,
    childNudeRule,
    <>
      {/* Reviews 110–111: the evidence kept, as on the threat and approach cards, by screenshots without the
          picture or its preview (a pointer to the nude-image line above: a rule, not the card's topic for the
          search). Review 117: declining the deletion in the other cards' words. */}
      <strong>
        Ne válaszolj a bántónak, ne törölj semmit. Egy felnőttel mentsd el képernyőképekkel a bántó üzeneteket,{' '}
        <span data-safety-rule="kep-nelkul">a meztelen vagy szexuális kép és a kis előnézete nélkül</span>, aztán
        jelentsd az appban, és csak utána tiltsd le.
      </strong>{' '}
      {/* The short version keeps to 130 words (usability round 33): the deletion line in the full text. */}
      Ha az app felajánlja, hogy törli a beszélgetést, ne fogadd el. Hogy ez az egyes appokban hogyan megy, azt a
      felnőttel együtt nézzétek meg <Link to={`${bullyingGuide}#jelentes-az-appban`}>a felnőtteknek szóló oldalon</Link>
      .
    </>,
    <>
      {/* Review 100: the parents' card's channel for bullying among schoolmates (CONTENT.md). Reviews 105–113:
          threats, blackmail, an adult's approach and a sexual image are for the police, never the school alone;
          a rule, as the nude-image line is, which the search does not read as the card's topic. Review 117: the
          adult's part in a line of its own, after the child's. */}
      <strong>
        A felnőtt szól az iskolának, ha iskolatársaid bántanak,{' '}
        <span data-safety-rule="rendorseg">
          és a rendőrségnek, ha fenyegetnek, zsarolnak, szexuális képről van szó, vagy egy felnőtt szexuális dolgokat ír
          neked
        </span>
        {/* The full stop outside the rule, so that the short version drops it as it does on every other line. */}.
      </strong>{' '}
      Az iskolai szociális segítővel is beszél, és nem egyedül a másik családdal rendezi el.{' '}
      {/* Review 122: sexual messages are the police's when an adult writes them, as in the parents' steps. Reviews
          127 and 130: the cases the bold line's police include, said of the police (not „ide”, read as the school). */}
      <span data-safety-rule="rendorseg">
        A rendőrségnek akkor is szól, ha egy felnőtt képet kér tőled, vagy ha meztelen vagy szexuális képet kértek
        tőled, küldtek neked, készítettek rólad, vagy ilyen kép terjed valakiről, még ha iskolatárs tette is: a képről
        nem az iskola dönt.
      </span>
    </>,
  ],
  sources: ['police-mit-tegyek', 'btk', 'iskolai-szocialis-segito', 'whatsapp-jelentes', 'whatsapp-blokkolas'],
} as const satisfies SafetyProcedure['child'];

export const safetyProcedures = {
  'meztelen-kep': {
    title: 'Meztelen vagy szexuális kép kiskorúról',
    steps: [
      emergencyStep,
      {
        text: (
          <span data-safety-rule="meztelen-kep">
            <strong>Soha ne ments el, ne fotózz le és ne küldj tovább ilyen képet, bizonyítéknak sem</strong> (Btk. 204.
            §). Ha a kép vagy a kicsinyített előnézete bárhol látszik a képernyőn (beszélgetésben, profilon,
            bejegyzésben, történetben, csoportban vagy weboldalon), arról a képernyőről ne készíts se képernyőképet, se
            görgetett (hosszú) képernyőképet, se képernyőfelvételt, se fotót.
          </span>
        ),
        sources: ['btk', 'nmhh-gyermekpornografia'],
      },
      {
        text: (
          <>
            <strong>Írd fel, hol láttad:</strong> az alkalmazás nevét, a küldő felhasználónevét, a webcímet, a dátumot
            és az időpontot.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
      {text: deleteNothing, sources: ['fbi-sextortion', 'police-mit-tegyek']},
      // Right after „delete nothing” (review 56): a copy syncing to a shared library spreads until it is stopped.
      {
        text: (
          <>
            <strong>Ha a kép magától másolódott tovább</strong> {copiesWhere}, {copiesRule}
          </>
        ),
        sources: ['btk', 'police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>A többi bizonyítékot mentsd el úgy, hogy a kép és az előnézete ne legyen rajta:</strong> a
            beszélgetés szövegét, a küldő felhasználónevét és profilját.
          </>
        ),
        sources: ['police-mit-tegyek', 'nmhh-gyermekpornografia'],
      },
      {text: reportThenBlock, sources: ['fbi-sextortion', 'whatsapp-blokkolas']},
      {
        text: (
          <>
            <strong>Mondd ki a gyerekednek, hogy jól tette, hogy szólt:</strong> nem ő a hibás, és nem kap büntetést.
          </>
        ),
        sources: ['fbi-sextortion'],
      },
      {
        text: (
          <>
            <strong>Tegyél feljelentést a rendőrségen</strong> a feljegyzéseddel, akár a gyereked kapta vagy látta a
            képet, akár róla készült, akár kicsikarták tőle: kiskorúról készült meztelen vagy szexuális kép megszerzése,
            tartása és továbbküldése bűncselekmény.
          </>
        ),
        sources: ['police-mit-tegyek', 'btk', 'nmhh-gyermekpornografia'],
      },
      {
        text: (
          <>
            <strong>Ha a kép nyilvánosan fent van az interneten, az Internet Hotline-on ({hotline}) is jelentsd</strong>{' '}
            a webcímmel, hogy eltávolítsák. A Hotline nem hatóság: senkit nem kötelezhet, és nem ő dönt a készülékeken
            lévő képekről. Az iskola sem dönthet a képről.
          </>
        ),
        sources: ['nmhh-hotline-szabalyzat', 'nmhh-hotline-dsa'],
      },
    ],
    child: {
      bullets: [
        childNudeRule,
        <>
          {/* Review 95: the copy saved by itself too, since this line alone is the short version's. */}
          <strong>
            Semmit ne törölj ki, a beszélgetést és a magától elmentett képet se, ne válaszolj annak, aki küldte, és ne
            tiltsd le egyedül.
          </strong>
        </>,
        <>
          {/* Review 90: a copy saved by itself (CONTENT.md: touch nothing, the police say what happens to it). */}
          <strong>
            Azonnal szólj egy felnőttnek, akiben megbízol (nem te vagy a hibás), de a képet ne mutasd meg neki: elég
            elmondani, hol van.
          </strong>{' '}
          Nem kapsz büntetést. Ha a kép magától elmentődött a telefonodra, ne nyúlj hozzá, és senkinek ne mutasd meg.
        </>,
        <>
          {/* Review 91: the child's half of the parents' step: where it was seen is what the police ask. */}
          <strong>Jegyezd meg vagy írd fel papírra, hol láttad</strong> (melyik appban, ki küldte, mikor), és ezt is
          mondd el neki.
        </>,
      ],
      sources: ['police-mit-tegyek', 'btk', 'fbi-sextortion'],
    },
    short: {text: nudeImageRule, sources: nudeImageSources},
    family: {
      text: familyNudeRule,
      sources: ['btk', 'police-mit-tegyek', 'nmhh-hotline-dsa', 'fbi-sextortion'],
    },
    pointer: {
      text: <>– kivéve a meztelen vagy szexuális képet: lásd fent</>,
      sources: ['btk'],
    },
  },
  bizonyitek: {
    title: 'A bizonyíték mentése',
    steps: [
      emergencyStep,
      {text: nudeImageRuleList, sources: nudeImageSources},
      {
        text: (
          <>
            <strong>Minden más bizonyítékot ments el, mielőtt bármit teszel.</strong> Készíts{' '}
            <Link to={screenshotGuide}>képernyőképet</Link> a bántó üzenetekről, kommentekről és a profilról úgy, hogy
            látsszon a küldő neve, a dátum és az időpont, és írd fel a linket is. Ne várj: az üzenet eltűnhet.
          </>
        ),
        sources: ['police-mit-tegyek', 'fbi-sextortion'],
      },
      {text: reportThenBlock, sources: ['fbi-sextortion', 'whatsapp-blokkolas']},
      {text: deleteNothing, sources: ['fbi-sextortion', 'police-mit-tegyek']},
      {
        text: (
          <>
            Írd le röviden, mi történt és mikor. A bizonyítékot jelszóval védett, csak a te fiókodban elérhető helyen
            tartsd, ne közös családi albumban.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
    ],
    child: bullyingChild,
    short: {
      text: (
        <>
          {nudeImageRule} Minden más bizonyítékot ments el, mielőtt bármit teszel; utána előbb jelentsd a platformon,
          aztán tiltsd le, és ha bűncselekmény gyanúja van, semmit ne törölj, amíg a rendőrség mást nem mond.
        </>
      ),
      sources: [...nudeImageSources, 'fbi-sextortion'],
    },
    family: {
      text: (
        <>
          {familyNudeRule} Minden más bizonyítékot egy felnőttel együtt elmentünk, mielőtt bármit teszünk; utána
          jelentjük, aztán letiltjuk, és bűncselekmény gyanújánál semmit nem törlünk, amíg a rendőrség mást nem mond.
        </>
      ),
      sources: ['btk', 'police-mit-tegyek', 'fbi-sextortion'],
    },
  },
  zsarolas: {
    title: 'Ha egy képpel zsarolják a gyereket',
    outline: {
      // Review 44: the automatic copies live in step 5's details. Usability rounds 23–25: a general „open the details
      // before saving or blocking anything” left the short list unusable on its own; each opening carries its caveat.
      note: (
        <>
          Ha a kép magától átmásolódott valahová (galériába, közös fotókönyvtárba, felhőbe), mielőtt bármit beállítanál,
          olvasd el a teljes 5. lépést.
        </>
      ),
    },
    lead: {
      text: (
        <>
          {/* Said once (usability round 18: the same sentence for a child who told and for one who did not). */}
          <strong>Mondd ki a gyerekednek: nem ő a hibás, és nem kap büntetést,</strong> akkor sem, ha már fizetett vagy
          küldött képet. Ha ő mondta el, azt is mondd ki, hogy jól tette, hogy szólt.{' '}
          {/* On the first screen (usability round 16: the watch over the child was the last of ten steps). */}
          {/* Step 10's trigger, word for word (review 42). */}
          <strong>Ma este és a következő napokban is maradj a közelében, és figyelj rá:</strong> ha megsebesítette
          magát, tervről beszél, vagy most készül bántani magát, hívd a {call112t} (akkor is, ha gyógyszert vett be, és
          látszólag jól van; lásd a részletes lépések 10. pontját).
        </>
      ),
      sources: ['fbi-sextortion', 'egeszsegvonal-ongyilkossag'],
    },
    steps: [
      blackmailEmergencyStep,
      {
        text: (
          <>
            <strong>Ne fizess, és a gyereked se fizessen.</strong>
            <ul>
              <li>A fizetés nem állítja meg a zsarolót.</li>
              <li>Ha már fizetett, ne fizessen többet, és az utalás adatait vidd a rendőrségre.</li>
            </ul>
          </>
        ),
        sources: ['fbi-sextortion'],
      },
      {
        text: (
          <>
            <strong>A gyereked ne küldjön több képet, és egyikőtök se válaszoljon többet a zsarolónak,</strong> akármit
            követel.
          </>
        ),
        sources: ['fbi-sextortion'],
      },
      {
        text: (
          <>
            <strong>Ne törölj semmit, és a gyereked se,</strong> amíg a rendőrség mást nem mond: se a beszélgetést, se a
            gyerek fiókját, se az appot, és a telefont se állítsd vissza gyári állapotra (a gyereked se).
          </>
        ),
        sources: ['fbi-sextortion', 'police-mit-tegyek'],
      },
      {text: nudeImageRuleList, sources: nudeImageSources},
      // A step of its own, not a line under the rule: a parent who scans only the bold lines must meet „mentsd el”
      // as well as „soha ne ments el”.
      {
        text: (
          <>
            <strong>
              A többi bizonyítékot mentsd el úgy, hogy a kép és az előnézete ne legyen rajta; azt, hogy hol látszott a
              kép, csak írd fel.
            </strong>{' '}
            Mentsd el a fenyegető üzeneteket, a zsaroló felhasználónevét és profilját.
          </>
        ),
        sources: ['fbi-sextortion'],
      },
      {
        text: (
          <>
            <strong>
              Jelentsd a zsaroló fiókját a platformon, és csak utána tiltsd le mindenhol; a csevegés törlését ne fogadd
              el.
            </strong>
            <ul>
              <li>{declineDeleteChat}</li>
            </ul>
          </>
        ),
        sources: ['fbi-sextortion', 'whatsapp-blokkolas'],
      },
      {
        text: (
          <>
            <strong>Tegyél feljelentést a rendőrségen:</strong> a zsarolás bűncselekmény.
            <ul>
              <li>
                Megteheted személyesen, szóban bármelyik rendőrkapitányságon, vagy írásban, e-mailben vagy levélben;
                írásban add meg a neved és az elérhetőségedet.
              </li>
              <li>
                Vidd magaddal, vagy írásos feljelentésnél csatold, amit felírtál és elmentettél; a képről ne vigyél és
                ne csatolj másolatot.
              </li>
              <li>
                Ha azonnali rendőri intézkedés kell (a zsaroló határidőt szab, vagy a gyerek veszélyben van), hívd a{' '}
                {call112t}; a feljelentéssel se várj reggelig.
              </li>
            </ul>
          </>
        ),
        sources: ['police-mit-tegyek', 'police-beadvanytetel'],
      },
      {
        text: (
          <>
            <strong>A képről ne készüljön másolat, a Take It Down kedvéért sem,</strong> és ahol már megvan, csak akkor
            töröld, amikor a rendőrség ezt mondja.
            <ul>
              <li>
                Az amerikai eltűnt és kizsákmányolt gyermekek központjának (NCMEC) ingyenes{' '}
                <Link href="https://takeitdown.ncmec.org/">Take It Down</Link> szolgáltatását a gyerek egyedül vagy
                veled együtt is használhatja a saját készülékén, ahol a kép megvan: a képről csak egy digitális
                ujjlenyomat készül a készüléken, maga a kép nem másolódik és nem kerül fel sehova (ezért ez nem számít
                másolatnak), és a részt vevő platformok nyilvános vagy titkosítatlan részein segít kiszűrni a képet.
              </li>
              <li>
                Csak akkor használja, ha a kép már eleve ott van a gyerek készülékén. Ha csak a beszélgetésben látszik,
                ezért se mentsd le, és ne másold át másik eszközre: kérdezd meg a rendőrséget.
              </li>
            </ul>
          </>
        ),
        sources: ['take-it-down', 'ncmec-take-it-down-release'],
      },
      watchOverChild,
    ],
    child: {
      // Review 91: the parents' first step names the blackmailer's deadline; so does the child's 112 line.
      danger: <>Akkor is, ha a zsaroló határidőt szab, vagy azt mondja, hogy bánt téged vagy a családodat.</>,
      bullets: [
        <>
          {/* In the blackmailer's own words, as a child reads them: the threat does not change the answer. */}
          <strong>Ne fizess, ne küldj több képet, és ne válaszolj neki,</strong> akkor se, ha azt mondja, hogy kirakja
          vagy elküldi a képedet másoknak. Ha már fizettél (pénzt, ajándékkártyát vagy játékpénzt), ne fizess többet, és
          a fizetés adatait is tartsd meg.
        </>,
        childNudeRule,
        <>
          {/* Review 90: a frightened child blocks first and loses the chat; the evidence order, with an adult. Review
              100: the order in the short line too, as CONTENT.md keeps it in every version. */}
          <strong>
            Semmit ne törölj ki, és ne tiltsd le egyedül: egy felnőttel együtt mentsd el képernyőképekkel a
            beszélgetést, a kép és a kis előnézete nélkül, jelentsd, és csak utána tiltsd le mindenhol.
          </strong>{' '}
          {/* Reviews 104–105: by screenshots (an app's chat export may take the picture with it), without the preview,
              in the short line too. */}
          Ha az app felajánlja, hogy törli a beszélgetést, ne fogadd el.
        </>,
        <>
          {/* Review 97: the reassurance in the short line: shame is what keeps a child silent. */}
          <strong>Szólj egy felnőttnek, akiben megbízol: nem te vagy a hibás, és nem kapsz büntetést.</strong> Ő
          feljelentést tesz a rendőrségen.
        </>,
      ],
      sources: ['fbi-sextortion', 'btk', 'whatsapp-blokkolas', 'police-mit-tegyek'],
    },
    short: {
      text: (
        <>
          {/* In sentences, one action each (review 48); the image rule before any saving (review 49), with its
              automatic copies (review 53); CONTENT.md's order, telling before the police (review 52), the police
              without delay (review 53); step 10's watch with its 112 trigger (review 51); 112 first for danger or a deadline,
              as the steps' step 1 and step 8 say (review 62: it stood after the police report). */}
          Ha a zsaroló határidőt szab, vagy a gyerek veszélyben van, először a {call112t} hívd.{' '}
          {/* First, as the steps' lead says it (review 65: fifth, it came after saving, reporting and blocking). */}
          Mondd ki a gyerekednek: nem ő a hibás, és nem kap büntetést; ha ő mondta el, azt is, hogy jól tette, hogy
          szólt.{' '}
          {/* One line per stage, in the steps' order (review 63: one 330-word paragraph was skimmed; review 65: the
              automatic copies on a line of their own). */}
          <br />
          Ne fizess, és a gyereked se fizessen (ha már fizetett, ne fizessen többet; az utalás adatait vidd a
          rendőrségre). A gyereked ne küldjön több képet, és egyikőtök se válaszoljon. Amíg a rendőrség mást nem mond,
          egyikőtök se töröljön semmit, és ne állítsa vissza a telefont gyári állapotra. <br />A képről ne készüljön
          másolat (képernyőkép, fotó vagy képernyőfelvétel sem), a lent leírt Take It Down kedvéért sem, és senki ne
          küldje tovább, a rendőrségnek sem: csak írd fel, hol látszott. <br />
          {nudeImageRuleParts.copies} <br />A többi bizonyítékot mentsd el úgy, hogy a kép és az előnézete ne legyen
          rajta. Aztán jelentsd a zsaroló fiókját a platformon, és csak utána tiltsd le mindenhol; a csevegés törlését
          ne fogadd el. <br />
          Mindenképp tegyél feljelentést a rendőrségen, minél előbb; vidd magaddal, amit elmentettél, és a
          feljegyzésedet arról, hol látszott a kép (a képet nem); ha a kép nyilvánosan fent van, az Internet Hotline-on
          ({hotline}) is jelentsd, hogy eltávolítsák. <br />
          Ezután a gyerek egyedül vagy veled együtt használhatja az amerikai eltűnt és kizsákmányolt gyermekek
          központjának (NCMEC) ingyenes <Link href="https://takeitdown.ncmec.org/">Take It Down</Link> szolgáltatását,
          de csak a saját készülékén, ha a kép már eleve ott van (például a galériájában). Ez a képről csak egy
          digitális ujjlenyomatot készít a készüléken: a képet nem másolja le és nem tölti fel, ezért ez nem számít
          másolatnak; a részt vevő platformok nyilvános vagy titkosítatlan felületein segít kiszűrni a képet. <br />
          Ma este és a következő napokban maradj a gyereked közelében: ha megsebesítette magát, tervről beszél, vagy
          most készül bántani magát, hívd a {call112t} (akkor is, ha gyógyszert vett be, és látszólag jól van), maradj
          vele, amíg megérkezik a segítség, és zárd el a gyógyszereket és az éles tárgyakat.
        </>
      ),
      sources: ['fbi-sextortion', 'police-mit-tegyek', 'btk', 'egeszsegvonal-ongyilkossag', 'take-it-down'],
    },
    family: {
      text: (
        <>
          Ha valaki egy képpel zsarol valamelyikünket, nem fizetünk (ha már fizettünk, többet nem, és az utalás adatait
          megtartjuk), nem küldünk több képet, nem válaszolunk, nem törlünk semmit, és a telefont sem állítjuk vissza;
          szólunk egy felnőttnek, és ezért senki nem kap büntetést. A képről nem készítünk másolatot, a többi
          bizonyítékot elmentjük, jelentjük, utána letiltjuk, és a rendőrséghez fordulunk.
        </>
      ),
      sources: ['fbi-sextortion', 'police-mit-tegyek'],
    },
  },
  talalkozo: {
    title: 'Ha a gyerek egy netes ismerősével találkozna',
    steps: [
      {
        text: (
          <>
            <strong>Közvetlen veszélyben először a {call112t} hívd:</strong> ha a gyerek már elindult egy netes
            ismerőséhez, és nem éred el, vagy baj lehet.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>Előbb nézd meg, mutat-e az illető gyanús jelet:</strong> {warningSigns}. Ha bármelyiket mutatja, nem
            lesz találkozó; akkor <Link to="/#baj-kozeledes">a gyanús közeledés lépései</Link> jönnek.
          </>
        ),
        sources: ['saferinternet-grooming', 'internetmatters-grooming'],
      },
      {
        text: (
          <>
            <strong>
              Ezt a szabályt mi, az oldal szerkesztői javasoljuk: 14 éves kor alatt a gyerek ne találkozzon olyannal,
              akit csak az internetről ismer,
            </strong>{' '}
            akkor sem, ha az illető semmilyen gyanús jelet nem mutat.
          </>
        ),
        sources: ['internetmatters-grooming', 'ceop-meeting-up'],
      },
      {
        text: (
          <>
            <strong>14 éves kortól is csak a te tudtoddal, a jelenlétedben, nyilvános helyen.</strong> A gyerek először
            neked szóljon, mielőtt bármilyen találkozóba beleegyezik.
          </>
        ),
        sources: ['ceop-meeting-up'],
      },
    ],
    child: {
      danger: childMeetingDanger,
      bullets: [
        <>
          {/* Telling first (review 87), then the signs before the age rule, as the parents' steps check them first
              (review 85): no 14-year-old reads the 14+ rule as a permission. Each line opens with its action in bold,
              for a child who reads only those (usability round 33). */}
          <strong>Mielőtt bármit válaszolsz, mondd el a szüleidnek</strong> (vagy annak, aki nevel), ha valaki, akit
          csak a netről ismersz, találkozni akar veled. Akkor is, ha már megígérted, hogy elmész, vagy már
          találkoztatok: nem te vagy a hibás, és nem kapsz büntetést.
        </>,
        <>
          {/* Whoever shows a sign gets no meeting at all (CONTENT.md, „Grooming and meetings”); the evidence stays for
              the adult (review 83). */}
          {/* Reviews 96–97: the short line itself keeps the chat and names the signs (a kind groomer does not look
              „gyanús” to a child). */}
          <strong>
            Ha képet vagy titkot kér, sürgeti a találkozót, másik appba hív, ajándékot ad vagy ígér, vagy kiderül, hogy
            felnőtt: soha ne találkozz vele, semmit ne törölj ki, és ne tiltsd le egyedül.
          </strong>{' '}
          Akkor se találkozz vele, ha a szüleid is ott lennének. Ne válaszolj neki többet: rögtön szólj egy felnőttnek.
        </>,
        <>
          <strong>
            Ha semmi ilyet nem csinál, 14 éves korod előtt akkor se találkozz vele, 14 éves kortól is csak a szüleid
            tudtával, velük együtt, nyilvános helyen.
          </strong>{' '}
          A szüleid helyett az is lehet, aki nevel.
        </>,
      ],
      sources: ['ceop-meeting-up', 'saferinternet-grooming', 'internetmatters-grooming', 'police-mit-tegyek'],
    },
    short: {
      text: (
        <>
          Ezt a szabályt mi, az oldal szerkesztői javasoljuk: olyan netes ismerőssel, aki semmilyen gyanús jelet nem
          mutat, a gyerek 14 éves kora előtt ne találkozzon; utána is csak a te tudtoddal, a jelenlétedben, nyilvános
          helyen. A gyerek mindenképp először neked szóljon, mielőtt egy találkozóba beleegyezik.
        </>
      ),
      sources: ['ceop-meeting-up'],
    },
    family: {
      text: (
        <>
          {/* The age rule itself is the family page's rule 4, in bold, just before this (review 59: said twice). */}
          Ha egy netes ismerős találkozni akar, szólunk egy szülőnek, mielőtt bárki igent mond.
        </>
      ),
      sources: ['ceop-meeting-up', 'saferinternet-grooming'],
    },
  },
  'gyanus-kozeledes': {
    title: 'Ha valaki gyanúsan közeledik a gyerekhez',
    steps: [
      {
        text: (
          <>
            <strong>Közvetlen veszélyben először a {call112t} hívd:</strong> ha valaki a gyerek testi épségét fenyegeti,
            ha a találkozó most zajlik vagy hamarosan lesz, ha a gyerek elindult a találkozóra, ha nem tudod, hol van,
            vagy ha bántani akarja magát.
          </>
        ),
        sources: ['police-mit-tegyek', 'saferinternet-grooming'],
      },
      {
        text: (
          <>
            <strong>Hallgasd meg a gyereket,</strong> és mondd ki: jól tette, hogy szólt, nem ő a hibás, és nem kap ki
            érte.
          </>
        ),
        sources: ['saferinternet-grooming'],
      },
      {
        text: (
          <>
            <strong>Ha az illető bármelyik gyanús jelet mutatja</strong> ({warningSigns}),{' '}
            <strong>nem lesz találkozó, felügyelettel sem.</strong> Te se menj el helyette, ne szervezz „csapdát”, és ne
            figyelmeztesd: ne írj neki. A gyereked se válaszoljon neki többet, és ne küldjön neki semmit.
          </>
        ),
        sources: ['saferinternet-grooming', 'internetmatters-grooming'],
      },
      {
        text: (
          <>
            {nudeImageRuleList}
            <div>
              <strong>Minden mást ments el, mielőtt bármit teszel:</strong> a beszélgetés szövegét, a felhasználónevet
              és a profilt, úgy, hogy a kép és az előnézete ne legyen rajta.
            </div>
          </>
        ),
        sources: [...nudeImageSources],
      },
      {text: deleteNothing, sources: ['fbi-sextortion', 'police-mit-tegyek']},
      {
        text: (
          <>
            <strong>Tegyél feljelentést a rendőrségen.</strong> A fiókot a platformon is jelentsd, és csak utána tiltsd
            le. {declineDeleteChat}
          </>
        ),
        sources: ['police-mit-tegyek', 'saferinternet-grooming', 'whatsapp-blokkolas'],
      },
      watchOverChild,
    ],
    child: {
      danger: childMeetingDanger,
      bullets: [
        <>
          {/* The action first (usability round 19: a 45-word sentence with the action at its end), in bold, for a
              child who reads only those (usability round 33). */}
          <strong>Rögtön szólj egy felnőttnek, akiben megbízol,</strong> akár éjjel is, ha valaki a neten{' '}
          {childWarningSigns}. Ha már küldtél neki képet, az sem a te hibád, és nem kapsz büntetést.{' '}
          {/* Reviews 105–106: CONTENT.md's grooming goes to the police, always; the adult does it. */}A felnőtt szól a
          rendőrségnek.
        </>,
        <>
          {/* A wish to meet without a sign has a card of its own, „Valaki a netről találkozna velem” (usability
              round 29: this card was 279 words, one line 85); someone waiting is said with the 112 line. */}
          <strong>Ne küldj neki képet, ne válaszolj neki többet, és ne találkozz vele,</strong> akkor se, ha kedves
          veled.
        </>,
        childNudeRule,
        <>
          <strong>Semmit ne törölj ki, és ne tiltsd le egyedül.</strong> Egy felnőttel együtt mentsd el a beszélgetést
          úgy, hogy a kép és a kis előnézete ne látsszon rajta. Aztán vele együtt jelentsd az appban, és csak utána
          tiltsd le. Ha az app felajánlja, hogy törli a beszélgetést, ne fogadd el. A Roblox, a TikTok és más appok
          lépései <Link to={`${bullyingGuide}#jelentes-az-appban`}>a felnőtteknek szóló oldalon</Link> vannak.
        </>,
      ],
      sources: ['saferinternet-grooming', 'internetmatters-grooming', 'btk', 'fbi-sextortion', 'whatsapp-blokkolas'],
    },
    short: {
      text: (
        <>
          Aki {warningSigns}, azzal a gyerek nem találkozik, felügyelettel sem; te se menj el helyette, és ne írj neki,
          hanem mentsd el a bizonyítékot (meztelen vagy szexuális képet soha), és tegyél feljelentést a rendőrségen.
        </>
      ),
      sources: ['saferinternet-grooming', 'internetmatters-grooming', 'police-mit-tegyek', 'btk'],
    },
    family: {
      text: (
        <>
          Aki gyanús jelet mutat ({warningSigns}), azzal senki nem találkozik, a szülők sem mennek el helyette, és nem
          is írnak neki: szólunk egy felnőttnek, elmentjük, ami történt (a meztelen vagy szexuális képet soha, lásd
          fent), semmit nem törlünk, és a rendőrséghez fordulunk.
        </>
      ),
      sources: ['saferinternet-grooming', 'police-mit-tegyek'],
    },
  },
  'elveszett-telefon': {
    title: 'Ha elveszett vagy ellopták a telefont',
    steps: [
      {
        text: (
          <>
            <strong>Ha a gyerek is eltűnt a telefonnal, hívd a {call112t}, és hagyj mindent bekapcsolva:</strong> ne
            tiltasd le a SIM-kártyát, ne jelentkeztesd ki és ne töröld távolról a telefont, a helymegosztás és a keresés
            maradjon bekapcsolva. Mondd el a rendőrségnek, hol látod a telefont a térképen, és ne indulj oda egyedül.{' '}
            <strong>Itt állj meg:</strong> a további lépések csak akkor jönnek, ha a gyerek már biztonságban van, vagy
            ha a rendőrség kéri.
          </>
        ),
        sources: ['police-mit-tegyek', 'apple-elveszett'],
      },
      {
        text: (
          <>
            <strong>Ha erőszakkal vagy fenyegetéssel vették el tőle a telefont, hívd a {call112t} most,</strong> és
            mondd meg, hol van a gyerek. Ha a gyerek egy másik telefonról hív, mondd neki, hogy menjen be egy boltba
            vagy más helyre, ahol felnőttek vannak, és várjon ott; utána menj érte. A SIM-kártya letiltásáról és a
            távoli törlésről a rendőrséggel egyeztess; a többi lépés ugyanúgy érvényes.
          </>
        ),
        sources: ['police-mit-tegyek', 'apple-elveszett'],
      },
      {
        text: (
          <>
            <strong>
              Ha a gyerek biztonságban van, és a telefon a közelben lehet, keresd meg, és szólaltasd meg egy másik
              eszközről:
            </strong>{' '}
            iPhone-nál a Lokátor appban vagy az <Link href="https://www.icloud.com/find">icloud.com/find</Link> oldalon,
            Androidnál az <Link href="https://www.android.com/find">android.com/find</Link> oldalon. A gyerek androidos
            telefonját általában a gyerek saját Google-fiókjával (Family Linkben a te fiókodból) találod meg.
          </>
        ),
        sources: ['apple-elveszett', 'google-elveszett-eszkoz', 'nki-elveszett-telefon', 'google-family-link-hely'],
      },
      {
        text: (
          <>
            <strong>Zárold, vagy jelöld elveszettként egy másik eszközről.</strong> Ha csak elveszett, megadhatsz egy
            telefonszámot a zárolt képernyőn. Ha ellopták, ne adj meg elérhetőséget: a svájci kiberbiztonsági központ
            (NCSC) szerint a zárolt képernyőn megadott telefonszámot a tolvajok csaló üzenetekhez használhatják. Ha nem
            tudod, elveszett vagy ellopták, megadhatod egy másik családtag számát is; ilyenkor számíts csaló üzenetekre,
            és a bennük lévő linkekre ne kattints.
          </>
        ),
        sources: ['apple-elveszett', 'nki-elveszett-telefon', 'gsmspecs-apple-stolen', 'ncsc-iphone-phishing'],
      },
      {
        text: (
          <>
            <strong>Ha ellopták, ne menj el a térképen látott helyre,</strong> és ne szólítsd meg, akinél a telefon van:
            mondd el a helyet a rendőrségnek, és tegyél feljelentést. Kérni fogják az IMEI-számot: a telefon dobozán, a
            vásárlási számlán, vagy a gyerek Google-, illetve Apple-fiókjának eszközlistájában találod.
          </>
        ),
        sources: ['apple-elveszett', 'police-mit-tegyek', 'nki-elveszett-telefon'],
      },
      {
        text: (
          <>
            <strong>Ha üzenet jön, hogy megtalálták a telefont, ne kattints rá,</strong> és sehol ne add meg a
            jelszavadat. A telefont senki kérésére ne vedd ki a fiókból (a gyerekéből sem), a Lokátorból vagy a Google
            Find Hub szolgáltatásából, törlés után se.
          </>
        ),
        sources: ['ncsc-iphone-phishing', 'gsmspecs-apple-stolen'],
      },
      {
        text: (
          <>
            <strong>Tiltasd le a SIM-kártyát</strong> a mobilszolgáltatónál: ha ellopták, azonnal (ha erőszakkal vették
            el, a rendőrséggel egyeztetve); ha elveszett, amikor a zárolás már érvényesnek látszik (a parancs csak
            internetkapcsolattal jut el a telefonra); ha a telefon ki van kapcsolva, és a zárolás aznap sem lesz
            érvényes, akkor is tiltasd le. Kérj új SIM-kártyát vagy eSIM-et ugyanazzal a számmal.
          </>
        ),
        sources: ['nki-elveszett-telefon', 'apple-elveszett'],
      },
      {
        text: (
          <>
            <strong>Egy másik eszközről változtasd meg a többi fiók jelszavát,</strong> de a telefont ne jelentkeztesd
            ki. Annak a Google- vagy Apple-fióknak a jelszavát, amellyel a telefont keresed (Androidon ez általában a
            gyerek saját Google-fiókja), csak akkor változtasd meg, ha azt is feltörhették, vagy már nem keresed a
            telefont: a jelszócsere kijelentkeztetheti a telefont, és akkor nem találod meg. Ha banki app vagy kártya
            volt a telefonon, hívd a bankot.
          </>
        ),
        sources: ['google-elveszett-eszkoz', 'nki-elveszett-telefon', 'gsmspecs-apple-stolen'],
      },
      {
        text: (
          <>
            <strong>Csak végső esetben töröld távolról:</strong> Androidon és az iOS 15 előtti iPhone-okon a törlés után
            már nem tudod megkeresni.
          </>
        ),
        sources: ['apple-elveszett', 'google-elveszett-eszkoz', 'nki-elveszett-telefon'],
      },
    ],
    child: {
      bullets: [
        <>
          <strong>Azonnal szólj a szüleidnek</strong> (vagy annak, aki nevel), akkor is, ha félsz, hogy kikapsz.
        </>,
        <>
          <strong>
            Ha ellopták vagy elvették, ne menj utána: menj oda egy felnőtthöz (például egy boltban), és kérd meg, hogy
            hívja a {call112t} vagy a szüleidet.
          </strong>
        </>,
        <>
          <strong>Ha üzenet jön, hogy megtalálták, ne kattints rá, és ne írd be sehova a jelszavadat.</strong>
        </>,
      ],
      sources: ['police-mit-tegyek', 'apple-elveszett', 'ncsc-iphone-phishing'],
    },
    short: {
      text: (
        <>
          Ha a gyerek is eltűnt a telefonnal, hívd a {call112t}, és hagyj mindent bekapcsolva; ha csak a telefon tűnt
          el, keresd meg vagy zárold egy másik eszközről, lopásnál ne menj a helyszínre, a „megtaláltuk” üzenetekre ne
          kattints, utána tiltasd le a SIM-kártyát, a jelszavakat pedig a telefon kijelentkeztetése nélkül változtasd
          meg.
        </>
      ),
      sources: ['police-mit-tegyek', 'apple-elveszett', 'ncsc-iphone-phishing'],
    },
    family: {
      text: (
        <>
          Ha elveszik vagy ellopják valamelyikünk telefonját, azonnal szólunk egymásnak; lopásnál nem megyünk utána, a
          „megtaláltuk” üzenetekre nem kattintunk, és a telefont nem vesszük ki a fiókból. Ha valaki közülünk a
          telefonnal együtt tűnik el, a {call112t} hívjuk, és mindent bekapcsolva hagyunk.
        </>
      ),
      sources: ['police-mit-tegyek', 'apple-elveszett', 'ncsc-iphone-phishing'],
    },
  },
  csalas: {
    title: 'Ha csalás történik, vagy már megtörtént',
    steps: [
      {
        text: (
          <>
            <strong>Közvetlen veszélyben először a {call112t} hívd:</strong> ha valaki most jön a pénzért, vagy
            fenyeget.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>Ha még beszélsz a hívóval, tedd le.</strong> Ne menj vissza a vonalra, akármit mond, és ne hívd
            vissza azt a számot, amelyet ő adott meg.
          </>
        ),
        sources: ['hirtv-banki-csalo', 'hazipatika-banki-csalo'],
      },
      {
        text: (
          <>
            <strong>Válaszd le a készüléket a netről:</strong> kapcsold repülőgép-üzemmódba, vagy kapcsold ki a wifit és
            a mobilnetet, hogy egy telepített távelérési program se működjön tovább. Még ne törölj semmit.
          </>
        ),
        sources: ['hazipatika-banki-csalo'],
      },
      {
        text: (
          <>
            <strong>
              Egy másik telefonról hívd fel a bankodat a bankkártyádra nyomtatott vagy a banki alkalmazásban
              feltüntetett számon,
            </strong>{' '}
            és tiltasd le a kártyát, a netbankot és a banki appot. Ha nincs másik telefonod, kérd el egy családtagét,
            vagy menj be egy bankfiókba.
          </>
        ),
        sources: ['kisalfold-online-csalas', 'hirtv-banki-csalo'],
      },
      {
        text: (
          <>
            <strong>Mielőtt bármit törölnél, ments el mindent:</strong> az üzenetet, a hívás idejét és számát, az utalás
            adatait, a telepített program nevét.
          </>
        ),
        sources: ['kisalfold-online-csalas', 'police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>Csak ezután</strong> töröld a telepített programot, vagy állíttasd vissza a készüléket, és egy
            tiszta készülékről változtasd meg a jelszavaidat.
          </>
        ),
        sources: ['google-feltort-fiok', 'hazipatika-banki-csalo'],
      },
      {
        text: (
          <>
            <strong>Tegyél feljelentést</strong> a rendőrségen. Az Áldozatsegítő Vonal (
            <HelpLineLink id="aldozatsegito" />) lelki, jogi és gyakorlati tanácsot ad.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
    ],
    child: {
      bullets: childAskedForCode,
      // Review 100: a vendor's own rule on codes, besides the press.
      sources: ['apple-adathalaszat', 'hirtv-banki-csalo', 'kisalfold-online-csalas'],
    },
    short: {
      text: (
        <>
          Ha valaki most jön a pénzért, vagy fenyeget, hívd a {call112t}; egyébként tedd le (a hívó által adott számot
          ne hívd vissza), válaszd le a készüléket a netről, egy másik telefonról hívd a bankot a bankkártyádra
          nyomtatott vagy a banki alkalmazásban feltüntetett számon, és mielőtt bármit törölnél, ments el minden
          bizonyítékot.
        </>
      ),
      sources: ['police-mit-tegyek', 'hirtv-banki-csalo', 'hazipatika-banki-csalo', 'kisalfold-online-csalas'],
    },
    family: {
      text: (
        <>
          Ha csaló hív minket, letesszük, az általa adott számot nem hívjuk vissza, a bankot egy másik telefonról a
          kártyára nyomtatott számon hívjuk, és semmit nem törlünk, amíg el nem mentettük.
        </>
      ),
      sources: ['hirtv-banki-csalo', 'kisalfold-online-csalas'],
    },
  },
  onsertes: {
    title: 'Ha a gyerek bántani akarja magát',
    steps: [
      {
        text: (
          <>
            <strong>
              Ha megsebesítette magát, tervről beszél, vagy most készül bántani magát: hívd most a {call112t},
            </strong>{' '}
            akkor is, ha gyógyszert vett be, és látszólag jól van.
          </>
        ),
        sources: ['egeszsegvonal-ongyilkossag'],
      },
      {
        text: (
          <>
            <strong>Maradj vele,</strong> amíg megérkezik a segítség.
          </>
        ),
        sources: ['egeszsegvonal-ongyilkossag'],
      },
      {
        text: (
          <>
            <strong>Zárd el a gyógyszereket, az éles tárgyakat</strong> és mindent, amivel kárt tehet magában.
          </>
        ),
        sources: ['egeszsegvonal-ongyilkossag'],
      },
      {
        text: (
          <>
            <strong>Kérdezz rá nyíltan,</strong> mi bántja, és gondolt-e arra, hogy véget vet az életének. Egy őszinte
            beszélgetés segít.
          </>
        ),
        sources: ['hazipatika-omsz-beszelgetes'],
      },
      {
        text: (
          <>
            <strong>Ha nincs közvetlen veszély, de aggódsz,</strong> hívd a Lelki elsősegély-vonalat (
            <HelpLineLink id="lelki-elsosegely" />
            ), szülőként te is. A gyereked a Kék Vonalat hívhatja ({kekVonal}), és a Kék Vonalhoz szülőként is
            fordulhatsz.
          </>
        ),
        sources: ['egeszsegvonal-ongyilkossag', 'kek-vonal-kozlemeny', 'kek-vonal-felnottek'],
      },
      {
        text: (
          <>
            <strong>Kérj segítséget a háziorvostól vagy a házi gyermekorvostól:</strong> ő tud továbbküldeni
            szakemberhez.
          </>
        ),
        sources: ['egeszsegvonal-ongyilkossag'],
      },
    ],
    child: {
      danger: (
        <>
          Akkor is hívd, ha már eltervezted, vagy ha bevettél gyógyszert vagy mást, még ha most jól is érzed magad. Ha
          nem tudsz telefonálni, kérj meg egy felnőttet, hogy azonnal hívja.
        </>
      ),
      bullets: [
        <>
          {/* Review 90: the shared 112 line names self-harm; the parents' steps 2–3 (stay with them, put away what
              can hurt) as a child can take them. */}
          <strong>Ne maradj egyedül: menj oda egy felnőtthöz, akiben megbízol,</strong> és mondd el neki, hogy nagy a
          baj.
        </>,
        <>
          <strong>Add oda neki, vagy tedd messzire magadtól, ami veszélyes lehet (gyógyszer, éles tárgy).</strong>
        </>,
        <>
          {/* Reviews 91–92: a child alone, with the adult who is the trouble, or who cannot say it to anyone near. */}
          <strong>
            Ha nem tudod vagy nem akarod elmondani senkinek a közeledben, vagy otthon van a baj, hívd most a Kék
            Vonalat: {kekVonal}. Éjjel-nappal ingyenes, és név nélkül is beszélhetsz.
          </strong>
        </>,
      ],
      sources: ['egeszsegvonal-ongyilkossag', 'kek-vonal-kozlemeny'],
    },
    short: {
      text: (
        <>
          Ha a gyerek megsebesítette magát, tervről beszél, vagy most készül bántani magát (akkor is, ha gyógyszert vett
          be, és látszólag jól van), hívd a {call112t}, maradj vele, és zárd el a gyógyszereket és az éles tárgyakat; ha
          nincs közvetlen veszély, hívd a Lelki elsősegély-vonalat (<HelpLineLink id="lelki-elsosegely" />
          ), a gyereked pedig a Kék Vonalat ({kekVonal}).
        </>
      ),
      sources: ['egeszsegvonal-ongyilkossag', 'kek-vonal-kozlemeny'],
    },
    family: {
      text: (
        <>
          Ha valamelyikünk bántani akarja magát, a {call112t} hívjuk, és nem hagyjuk egyedül; ha nincs közvetlen
          veszély, a Lelki elsősegély-vonalat (<HelpLineLink id="lelki-elsosegely" />) vagy a Kék Vonalat ({kekVonal})
          hívjuk.
        </>
      ),
      sources: ['egeszsegvonal-ongyilkossag', 'kek-vonal-kozlemeny'],
    },
  },
  'eltunt-gyerek': {
    title: 'Ha eltűnt a gyerek',
    steps: [
      {
        text: (
          <>
            <strong>Hívd azonnal a {call112t}.</strong> Mondd el, mikor és hol láttad utoljára, mit viselt, és van-e
            nála telefon.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>Ne tiltasd le a telefonját,</strong> ne jelentkeztesd ki és ne töröld távolról. Ha megosztja veled a
            helyét (Family Link, Lokátor), mondd el a rendőrségnek, hol látod, és ne indulj oda egyedül.
          </>
        ),
        sources: ['google-family-link-hely', 'apple-elveszett'],
      },
      {
        text: (
          <>
            <strong>Utána</strong> hívhatod az Eltűnt gyermekek forródrótját (<HelpLineLink id="eltunt-gyermek" />
            ): a Kék Vonal működteti, és a családnak is segít.
          </>
        ),
        sources: ['nmhh-116-szamok'],
      },
    ],
    child: {
      bullets: [
        <>Hívd a szüleidet, ha nem tudsz hazajutni, vagy eltévedtél.</>,
        <>Ha nem veszik fel, hívd a {call112t}.</>,
        <>A telefonodat tartsd bekapcsolva: így könnyebben megtalálnak.</>,
      ],
      sources: ['police-mit-tegyek', 'google-family-link-hely'],
    },
    short: {
      text: (
        <>
          Ha eltűnt a gyerek, azonnal hívd a {call112t}, és ne tiltasd le a SIM-kártyáját, ne jelentkeztesd ki a
          telefonját a fiókjaiból, és ne töröld; utána a családnak az Eltűnt gyermekek forródrótja segít:{' '}
          <HelpLineLink id="eltunt-gyermek" />.
        </>
      ),
      sources: ['police-mit-tegyek', 'google-family-link-hely', 'nmhh-116-szamok'],
    },
    family: {
      text: (
        <>
          {/* The reason, and whose phone it is: the family page's rule 1 says the rule itself in bold (reviews 63, 71). */}
          Az eltűnt családtag telefonján semmit nem változtatunk: a helye segíthet megtalálni őt.
        </>
      ),
      sources: ['police-mit-tegyek', 'google-family-link-hely'],
    },
  },
  bantalmazas: {
    title: 'Ha bántják a gyereket az interneten',
    steps: [
      emergencyStep,
      {
        text: (
          <>
            <strong>Hallgasd meg a gyereket,</strong> és mondd ki: jól tette, hogy szólt, és nem ő a hibás.
          </>
        ),
        sources: ['saferinternet-grooming', 'fbi-sextortion'],
      },
      {text: nudeImageRuleList, sources: nudeImageSources},
      {
        text: (
          <>
            <strong>Minden más bizonyítékot ments el, mielőtt jelentenél vagy letiltanál</strong> (és közben semmit ne
            törölj): készíts <Link to={screenshotGuide}>képernyőképet</Link> a bántó üzenetekről, kommentekről, a
            csoportról és a bántó profilról, rajta a küldő nevével (felhasználónevével), a dátummal és az időponttal.{' '}
            {/* Review 50: a class group is where a classmate's nude is shared; review 51: the name beside it. */}
            Csak olyan képernyőről készíts képernyőképet, ahol sem meztelen vagy szexuális kép, sem annak előnézete nem
            látszik; ha a küldő neve vagy az időpont csak a kép mellett látszik, arról a képernyőről ne készíts se
            képernyőképet, se képernyőfelvételt, se fotót, hanem a nevet és az időpontot írd fel. A linkeket is írd fel.
            Hogy mi történt, mikor és hol, azt eseményenként írd fel az esetnaplóba (kitöltheted és kinyomtathatod).
            <br />
            {/* A button of its own, not a word mid-sentence: usability rounds 7 and 8 looked for it there. */}
            <Link className="button button--secondary button--sm margin-top--sm" to={`${screenshotGuide}#esetnaplo`}>
              Nyisd meg az esetnaplót
            </Link>
          </>
        ),
        sources: ['police-mit-tegyek', 'fbi-sextortion'],
      },
      {text: reportThenBlock, sources: ['whatsapp-jelentes', 'whatsapp-blokkolas', 'fbi-sextortion']},
      {
        text: (
          <>
            <strong>Ha osztálytársak bántják, szólj az iskolának és az iskolai szociális segítőnek:</strong> ők
            segítenek a gyereknek, a családnak és a pedagógusoknak. A másik családdal ne egyedül próbáld rendezni.
          </>
        ),
        sources: ['iskolai-szocialis-segito'],
      },
      {
        text: (
          <>
            {/* Reviews 112–116: the crimes CONTENT.md sends to the police, always, as the children's line says.
                Review 117: a threat is zaklatás too (Btk. 222. § (2)), and all of 222. § needs a private motion
                (231. § (2)), so the 30-day deadline is said of both, in a line of its own. */}
            {deleteNothing} Tegyél feljelentést a rendőrségen:
            <ul>
              <li>
                <strong>mindig,</strong> ha fenyegetik vagy zsarolják a gyereket, ha egy felnőtt szexuálisan közeledik
                hozzá, vagy ha bárki (iskolatárs is) meztelen vagy szexuális képet kért tőle, küldött neki, készített
                róla vagy terjeszt róla (a képről nem az iskola dönt);
              </li>
              <li>ha rendszeresen vagy tartósan bántják, akkor is teheted.</li>
            </ul>{' '}
            {/* Review 120: the threat 222. § (2) speaks of is one of violence; a threat to post a picture is blackmail,
                reported always, without a deadline. */}
            {privateMotion}
            <br />
            Ha a bántó tartalom nyilvánosan fent van, az Internet Hotline-on ({hotline}) is jelentheted.
          </>
        ),
        sources: ['btk', 'be', 'police-mit-tegyek', 'nmhh-hotline-dsa'],
      },
      watchOverChild,
    ],
    child: bullyingChild,
    short: {
      text: (
        <>
          {/* Review 117: the police cases of the full step 7 (the private motion's deadline is the pages' own line). */}
          {/* Review 126: deleting nothing and declining the app's deletion offer in the short steps too. */}
          Mentsd el a bizonyítékot (meztelen vagy szexuális képet soha), és semmit ne törölj; utána jelentsd az appban
          (ha felajánlja a beszélgetés törlését, ne fogadd el), aztán tiltsd le. Osztálytársak között az iskolával és az
          iskolai szociális segítővel rendezd, ne egyedül a másik családdal. Fenyegetésnél, zsarolásnál, egy felnőtt
          szexuális közeledésénél és meztelen vagy szexuális képnél tegyél feljelentést a rendőrségen.
        </>
      ),
      sources: ['police-mit-tegyek', 'whatsapp-jelentes', 'iskolai-szocialis-segito', 'btk'],
    },
    family: {
      text: (
        <>
          Ha valaki bánt minket a neten, nem válaszolunk neki, szólunk egy felnőttnek, és együtt elmentjük, ami történt
          (a meztelen vagy szexuális képet soha, lásd fent); utána jelentjük, aztán letiltjuk. Ha fenyegetnek vagy
          zaklatnak minket, semmit nem törlünk, és a rendőrséghez fordulunk. Osztálytársak között az iskolához
          fordulunk, nem egyedül a másik családhoz.
        </>
      ),
      sources: ['police-mit-tegyek', 'whatsapp-jelentes', 'iskolai-szocialis-segito', 'btk'],
    },
  },
  'feltort-fiok': {
    title: 'Ha feltörték egy fiókodat',
    steps: [
      {
        text: (
          <>
            <strong>Közvetlen veszélyben először a {call112t} hívd:</strong> ha a fiókból valakit fenyegetnek, és baj
            történhet.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>Ha a fiókkal valakit zaklatnak vagy zsarolnak, a bizonyítékkal kezdd,</strong> még mielőtt
            visszaszerzed a fiókot, mert a támadó törölheti az üzeneteket.
            {nudeImageRuleList}
            <ul>
              <li>Minden más bizonyítékot ments el.</li>
              <li>
                Semmit ne törölj (se a támadó üzeneteit és bejegyzéseit, se a fiókot), amíg a rendőrség mást nem mond.
              </li>
              <li>
                Utána jelentsd a támadót (és a feltört fiókot) a platformon, és csak aztán tiltsd le a támadó saját
                fiókját. {declineDeleteChat}
              </li>
              <li>A zaklatás vagy a zsarolás miatt is tegyél feljelentést.</li>
            </ul>
          </>
        ),
        sources: [...nudeImageSources, 'fbi-sextortion', 'whatsapp-blokkolas'],
      },
      {
        text: (
          <>
            <strong>Egy tiszta eszközről,</strong> amelyhez a támadó nem fért hozzá,{' '}
            <strong>a szolgáltató hivatalos helyreállítási oldalán szerezd vissza a fiókot.</strong> Ne üzenetben vagy
            levélben kapott linkről indulj.
          </>
        ),
        sources: ['google-feltort-fiok'],
      },
      {
        text: (
          <>
            <strong>Nézd át a legutóbbi biztonsági eseményeket és a bejelentkezett eszközöket,</strong> és amelyiket nem
            ismered, azt jelentkeztesd ki.
          </>
        ),
        sources: ['google-feltort-fiok'],
      },
      {
        text: (
          <>
            <strong>Kapcsold be a kétfaktoros hitelesítést</strong> (a Google-nál: Kétlépcsős azonosítás, az Apple-nél:
            Kétlépéses hitelesítés).
          </>
        ),
        sources: ['google-feltort-fiok'],
      },
    ],
    child: {
      bullets: [
        <>Szólj rögtön a szüleidnek, ha nem tudsz belépni a fiókodba, vagy a neveddel írnak másoknak.</>,
        <>A fiókot egy felnőttel együtt szerezd vissza.</>,
        <>Belépési kódot közben se mondj meg senkinek.</>,
      ],
      sources: ['google-feltort-fiok', 'apple-adathalaszat'],
    },
    short: {
      text: (
        <>
          Egy tiszta eszközről, a szolgáltató hivatalos helyreállítási oldalán szerezd vissza a fiókot, nézd át a
          bejelentkezett eszközöket, kapcsold be a kétfaktoros hitelesítést, és ha a fiókkal zaklatnak vagy zsarolnak,
          mentsd el a bizonyítékot (meztelen vagy szexuális képet soha), ne törölj semmit, és tegyél feljelentést.
        </>
      ),
      sources: ['google-feltort-fiok', 'police-mit-tegyek', 'btk'],
    },
    family: {
      text: (
        <>
          Ha feltörik valamelyikünk fiókját, szólunk egymásnak, egy tiszta eszközről szerezzük vissza, és bekapcsoljuk a
          kétfaktoros hitelesítést.
        </>
      ),
      sources: ['google-feltort-fiok'],
    },
  },
  'kuldott-kep': {
    title: 'Ha a gyerek meztelen vagy szexuális képet küldött magáról',
    steps: [
      emergencyStep,
      {
        text: (
          <>
            <strong>Ne hibáztasd és ne büntesd meg:</strong> mondd ki, hogy jól tette, hogy szólt, és együtt
            megoldjátok.
          </>
        ),
        sources: ['fbi-sextortion', 'ncmec-take-it-down-release'],
      },
      {
        text: (
          <>
            <strong>Ne küldjön több képet,</strong> és ne válaszoljon annak, aki kérte. Semmit ne törölj, és a gyereked
            se (se a beszélgetést, se a fiókot, se az appot), a telefont se állítsd vissza gyári állapotra, amíg a
            rendőrség mást nem mond. Ha zsarolják vele, ne fizess, és a gyereked se, és a{' '}
            <Link to="/#baj-zsarolas">zsarolás lépései</Link> szerint folytasd.
          </>
        ),
        sources: ['fbi-sextortion', 'police-mit-tegyek'],
      },
      {text: nudeImageRuleList, sources: nudeImageSources},
      {
        text: (
          <>
            <strong>A többi bizonyítékot mentsd el úgy, hogy a kép és az előnézete ne legyen rajta:</strong> a
            beszélgetés szövegét, a felhasználónevet és a profilt.
          </>
        ),
        sources: ['fbi-sextortion', 'police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>Tegyél feljelentést a rendőrségen;</strong> különösen sürgős, ha a képet felnőttnek küldte, ha
            valaki kérte vagy rávette, ha továbbküldték, vagy zsarolják vele.
          </>
        ),
        sources: ['police-mit-tegyek', 'btk', 'fbi-sextortion'],
      },
      {
        text: (
          <>
            <strong>Jelentsd a platformon,</strong> ahol a kép megjelent vagy továbbterjed, hogy eltávolítsák,{' '}
            <strong>és csak utána tiltsd le</strong> azt, aki kérte vagy továbbküldte. {declineDeleteChat}
          </>
        ),
        sources: ['whatsapp-jelentes', 'whatsapp-blokkolas'],
      },
      {
        text: (
          <>
            Az NCMEC <Link href="https://takeitdown.ncmec.org/">Take It Down</Link> szolgáltatását a gyerek egyedül vagy
            veled együtt is használhatja a saját készülékén, ahol a kép megvan: a kép nem kerül fel sehova, és a részt
            vevő platformok nyilvános vagy titkosítatlan részein segít kiszűrni a képet. Csak akkor használja, ha a kép
            már eleve ott van a gyerek készülékén; a képet ne mentsd le, és ne másold át másik eszközre.
          </>
        ),
        sources: ['take-it-down', 'ncmec-take-it-down-release'],
      },
      watchOverChild,
    ],
    child: {
      bullets: [
        <>
          {/* Reviews 124 and 130: the police, as on the parents' card (CONTENT.md: a sexual image of a child is
              reported, always), said as protection, not as trouble. */}
          <strong>Mondd el egy felnőttnek, akiben megbízol: nem te vagy a hibás, és nem kapsz büntetést.</strong> Az ő
          dolga, hogy segítsen: a rendőrségnek is szól, hogy megvédjen téged.
        </>,
        <>
          {/* Review 96: not blocking alone in the short line too, as on the other picture cards. */}
          <strong>
            Ne küldj több képet, ne fizess senkinek, és ne válaszolj annak, aki kérte. Semmit ne törölj ki, és ne tiltsd
            le egyedül:
          </strong>{' '}
          a beszélgetést és a képet se töröld; a felnőtt megkérdezi a rendőrséget, mi legyen velük.
        </>,
        childNudeRule,
        <>
          <strong>
            Ha a kép még megvan a telefonodon, és félsz, hogy felkerül a netre, a{' '}
            <Link href="https://takeitdown.ncmec.org/">Take It Down</Link> oldalon egyedül is kérheted, hogy a részt
            vevő oldalak kiszűrjék;
          </strong>{' '}
          a kép nem kerül fel sehova.{' '}
          {/* Reviews 100 and 110: the address for a child acting alone, its language, and what it cannot reach
              (NCMEC: participating platforms' public or unencrypted services). */}
          Titkosított magánbeszélgetésekből nem tudja kiszűrni. A cím: takeitdown.ncmec.org. Az oldal nem magyar nyelvű,
          ehhez is kérhetsz segítséget egy felnőttől. Ha a kép már nincs meg, ne mentsd le és ne fotózd le újra emiatt:
          mondd el egy felnőttnek.
        </>,
      ],
      sources: ['fbi-sextortion', 'take-it-down', 'ncmec-take-it-down-release'],
    },
    short: {
      text: (
        <>
          Ne hibáztasd és ne büntesd meg a gyereket, ne küldjön több képet, és ne válaszoljon annak, aki kérte; a képről
          ne készüljön másolat. Tegyél feljelentést a rendőrségen (különösen sürgős, ha a képet felnőttnek küldte, ha
          valaki kérte vagy rávette, ha továbbküldték, vagy zsarolják vele), és addig ne törölj semmit (és a gyereked
          se); a többi bizonyítékot mentsd el úgy, hogy a kép és az előnézete ne legyen rajta, utána jelentsd a
          platformon. A képről a Take It Down kedvéért se készüljön másolat: ezt a szolgáltatást a gyerek egyedül vagy
          veled együtt is használhatja, de csak akkor, ha a kép már eleve a saját készülékén van. Ha a kép nyilvánosan
          fent van, az Internet Hotline-on is jelentsd.
        </>
      ),
      sources: ['fbi-sextortion', 'police-mit-tegyek', 'take-it-down', 'nmhh-hotline-dsa'],
    },
    family: {
      text: (
        <>
          Ha valamelyikünk olyan képet küldött magáról, amelyet megbánt, szól egy felnőttnek, és ezért senki nem kap
          büntetést; a képről nem készítünk másolatot.
        </>
      ),
      sources: ['fbi-sextortion', 'btk'],
    },
  },
  jelszavak: {
    title: 'Jelszavak és belépési kódok',
    steps: [
      {
        text: (
          <>
            <strong>Közvetlen veszélyben először a {call112t} hívd:</strong> ha valaki a belépési adatokkal fenyegeti
            vagy zsarolja a gyereket, és baj történhet.
          </>
        ),
        sources: ['police-mit-tegyek'],
      },
      {
        text: (
          <>
            <strong>A gyerek jelszavát rajta kívül csak a szülei (vagy aki neveli) tudják.</strong>{' '}
            <strong>Az egyszer használható belépési kódot senki nem mondja meg senkinek,</strong> egymásnak sem: akkor
            se, ha valaki új számról a szülő nevében kéri. Ez a mi tanácsunk; az Apple is arra kér, hogy jelszót és
            biztonsági kódot soha senkinek ne adj meg, és a rendőrség is arra figyelmeztet, hogy SMS-ben kapott kódot ne
            add meg annak, aki telefonon kéri.
          </>
        ),
        sources: ['apple-adathalaszat', 'hirtv-banki-csalo'],
      },
      {
        text: (
          <>
            <strong>Ha a gyerek gondja otthon van</strong> (egy felnőtt, aki veszélyt jelent rá, vagy a külön élő szülők
            vitája), a Kék Vonalhoz ({kekVonal}) mindig fordulhat.
          </>
        ),
        sources: ['nmhh-116-szamok', 'kek-vonal-kozlemeny'],
      },
    ],
    child: {
      // Review 145: one version of the children's lines on codes and passwords, the scam box's.
      bullets: [
        ...childAskedForCode,
        <>
          <strong>Ha otthon van baj, a Kék Vonalat bármikor hívhatod: {kekVonal}.</strong>
        </>,
      ],
      sources: [
        'apple-adathalaszat',
        'hirtv-banki-csalo',
        'kisalfold-online-csalas',
        'nmhh-116-szamok',
        'kek-vonal-kozlemeny',
      ],
    },
    short: {
      text: (
        <>
          A gyerek jelszavát rajta kívül csak a szülei (vagy aki neveli) tudják, az egyszer használható belépési kódot
          pedig senki, akkor se, ha új számról a szülő nevében kérik; ha a gyerek gondja otthon van, a Kék Vonalhoz (
          {kekVonal}) mindig fordulhat.
        </>
      ),
      sources: ['apple-adathalaszat', 'hirtv-banki-csalo', 'nmhh-116-szamok', 'kek-vonal-kozlemeny'],
    },
    family: {
      text: (
        <>
          A gyerekek jelszavát rajtuk kívül csak a szülők (vagy aki neveli őket) tudják; az SMS-ben vagy appban kapott
          egyszeri kódot senkinek nem mondjuk meg, egymásnak sem, akkor se, ha valaki új számról a család nevében kéri.
        </>
      ),
      sources: ['apple-adathalaszat', 'hirtv-banki-csalo'],
    },
  },
  'elerheto-telefon': {
    title: 'A gyerek telefonja mindig elérhető',
    steps: [
      {
        text: (
          <>
            <strong>Mutasd meg a gyereknek, hogy a {call112} a zárolt telefonról is hívható,</strong> akkor is, ha
            lejárt a napi kerete.
          </>
        ),
        sources: ['police-mit-tegyek', 'google-family-link-zarolas'],
      },
      {
        text: (
          <>
            <strong>A SIM-kártyán csak akkor legyen PIN-kód, ha a gyerek is tudja:</strong> egy újraindítás után a
            SIM-kártya a kód nélkül nem használható, így a gyerek nem hívhatja a szüleit, és ők sem érik el.
          </>
        ),
        sources: ['sim-pin-zarolas'],
      },
      {
        text: (
          <>
            <strong>A szülők hívása a képernyőidő-korlátok alatt is menjen át.</strong> Androidon a Family Linkben a
            Telefon app legyen a mindig engedélyezett alkalmazások között; iPhone-on a Képernyőidőben a szülők legyenek
            azok között a névjegyek között, akikkel a gyerek állásidő alatt is beszélhet. A feliratok eltérhetnek.
          </>
        ),
        sources: ['google-family-link-zarolas', 'apple-kepernyoido', 'macworld-communication-limits'],
      },
      {
        text: (
          <>
            <strong>A helymegosztást te kapcsold be a gyerek telefonján,</strong> és ne bízd rá, hogy bekapcsolva
            hagyja. Beszéljétek meg, mikor nézed meg.
          </>
        ),
        sources: ['google-family-link-hely'],
      },
    ],
    child: {
      bullets: [
        <>
          <strong>Maradj hívható:</strong> a szüleid (vagy aki nevel) mindig elérjenek, és te is őket. A {call112t}{' '}
          lezárt képernyőjű telefonról is hívhatod.
        </>,
        <>
          {/* Review 147: the child's SIM has a PIN only if the child knows it. */}
          <strong>Ha a SIM-kártyádon van PIN-kód, tudd fejből:</strong> újraindítás után enélkül nem tudod hívni a
          szüleidet. Ha nem tudod, ne találgasd: három rossz próbálkozás után a kártya lezárul, és utána csak a
          PUK-kóddal lehet újra használni. A PUK-kódot se találgasd, mert attól a kártya végleg használhatatlanná
          válhat. Kérdezd meg a szüleidet (vagy azt, aki nevel).
        </>,
        <>
          <strong>A helymegosztást ne kapcsold ki:</strong> ha baj van, így talál meg a családod.
        </>,
      ],
      // Review 153: the PUK is not guessed either (too many wrong tries end the card).
      sources: ['police-mit-tegyek', 'google-family-link-zarolas', 'sim-pin-zarolas', 'google-family-link-hely'],
    },
    short: {
      text: (
        <>
          A gyerek SIM-kártyáján csak akkor legyen PIN-kód, ha ő is tudja, a szülők hívása a képernyőidő-korlátok alatt
          is menjen át, a helymegosztást pedig a szülő kapcsolja be, ne a gyerekre bízza.
        </>
      ),
      sources: ['sim-pin-zarolas', 'google-family-link-zarolas', 'apple-kepernyoido', 'google-family-link-hely'],
    },
    family: {
      text: (
        <>
          A gyerekek telefonja mindig hívható: a SIM-kártya PIN-kódját ők is tudják, a szülők hívása időkorlát alatt is
          átmegy, és a helymegosztás be van kapcsolva.
        </>
      ),
      sources: ['sim-pin-zarolas', 'google-family-link-zarolas', 'google-family-link-hely'],
    },
  },
  // An account the child is too young for (the phone guide, above its app picker; content reviews 15–19): it is
  // evidence while it was used to hurt the child, so what happened on it is asked first; deleted or reported as
  // under-age only when nothing did, or when the police say so; after bullying alone, when it has stopped.
  'korhatar-alatti-fiok': {
    title: 'Ha a gyereknek már van fiókja egy appban, amelyhez túl fiatal',
    steps: [
      emergencyStep,
      {
        text: (
          <>
            {/* One question a line, as the parent can say it (reviews 33 and 36). */}
            <strong>Kérdezd meg, mi történt,</strong> és mondd el előre, hogy nem kap ki érte. Például:
            <ul>
              <li>„Bántott, fenyegetett vagy zsarolt ott valaki?”</li>
              <li>„Kaptál vagy küldtél meztelen vagy szexuális képet?”</li>
              <li>„Kért tőled valaki képet, vagy azt, hogy titkold el? Hívott valaki másik appba?”</li>
              <li>„Adott valaki ajándékot? Sürgette valaki, hogy találkozzatok? Kiderült valakiről, hogy felnőtt?”</li>
            </ul>
          </>
        ),
        sources: ['saferinternet-grooming', 'fbi-sextortion'],
      },
      {
        text: (
          <>
            {/* The rule first, then when it holds, a list (reviews 33, 34 and 36). */}
            <strong>Ne törölj semmit, ha bármelyik igaz:</strong>
            <ul>
              <li>fenyegették vagy zsarolták;</li>
              <li>meztelen vagy szexuális képet kapott vagy küldött, vagy kértek tőle;</li>
              <li>
                valaki gyanúsan közeledett hozzá: képet vagy titoktartást kért, másik appba hívta, ajándékot adott,
                találkozót sürgetett, vagy kiderült róla, hogy felnőtt.
              </li>
            </ul>
            A gyereked se töröljön: se a beszélgetést, se a fiókot, se az appot. A telefont se állítsd vissza gyári
            állapotra. A gyereked fiókját se jelentsd korhatár alattinak: az app törölheti, és vele a bizonyítékot is.
            <ul>
              <li>
                Ha zsarolják: ne fizess, és a gyereked se fizessen; ne küldjön több képet, és egyikőtök se válaszoljon.
                Közben kövesd a <Link to="/#baj-zsarolas">zsarolás lépéseit</Link> is.
              </li>
              <li>
                Ha valaki gyanúsan közeledett hozzá, és a találkozó most zajlik vagy hamarosan lesz, vagy a gyerek már
                elindult, most hívd a {call112t}. Ha nincs ilyen sürgős helyzet: nem lesz találkozó, felügyelettel sem,
                és a gyereked ne válaszoljon neki többet; te se menj el helyette, ne szervezz „csapdát”, és ne írj neki.
                Közben kövesd a <Link to="/#baj-kozeledes">gyanús közeledés lépéseit</Link> is.
              </li>
            </ul>
          </>
        ),
        sources: ['police-mit-tegyek', 'fbi-sextortion', 'tiktok-korhatar-alatti-fiok', 'saferinternet-grooming'],
      },
      {text: nudeImageRuleList, sources: nudeImageSources},
      {
        text: (
          <>
            {/* Only the other account is reported (review 36: „the account the image came from” read as the child's own
                when the child sent it, and the rule not to report that one was only in step 7). */}
            {/* Opens with its branch (review 41: a parent in step 7's case read its deletion rule as theirs). */}
            <strong>
              Ha a 3. lépés valamelyik esete igaz, a többi bizonyítékot mentsd el úgy, hogy a kép és az előnézete ne
              legyen rajta:
            </strong>{' '}
            az üzeneteket, a másik fiók nevét és profilját. A másik fiókot, amelyik a képet kérte vagy küldte,
            fenyegette a gyerekedet vagy gyanúsan közeledett hozzá, jelentsd a platformon, és csak utána tiltsd le;
            aztán tegyél feljelentést a rendőrségen.{' '}
            {/* Reviews 137–138: the private motion, the bullying steps' own. */}
            {privateMotion} A gyereked saját fiókját ne jelentsd, akkor sem, ha ő küldte a képet: az app törölheti, és
            vele a bizonyítékot is. A gyereked fiókját csak akkor töröld, ha a rendőrség szerint már nem kell; addig a
            gyerek ne használja.
            <ul>
              <li>{declineDeleteChat}</li>
            </ul>
          </>
        ),
        sources: ['police-mit-tegyek', 'btk', 'be', 'fbi-sextortion', 'whatsapp-blokkolas'],
      },
      {
        text: (
          <>
            {/* Opens as step 5 does (review 42: to a parent, threats are „bántás” too); in parts, the deadline before the
                deletion (review 44). The chat-deletion warning of step 5 again: step 7 sends a reader here past it. */}
            <strong>Ha a 3. lépés egyik esete sem igaz, de bántották</strong> (csúfolták, sértegették, kiközösítették):
            <ul>
              <li>
                Mentsd el a bizonyítékot (a meztelen vagy szexuális képet soha, lásd a 4. lépést), jelentsd az appban,
                ami történt, és csak utána tiltsd le a bántót.
              </li>
              <li>{declineDeleteChat}</li>
              <li>Ha iskolatárs bántotta, szólj az iskolának is; a másik családdal ne próbáld egyedül elrendezni.</li>
              <li>
                {/* Review 139: threats are step 5's (nothing is deleted there); here a pointer, not a second version. */}
                Ha rendszeresen vagy tartósan bántják, feljelentést is tehetsz a rendőrségen. Hogy mit mondj ki benne,
                és meddig teheted meg (30 nap), azt{' '}
                <Link to={`${bullyingGuide}#ha-bantjak`}>a bántalmazásról szóló útmutató 7. lépése</Link> írja le.
              </li>
              <li>
                A fiókot csak akkor töröld vagy jelentsd korhatár alattinak, ha a bántás abbamaradt, és úgy döntöttél,
                hogy nem teszel feljelentést, vagy a rendőrség szerint már nem kell; addig a gyerek ne használja. Előtte
                nézd át vele a 7. lépés szerint, kikkel tartotta a kapcsolatot, és milyen fotókat töltött fel.
              </li>
            </ul>
          </>
        ),
        sources: ['iskolai-szocialis-segito', 'btk', 'be', 'police-mit-tegyek', 'whatsapp-blokkolas'],
      },
      {
        text: (
          <>
            {/* In parts (review 31): the image rule is steps 3 and 4, the child's own account is not reported, and the
                chats are looked through before anything is deleted. */}
            <strong>Ha a 3. és a 6. lépés egyik esete sem történt,</strong> előbb a gyerekeddel együtt nézd át a fiókot,
            és csak utána döntsd el, mi legyen vele. Ha törlöd, beszéld meg vele, miért nem használhatja még ezt az
            appot, és mondd ki, hogy ez nem büntetés.
            <ul>
              <li>
                Mielőtt bármit törölnél, a gyerekeddel együtt nézd át, kikkel tartotta a kapcsolatot, és miről írtak: ha
                a 3. lépés valamelyik esete kiderül, ne törölj semmit, hanem az 1–5. lépés szerint folytasd. Ha csak
                bántották, a 6. lépés szerint folytasd.
              </li>
              <li>
                Utána a gyerekeddel együtt, egyenként nézd át a fotókat és videókat, amelyeket feltöltött az appba, és
                csak azokat mentsd el (ahol az app ezt engedi), amelyeken nincs meztelen vagy szexuális tartalom. Az app
                teljes adatletöltését ne kérd: abba egy ilyen kép is bekerülhetne.
              </li>
              <li>
                Ha a beszélgetések vagy a fotók átnézése közben meztelen vagy szexuális kép kerül elő, arra a 3. és a 4.
                lépés érvényes: ne mentsd el, ne fotózd le, ne készíts róla képernyőképet, ne küldd tovább, és ne töröld
                (a gyereked se); a fiókot se töröld, és ne jelentsd korhatár alattinak. Higgadtan, szemrehányás nélkül
                kérdezd meg, honnan van a kép, mondd ki újra, hogy nem kap ki érte, és az 1–5. lépés szerint folytasd:
                ha a képet ő maga küldte vagy tette fel, a saját fiókját akkor se jelentsd, és még aznap kérdezd meg a
                rendőrséget, mi legyen a képpel és a fiókkal.
              </li>
              <li>
                Ha semmi ilyen nem kerül elő, és úgy döntesz, hogy a fiók megszűnik, töröld az app beállításaiban, vagy
                ha nem tudsz belépni, kérd a törlését az apptól (a WhatsAppnál és a Vibernél úgy is dönthetsz, hogy
                megmarad: lásd fent, az appválasztóban a <Link to="#beallitas-whatsapp">WhatsApp</Link> és a{' '}
                <Link to="#beallitas-viber">Viber</Link> leírását).
              </li>
            </ul>
          </>
        ),
        sources: ['tiktok-korhatar-alatti-fiok'],
      },
    ],
    child: {
      bullets: [
        <>Ha van fiókod egy appban, amelyhez még túl fiatal vagy, mondd el a szüleidnek: nem kapsz ki érte.</>,
        <>
          Ha valaki bántott, fenyegetett vagy zsarolt rajta, képet vagy titoktartást kért tőled, vagy találkozni akar
          veled, ne menj el, ne fizess, ne küldj képet, és ne válaszolj neki többet. Mondd el egy felnőttnek, és semmit
          ne törölj ki: se a beszélgetést, se a fiókot.
        </>,
        childNudeRule,
      ],
      sources: ['fbi-sextortion', 'police-mit-tegyek', 'btk'],
    },
    short: {
      text: (
        <>
          Ha a gyereknek már van fiókja egy appban, amelyhez túl fiatal, előbb kérdezd meg, mi történt rajta; ha
          fenyegették vagy zsarolták, meztelen vagy szexuális kép volt a dologban, vagy valaki gyanúsan közeledett
          hozzá, semmit ne törölj (a gyereked se), és a fiókot ne jelentsd korhatár alattinak, amíg a rendőrség mást nem
          mond; ha zsarolják, ne fizessetek, ha valaki találkozót sürget, ne legyen találkozó.
        </>
      ),
      sources: ['fbi-sextortion', 'police-mit-tegyek', 'tiktok-korhatar-alatti-fiok'],
    },
    family: {
      text: (
        <>
          Ha valamelyik gyereknek fiókja van egy appban, amelyhez túl fiatal, elmondja, és ezért nem kap büntetést. Ha
          ott fenyegették, zsarolták, képet vagy titoktartást kértek tőle, meztelen vagy szexuális kép volt a dologban,
          vagy valaki gyanúsan közeledett hozzá (másik appba hívta, ajándékot adott, találkozót sürgetett, vagy kiderült
          róla, hogy felnőtt): azzal senki nem találkozik, nem fizetünk, nem küldünk neki több képet, és nem válaszolunk
          neki. A képet senki nem menti el, nem fotózza le és nem küldi tovább, és ahol látszik, arról a képernyőről
          képernyőkép és képernyőfelvétel sem készül. Semmit nem törlünk, a telefont nem állítjuk vissza gyári
          állapotra, és a fiókot nem jelentjük korhatár alattinak; a többi bizonyítékot elmentjük, a másik fiókot
          jelentjük, utána letiltjuk, és a rendőrséghez fordulunk. A fiókot csak akkor töröljük, amikor a rendőrség
          szerint már nem kell. Ha csak bántották, a fiókot akkor töröljük vagy jelentjük korhatár alattinak, ha a
          bántás abbamaradt, és úgy döntöttünk, hogy nem teszünk feljelentést, vagy a rendőrség szerint már nem kell.
        </>
      ),
      sources: ['fbi-sextortion', 'police-mit-tegyek'],
    },
  },
} as const satisfies Record<SafetyProcedureId, SafetyProcedure>;

export type {SafetyProcedureId};
