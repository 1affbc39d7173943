/**
 * Every help line the site names: the one place a number, an operator or an opening time is written.
 * Pages use them through `<Helpline id="…" />` (guides), the help block above the footer and the home page;
 * a test fails if the built site has a `tel:` link that is not listed here.
 *
 * Each entry was checked on the page and the day in the comment above it (a comment, not a field: readers never
 * see it, so it stays out of the bundle every page loads). Change the entry and its comment together.
 */
export type HelpLine = {
  id: string;
  /** What readers call it. */
  name: string;
  /** Who answers. */
  operator: string;
  /** As printed, with a non-breaking space in the 116 numbers. */
  display: string;
  /** `tel:` number, or the web form for lines that take reports online. */
  href: string;
  hours: string;
  cost: string;
  /** When to turn to it, in one sentence. */
  purpose: string;
  /** An older number that still answers, shown after the main one in full listings; never instead of it. */
  fallback?: {display: string; href: string};
};

export const helpLines = [
  // Checked 2026-11-24: the ORFK Rendészeti Főigazgatóság Ügyeleti Főosztály's 112 newsletter (reproduced at
  // https://murony.hu/2019/05/29/112-es-hirlevel/) and police.hu as quoted by
  // https://www.blikk.hu/aktualis/belfold/magyar-rendorseg-112-segelyhivas-szuletes/vzpwp76 (2026-02-12): the
  // Miskolc and Szombathely call centres are the police's; free from every phone, on most mobiles without unlocking
  // the keypad. "Without a SIM" is not claimed: no Hungarian source says so.
  {
    id: 'segelyhivo',
    name: 'Egységes európai segélyhívó',
    operator: 'a rendőrség miskolci és szombathelyi hívásfogadó központjai',
    display: '112',
    href: 'tel:112',
    hours: 'éjjel-nappal',
    cost: 'ingyenes, a legtöbb telefonon a billentyűzár feloldása nélkül is hívható',
    purpose: 'Ha valaki közvetlen veszélyben van, vagy eltűnt egy gyerek: ezt hívd először.',
  },
  // Checked 2026-11-22: https://kek-vonal.hu/. For adults too: Kék Vonal's own page says parents and professionals
  // can turn to it with their questions (https://old.kek-vonal.hu/gyerekszemmel-erdos-virag-felelos-felnott-kampany,
  // checked 2026-11-27); its 2023 report, as quoted by Blikk (2024-03-21), counts worried adults as a tenth of callers.
  {
    id: 'kek-vonal',
    name: 'Kék Vonal',
    operator: 'Kék Vonal Gyermekkrízis Alapítvány',
    display: '116\u00a0111',
    href: 'tel:116111',
    hours: 'éjjel-nappal',
    cost: 'ingyenes',
    // The chat's hours could not be verified here: say only that they are limited, and where to look them up.
    purpose:
      'Lelkisegély-vonal gyerekeknek és fiataloknak, és a gyerekekért aggódó szülők is hívhatják; név nélkül is lehet beszélni. Írásban, csevegőben is elérhető, meghatározott időben (kek-vonal.hu).',
  },
  // Checked 2026-11-22: https://nmhh.hu/cikk/115/A_116_kezdoszamu_harmonizalt_kozerdeku_szolgaltatasok_szamainak_hasznalata_es_kijelolese
  {
    id: 'lelki-elsosegely',
    name: 'Lelki elsősegély-vonal',
    operator: 'Magyar Lelki Elsősegély Telefonszolgálatok Szövetsége',
    display: '116\u00a0123',
    href: 'tel:116123',
    hours: 'éjjel-nappal',
    cost: 'ingyenes',
    purpose: 'Ha valaki krízisben van vagy önmaga bántására gondol; szülőként te is hívhatod.',
  },
  // Checked 2026-11-22: https://nmhh.hu/cikk/115/A_116_kezdoszamu_harmonizalt_kozerdeku_szolgaltatasok_szamainak_hasznalata_es_kijelolese
  {
    id: 'eltunt-gyermek',
    name: 'Eltűnt gyermekek forródrótja',
    operator: 'Kék Vonal Gyermekkrízis Alapítvány',
    display: '116\u00a0000',
    href: 'tel:116000',
    hours: 'éjjel-nappal',
    cost: 'ingyenes',
    purpose: 'Támogatás a családnak, ha eltűnt egy gyerek, miután már hívtad a segélyhívót.',
  },
  // Hours: no page states them for 116 006 itself. MTI (2026-02-23, below; also Blikk the same day) reports that the
  // Áldozatsegítő Vonal, reachable for ten years on 06 80 225 225, now also answers on 116 006: the same service,
  // whose older number police.hu and MTI (Magyar Nemzet, 2025-06) give as free, day and night. The launch date and
  // the shared service are press-verified only; the NMHH list gives the assignment, not the hours.
  // Checked 2026-11-24: NMHH's list of the 116 numbers (116006, Segélyvonal bűncselekmények sértettjei számára,
  // Igazságügyi Minisztérium): https://nmhh.hu/cikk/115/A_116_kezdoszamu_harmonizalt_kozerdeku_szolgaltatasok_szamainak_hasznalata_es_kijelolese
  // Launched 23 February 2026 beside the older 06 80 225 225 (MTI:
  // https://magyarnemzet.hu/belfold/2026/02/a-bun-nem-marad-buntetlenul-az-aldozat-nem-marad-segitseg-nelkul).
  // The older number as the fallback: the police's own victims' page still gives it, free and day and night
  // (https://www.police.hu/ugyintezes/mit-tegyek, checked 2026-11-27).
  {
    id: 'aldozatsegito',
    name: 'Áldozatsegítő Vonal',
    operator: 'Igazságügyi Minisztérium',
    display: '116\u00a0006',
    href: 'tel:116006',
    hours: 'éjjel-nappal',
    cost: 'ingyenes',
    purpose: 'Segítség bűncselekmény áldozatának és családjának: lelki, jogi és gyakorlati tanács.',
    fallback: {display: '06\u00a080\u00a0225\u00a0225', href: 'tel:+3680225225'},
  },
  // Checked 2026-11-24: the Hotline's procedural rules (https://nmhh.hu/cikk/245822, II. 1., March 2024) give the
  // form as https://e-nmhh.nmhh.hu/e-nhh/4/urlapok/esf00120/, NMHH's English page (August 2024) as
  // https://ekapu.nmhh.hu/eljarastipus/223. Which one is live could not be checked from here, so readers go to the
  // Hotline's own page, which links its current form: a dead form link on every page would be a real harm.
  {
    id: 'internet-hotline',
    name: 'NMHH Internet Hotline',
    operator: 'Nemzeti Média- és Hírközlési Hatóság',
    display: 'nmhh.hu/internethotline',
    href: 'https://nmhh.hu/internethotline/',
    hours: 'bármikor beküldhető',
    cost: 'ingyenes, névtelenül is',
    // Categories from https://nmhh.hu/internethotline/dsa and the phishing category, https://nmhh.hu/cikk/190108
    purpose:
      'Kiskorúról készült szexuális kép vagy videó, internetes bántalmazás, engedély nélkül közzétett kép, adathalász oldal vagy más jogsértő tartalom bejelentése.',
  },
] as const satisfies readonly HelpLine[];

export type HelpLineId = (typeof helpLines)[number]['id'];

export function helpLine(id: HelpLineId): HelpLine {
  const line = helpLines.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`Unknown help line "${id}". Known: ${helpLines.map((l) => l.id).join(', ')}`);
  return line;
}
