/**
 * Every emergency procedure the site gives, written once, in the order `CONTENT.md` („Safety rules”) agrees on.
 * Pages show them through `<Procedure id="…" />` (the parents' steps), `variant="child"` (the „Gyerekeknek”
 * version) or `variant="short"` (one sentence); a page may add context around a procedure, never restate it.
 * `e2e/safety.spec.ts` fails when a page writes one of these rules by hand, or puts anything before the 112 step.
 *
 * Sources (checked 2026-11-24):
 * - Btk. 204. § (gyermekpornográfia: készít, megszerez, tart, átad), 2012. évi C. törvény: https://njt.hu/jogszabaly/2012-100-00-00
 * - NMHH on nude and AI-made images of minors: https://nmhh.hu/cikk/190114
 * - 112, answered by the police's call centres: the ORFK's 112 newsletter and police.hu (see helpLines.ts)
 * - Lost phone: Apple, „If your iPhone or iPad is lost or stolen” (support.apple.com/HT201472); Google, „Find,
 *   secure, or erase a lost Android device” (support.google.com/android/answer/6160491); NKI, nki.gov.hu/?p=67473
 * - Sextortion and Take It Down: https://takeitdown.ncmec.org/faq/ ; Cybertip.ca
 * - Self-harm: removing the means and asking openly, WA Department of Health, Suicide prevention
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import HelpLineLink from '@site/src/components/HelpLineLink';
import type {SafetyProcedureId} from './safetyProcedureIds';

export type ProcedureVariant = 'steps' | 'child' | 'short' | 'family';

export type SafetyProcedure = {
  /** What the procedure is for, in the reader's words; the block's accessible name. */
  title: string;
  /** The parents' steps, in the agreed order. An incident's first step is the 112 step. */
  steps?: ReactNode[];
  /** For a „Gyerekeknek” box: addressed to the child, 112 first. */
  child?: ReactNode;
  /** One sentence, for a summary box, the intro or the home page. */
  short?: ReactNode;
  /** The family's own rule, in the first person plural, for the family rules page and agreements. */
  family?: ReactNode;
};

const call112 = <HelpLineLink id="segelyhivo" />;

/** The 112 step that opens every incident list. */
const emergencyStep = (
  <>
    <strong>Közvetlen veszélyben először a {call112}-t hívd.</strong> Ha valaki a gyerek testi épségét fenyegeti,
    találkozót szervez vele, a gyerek bántani akarja magát, vagy a gyerek eltűnt, most hívd; minden más ráér utána.
  </>
);

/** The same for a child, first in every „Gyerekeknek” box about an incident. */
const childEmergency = (
  <span data-safety-rule="112">
    Ha veszélyben vagy, először hívd a {call112}-t: ingyenes, és a legtöbb telefonon zárolt képernyőről is hívható.
  </span>
);

/** The nude-image exception as one sentence (without its full stop), before any other evidence. */
const nudeImageBrief = (
  <span data-safety-rule="meztelen-kep">
    Kiskorúról készült meztelen vagy szexuális képet vagy videót soha ne ments el, ne készíts róla képernyőképet, ne
    fotózz le és ne küldj tovább, bizonyítéknak sem (Btk. 204. §)
  </span>
);

/** The whole exception: placed before every instruction to keep evidence. */
const nudeImageRule = (
  <>
    {nudeImageBrief}: csak írd fel, hol láttad, és jelentsd a rendőrségnek vagy az Internet Hotline-nak (
    <HelpLineLink id="internet-hotline" />
    ), ne az iskolára bízd. Ha egy beszélgetésben ilyen kép vagy a kis előnézete is látszik, azt a részt képernyőképen,
    képernyőfelvételen és fotón se rögzítsd, és ne küldd tovább.
  </>
);

