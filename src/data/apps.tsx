/**
 * The apps Hungarian children use, one entry each: how old a child must be, what can go wrong, how a parent sets the
 * app up and how to report and block in it. The phone guide shows the setup (`<AppGuide view="setup" />`), the
 * bullying guide the reporting (`view="report"`), both from these entries, so the two cannot disagree.
 * `apps.test.ts` fails when an entry lacks a field, or was checked more than a year ago.
 *
 * Every step was checked on the day in `checked` against the pages in `sources` (the vendor's own help pages; where
 * only an English page was found, its labels are translated and `labels: 'translated'` makes the page say the
 * Hungarian label may differ). The emergency steps (112 first, the nude-image rule, saving evidence, then reporting,
 * then blocking) are not restated here: the guides render them from `safetyProcedures.tsx` next to these entries.
 *
 * Which games: the NMHH and MEME survey of autumn 2022 (reported by HWSW, 2023. január) names Minecraft and Fortnite
 * as the games of 6–11-year-old boys; Roblox is on the list. No newer Hungarian ranking of games was found: the
 * NMHH's digital parenting survey of 2024–25 reached readers only through the press (Infostart, Economx, 2026. január:
 * 72 % of 7–16-year-olds have a TikTok account), its own report was not found, and no game ranking of it was quoted.
 */
import type {ReactNode} from 'react';

export type AppSource = {
  /** The page's title as the reader sees it in the list, with its owner. */
  cite: string;
  url: string;
};

export type AppEntry = {
  /** Stable: it makes the headings' ids (`beallitas-…`, `jelentes-…`) and the checklist keys. */
  id: string;
  name: string;
  /**
   * The words parents search with (the app's own name for its controls), shown in the setup heading after the app's
   * name: the site search indexes headings, so „tiktok családi párosítás” finds the panel.
   */
  searchWords: string;
  /** How old a child must be by the app's own terms, and what Hungarian law or the app adds for Hungary. */
  age: ReactNode;
  /**
   * The vendor's own minimum age in a few words (from `age` and its sources), or the account it gives a child where
   * that is the point (Roblox, Minecraft, Fortnite), for the phone guide's age list near its top (`<AppAges />`), which
   * a parent reads before the app picker.
   */
  minimumAge: string;
  /**
   * One plain line for the parent of a 10-year-old, from `age` and the setup steps: may they, and how. Exactly
   * `notYetForTen` makes the setup steps say, before them, that they are for a child who has reached the age.
   */
  forTen: string;
  /**
   * For an app a 10-year-old should not have: what may suit them instead (usability round 14), and the entry (`id`)
   * that says how, which the sentence links.
   */
  insteadForTen?: {text: string; app: string};
  /** What can go wrong for a child, in a few plain words each. */
  risks: ReactNode[];
  /** The app's own name for its parental controls, or what it has instead. */
  controls: ReactNode;
  /** The parent's steps to set the app up, in order. */
  setup: ReactNode[];
  /** What a parent ticks off once it is done: plain sentences (they name the checkbox and make its key). */
  checklist: string[];
  /** How to report, then block, in the app. */
  report: ReactNode[];
  /**
   * `hungarian`: the quoted labels were read on the app's Hungarian help page (a step with an unconfirmed label says so
   * itself); `translated`: the labels are translated from another language and the panel says they may differ.
   */
  labels: 'hungarian' | 'translated';
  /** The day the entry was checked against its sources, as YYYY-MM-DD. */
  checked: string;
  sources: AppSource[];
};

/**
 * What the GDPR's 16 means in Hungary, said once above the phone guide's app picker (not in each app's panel): GDPR
 * Art. 8(1) (its Hungarian text on EUR-Lex). That Hungary kept the GDPR's 16 is shown by Google's and Discord's own
 * country tables (both 16 for Hungary); the Infotv. itself could not be read on njt.hu, and the note says so. The
 * Microsoft child account under 16 in the EU is the Minecraft help's.
 */
export const under16Consent: {text: ReactNode; why: ReactNode; checked: string; sources: AppSource[]} = {
  checked: '2026-11-28',
  text: (
    <>
      <strong>16 év alatt a szülő is dönt.</strong> Magyarországon 16 év alatt a gyerek Google-fiókját a szülő kezeli, a
      Microsoft-fiókja gyermekfiók, a Discord nem is ad neki fiókot.
    </>
  ),
  why: (
    <>
      A 16 év az uniós adatvédelmi rendelet (GDPR 8. cikk) határa: ez alatt a hozzájárulással kezelt adatokhoz a szülő
      beleegyezése is kell. Egy ország 13 évig leszállíthatja; Magyarország a Google és a Discord táblázata szerint nem
      tette (a magyar törvényben nem tudtuk ellenőrizni). A 13 éves korhatárú appok (például a TikTok, az Instagram vagy
      a WhatsApp) ettől még 13 évesen is adnak fiókot: a 16 év csak arra vonatkozik, amit az app a hozzájárulás alapján
      kezel.
    </>
  ),
  sources: [
    {
      cite: 'Általános adatvédelmi rendelet (GDPR), 8. cikk: a gyermek hozzájárulása – EUR-Lex (angol és magyar szöveg)',
      url: 'https://eur-lex.europa.eu/legal-content/EN-HU/ALL/?uri=CELEX%3A32016R0679',
    },
    {
      cite: 'Korhatárok a Google-fiókoknál országonként (Magyarország: 16) – Google súgó',
      url: 'https://support.google.com/accounts/answer/1350409?hl=hu',
    },
    {
      cite: 'Minimális életkor országonként (Magyarország: 16) – Discord',
      url: 'https://support.discord.com/hc/articles/360040724612',
    },
    {
      cite: 'Gyermekfiók 16 év alatt az EU-ban – Minecraft súgó',
      url: 'https://help.minecraft.net/hc/en-us/articles/4408968616077-How-to-Manage-Parental-Consent-Family-Settings-and-Realms-Multiplayer-Access-for-a-Child-Account',
    },
  ],
};

// Said once, below the picker („Mit tegyek, ha már van fiókja…?”, content reviews 15–19; usability round 26: above it,
// it stood between the set-up and the picker): an account is evidence while it is used to hurt the child, so what
// happened on it is asked before anything is deleted or reported. Each panel whose app has an age limit points there
// with the rule's core, for a reader who lands on the panel.
const underAgeSteps = (
  <>
    Ilyenkor járj el a{' '}
    {/* eslint-disable-next-line @docusaurus/no-html-links -- a same-page anchor, as in the Viber panel below */}
    <a href="#ha-mar-van-fiokja">lenti lépések</a> szerint: előbb kérdezd meg, mi történt, és addig semmit ne törölj.
  </>
);
const underThirteen = (protections: string) => (
  <>
    Ha 13 évesnél fiatalabb, és már van fiókja, az csak idősebb születési dátummal készülhetett: ha a fiók szerint
    felnőtt, {protections} nem működnek rajta. {underAgeSteps} Ha 13 és 17 év közötti, nézzétek meg együtt, hogy a
    valódi születési dátuma szerepel-e, és állítsátok be együtt az alábbiakat.
  </>
);
const classGroupApp = (
  <>
    Ha 13 évesnél fiatalabb, az app feltételei szerint még nem használhatná. {underAgeSteps} Ha a lenti lépések végén, a
    kapcsolatai, a beszélgetései és a megosztott fotói közös átnézése után sem került elő semmi baj, te döntöd el, hogy
    az osztálycsoport miatt megmaradjon-e (ne büntetésként kerüljön szóba). Ha marad, tudd, hogy ez az app feltételeibe
    ütközik: az app letilthatja vagy megszüntetheti a fiókot, és akkor a beszélgetésekhez sem biztos, hogy hozzáfértek.
    Az alábbiakat mindenképp állítsátok be együtt.
  </>
);

/** The `forTen` of an app a 10-year-old should not have at all. */
export const notYetForTen = 'még nem.';

