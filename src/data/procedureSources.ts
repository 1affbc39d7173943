/**
 * The pages the emergency procedures (`safetyProcedures.tsx`) take their steps from, each written once and named by
 * id from every step that relies on it. Readers see them under each procedure („A lépések forrásai”).
 *
 * `official`: the authority's or the vendor's own page. `nonofficial`: an organisation's own page that is neither an
 * authority nor the vendor (a charity, a foreign helpline's guide); readers see it marked „(nem hivatalos oldal)”.
 * `press`: a news report, marked „(sajtó)”. The last two are used only where no official page that says the same
 * could be found.
 * `title` is the page's own title (in its own language; for a Hungarian vendor page read only in a foreign copy,
 * a Hungarian title of ours); `checked` the day its text was read for the step.
 */
export type ProcedureSource = {
  title: string;
  publisher: string;
  url: string;
  kind: SourceKind;
  checked: string;
};

export type SourceKind = 'official' | 'nonofficial' | 'press';

/** What readers see after a source's publisher: nothing for an official page. */
export function sourceKindLabel(kind: SourceKind): string | undefined {
  return {official: undefined, nonofficial: 'nem hivatalos oldal', press: 'sajtó'}[kind];
}

export const procedureSources = {
  // Rendőrség: call 112 first, report (feljelentés) in person, in writing or by e-mail; the Áldozatsegítő Vonal.
  'police-mit-tegyek': {
    title: 'Mit tegyek … ha bűncselekmény áldozatává váltam?',
    publisher: 'Rendőrség',
    url: 'https://www.police.hu/ugyintezes/mit-tegyek',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Rendőrség, „Beadványtétel”: a case that needs the police at once is reported in person at the nearest police
  // station (kapitányság), on its city number or on 112; a report (feljelentés) can also be made in writing.
  'police-beadvanytetel': {
    title: 'Beadványtétel',
    publisher: 'Rendőrség',
    url: 'https://www.police.hu/hu/ugyintezes/beadvanytetel',
    kind: 'official',
    checked: '2026-11-27',
  },
  // The state health line: 112 and an ambulance if someone is in immediate danger (threatens suicide, has taken
  // pills); stay until help arrives; remove the means; 116 123; the family doctor refers to specialist care.
  'egeszsegvonal-ongyilkossag': {
    title: 'Öngyilkossági gondolatok',
    publisher: 'Egészségvonal (egeszsegvonal.gov.hu)',
    url: 'https://egeszsegvonal.gov.hu/oo-oo/1438-ongyilkossagi-gondolatok.html',
    kind: 'official',
    checked: '2026-11-27',
  },
  // NMHH's list of the 116 numbers: 116 000 is the missing-children hotline run by Kék Vonal; it takes calls about
  // missing children, passes them to the police and guides and supports the child's carers.
  'nmhh-116-szamok': {
    title: 'A 116 kezdőszámú harmonizált közérdekű szolgáltatások számainak használata és kijelölése',
    publisher: 'Nemzeti Média- és Hírközlési Hatóság',
    url: 'https://nmhh.hu/cikk/115/A_116_kezdoszamu_harmonizalt_kozerdeku_szolgaltatasok_szamainak_hasznalata_es_kijelolese',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Kék Vonal: the 116 111 line for young people, day and night, free and anonymous. Whom it helps with problems at
  // home rests on this and on NMHH's list (116 111, „Gyermekek segélyvonala”, run by Kék Vonal); Kék Vonal's own
  // „who we help” page was not found in the sources available here.
  'kek-vonal-kozlemeny': {
    title: 'A Kék Vonal közleménye az öngyilkosság-megelőzés világnapján',
    publisher: 'Kék Vonal Gyermekkrízis Alapítvány',
    url: 'https://kek-vonal.hu/tudastar/a-kek-vonal-kozlemenye-az-ongyilkossag-megelozes-vilagnapjan',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Kék Vonal: parents and professionals can turn to it with their questions too.
  'kek-vonal-felnottek': {
    title: 'Gyerekszemmel – Erdős Virág, Felelős Felnőtt kampány',
    publisher: 'Kék Vonal Gyermekkrízis Alapítvány',
    url: 'https://old.kek-vonal.hu/gyerekszemmel-erdos-virag-felelos-felnott-kampany',
    kind: 'official',
    checked: '2026-11-27',
  },
  // The ambulance service's foundation as reported: an honest conversation can save a life.
  'hazipatika-omsz-beszelgetes': {
    title: '„Egy őszinte beszélgetés életet menthet” – fontos dologra figyelmeztetnek a mentők',
    publisher: 'Házipatika',
    url: 'https://www.hazipatika.com/psziche/mentalis-zavarok/cikkek/ongyilkossag-megelozese-vilagnap-szeptember-10-eletmentes-mentok-mentoszolgalat-alapitvany',
    kind: 'press',
    checked: '2026-11-27',
  },
  // NMHH: a report to the Hotline is not an official (authority) case; it cannot compel anyone to delete.
  'nmhh-hotline-szabalyzat': {
    title: 'Az Internet Hotline eljárási szabályzata',
    publisher: 'Nemzeti Média- és Hírközlési Hatóság',
    url: 'https://nmhh.hu/cikk/245822/Az_Internet_Hotline_eljarasi_szabalyzata',
    kind: 'official',
    checked: '2026-11-27',
  },
  // NMHH: what the Hotline takes (content available online: child sexual abuse material, online harassment,
  // content published without consent) and that it is not an authority procedure.
  'nmhh-hotline-dsa': {
    title: 'Tájékoztatás az Internet Hotline-ról a digitális szolgáltatásokról szóló rendelettel (DSA) összefüggésben',
    publisher: 'Nemzeti Média- és Hírközlési Hatóság',
    url: 'https://nmhh.hu/internethotline/dsa',
    kind: 'official',
    checked: '2026-11-27',
  },
  // NMHH: what counts as child sexual abuse material, including drawn or AI-made images of an identifiable child.
  'nmhh-gyermekpornografia': {
    title: 'Mi számít gyermekpornográf tartalomnak?',
    publisher: 'Nemzeti Média- és Hírközlési Hatóság',
    url: 'https://nmhh.hu/cikk/190114/Mi_szamit_gyermekpornograf_tartalomnak',
    kind: 'official',
    checked: '2026-11-24',
  },
  // Btk. 204. § (obtaining or keeping such an image is an offence) and 222. § (zaklatás).
  btk: {
    title: '2012. évi C. törvény a Büntető Törvénykönyvről',
    publisher: 'Nemzeti Jogszabálytár',
    url: 'https://njt.hu/jogszabaly/2012-100-00-00',
    kind: 'official',
    checked: '2026-11-24',
  },
  // Be. (the code of criminal procedure): a private motion (magánindítvány, needed for zaklatás) is made within 30 days
  // of the day the victim learns who the offender is.
  be: {
    title: '2017. évi XC. törvény a büntetőeljárásról',
    publisher: 'Nemzeti Jogszabálytár',
    url: 'https://njt.hu/jogszabaly/2017-90-00-00',
    kind: 'official',
    checked: '2026-11-28',
  },
  // NKI: lost or stolen phone: finding services, operator and bank, remote lock and erase, police report.
  'nki-elveszett-telefon': {
    title: 'Elveszett/ellopott okostelefon – Nem árt előre felkészülni, hogy mi a teendő!',
    publisher: 'Nemzeti Kibervédelmi Intézet',
    url: 'https://nki.gov.hu/?p=67473',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Apple: find it on a map, play a sound if it is nearby, mark it as lost, report to the police (serial number),
  // erase (a phone on iOS 15 or later can still be found after erasing), tell the carrier; if it shows at a place
  // you don't know, don't go to recover it yourself, tell the police. Read in the et-ee and ro-ro copies of the same
  // article id (and that step as restated by TechNewsXpress); the Hungarian title is ours.
  'apple-elveszett': {
    title: 'Ha elveszett vagy ellopták az iPhone-t vagy iPadet (Apple Támogatás, 101593)',
    publisher: 'Apple',
    url: 'https://support.apple.com/hu-hu/101593',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Google: find, lock or erase a lost phone from the Google Account (Security › Your devices), then change the
  // Google Account password. Read in the de and fil copies of the same article; the Hungarian title is ours.
  'google-elveszett-eszkoz': {
    title: 'Elveszett telefon vagy számítógép megkeresése, zárolása vagy törlése (Google Súgó, 7177579)',
    publisher: 'Google',
    url: 'https://support.google.com/chrome/answer/7177579?hl=hu',
    kind: 'official',
    checked: '2026-11-27',
  },
  // The Swiss national cyber security centre: fake "your iPhone was found" messages steal the Apple Account to
  // remove Activation Lock; Apple does not send such messages.
  'ncsc-iphone-phishing': {
    title: 'Week 44: Lost iPhone – the phishing trap that follows',
    publisher: 'National Cyber Security Centre (Svájc)',
    url: 'https://www.ncsc.admin.ch/ncsc/en/home/aktuell/im-fokus/2025/wochenrueckblick_44.html',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Apple's updated stolen-phone guidance as reported: no contact details on the lock screen of a stolen phone,
  // never remove it from Find My. Apple's own page was not in the sources available here.
  'gsmspecs-apple-stolen': {
    title: 'Apple stolen iPhone guidance: Lost Mode',
    publisher: 'GSMSpecs',
    url: 'https://www.gsmspecs.com/news/apple-stolen-iphone-guidance-lost-mode',
    kind: 'press',
    checked: '2026-11-27',
  },
  // WhatsApp: after blocking you can delete the chat (so decline it); a report sends the last five messages.
  'whatsapp-blokkolas': {
    title: 'About blocking and reporting someone on WhatsApp',
    publisher: 'WhatsApp Súgó',
    url: 'https://faq.whatsapp.com/414631957536067',
    kind: 'official',
    checked: '2026-11-27',
  },
  // WhatsApp: Report Contact › Report and Block; the report path.
  'whatsapp-jelentes': {
    title: 'How to block and report contacts',
    publisher: 'WhatsApp Súgó',
    url: 'https://faq.whatsapp.com/1142481766359885',
    kind: 'official',
    checked: '2026-11-27',
  },
  // FBI: sextortion: not your fault; ask a trusted adult before paying; report the account on the platform, then
  // block; report to the police; save all interactions (so delete nothing). Paying rarely stops it. The FBI's
  // "block the suspect but DO NOT DELETE your profile or messages" was seen only in copies of its advice, so that
  // page is not cited.
  'fbi-sextortion': {
    title: 'The Financially Motivated Sextortion Threat',
    publisher: 'FBI',
    url: 'https://www.fbi.gov/news/stories/the-financially-motivated-sextortion-threat',
    kind: 'official',
    checked: '2026-11-27',
  },
  // NCMEC's Take It Down: for images of people under 18; the image never leaves the device; only on the public or
  // unencrypted services of participating platforms.
  'take-it-down': {
    title: 'Take It Down',
    publisher: 'National Center for Missing & Exploited Children',
    url: 'https://takeitdown.ncmec.org/',
    kind: 'official',
    checked: '2026-11-27',
  },
  // NCMEC's launch release (PR Newswire copy): children themselves can submit; the image stays on the device;
  // public or unencrypted platforms only.
  'ncmec-take-it-down-release': {
    title: 'NCMEC Launches New Service That Can Help You "Take It Down"',
    publisher: 'PR Newswire (WTAP)',
    url: 'https://www.wtap.com/prnewswire/2023/02/27/ncmec-launches-new-service-that-can-help-you-take-it-down/',
    kind: 'press',
    checked: '2026-11-27',
  },
  // UK Safer Internet Centre: grooming: listen, 999 in immediate danger, report to the police (CEOP).
  'saferinternet-grooming': {
    title: 'What to do if you discover a young person has been groomed',
    publisher: 'UK Safer Internet Centre',
    url: 'https://saferinternet.org.uk/guide-and-resource/what-to-do-if-you-discover-a-young-person-has-been-groomed',
    kind: 'official',
    checked: '2026-11-27',
  },
  // CEOP Education (the UK National Crime Agency's child protection command), for 11–18-year-olds: speak to a parent
  // or carer before agreeing to meet someone met online. The site's age rule (CONTENT.md) is its own, not CEOP's.
  'ceop-meeting-up': {
    title: 'Meeting up',
    publisher: 'CEOP Education (National Crime Agency)',
    url: 'https://ceopeducation.co.uk/11_18/lets-talk-about/relationships/meeting-up',
    kind: 'official',
    checked: '2026-11-28',
  },
  // Internet Matters (a UK non-profit, not an authority): talk to the child, the risks of meeting someone met
  // online, report grooming to the police (CEOP).
  'internetmatters-grooming': {
    title: 'Dealing with online grooming',
    publisher: 'Internet Matters',
    url: 'https://internetmatters.org/issues/online-grooming/deal-with-it',
    kind: 'nonofficial',
    checked: '2026-11-27',
  },
  // The legal basis of the school social helper (óvodai és iskolai szociális segítő): the 15/1998. NM rendelet 25. §
  // as set by this amendment (in force since 2018-09-01) supports the pupil, the family and the teachers, doing
  // individual, group and community social work.
  'iskolai-szocialis-segito': {
    title: '2/2018. (I. 18.) EMMI rendelet a 15/1998. (IV. 30.) NM rendelet módosításáról (25. §)',
    publisher: 'Nemzeti Jogszabálytár (njt.hu)',
    url: 'https://njt.hu/jogszabaly/2018-2-20-5H',
    kind: 'official',
    checked: '2026-11-27',
  },
  // TikTok: an account of a user under 13 can be reported from the profile, and a parent can ask for its deletion
  // with the online form; the account is then removed. Read in the Icelandic, Vietnamese and Korean copies (the same
  // text); the Hungarian title is ours.
  'tiktok-korhatar-alatti-fiok': {
    title: '13 év alatti felhasználó fiókjának jelentése a TikTokon',
    publisher: 'TikTok',
    url: 'https://support.tiktok.com/hu/safety-hc/report-a-problem/report-underage-accounts-on-tiktok',
    kind: 'official',
    checked: '2026-11-28',
  },
  // Google: a hacked account: recover it on the account recovery page, review security events and devices,
  // turn on 2-Step Verification. Read in English; the Hungarian title is ours.
  'google-feltort-fiok': {
    title: 'Feltört vagy veszélyeztetett Google-fiók védelme (Google Fiók Súgó, 6294825)',
    publisher: 'Google',
    url: 'https://support.google.com/accounts/answer/6294825?hl=hu',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Apple: never share passwords or security codes; Apple never asks for them. Read in the en-gb copy.
  'apple-adathalaszat': {
    title:
      'Recognise and avoid social engineering schemes, including phishing messages, phoney support calls and other scams',
    publisher: 'Apple',
    url: 'https://support.apple.com/en-gb/102568',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Police advice as reported: end the call and call the bank back yourself; never give an SMS code to a caller.
  // No authority page was found that says who may know a child's password: the procedures call that rule ours.
  'hirtv-banki-csalo': {
    title: '„Halló, én a bank munkatársa vagyok!”',
    publisher: 'Hír TV',
    url: 'https://hirtv.hu/ahirtvkekhirei/hallo-en-a-bank-munkatarsa-vagyok-2532364',
    kind: 'press',
    checked: '2026-11-27',
  },
  // A bank's step-by-step account as reported: the caller has a remote-access app (AnyDesk) installed; hang up.
  'hazipatika-banki-csalo': {
    title: 'Erre figyelj, hogy ne fosszanak ki a banki csalók',
    publisher: 'Házipatika',
    url: 'https://www.hazipatika.com/eletmod/otthon/cikkek/erre-figyelj-hogy-ne-fosszanak-ki-a-banki-csalok',
    kind: 'press',
    checked: '2026-11-27',
  },
  // County police advice as reported: block the card at the bank at once, report to the police, collect evidence.
  'kisalfold-online-csalas': {
    title: 'Egyre több az online csalás, vigyázzunk a kártyánkra!',
    publisher: 'Kisalföld',
    url: 'https://www.kisalfold.hu/helyi-kek-hirek/2025/09/online-csalas-gyor-moson-sopron',
    kind: 'press',
    checked: '2026-11-27',
  },
  // Google Family Link: on a locked device the child can answer calls and tap Emergency, and use the apps set to
  // Always allowed (quoted in the 2026-11-27 review of the first-phone guide). The Hungarian titles of both Family Link entries are ours.
  'google-family-link-zarolas': {
    title: 'A gyerek eszközének zárolása (Family Link Súgó, 7103340)',
    publisher: 'Google',
    url: 'https://support.google.com/families/answer/7103340?hl=hu',
    kind: 'official',
    checked: '2026-11-24',
  },
  // Google Family Link: parents manage a supervised child's location settings.
  'google-family-link-hely': {
    title: 'A gyerek helyadatai (Family Link Súgó, 7307202)',
    publisher: 'Google',
    url: 'https://support.google.com/families/answer/7307202?hl=hu',
    kind: 'official',
    checked: '2026-11-24',
  },
  // Apple Screen Time: during downtime only calls and the apps and contacts you allow are available. Read in the
  // pl-pl copy of the same article; the Hungarian title is ours.
  'apple-kepernyoido': {
    title: 'A Képernyőidő használata iPhone-on és iPaden (Apple Támogatás, HT208982)',
    publisher: 'Apple',
    url: 'https://support.apple.com/hu-hu/HT208982',
    kind: 'official',
    checked: '2026-11-27',
  },
  // Screen Time's communication limits: a parent can allow chosen contacts during downtime.
  'macworld-communication-limits': {
    title: 'How to set Screen Time communication limits for kids in iOS 13 and iPadOS 13',
    publisher: 'Macworld',
    url: 'https://www.macworld.com/article/233654/how-to-set-screen-time-communication-limits-for-kids-in-ios-13-and-ipados-13.html',
    kind: 'press',
    checked: '2026-11-27',
  },
  // Apple: a SIM locked with a PIN can't be used without it; the PIN is asked for after every restart or SIM swap;
  // three wrong PINs lock the SIM until the PUK (from the carrier) is entered.
  'sim-pin-zarolas': {
    title: 'iOS: Understanding the SIM PIN',
    publisher: 'Apple',
    url: 'https://support.apple.com/en-us/HT201529',
    kind: 'official',
    checked: '2026-11-27',
  },
} as const satisfies Record<string, ProcedureSource>;

export type ProcedureSourceId = keyof typeof procedureSources;

/** A step's sources: at least one, so that a step without a source does not type-check. */
export type StepSources = readonly [ProcedureSourceId, ...ProcedureSourceId[]];