const childNudeRule = (
  <span data-safety-rule="meztelen-kep">
    Ha meztelen vagy szexuális képet kapsz vagy látsz valakiről (akár rólad), azt ne mentsd el, ne készíts róla
    képernyőképet, ne fotózd le és ne küldd tovább senkinek: azonnal szólj egy felnőttnek. Olyan képernyőképet se
    készíts, amelyen ez a kép vagy a kis előnézete látszik. Nem te vagy a hibás.
  </span>
);

const screenshotGuide = '/docs/utmutatok/Képernyőfelvételek készítése';

export const safetyProcedures = {
  'meztelen-kep': {
    title: 'Meztelen vagy szexuális kép kiskorúról',
    steps: [
      emergencyStep,
      <>{nudeImageRule}</>,
      <>
        <strong>Írd fel, hol láttad:</strong> az alkalmazás nevét, a küldő felhasználónevét, a webcímet, a dátumot és az
        időpontot.
      </>,
      <>
        <strong>Jelentsd a rendőrségen vagy az Internet Hotline-on</strong> (<HelpLineLink id="internet-hotline" />
        ): ők mondják meg, mi legyen a képpel. Az iskola nem dönthet róla.
      </>,
      <>
        <strong>Ahol a kép már megvan</strong> (a gyerek telefonján, automatikus felhőmentésben), ott ne másold és ne
        töröld magadtól: kérdezd meg a rendőrséget vagy a Hotline-t.
      </>,
    ],
    short: nudeImageRule,
    family: (
      <span data-safety-rule="meztelen-kep">
        Ha kiskorúról készült meztelen vagy szexuális képet vagy videót látunk, azt soha nem mentjük el, nem készítünk
        róla képernyőképet, nem fotózzuk le és nem küldjük tovább, bizonyítéknak sem (Btk. 204. §): felírjuk, hol
        láttuk, szólunk egy felnőttnek, és a rendőrségen vagy az Internet Hotline-on jelentjük, nem az iskolában. A
        beszélgetésről készült képernyőképen se a kép, se a kis előnézete ne látsszon.
      </span>
    ),
    child: (
      <>
        {childEmergency} {childNudeRule}
      </>
    ),
  },
  bizonyitek: {
    title: 'A bizonyíték mentése',
    steps: [
      emergencyStep,
      <>
        <strong>Egy kivétel, mindig elsőként.</strong> {nudeImageRule}
      </>,
      <>
        <strong>Minden mást előbb ments el.</strong> Készíts <Link to={screenshotGuide}>képernyőképet</Link> a bántó
        üzenetekről, kommentekről és a profilról úgy, hogy látsszon a küldő neve, a dátum és az időpont, és írd fel a
        linket is. Ne várj: az üzenet eltűnhet, a küldő törölheti.
      </>,
      <>
        <strong>Csak utána tilts le, jelents vagy törölj.</strong>
      </>,
      <>
        Írd le röviden, mi történt és mikor. A bizonyítékot tartsd egy helyen, ne közös családi albumban, amelyet mások
        is látnak.
      </>,
    ],
    child: (
      <>
        {childEmergency} {childNudeRule} Ha valaki bánt, ne válaszolj neki, és ne törölj semmit: mutasd meg egy
        felnőttnek, akiben megbízol, és vele együtt mentsd el, mi történt.
      </>
    ),
    short: <>{nudeImageRule} Minden mást előbb ments el, csak utána tilts le, jelents vagy törölj.</>,
  },
  zsarolas: {
    title: 'Ha egy képpel zsarolják a gyereket',
    steps: [
      emergencyStep,
      <>
        <strong>Ne fizess,</strong> és a gyereked se fizessen. A fizetés nem állítja meg a zsarolót, csak újabb
        követelés jön.
      </>,
      <>
        <strong>Ne küldjön több képet</strong> a gyereked, és semmi mást, amit a zsaroló követel.
      </>,
      <>
        <strong>Ne válaszolj többet</strong> a zsarolónak, és a gyereked se válaszoljon.
      </>,
      <>
        <strong>Ne töröld a beszélgetést és a fiókot:</strong> ez a bizonyíték. {nudeImageRule} A fenyegető üzenetekről
        és a profilról úgy készíts képernyőképet, hogy a kép és a kis előnézete se legyen rajta.
      </>,
      <>
        <strong>Mondd ki a gyerekednek,</strong> hogy jól tette, hogy szólt egy felnőttnek, nem ő a hibás, és nem kap
        büntetést.
      </>,
      <>
        <strong>Jelentsd</strong> a rendőrségen (a zsarolás bűncselekmény), az Internet Hotline-on (
        <HelpLineLink id="internet-hotline" />) és a platformon.
      </>,
      <>
        <strong>A képről ne készüljön újabb másolat vagy mentés.</strong> Ahol már megvan (a gyerek telefonján, az
        automatikus felhőmentésben), ott csak akkor töröld, amikor a rendőrség vagy a Hotline ezt mondja. Az amerikai
        NCMEC ingyenes <Link href="https://takeitdown.ncmec.org/">Take It Down</Link> szolgáltatását azon a készüléken
        használd a gyerekeddel együtt, ahol a kép már megvan, lehetőleg a rendőrség vagy a Hotline tudtával.
      </>,
    ],
    child: (
      <>
        {childEmergency} {childNudeRule} Ha valaki egy képeddel fenyeget: ne fizess, ne küldj több képet, ne válaszolj
        neki, ne törölj semmit, és azonnal szólj egy felnőttnek. Nem te vagy a hibás, és segíteni fognak.
      </>
    ),
    short: (
      <>
        Egy képpel zsarolják a gyereket? Ne fizess, a gyereked ne küldjön több képet, és ne válaszolj se te, se a
        gyereked; ne töröld a beszélgetést, és jelentsd a rendőrségen vagy az Internet Hotline-on. A képről ne készüljön
        másolat, és csak a rendőrség vagy a Hotline szavára töröld.
      </>
    ),
    family: (
      <>
        Ha valaki egy képpel zsarol minket, nem fizetünk, nem küldünk több képet, nem válaszolunk, nem törlünk semmit,
        szólunk egy felnőttnek, és jelentjük. A képről nem készítünk másolatot.
      </>
    ),
  },
  talalkozo: {
    title: 'Ha egy online ismerős találkozni akar',
    steps: [
      <>
        <strong>Közvetlen veszélyben először a {call112}-t hívd:</strong> ha a találkozót már megszervezték, vagy a
        gyerek elindult.
      </>,
      <>
        <strong>Csak a te tudtoddal, a jelenlétedben, nyilvános helyen.</strong> Olyan emberrel, akit a gyerek csak az
        internetről ismer, csak így találkozhat, akkor is, ha az illető gyereknek mondja magát.
      </>,
      <>
        <strong>Ha valaki (akár gyereknek mondja magát) titoktartást vagy képet kér,</strong> ne legyen találkozó.{' '}
        {nudeImageRule} A beszélgetést ne töröld, a többi bizonyítékot mentsd el (<Link to={screenshotGuide}>így</Link>
        ), és tegyél feljelentést a rendőrségen.
      </>,
    ],
    child: (
      <>
        {childEmergency} Akit csak az internetről ismersz, azzal csak a szüleid (vagy aki nevel) tudtával és
        jelenlétében, nyilvános helyen találkozz. Ha valaki titokban akar találkozni veled, vagy azt kéri, ne mondd el
        senkinek, azonnal szólj egy felnőttnek.
      </>
    ),
    short: (
      <>
        Olyan emberrel, akit a gyerek csak az internetről ismer, csak a te tudtoddal, a jelenlétedben, nyilvános helyen
        találkozhat.
      </>
    ),
    family: (
      <>
        Olyan emberrel, akit csak az internetről ismerünk, csak a szüleink (vagy aki nevel minket) tudtával, egyikük
        jelenlétében, nyilvános helyen találkozunk.
      </>
    ),
  },
  'elveszett-telefon': {
    title: 'Ha elveszett vagy ellopták a telefont',
    steps: [
      <>
        <strong>Ha a gyerek is eltűnt a telefonnal, hívd a {call112}-t, és a többi lépést hagyd ki:</strong> ne tiltasd
        le a SIM-kártyát, ne jelentkeztesd ki és ne töröld távolról a telefont, a helymegosztást és a keresést hagyd
        bekapcsolva, mert a telefon helye segíthet megtalálni a gyereket. A rendőrség mondja meg, mi legyen a
        telefonnal. Ha erőszakkal vagy fenyegetéssel vették el tőle a telefont, szintén a {call112}-t hívd először,
        utána jöhetnek a következő lépések.{' '}
      </>,
      <>
        <strong>Ha csak a telefon veszett el, azonnal zárold, vagy jelöld elveszettként egy másik eszközről.</strong>{' '}
        iPhone-nál a Lokátor appban vagy az <Link href="https://www.icloud.com/find">icloud.com/find</Link> oldalon,
        Androidnál az <Link href="https://www.android.com/find">android.com/find</Link> oldalon. Ha csak elveszett, adj
        meg egy telefonszámot, amely a zárolt képernyőn megjelenik; ha ellopták, ne adj meg elérhetőséget, mert a
        tolvajok visszaélhetnek vele. A telefon csak akkor kapja meg a parancsot, ha van internetkapcsolata, ezért ez az
        első lépés.
      </>,
      <>
        <strong>Utána tiltasd le a SIM-kártyát</strong> a mobilszolgáltatónál, és kérj új SIM-kártyát vagy eSIM-et
        ugyanazzal a számmal.
      </>,
      <>
        <strong>Védd a többi fiókot</strong> egy másik eszközről: változtasd meg a telefonon használt e-mail- és
        közösségimédia-fiókok jelszavát, és jelentkeztesd ki őket a telefonról. A Google- vagy Apple-fiókot, amellyel a
        telefont keresed, ne jelentkeztesd ki, és a telefont ne vedd ki a Lokátorból, törlés után se: különben már nem
        éred el, iPhone-on pedig megszűnik rajta az aktiválási zár. Ha banki app vagy bankkártya (például a Wallet
        alkalmazásban) volt rajta, hívd a bankot, és tiltasd le az appot és a kártyát is.
      </>,
      <>
        <strong>Ha ellopták, tegyél feljelentést</strong> a rendőrségen. Kérni fogják a telefon IMEI-számát: a telefon
        dobozán találod, és általában a Google- vagy az Apple-fiókod eszközlistájában is.
      </>,
      <>
        <strong>Ha nem kerül elő, töröld távolról</strong> a tartalmát ugyanott, ahol zároltad.
      </>,
    ],
    child: (
      <>
        {childEmergency} Ha elveszett vagy ellopták a telefonodat, azonnal szólj a szüleidnek (vagy annak, aki nevel),
        akkor is, ha félsz, hogy kikapsz: minél előbb zárolják, annál biztonságosabb.
      </>
    ),
    short: (
      <>
        Ha a gyerek is eltűnt a telefonnal, hívd a {call112}-t, és ne tiltasd le a SIM-kártyáját, ne jelentkeztesd ki a
        telefont a fiókjaiból, és ne töröld. Ha erőszakkal vették el tőle, előbb szintén a {call112}. Ha csak a telefon
        veszett el: előbb zárold vagy jelöld elveszettként egy másik eszközről, utána tiltasd le a SIM-kártyát, aztán
        védd a fiókokat.
      </>
    ),
  },
  csalas: {
    title: 'Ha csalás történik, vagy már megtörtént',
    steps: [
      <>
        <strong>Közvetlen veszélyben először a {call112}-t hívd:</strong> ha valaki most jön a pénzért, vagy fenyeget.
      </>,
      <>
        <strong>Válaszd le a készüléket a netről:</strong> kapcsold repülőgép-üzemmódba, vagy kapcsold ki a wifit és a
        mobilnetet. Még ne törölj semmit.
      </>,
      <>
        <strong>Egy másik telefonról hívd fel a bankodat</strong> a bankkártya hátoldalán vagy a bank honlapján lévő
        számon, és tiltasd le a kártyát, a netbankot és a banki appot. Ne azon a készüléken intézd, amelyhez a csaló
        hozzáférhetett; ha nincs másik telefonod, kérd el egy családtagét, vagy menj be egy bankfiókba.
      </>,
      <>
        <strong>Mielőtt bármit törölnél:</strong> {nudeImageRule} Minden mást ments el: az üzenetet, a hívás idejét és
        számát, az utalás adatait, a telepített program nevét.
      </>,
      <>
        <strong>Csak ezután</strong> töröld a telepített programot, vagy állíttasd vissza a készüléket, és egy tiszta
        készülékről változtasd meg a jelszavaidat.
      </>,
      <>
        <strong>Tegyél feljelentést</strong> a rendőrségen. Az Áldozatsegítő Vonal (<HelpLineLink id="aldozatsegito" />)
        lelki, jogi és gyakorlati tanácsot ad.
      </>,
    ],
    child: (
      <>
        {childEmergency} Ha valaki pénzt, kódot vagy jelszót kér tőled, vagy egy nyereményért kattintanod kellene, ne
        válaszolj, ne kattints, és mutasd meg a szüleidnek. Kódot senkinek ne mondj meg.
      </>
    ),
    short: (
      <>
        Csalás zajlik? Ha valaki most jön a pénzért, vagy fenyeget, előbb a {call112}-t hívd. Egyébként válaszd le a
        készüléket a netről, egy másik telefonról hívd a bankot, és még ne törölj semmit.
      </>
    ),
  },
  onsertes: {
    title: 'Ha a gyerek bántani akarja magát',
    steps: [
      <>
        <strong>
          Ha megsebesítette magát, tervről beszél, vagy most készül bántani magát: hívd most a {call112}-t,
        </strong>{' '}
        és ne hagyd egyedül.
      </>,
      <>
        <strong>Tedd el a veszélyes dolgokat:</strong> a gyógyszereket, az éles tárgyakat és mindent, amivel kárt tehet
        magában.
      </>,
      <>
        <strong>Kérdezz rá nyíltan,</strong> gondolt-e arra, hogy véget vet az életének. Ha nyíltan rákérdezel, azzal
        nem ülteted el benne a gondolatot.
      </>,
      <>
        <strong>Ha nincs közvetlen veszély, de aggódsz,</strong> hívd a Lelki elsősegély-vonalat (
        <HelpLineLink id="lelki-elsosegely" />
        ), szülőként te is. A gyereked a Kék Vonalat hívhatja (
        <HelpLineLink id="kek-vonal" />
        ). Kérj időpontot a háziorvostól vagy egy pszichológustól.
      </>,
    ],
    child: (
      <>
        {childEmergency} Ha bántani akarod magad, vagy nagyon nagy a baj, szólj egy felnőttnek, akiben megbízol.
        Beszélni a Kék Vonalon bármikor tudsz, név nélkül is: <HelpLineLink id="kek-vonal" />.
      </>
    ),
    short: (
      <>
        Ha a gyerek megsebesítette magát, tervről beszél, vagy most készül bántani magát, hívd a {call112}-t, ne hagyd
        egyedül, és tedd el a gyógyszereket és az éles tárgyakat. Ha nincs közvetlen veszély:{' '}
        <HelpLineLink id="lelki-elsosegely" /> (lelki elsősegély), a gyereknek <HelpLineLink id="kek-vonal" /> (Kék
        Vonal).
      </>
    ),
  },
  'eltunt-gyerek': {
    title: 'Ha eltűnt a gyerek',
    steps: [
      <>
        <strong>Hívd azonnal a {call112}-t.</strong> Mondd el, mikor és hol láttad utoljára, mit viselt, és van-e nála
        telefon.
      </>,
      <>
        <strong>Ne tiltasd le a telefonját,</strong> ne jelentkeztesd ki és ne töröld távolról. Ha megosztja veled a
        helyét (Family Link, Lokátor), mondd el a rendőrségnek, hol látod.
      </>,
      <>
        <strong>Utána</strong> hívhatod az Eltűnt gyermekek forródrótját (<HelpLineLink id="eltunt-gyermek" />
        ): a családnak segítenek.
      </>,
    ],
    family: (
      <>
        Ha eltűnik valaki közülünk, azonnal hívjuk a {call112}-t, és a telefonját nem tiltjuk le, nem jelentkeztetjük ki
        és nem töröljük: a helye segíthet megtalálni.
      </>
    ),
    short: (
      <>
        Eltűnt a gyerek? Azonnal hívd a {call112}-t, és ne tiltasd le a SIM-kártyáját, ne jelentkeztesd ki a telefonját
        a fiókjaiból, és ne töröld; utána a családnak az Eltűnt gyermekek forródrótja segít:{' '}
        <HelpLineLink id="eltunt-gyermek" />.
      </>
    ),
  },
  // Provisional (2026-11-27): the next four are being written from CONTENT.md's revised rules.
  'gyanus-kozeledes': {
    title: 'Ha valaki gyanúsan közeledik a gyerekhez',
    steps: [emergencyStep],
    child: <>{childEmergency}</>,
    short: <>Ha valaki képet, titoktartást vagy találkozót kér a gyerektől, nem lesz találkozó.</>,
    family: <>Ha valaki képet, titoktartást vagy találkozót kér tőlünk, szólunk egy felnőttnek.</>,
  },
  bantalmazas: {
    title: 'Ha bántják a gyereket az interneten',
    steps: [emergencyStep],
    child: <>{childEmergency}</>,
    short: <>Ha bántják a gyereket, előbb mentsd el a bizonyítékot.</>,
    family: <>Ha valaki bánt minket, szólunk egy felnőttnek.</>,
  },
  'feltort-fiok': {
    title: 'Ha feltörték egy fiókodat',
    steps: [emergencyStep],
    child: <>{childEmergency}</>,
    short: <>Ha feltörték egy fiókodat, egy tiszta eszközről változtass jelszót.</>,
    family: <>Ha feltörik egy fiókunkat, szólunk egy felnőttnek.</>,
  },
  'kuldott-kep': {
    title: 'Ha a gyerek meztelen képet küldött magáról',
    steps: [emergencyStep],
    child: <>{childEmergency}</>,
    short: <>Ha a gyerek meztelen képet küldött magáról, ne büntesd meg.</>,
    family: <>Ha valamelyikünk olyan képet küldött, amelyet megbánt, szól egy felnőttnek.</>,
  },
  jelszavak: {
    title: 'Jelszavak és belépési kódok',
    steps: [<>A jelszavadat csak a szüleidnek mondd meg; az egyszer használható belépési kódot senkinek.</>],
    child: <>A jelszavadat csak a szüleidnek mondd meg; az egyszer használható belépési kódot senkinek.</>,
    short: <>A jelszót csak a szülő tudja; az egyszer használható belépési kódot senki.</>,
    family: <>A jelszavainkat csak a szüleink tudják; a belépési kódot senkinek nem mondjuk meg.</>,
  },
  'elerheto-telefon': {
    title: 'A gyerek telefonja mindig elérhető',
    steps: [<>A gyerek telefonján a szülők hívása mindig legyen engedélyezve.</>],
    child: <>A telefonod mindig hívható legyen a szüleid számára.</>,
    short: <>A gyerek telefonja mindig elérhető maradjon a szülőknek.</>,
    family: <>A telefonunk mindig elérhető a szüleink számára.</>,
  },
} as const satisfies Record<SafetyProcedureId, SafetyProcedure>;

export type {SafetyProcedureId};