export const apps: AppEntry[] = [
  {
    id: 'tiktok',
    name: 'TikTok',
    searchWords: 'Családi párosítás, képernyőidő',
    minimumAge: '13 éves kortól',
    forTen: 'még nem.',
    insteadForTen: {
      text: 'Ha rövid videókat nézne, helyette a YouTube Kids 9–12 éveseknek szóló beállítása való neki',
      app: 'youtube',
    },
    age: (
      <>
        A TikTok feltételei szerint 13 éves kortól használható, ezért egy 10 évesnek ne legyen TikTok-fiókja. Ha mégis
        van, az csak idősebb születési dátummal készülhetett. {underAgeSteps} Ha a lenti lépések végén, a kapcsolatai, a
        beszélgetései és a feltöltött videói közös átnézése után sem került elő semmi baj, a TikTok súgója szerint
        szülőként a TikTok online jelentési űrlapján kérheted, hogy töröljék a 13 év alatti gyereked fiókját, vagy az
        alkalmazásban jelentheted (a profilján a megosztás gomb › jelentés › fiók jelentése, majd: a felhasználó 13 év
        alatti lehet). A 13–17 évesek napi képernyőideje alapból egy óra, de ez csak figyelmeztet: egy kód beírásával
        tovább lehet nézni. Az értesítéseket este elnémítja: 13–15 évesen 21 órától, 16–17 évesen 22 órától.
      </>
    ),
    risks: [
      <>A végtelen videófolyamban könnyen elmegy az idő.</>,
      <>A korának nem való vagy veszélyes kihívásokat mutató videók is elé kerülhetnek.</>,
      <>Nyilvános fióknál idegenek is kommentelhetnek a videóira.</>,
    ],
    controls: <>Családi párosítás (angolul Family Pairing): a te TikTok-fiókodat összekapcsolja a gyerekével.</>,
    setup: [
      <>Telepítsd a TikTokot a saját telefonodra, és hozz létre saját fiókot.</>,
      <>Mindkét telefonon nyisd meg: Profil › menü (☰) › Beállítások és adatvédelem › Családi párosítás.</>,
      <>A te telefonodon válaszd a szülő, a gyerekén a tinédzser szerepet, és kövesd a lépéseket a párosításig.</>,
      <>
        A saját telefonodról állítsd be a napi képernyőidőt és azt, ki kommentelhet a videóira. 16–17 évesnél azt is
        beállíthatod, ki írhat neki üzenetet: 16 év alatt a TikTok a közvetlen üzeneteket eleve kikapcsolja.
      </>,
    ],
    checklist: [
      'A gyerek TikTok-fiókjában a valódi születési dátuma szerepel.',
      'Összekapcsoltuk a fiókjainkat a Családi párosítással.',
      'Beállítottam a napi képernyőidőt.',
      'Megnéztük, ki írhat neki és ki kommentelhet a videóira.',
    ],
    report: [
      <>Videónál koppints a megosztás nyilára, majd a jelentésre, és válaszd ki, mi a baj vele.</>,
      <>
        Fióknál nyisd meg a profilját, koppints felül a megosztás gombra (nyíl; böngészőben a három pontra), majd a
        jelentésre és a fiók jelentésére, és válaszd ki, mi a baj vele.
      </>,
      <>
        Utána ugyanebben a menüben tiltsd le, és erősítsd meg. A letiltott fiók nem tud írni a gyerekednek, és nem látja
        a videóit.
      </>,
    ],
    labels: 'translated',
    checked: '2026-11-27',
    sources: [
      {
        cite: 'Családi párosítás (Family Pairing) – TikTok súgó',
        url: 'https://support.tiktok.com/en/safety-hc/account-and-user-safety/family-pairing',
      },
      {
        cite: 'Kiskorúak biztonsága és jóléte: legalább 13 évesen lehet fiókod – TikTok közösségi irányelvek',
        url: 'https://www.tiktok.com/community-guidelines/hu-hu/youth-safety/',
      },
      {
        cite: 'Felhasználási feltételek (EGT) – TikTok',
        url: 'https://www.tiktok.com/legal/page/eea/terms-of-service/en',
      },
      {cite: 'Útmutató szülőknek – TikTok', url: 'https://www.tiktok.com/safety/en/guardians-guide'},
      {
        cite: '13 év alatti fiók jelentése, a szülő kérheti a törlését (ellenőrizve: 2026. november 28.) – TikTok súgó',
        url: 'https://support.tiktok.com/hu/safety-hc/report-a-problem/report-underage-accounts-on-tiktok',
      },
      {
        cite: 'Fiók és videó jelentése, letiltás (angolul) – TikTok Newsroom',
        url: 'https://newsroom.tiktok.com/en-us/taking-action-against-bullying-and-harassment/',
      },
      {
        cite: 'Képernyőidő, kommentek, üzenetek a Családi párosításban; 16 év alatt nincs közvetlen üzenet (angolul) – TikTok Newsroom',
        url: 'https://newsroom.tiktok.com/en-us/three-tiktok-features-every-parent-should-know',
      },
      {
        cite: 'Egy óra napi képernyőidő a 18 év alattiaknak, kóddal folytatható (angolul) – TikTok Newsroom, 2023. március 1.',
        url: 'https://newsroom.tiktok.com/en-us/new-features-for-teens-and-families-on-tiktok-us',
      },
      {
        cite: 'Esti értesítésszünet: 13–15 évesen 21, 16–17 évesen 22 órától reggel 8-ig (angolul) – TikTok súgó',
        url: 'https://support.tiktok.com/en/using-tiktok/messaging-and-notifications/notifications',
      },
    ],
  },
  {
    id: 'instagram',
    name: 'Instagram',
    searchWords: 'tinifiók, Felügyelet',
    minimumAge: '13 éves kortól',
    forTen: 'még nem.',
    age: (
      <>
        13 éves kortól használható. A 18 év alattiak tinifiókot kapnak: alapból privát, és csak olyanok írhatnak nekik,
        akiket követnek vagy akikkel már kapcsolatban vannak. 16 év alatt ezeket a beállításokat csak a szülő
        engedélyével lehet lazítani. {underThirteen('a tinédzservédelmek és a felügyelet')}
      </>
    ),
    risks: [
      <>A mások tökéletesnek mutatott élete és külseje rossz érzést kelthet.</>,
      <>
        Idegen fiókok követni akarják. Ha a fiókban nem a valódi születési dátuma szerepel, vagy 16 évesen lazított a
        beállításain, idegenektől üzenetkérést is kaphat.
      </>,
      <>Bántó kommentek, vagy hamis profil a gyereked nevével és képeivel.</>,
    ],
    controls: (
      <>
        Tinifiók, és mellé a Felügyelet (angolul Supervision): ezzel napi időkorlátot szabhatsz, és látod, kiket követ
        és kik követik.
      </>
    ),
    setup: [
      <>Kell saját Instagram-fiókod. A gyereknek 13 és 17 év közöttinek, neked legalább 18 évesnek kell lenned.</>,
      <>A saját profilodon koppints felül a beállításokra (☰), majd a Felügyelet pontra, és hozz létre meghívót.</>,
      <>Küldd el a meghívót a gyereknek: 48 órán belül kell elfogadnia, különben újat kell küldened.</>,
      <>Ha elfogadta, a Felügyeletben beállíthatod a napi időkorlátot, és átnézhetitek, ki írhat neki.</>,
    ],
    checklist: [
      'A gyerek Instagram-fiókja tinifiók, a valódi születési dátumával.',
      'Elfogadta a meghívómat, a Felügyelet be van kapcsolva.',
      'Beállítottuk a napi időkorlátot az Instagramon.',
      'Megmutattam neki a korlátozást és a rejtett szavakat.',
    ],
    report: [
      <>
        Nyisd meg a bántó profilját, koppints a felhasználóneve melletti három pontra (⋯), válaszd a jelentést, és
        kövesd a lépéseket. Egy bántó bejegyzést a bejegyzés saját három pontos menüjében jelentesz.
      </>,
      <>
        A profilja ugyanezen menüjében válaszd a letiltást, és erősítsd meg. A letiltott személy erről nem kap
        értesítést.
      </>,
      <>
        Enyhébb eszköz a korlátozás (Restrict): a korlátozott személy kommentjei csak neki látszanak. A rejtett szavak
        (Hidden Words) kiszűrik a sértő kommenteket és üzenetkéréseket.
      </>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'A felügyelet beállítása az Instagramon – Instagram súgó',
        url: 'https://help.instagram.com/mobile-touch/472274307935829?helpref=faq_content',
      },
      {
        cite: 'Profil és bejegyzés jelentése (a súgó a webes változatra írja le) – Instagram súgó',
        url: 'https://help.instagram.com/519598734752872',
      },
      {cite: 'Letiltás – Instagram súgó', url: 'https://help.instagram.com/454180787965921/'},
      {cite: 'Korlátozás és rejtett szavak – Instagram', url: 'https://about.instagram.com/community/anti-bullying'},
      {
        cite: 'Instagram tinifiókok – Meta, 2024',
        url: 'https://about.fb.com/news/2024/09/instagram-teen-accounts/',
      },
    ],
  },
  {
    id: 'youtube',
    name: 'YouTube',
    searchWords: 'YouTube Kids, felügyelt fiók',
    minimumAge: '13 éves kortól, fiatalabbnak a szülő beállításával',
    forTen:
      'YouTube Kids a 9–12 éveseknek szóló beállítással, vagy felügyelt fiók a legszigorúbb tartalombeállítással.',
    age: (
      <>
        A YouTube feltételei szerint 13 éves kortól használható, fiatalabb gyerek csak a szülő beállításával: a YouTube
        Kids alkalmazásban vagy felügyelt fiókkal. Fiók nélkül vagy a te fiókoddal nézve a szülői beállítások nem
        érvényesek. Ezért a gyerek telefonján a YouTube-ban a gyerek saját, felügyelt fiókja legyen bejelentkezve, a
        saját Google-fiókodat pedig távolítsd el a gyerek telefonjáról (Beállítások › Fiókok › a fiókod › fiók
        eltávolítása; a felirat eltérhet): ez csak erről a telefonról veszi le, a fiókod megmarad. Nem elég a
        YouTube-ból kijelentkezni. Ha a YouTube utána fiók nélkül is elindul rajta, tiltsd le a Family Linkben, és
        telepítsd helyette a YouTube Kids alkalmazást. Saját Google-fiókot Magyarországon 16 évesen kezelhet egyedül a
        gyerek; előtte a szülő hoz létre neki felügyelt fiókot, vagy a meglévőt vonja felügyelet alá. Egy 10 évesnek a
        YouTube Kids 9–12 éveseknek szóló beállítását, vagy a felügyelt fiók legszigorúbb tartalombeállítását
        javasoljuk.
      </>
    ),
    risks: [
      <>A következő videót az ajánló választja: egyre szélsőségesebb tartalom is jöhet.</>,
      <>A kommentekben bántás és idegenek üzenetei is lehetnek.</>,
      <>A rövid Shorts-videók között könnyen elmegy az idő.</>,
    ],
    controls: (
      <>
        A YouTube Kids (kisebbeknek), a felügyelt fiók 16 év alatt (Magyarországon), és a 16–17 évesek felügyelete,
        amelyet a szülő és a gyerek közösen kapcsol be.
      </>
    ),
    setup: [
      <>
        Kisebb gyereknek a YouTube Kids való: beállításkor te választod ki a korosztályt vagy a megengedett videókat. A
        9–12 éveseknek szóló beállítás több zenei, játékokról és tudományról szóló videót mutat, mint a kisebbeknek
        szólók.
      </>,
      <>
        Nagyobb gyereknek felügyelt fiókot állíthatsz be a Family Link alkalmazásban (a gyerek neve › Vezérlők ›
        Tartalomkorlátozások › YouTube), vagy a saját YouTube-alkalmazásodban (profilkép › Beállítások › Szülői
        beállítások). Mindkét útvonal feliratai eltérhetnek.
      </>,
      <>
        Válaszd ki a tartalombeállítást: ez határozza meg, milyen videókat láthat. A háromból a legszigorúbb (angolul
        Explore) a YouTube szerint nagyjából a 9 éven felülieknek szóló korhatár-besorolásoknak felel meg, a következő a
        13 éven felülieknek: egy 10 évesnek a legszigorúbbat válaszd.
      </>,
      <>
        16–17 évesnél, akinek saját Google-fiókja van, a felügyeletet közösen kapcsoljátok be: a saját
        YouTube-alkalmazásodban Te › Beállítások › Családi központ › tinédzser meghívása, majd a gyerek a QR-kóddal vagy
        a linkkel elfogadja. A menüutat sajtóhír írja le, a magyar felirat eltérhet. A felügyeletet bármelyikőtök
        kikapcsolhatja.
      </>,
    ],
    checklist: [
      'A gyerek YouTube-ot felügyelt fiókkal vagy a YouTube Kids alkalmazásban nézi.',
      'Kiválasztottam a korának megfelelő tartalombeállítást.',
      'Tudom, hogyan tiltok le egy csatornát a gyerekem elől.',
      'Ha 16–17 éves, összekapcsoltuk a fiókjainkat a YouTube Családi központjában.',
    ],
    report: [
      <>Videónál koppints a további lehetőségekre (⋮), majd a bejelentésre, és válaszd ki a legjobban illő okot.</>,
      <>
        Bántó kommentnél koppints a komment melletti három pontra (⋮), és válaszd a jelentést (a felirat eltérhet).
        Csatornát a csatorna oldalán jelentesz: számítógépen a <strong>Névjegy</strong> lapon a{' '}
        <strong>Felhasználó bejelentése</strong> elemmel, a YouTube alkalmazásban jobb felül a további lehetőségek alatt
        (ott a felirat eltérhet).
      </>,
      <>
        Felügyelt fióknál egy csatornát számítógépen, a saját, összekapcsolt szülői fiókodba bejelentkezve tilthatsz le:
        a csatornaoldal <strong>Névjegy</strong> lapján válaszd a <strong>Felhasználó bejelentése</strong>, majd a{' '}
        <strong>Csatorna letiltása gyermekek számára</strong> lehetőséget. Telefonon, a YouTube alkalmazásban a lépések
        eltérnek: ezeket a forrásoknál lévő YouTube Kids súgóoldal írja le.
      </>,
      <>
        Ha a gyereked már 16–17 éves, és saját csatornája van, a videói alatti bántó kommentek szerzőjét elrejtheti a
        csatornáján (ez nem letiltás). Ezt is csak azután tegye, hogy a kommenteket a fenti sor szerint elmentettétek és
        jelentettétek.
      </>,
    ],
    labels: 'hungarian',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Általános Szerződési Feltételek, „Ki használhatja a Szolgáltatást?”: 13 éves kortól, fiatalabb gyerek a szülő engedélyével – YouTube',
        url: 'https://www.youtube.com/static?gl=HU&hl=hu&template=terms',
      },
      {
        cite: 'Gyakori kérdések szülőknek: a felügyelt fiók a 13 év (vagy az ország korhatára) alatti gyerekeknek való (ellenőrizve: 2026. november 28.) – YouTube súgó',
        url: 'https://support.google.com/youtube/answer/10315824?hl=hu',
      },
      {
        cite: 'Felügyelt fiók beállítása – YouTube súgó',
        url: 'https://support.google.com/youtube/answer/10314074?hl=hu',
      },
      {
        cite: 'Fiók eltávolítása a gyerek androidos telefonjáról (Beállítások › Fiókok) és a gyerek bejelentkeztetése (ellenőrizve: 2026. november 28.) – Google súgó',
        url: 'https://support.google.com/families/answer/7158477?hl=hu',
      },
      {
        cite: 'Tinédzserek felügyelete: mindketten jóváhagyjátok, bármelyikőtök kikapcsolhatja – YouTube súgó',
        url: 'https://support.google.com/youtube/answer/15253498?hl=hu&ref_topic=15279671',
      },
      {
        cite: 'A tinédzser meghívása a Családi központban (sajtóhír, angolul) – NewsBytes, 2024',
        url: 'https://www.newsbytesapp.com/news/science/youtube-offers-supervised-experience-for-teens-how-to-use-it/story',
      },
      {
        cite: 'Tartalombeállítások a felügyelt fiókban: a legszigorúbb nagyjából 9, a következő 13 éves kortól (ellenőrizve: 2026. november 28.) – YouTube súgó',
        url: 'https://support.google.com/youtube/answer/10315823?hl=hu',
      },
      {
        cite: 'A YouTube Kids korosztályai (ellenőrizve: 2026. november 28.) – YouTube Kids súgó',
        url: 'https://support.google.com/youtubekids/answer/7348644?hl=hu&ref_topic=12984703',
      },
      {
        cite: 'A YouTube Kids a Family Linkben: vezérlők › tartalomkorlátozások › YouTube (ellenőrizve: 2026. november 28.) – YouTube Kids súgó',
        url: 'https://support.google.com/youtubekids/answer/6172308?hl=hu',
      },
      {
        cite: 'Csatornák letiltása felügyelt fiókon – YouTube Kids súgó',
        url: 'https://support.google.com/youtubekids/answer/13887963?hl=hu&ref_topic=12984498',
      },
      {cite: 'Tartalom jelentése – YouTube súgó', url: 'https://support.google.com/youtube/answer/2802027?hl=hu'},
      {
        cite: 'Kommentek jelentése – YouTube súgó',
        url: 'https://support.google.com/youtube/answer/9482362?hl=hu&ref_topic=9257890',
      },
      {
        cite: 'Korhatárok a Google-fiókoknál – Google súgó',
        url: 'https://support.google.com/accounts/answer/1350409?hl=hu',
      },
    ],
  },
  {
    id: 'snapchat',
    name: 'Snapchat',
    searchWords: 'Családközpont',
    minimumAge: '13 éves kortól',
    forTen: 'még nem.',
    age: (
      <>
        A Snap feltételei szerint 13 éves kortól használható. {underThirteen('a Családközpont és a tinédzservédelmek')}
      </>
    ),
    risks: [
      <>Az eltűnő üzenetek miatt a gyerek azt hiheti, hogy amit küld, nem marad meg, pedig a címzett lementheti.</>,
      <>A Térképen (Snap Map) mások láthatják, hol van, ha megosztja a helyét.</>,
      <>Ismeretlenek ismerősnek jelölhetik.</>,
    ],
    controls: (
      <>Családközpont (angolul Family Center): látod, kik az ismerősei és kivel beszélt, de az üzeneteit nem olvasod.</>
    ),
    setup: [
      <>
        Telepítsd a Snapchat appot a saját telefonodra, és hozz létre fiókot. A Családközpontot a Snapchat súgója
        szerint legalább 18 éves szülő és 13–17 éves gyerek használhatja.
      </>,
      <>A saját profilodon koppints a fogaskerékre (⚙), és nyisd meg a Családközpontot.</>,
      <>Hívd meg a gyereket; a kapcsolat csak akkor jön létre, ha ő elfogadja a meghívót.</>,
      <>A Családközpontban állítsd be a tartalomszűrést, és nézzétek át együtt, ki láthatja a helyét.</>,
      <>
        Ugyanitt leállíthatod, hogy a My AI (a Snapchat mesterségesintelligencia-csevegője) válaszoljon neki, kérheted,
        hogy megossza veled a helyét, és kérhetsz értesítést, amikor megérkezik egy fontos helyre (például haza vagy az
        iskolába), vagy elindul onnan.
      </>,
    ],
    checklist: [
      'A gyerek elfogadta a Családközpont meghívóját.',
      'Átnéztük együtt az ismerőseit.',
      'A helye csak annak látszik, akivel megbeszéltük, vagy senkinek.',
    ],
    report: [
      <>
        A Snapchat üzenetei eltűnhetnek (a csevegés alapbeállításként megnézés után törlődik), ezért mielőtt jelentesz,
        mentsd el a beszélgetést, a szöveg mellett a nem szexuális képeket és videókat is (a kivételt a fenti sor
        mondja): tartsd rajta az ujjad egy üzeneten, és válaszd a mentést.
      </>,
      <>
        Vigyázz: a Snapchat szól a másiknak, ha a csevegésről képernyőképet készítesz, és a csevegésben mentett üzenetet
        a másik is mentettként láthatja (ez utóbbit csak nem hivatalos leírásokban találtuk, a Snap súgójában nem). Ez
        felbőszítheti a bántót, vagy figyelmeztetheti az elkövetőt: számolj vele, de a bizonyítékot ne hagyd elveszni.
      </>,
      <>
        Egy kapott képet vagy videót úgy jelentesz, hogy rajta tartod az ujjad, és a jelentésre koppintasz. Fiókot úgy
        jelentesz, hogy a nevén tartod az ujjad, és a megjelenő menüben a jelentést választod. Ezt a lépést a Snap
        súgójában nem találtuk: a menü és a felirat eltérhet.
      </>,
      <>
        Szülőként a Családközpontból te is jelenthetsz egy fiókot, a gyereked legutóbbi beszélgetései vagy az ismerősei
        közül. A jelentés névtelen: sem a jelentett fiók, sem a gyereked nem kap róla értesítést. Ezt akkor is
        használhatod, ha a gyerek fél a bántó bosszújától.
      </>,
      <>
        A jelentés után tiltsd le ugyanabban a menüben, ahol a fiókot jelentetted. Letiltás után a beszélgetés eltűnhet
        a csevegéseid közül (a Snap súgójában erről nem találtunk leírást; a viselkedés eltérhet): ezért mentsd el
        előtte, amit lehet, és írd fel a felhasználónevét.
      </>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Szülői felügyelet: Családközpont – Snapchat',
        url: 'https://parents.snapchat.com/en-GB/parental-controls?lang=en-GB',
      },
      {
        cite: 'Mi a Családközpont? A My AI leállítása, helymegosztás kérése, értesítés érkezéskor és induláskor (dán nyelvű oldal) – Snapchat súgó',
        url: 'https://help.snapchat.com/hc/da/articles/7121384944788-Hvad-er-Familiecenter',
      },
      {cite: 'Jelentés – Snapchat', url: 'https://values.snap.com/safety/safety-reporting'},
      {
        cite: 'Jelentés a Családközpontból: névtelen, a tinédzser nem kap értesítést (francia nyelvű oldal) – Snapchat súgó',
        url: 'https://help.snapchat.com/hc/fr-fr/articles/8132866323476-Que-se-passe-t-il-lorsque-je-signale-l-ami-de-mon-adolescent-via-le-Centre-parental',
      },
      {cite: 'Felhasználási feltételek – Snap', url: 'https://www.snap.com/terms'},
      {
        cite: 'Miért nem érem el a Családközpontot? Szülő 18 évestől, tinédzser 13–17 évesen (francia nyelvű oldal; ellenőrizve: 2026. november 28.) – Snapchat súgó',
        url: 'https://help.snapchat.com/hc/fr-fr/articles/8132746171796-Pourquoi-je-ne-peux-pas-acc%C3%A9der-au-Centre-Parental',
      },
    ],
  },
  {
    id: 'discord',
    name: 'Discord',
    searchWords: 'Családközpont, 16 év',
    minimumAge: 'Magyarországon 16 éves kortól',
    forTen: 'még nem.',
    age: (
      <>
        A Discord saját táblázata szerint Magyarországon 16 éves kortól használható. Ennél fiatalabb gyereknek ne legyen
        fiókja; ha mégis van, az csak idősebb születési dátummal készülhetett. {underAgeSteps} A Discord 2026
        februárjában bejelentette, hogy mindenkinek a tinédzsereknek szánt beállításokat adja alapból: az érzékeny képek
        elmosódnak, az ismeretlenek üzenetei külön mappába kerülnek, és ezen csak igazolt felnőtt változtathat. A
        világszintű bevezetést azonban 2026 második felére halasztotta. Hogy Magyarországon már így működik-e, nem
        tudtuk ellenőrizni: nézd meg a gyerek fiókjában, be van-e kapcsolva az érzékeny tartalom szűrése, és külön
        mappába kerülnek-e az ismeretlenek üzenetei.
      </>
    ),
    risks: [
      <>Nyilvános szervereken (nagy közösségi csevegőtereken) idegen felnőttek is vannak.</>,
      <>Hang- és videóhívásban olyasmi is elhangzik, amiről nem marad nyom.</>,
      <>A szerverek egy része felnőtt tartalmat mutat.</>,
    ],
    controls: (
      <>
        Családközpont (angolul Family Center): látod, kiket jelölt ismerősnek, kivel beszélt és mely szerverekhez
        csatlakozott, az üzeneteit nem. Sajtóhírek szerint 2025 novembere óta itt azt is beállíthatod, ki írhat neki
        közvetlen üzenetet, és szűrje-e a Discord az érzékeny tartalmat; ezt a Discord saját oldalán nem tudtuk
        ellenőrizni.
      </>
    ),
    setup: [
      <>Telepítsd a Discordot a saját telefonodra, és hozz létre fiókot.</>,
      <>
        A gyerek fiókjában: Felhasználói beállítások › Családközpont › Kapcsolódás szülőhöz; itt egy QR-kód jelenik meg.
      </>,
      <>A saját appodban nyisd meg a Családközpontot, válaszd a kapcsolódást tinédzserhez, és olvasd be a kódot.</>,
      <>A gyerek a fiókjában fogadja el a kérést. Ezután a tevékenységéről heti összefoglalót is kapsz.</>,
      <>Nézd meg a Családközpontban, beállíthatod-e, ki írhat neki: ha igen, válaszd, hogy csak az ismerősei.</>,
    ],
    checklist: [
      'A gyerek elmúlt 16 éves, és a valódi születési dátumával regisztrált.',
      'Összekapcsoltuk a fiókjainkat a Családközpontban.',
      'Megbeszéltük, hogy ismeretlen szerverre nem lép be.',
    ],
    report: [
      <>
        Először másold ki az üzenet linkjét (az üzenet menüjében): a szülői bejelentő űrlaphoz ez kell, és ha az
        üzenetet törlik, a link sem működik tovább.
      </>,
      <>
        Jelentsd az üzenetet a Discordnak: telefonon tartsd rajta az ujjad, számítógépen kattints rá jobb egérgombbal,
        és válaszd a jelentést. A szerver moderátorainak csak ezután szólj.
      </>,
      <>A bántót a profiljánál tiltsd le.</>,
      <>Ha ez nem segít, szülőként a Discord bejelentő űrlapját is kitöltheted, az üzenet kimásolt linkjével.</>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Mi a Családközpont? – Discord súgó',
        url: 'https://support.discord.com/hc/en-us/articles/14155039712407-What-is-Family-Center',
      },
      {cite: 'Minimális életkor országonként – Discord', url: 'https://support.discord.com/hc/articles/360040724612'},
      {
        cite: 'Jelentés szülőként – Discord',
        url: 'https://support.discord.com/hc/en-us/articles/360000291932-How-to-Contact-Discord-Safety-for-Parents-and-Guardians',
      },
      {
        cite: 'A világszintű bevezetés 2026 második felére halasztva (a Discord technológiai igazgatójának blogbejegyzése, angolul) – Discord, 2026. február 24.',
        url: 'https://discord.com/blog/getting-global-age-assurance-right-what-we-got-wrong-and-whats-changing',
      },
      {
        cite: 'A bevezetés márciusról 2026 második felére halasztva (sajtóhír, angolul) – Gamespace',
        url: 'https://gamespace.com/all-articles/news/discord-delays-global-age-verification-rollout-after-privacy-backlash/',
      },
      {
        cite: 'Tinédzsereknek való alapbeállítások mindenkinek: a bejelentés (a Discord közleménye a PR Newswire-en, angolul) – 2026. február 9.',
        url: 'https://www.prnewswire.com/news-releases/discord-launches-teen-by-default-settings-globally-302681851.html',
      },
      {
        cite: 'A szülő beállíthatja, ki írhat a tinédzsernek, és az érzékeny tartalom szűrését (sajtóhír, angolul) – ARY News, 2025. november 6.',
        url: 'https://arynews.tv/discord-introduces-new-family-center-features',
      },
      {
        cite: 'Visszaélés jelentése – Discord',
        url: 'https://discord.com/safety/360044103651-reporting-abusive-behavior-to-discord',
      },
    ],
  },
  {
    id: 'roblox',
    name: 'Roblox',
    searchWords: 'szülői fiók, csevegés, költés',
    minimumAge: '13 év alatt is ad fiókot, szigorúbb beállításokkal',
    forTen: 'a te fiókodhoz kapcsolva, csevegés nélkül, havi költési korláttal.',
    age: (
      <>
        {/* The advice first (usability round 11: a father read 110 words of press reports before it). */}
        Egy 10 éves gyereknek ezt javasoljuk: a fiókját kapcsold össze a saját szülői fiókoddal, ott kapcsold ki a
        csevegést (akkor is, ha már átesett a csevegéshez kért életkor-ellenőrzésen), állíts be havi költési korlátot,
        és a fiókjában ne legyen bankkártya. A Roblox 13 év alatt is ad fiókot, szigorúbb alapbeállításokkal; a szülő a
        saját, összekapcsolt fiókjából felügyelheti. Sajtóhírek szerint 2026 januárja óta a csevegéshez mindenkinek
        életkor-ellenőrzésen (arcfelvétel alapján becsült életkor) kell átesnie: utána általában csak a saját és a
        szomszédos korcsoporttal cseveghet, 13 évestől azokkal is, akiket megbízható kapcsolatnak (Trusted Connections)
        jelölt; 9 év alatt csak a szülő hozzájárulásával. A Roblox 2024. novemberi bejelentése szerint ezen felül 13 év
        alatt a játékokon kívül nincs közvetlen üzenet, a játékon belülihez pedig a szülő hozzájárulása kell.
      </>
    ),
    risks: [
      <>
        Ha a csevegés be van kapcsolva, a játékokban idegenek is írhatnak neki, és megpróbálhatják más appba átcsalni.
      </>,
      <>A virtuális pénz (Robux) valódi pénzbe kerül.</>,
      <>A játékokat a felhasználók készítik, nem mind való gyereknek.</>,
    ],
    controls: (
      <>
        {/* One line for the unverified news (usability round 19: it pushed the steps below the fold). */}
        összekapcsolt szülői fiók, ebből állítod a csevegést, a tartalmat, a költést és a játékidőt. Sajtóhírek szerint
        2026 júniusától a gyerekek koruk szerint új fióktípust kapnak (Roblox Kids, Roblox Select); ezt a Roblox oldalán
        nem tudtuk ellenőrizni, ezért a menük nálatok másképp is kinézhetnek.
      </>
    ),
    setup: [
      <>Hozz létre saját Roblox-fiókot; a Roblox ehhez a te életkorodat is ellenőrizheti.</>,
      <>
        A gyerek fiókjában nyisd meg: Beállítások › Szülői felügyelet (Parental Controls) › Szülő hozzáadása (Add
        Parent), add meg az e-mail-címedet, és a Roblox levelében kövesd a lépéseket, amíg a két fiók össze nem
        kapcsolódik.
      </>,
      <>
        Utána a saját fiókodban nyisd meg: Beállítások › Szülői felügyelet, és válaszd ki a gyereked fiókját. Ott
        állítsd be, ki cseveghet vele (egy 10 évesnél: senki, kapcsold ki), milyen érettségű játékokat láthat, és
        mennyit költhet havonta.
      </>,
      <>Bankkártyát ne ments el a gyerek fiókjában.</>,
    ],
    checklist: [
      'Összekapcsoltam a szülői fiókomat a gyerek Roblox-fiókjával.',
      'Beállítottam, ki cseveghet vele, és milyen játékokat láthat.',
      'Beállítottam a költési korlátot; a gyerek fiókjában nincs bankkártya.',
    ],
    report: [
      <>
        Egy játékban nyisd meg a menüt (bal felül a három vonal), és koppints a játékos neve melletti zászlóra vagy
        felül a jelentés fülre. Válaszd ki a játékost és azt, mit tett, majd küldd el. A bántó csevegést jelentsd, ne
        csak a profilt: a moderátorok így látják, mi történt.
      </>,
      <>
        Utána tiltsd le: játék közben a jobb felső játékoslistában koppints a nevére, és válaszd a letiltást; a játékon
        kívül a profilján a három pontnál (⋯).
      </>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Szülőknek: a gyerek fiókjának összekapcsolása – Roblox súgó',
        url: 'https://en.help.roblox.com/hc/en-us/articles/30428321333140-Parents-How-to-Link-Your-Child-s-Account',
      },
      {
        cite: 'Biztonsági funkciók: csevegés, adatvédelem, szűrés – Roblox súgó',
        url: 'https://en.help.roblox.com/hc/en-us/articles/203313120-Safety-Features-Chat-Privacy-Filtering',
      },
      {
        cite: 'Szabályszegés jelentése és letiltás – Roblox súgó',
        url: 'https://en.help.roblox.com/hc/en-us/articles/203312410-How-to-Report-Rule-Violations-and-Block-a-User',
      },
      {
        cite: 'Jelentés és letiltás játék közben – Roblox súgó',
        url: 'https://en.help.roblox.com/hc/en-us/articles/203314270-Reporting-Abuse-and-Blocking-Chat-In-Game',
      },
      {
        cite: 'Biztonság korosztályonként – Roblox',
        url: 'https://corp.roblox.com/safety-by-age-mea',
      },
      {
        cite: 'Nagy változások a biztonsági rendszerekben és a szülői felügyeletben (angolul; ellenőrizve: 2026. november 28.) – Roblox, 2024. november 18.',
        url: 'https://corp.roblox.com/newsroom/2024/11/major-updates-to-our-safety-systems-and-parental-controls',
      },
      {
        cite: '13 év alatt nincs közvetlen üzenet a játékokon kívül, a játékon belülihez szülői hozzájárulás kell (angolul; ellenőrizve: 2026. november 28.) – Roblox fejlesztői fórum, 2024. november',
        url: 'https://devforum.roblox.com/t/introducing-updates-to-our-safety-protections-and-parental-controls/3264200',
      },
      {
        cite: 'Kötelező életkor-ellenőrzés a csevegéshez; 13 évestől megbízható kapcsolatok (sajtóhír, angolul) – PocketGamer.biz, 2026. január 9.',
        url: 'https://www.pocketgamer.biz/roblox-rolls-out-mandatory-facial-age-checks-for-in-game-chat-worldwide/',
      },
      {
        cite: 'Roblox Kids és Roblox Select fiókok 2026 júniusától (sajtóhír a TechCrunch nyomán, angolul) – Dubai Standard',
        url: 'https://www.dubaistandard.com/roblox-is-updating-its-platform-introducing-new-restrictions-on-accounts-that-will-limit-access-to-games-and-chat-features-for-children/',
      },
    ],
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    searchWords: 'csoportok, adatvédelem',
    minimumAge: '13 éves kortól',
    forTen: 'még nem; az osztálycsoport miatt te dönthetsz másként.',
    age: <>A WhatsApp európai feltételei szerint 13 éves kortól használható. {classGroupApp}</>,
    risks: [
      <>Bárki, aki tudja a számát, írhat neki, és csoportba teheti.</>,
      <>Az osztálycsoportokban gyorsan terjed a bántó üzenet és a továbbküldött kép.</>,
      <>A kapott képek a telefon galériájába is bekerülhetnek: Androidon a WhatsApp súgója szerint alapból.</>,
    ],
    controls: <>nincs, csak adatvédelmi beállítások.</>,
    setup: [
      <>
        A gyerek telefonján nyisd meg a WhatsApp <strong>Beállítások</strong> menüjét (Androidon a három pont, vagyis a{' '}
        <strong>További lehetőségek</strong> alatt), majd: <strong>Adatvédelem › Csoportok</strong>.
      </>,
      <>
        Ha nem látod közvetlenül az <strong>Adatvédelem</strong> pontot, a <strong>Fiók</strong> alatt keresd: a
        WhatsApp magyar súgója így írja.
      </>,
      <>
        Válaszd a <strong>Kontaktjaim</strong> lehetőséget. A többiek csak meghívót küldhetnek, amelyet a gyerek három
        napig fogadhat el.
      </>,
      <>Ugyanitt nézzétek át, ki láthatja a profilképét és azt, mikor volt elérhető.</>,
      <>
        Kapcsold ki, hogy a kapott képek maguktól a telefon galériájába kerüljenek: így egy kapott kép nem másolódik a
        galériába és onnan a felhőbe. Androidon a Csevegések beállításai között a médialáthatóságot keresd, iPhone-on a
        Fotókba mentést. Ezeket a kapcsolókat a WhatsApp súgójában nem találtuk: a felirat és a hely eltérhet.
      </>,
      <>
        Beszéljétek meg, hogy ismeretlen számról jött üzenetre nem válaszol, hanem a telefonon megmutatja neked,
        továbbítás és képernyőkép nélkül.
      </>,
    ],
    checklist: [
      'A WhatsAppban csak a névjegyei tehetik csoportba.',
      'A kapott képek nem kerülnek maguktól a galériába.',
      'Átnéztük, ki láthatja a profilképét.',
      'Tudja, hogy ismeretlen ember üzenetére nem válaszol, hanem megmutatja nekem.',
    ],
    report: [
      <>
        Nyisd meg a csevegést, koppints felül a nevére, és válaszd a jelentést. A WhatsApp megkapja a jelentett személy
        utolsó öt üzenetét; ő nem kap értesítést.
      </>,
      <>
        A jelentés ablaka a letiltást és a csevegés törlését is felajánlhatja: a csevegés törlését ne válaszd, mert a
        beszélgetés csak a telefonon van meg. Ha a törlés előre be van pipálva, vedd ki a pipát, és csak utána jelents.
      </>,
      <>Utána ugyanitt tiltsd le. A letiltás után felajánlott „Csevegés törlése” lehetőséget se válaszd.</>,
    ],
    labels: 'hungarian',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'A csoportok adatvédelmi beállításai – WhatsApp súgó',
        url: 'https://faq.whatsapp.com/general/security-and-privacy/how-to-change-group-privacy-settings?category=5245250&lang=hu',
      },
      {cite: 'Letiltás és jelentés – WhatsApp súgó', url: 'https://faq.whatsapp.com/1142481766359885/'},
      {cite: 'A letiltásról és a jelentésről – WhatsApp súgó', url: 'https://faq.whatsapp.com/414631957536067/'},
      {cite: 'Feltételek az európai régióban – WhatsApp', url: 'https://faq.whatsapp.com/3539044006356145/'},
      {
        cite: 'Automatikus letöltés Androidon: a letöltött média a galériában is megjelenik (szlovák nyelvű oldal) – WhatsApp súgó',
        url: 'https://faq.whatsapp.com/517714728827507/?locale=sk_SK',
      },
    ],
  },
  {
    id: 'messenger',
    name: 'Messenger',
    searchWords: 'tinifiók, Családi központ',
    minimumAge: '13 éves kortól',
    forTen: 'még nem.',
    age: (
      <>
        A Facebook és a Messenger 13 éves kortól használható. A Meta 2025 szeptembere óta itt is tinifiókot ad a 18 év
        alattiaknak: csak olyanok írhatnak nekik, akiket követnek, vagy akikkel már beszéltek, és 16 év alatt ezt csak a
        szülő engedélyével lehet lazítani. {underThirteen('a tinifiók védelmei')}
      </>
    ),
    risks: [
      <>Az osztálycsoportból kihagyhatják vagy kitehetik a gyereket.</>,
      <>
        Ha a fiókban nem a valódi születési dátuma szerepel, idegen felnőttek is írhatnak neki; a csoportokban
        ismeretlenek is lehetnek.
      </>,
      <>A bántó üzenet és a kép a csoportban gyorsan terjed.</>,
    ],
    controls: (
      <>
        Tinifiók, és a Meta Családi központjában bekapcsolható felügyelet: ebben látod az ismerőseit, kik írhatnak neki,
        és kiket tiltott le, az üzeneteit nem.
      </>
    ),
    setup: [
      <>Nézd meg, hogy a gyerek fiókjában a valódi születési dátuma szerepel: ehhez igazodik a tinifiók.</>,
      <>
        A saját Facebook- vagy Messenger-appod beállításai között keresd a Családi központot vagy a felügyeletet, és
        küldj meghívót a gyereknek; neki el kell fogadnia. Ezt a menüutat a Meta súgójában nem találtuk: ha nálad nem
        jelenik meg, lehet, hogy a felügyelet nálatok még nem érhető el.
      </>,
      <>
        Beszéljétek meg, mit tegyen, ha egy csoportban bántják, vagy ismeretlen csoportba teszik: a lépéseket a lent
        linkelt „Messenger: jelentés és letiltás” rész mutatja.
      </>,
    ],
    checklist: [
      'A gyerek Messenger-fiókjában a valódi születési dátuma szerepel.',
      'Megnéztem a Meta Családi központjában, felügyelhetem-e a Messengert.',
      'Megbeszéltük, mit tesz, ha egy csoportban bántják.',
    ],
    report: [
      <>A csevegések között nyisd meg a beszélgetést, és koppints felül a másik személy nevére.</>,
      <>
        Görgess le, koppints a jelentésre, válassz kategóriát, és küldd el. Az EU-ban a Facebook a beszélgetés
        legfeljebb 30 legutóbbi üzenetét nézi meg.
      </>,
      <>Utána ugyanebben a menüben tiltsd le.</>,
      <>
        Csoportban a bántó üzenet ugyanígy jelenthető: nyisd meg a csoportot, koppints felül a nevére, és keresd a
        jelentést (a súgó ezt csak két ember beszélgetésére írja le, a felirat eltérhet). Miután mindent elmentettetek,
        a gyerek kiléphet a csoportból. Ha bűncselekmény gyanúja van, ne lépjen ki, amíg a rendőrség azt nem mondja,
        hogy kiléphet: addig némítsátok el a csoportot. Ha osztálytárs bántja, az iskolával intézd: ezt fent, az
        iskoláról szóló rész írja le.
      </>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Beszélgetés jelentése (az EU-ban legfeljebb 30 üzenet) – Messenger súgó',
        url: 'https://www.messenger.com/help/1165699260192280',
      },
      {
        cite: 'Csevegés jelentése az appban: név › Jelentés › kategória – Messenger súgó',
        url: 'https://www.messenger.com/help/498828660322839/?cms_platform=iphone-app&helpref=platform_switcher',
      },
      {cite: 'Üzenet jelentése – Facebook súgó', url: 'https://www.facebook.com/help/769533159735923'},
      {
        cite: 'Családi központ: Facebook és Messenger – Meta',
        url: 'https://familycenter.meta.com/our-products/facebook-messenger',
      },
      {
        cite: 'Tinifiók a Facebookon és a Messengeren világszerte (sajtóhír a Meta blogbejegyzése nyomán; magát a bejegyzést nem találtuk) – CNA, 2025. szeptember 26.',
        url: 'https://www.channelnewsasia.com/world/meta-activates-facebook-teen-accounts-worldwide-5370141',
      },
    ],
  },
  {
    id: 'viber',
    name: 'Viber',
    searchWords: 'csoportok, közösségek, adatvédelem',
    minimumAge: '13 éves kortól',
    forTen: 'még nem; az osztálycsoport miatt te dönthetsz másként.',
    age: <>A Viber feltételei szerint 13 éves kortól használható. {classGroupApp}</>,
    risks: [
      <>Bárki, aki tudja a számát, írhat neki, és csoportba teheti.</>,
      <>A nagy, nyilvános közösségekben idegenek is írhatnak neki, a telefonszáma nélkül is.</>,
      <>Az osztálycsoportokban gyorsan terjed a bántó üzenet.</>,
    ],
    controls: <>nincs, csak adatvédelmi beállítások.</>,
    setup: [
      <>
        A gyerek telefonján: Több (☰) › Beállítások › Adatvédelem. Itt állíthatod be, ki teheti csoportba, és ki
        láthatja a profilképét és azt, hogy elérhető. Ezt a menüutat a Viber súgójában nem találtuk (a Vodafone szülői
        útmutatója is ezeket a beállításokat írja le): a felirat és a hely eltérhet.
      </>,
      <>
        Beszéljétek meg: ha ismeretlen szám vagy egy közösség ismeretlen tagja ír neki, nem válaszol, nem fogadja el, és
        nem is tiltja le rögtön, hanem a telefonon megmutatja neked, továbbítás és képernyőkép nélkül. Ha az üzenet
        bántó, a lenti „Viber: jelentés és letiltás” lépései szerint jelentsétek; ha valaki gyanúsan közeledik hozzá,
        kövesd a{' '}
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a same-page anchor in a data module that Node's unit tests load, where @docusaurus/Link does not resolve; links.spec checks the anchor */}
        <a href="#ha-valaki-gyanúsan-közeledik-a-gyerekhez">Ha valaki gyanúsan közeledik a gyerekhez</a> rész lépéseit.
      </>,
    ],
    checklist: [
      'Beállítottuk, ki teheti csoportba a Viberen.',
      'Átnéztük, mely közösségekben és csoportokban van benne.',
      'Tudja, hogy ismeretlen ember üzenetére nem válaszol, hanem megmutatja nekem.',
    ],
    report: [
      <>
        Közösséget vagy csatornát úgy jelentesz, hogy megnyitod, felül a három pontra koppintasz, és a jelentést
        választod.
      </>,
      <>
        Közösségben egy üzenetet így jelentesz: három pont › Üzenet jelentése, jelöld ki az üzenetet, koppints a
        felkiáltójelre, és válaszd ki az okot.
      </>,
      <>
        Ha valaki közvetlenül a gyerekednek küld bántó tartalmat, a Viber a letiltását javasolja. Egy felhasználó
        jelentésének lépéseit a súgója nem írja le: ha a csevegés menüjében látsz jelentést, előbb azt válaszd. Utána
        tiltsd le: nyisd meg a csevegést, koppints felül a nevére vagy a három pontra, és válaszd a letiltást.
      </>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Nem odavaló tartalom jelentése – Viber súgó',
        url: 'https://help.viber.com/hc/en-us/articles/8922694984733-How-to-Report-Inappropriate-Content',
      },
      {
        cite: 'Közösségek tagoknak – Viber súgó',
        url: 'https://help.viber.com/hc/en-us/articles/9323597204765-Communities-knowledge-base-for-members',
      },
      {
        cite: 'Viber szülőknek: ki teheti csoportba, ki látja a profilképét (nem hivatalos oldal, angolul) – Vodafone UK',
        url: 'https://www.vodafone.co.uk/newscentre/smart-living/digital-parenting/digital-parenting-pro/viber/',
      },
      {
        cite: 'Rejtett számú csevegés közösségekben – Viber',
        url: 'https://viber.com/en/blog/2019-02-17/spark-safer-conversations-with-hidden-number-chats',
      },
      {
        cite: 'Bottal, Közösséggel, Csatornákkal kapcsolatos feltételek („Az összes Viber-szolgáltatás igénybevételének feltétele a 13 éves életkor betöltése”) – Viber',
        url: 'https://www.viber.com/hu/terms/public-chat-public-accounts-terms-guidelines/',
      },
    ],
  },
  {
    id: 'minecraft',
    name: 'Minecraft',
    searchWords: 'gyermekfiók, Xbox családi beállítások',
    minimumAge: 'az EU-ban 16 év alatt gyermekfiókkal',
    forTen: 'a többjátékos módról és a csevegésről te döntesz.',
    age: (
      <>
        Microsoft-fiók kell hozzá. A Minecraft súgója szerint az EU-ban 16 év alatt ez gyermekfiók, és a többjátékos
        módról, a csevegésről és a bérelhető saját szerverekről (Realms) a szülő dönt.
      </>
    ),
    risks: [
      <>Nyilvános szervereken idegenekkel játszik és cseveghet.</>,
      <>A szerverek szabályai és moderálása nagyon különböznek.</>,
      <>A játékban vásárolható tartalom valódi pénzbe kerül.</>,
    ],
    controls: <>A Microsoft családi beállításai (Xbox Family Settings alkalmazás).</>,
    setup: [
      <>Hozz létre a gyereknek Microsoft-gyermekfiókot a saját családi csoportodban.</>,
      <>
        Az Xbox Family Settings alkalmazásban vagy az Xbox-fiók adatvédelmi és online biztonsági beállításainál dönts a
        többjátékos módról, a csevegésről és a saját szerverekről (Realms).
      </>,
      <>Kezdetben csak ismerősökkel játsszon, olyan szerveren, amelyet együtt választottatok.</>,
    ],
    checklist: [
      'A gyerek Minecraftot a saját gyermekfiókjával használja.',
      'Beállítottam a többjátékos módot és a csevegést.',
      'Tudom, melyik szerveren játszik.',
    ],
    report: [
      <>
        Java kiadásban jelentsd a játékost a játékban: P billentyű (vagy a szünetmenüben a jelentés gombja) › válaszd ki
        a játékost, jelöld be a bántó üzeneteket, és válaszd ki az okot. A szerver üzemeltetőinek csak ezután szólj.
      </>,
      <>
        Telefonon, konzolon és a Windowsos (Bedrock) kiadásban: állítsd meg a játékot, a szünetmenüben válaszd ki a
        játékost, majd a jelentést; utána ugyanitt tiltsd le.
      </>,
      <>Ha a szerveren nincs jelentés gomb, a szerver moderátorainak szólj.</>,
      <>A csevegést a családi beállításokban ki is kapcsolhatod.</>,
    ],
    labels: 'translated',
    checked: '2026-11-27',
    sources: [
      {
        cite: 'Gyermekfiók 16 év alatt az EU-ban; szülői hozzájárulás, családi beállítások, Realms és többjátékos mód – Minecraft súgó',
        url: 'https://help.minecraft.net/hc/en-us/articles/4408968616077-How-to-Manage-Parental-Consent-Family-Settings-and-Realms-Multiplayer-Access-for-a-Child-Account',
      },
      {
        cite: 'Játékos hozzáadása, némítása, letiltása és jelentése a szünetmenüben (nem hivatalos oldal) – Internet Matters',
        url: 'https://www.internetmatters.org/parental-controls/gaming-consoles/minecraft/',
      },
      {
        cite: 'Játékos jelentése a Java kiadásban – Minecraft súgó',
        url: 'https://help.minecraft.net/hc/en-us/articles/7149823936781-Player-Reporting-in-Minecraft-Java-Edition',
      },
    ],
  },
  {
    id: 'fortnite',
    name: 'Fortnite',
    searchWords: 'Epic szülői felügyelet, PIN-kód',
    minimumAge: 'Magyarországon valószínűleg 16 év alatt korlátozott fiókkal',
    forTen: 'a csevegést és a vásárlást te hagyod jóvá, szülői PIN-kóddal.',
    age: (
      <>
        13 év alatti gyereknek, vagy ha a gyerek fiatalabb, mint az országában a digitális beleegyezés kora, az Epic
        korlátozott fiókot (angolul cabined account) ad: ilyenkor a hang- és szöveges csevegéshez és a vásárláshoz a te
        jóváhagyásod kell. Magyarországon ez valószínűleg 16 év (az Epic nem írja ki).
      </>
    ),
    risks: [
      <>Hangon és szövegben idegenekkel beszélhet játék közben.</>,
      <>A játékbeli pénz (V-Bucks) valódi pénzbe kerül.</>,
      <>Egy-egy meccs után nehéz abbahagyni.</>,
    ],
    controls: <>Az Epic-fiók Szülői felügyelet (Parental Controls) lapja, hatjegyű PIN-kóddal.</>,
    setup: [
      <>
        Jelentkezz be a gyerek Epic-fiókjába az Epic Games oldalán, és nyisd meg a fiókbeállítások Szülői felügyelet
        lapját.
      </>,
      <>Adj meg egy hatjegyű PIN-kódot, amelyet a gyerek nem ismer.</>,
      <>
        Állítsd be, ki jelölheti ismerősnek, ki beszélhet vele hangon és szövegben, és kérj PIN-kódot minden
        vásárláshoz.
      </>,
      <>
        Ha a gyerek korlátozott fiókot kapott, az Epic e-mailt küld neked. A jóváhagyáskor elfogadod az adatkezelést,
        kiválasztod, milyen besorolású játékokat érhet el, és igazolod, hogy felnőtt vagy: arcfelvétellel, bankkártyával
        vagy egy igazolvány beolvasásával (az országodtól függően más módon is). Utána e-mailben kapod meg a szülői
        PIN-kódot.
      </>,
    ],
    checklist: [
      'Beállítottam a hatjegyű szülői PIN-kódot az Epic-fiókban.',
      'Beállítottam, ki beszélhet vele hangon és szövegben.',
      'Vásárláshoz PIN-kód kell.',
    ],
    report: [
      <>
        Játékon belül: menü (meccs közben is megnyitható) › a három vonalas menü › Jelentés › Játékos jelentése ›
        válaszd ki az okot és a játékost › Elfogadás. A játékos neve mellett a letiltást is bejelölheted.
      </>,
      <>
        Egy olyan játékos profilján, akivel a gyereked nemrég játszott: További lehetőségek › Jelentés. Hangcsevegésnél:
        oldalsáv › a hangcsevegés lapja › Beszélgetés jelentése › Küldés. Hangcsevegésnél rögtön jelents: a jelentés
        csak az utolsó öt perc hangját küldi el.
      </>,
      <>A hang- és szöveges csevegést a Szülői felügyelet lapon szűkítheted vagy kikapcsolhatod.</>,
    ],
    labels: 'translated',
    checked: '2026-11-28',
    sources: [
      {
        cite: 'Szülői felügyelet beállítása – Epic Games súgó',
        url: 'https://www.epicgames.com/help/en-US/c-Category_EpicAccounts/c-EpicAccounts_ParentalControls/a000084709',
      },
      {
        cite: 'A szülői hozzájárulás menete: a felnőtt igazolása arcfelvétellel, bankkártyával vagy igazolvánnyal – Epic Games súgó',
        url: 'https://www.epicgames.com/help/en-US/c-Category_EpicGamesStore/c-EpicAccounts/how-do-i-complete-the-parental-consent-process-a000085549',
      },
      {
        cite: 'Szülői ellenőrzés, gyakori kérdések (a felnőtt igazolása, a PIN-kód e-mailben) – Epic Games súgó',
        url: 'https://www.epicgames.com/help/en-US/c-Category_EpicAccounts/c-EpicAccounts_ParentalControls/parental-verification-faq-a000085566',
      },
      {
        cite: 'Játékos jelentése a Fortnite-ban – Epic Games súgó',
        url: 'https://www.epicgames.com/help/en-US/c-Category_Fortnite/c-5719350646299/a000086135',
      },
      {
        cite: 'Hangcsevegés jelentése: az utolsó öt perc hangja (angolul) – Epic Games',
        url: 'https://www.epicgames.com/site/ja/news/introducing-voice-reporting-in-fortnite',
      },
      {
        cite: 'Korlátozott fiókok: 13 év alatt, vagy az ország digitális beleegyezési kora alatt, amelyik magasabb (kínai nyelvű oldal) – Epic Games',
        url: 'https://www.epicgames.com/site/zh-CN/cabinedaccounts',
      },
    ],
  },
];

/** The ids of the headings an entry gets in each guide. */
export const appHeadingId = (view: 'setup' | 'report', id: string): string =>
  `${view === 'setup' ? 'beallitas' : 'jelentes'}-${id}`;

/** How long an entry may go unchecked before the unit test fails. */
export const maxAgeInDays = 365;
