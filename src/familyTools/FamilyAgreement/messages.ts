/**
 * „Családi megállapodás” (the family agreement, /markdown-page): its words, by key. Hungarian as written; `i18n/en/family-tools/agreement.json` (the translation file the
 * family-tools plugin, src/familyTools/index.ts, gives Docusaurus) overrides them, and the component reads that.
 */
export default {
  addChild: 'Gyerek hozzáadása',
  addPerson: 'Aláíró hozzáadása',
  addRule: 'Saját szabály hozzáadása',
  agreedBy: 'Közösen elfogadtuk',
  chargingPlace: 'Hol töltődnek éjszaka a telefonok?',
  chargingSheet: 'Éjszaka a telefonok itt töltődnek',
  child: '{n}. gyerek',
  childAge: '{n}. gyerek életkora',
  childName: '{n}. gyerek keresztneve',
  childWithAge: '{name} ({age} éves)',
  children: 'Gyerekek',
  dateToWrite: 'dátum:',
  confirmClear:
    'A megállapodás minden adata törlődik ebből a böngészőből. Ha még kellhet, előbb mentsd fájlba. Törlöd?',
  everyone: 'Ezek mindenkire érvényesek',
  everyoneDetails: 'A szabályok részletesen: ezek is a szabályok részei',
  everyoneNote:
    'Ezeket nem kell kiválasztani: a biztonságunkat védik, ezért a kinyomtatott megállapodáson mindig, teljes szövegükkel szerepelnek.',
  familyName: 'Család neve',
  familyNameHint: 'Például Kovács: a kinyomtatott lap címe „A Kovács család megállapodása” lesz.',
  helpTitle: 'Ha baj van',
  name: 'Családi megállapodás',
  noPunishment:
    'A bajról szólásért soha nincs büntetés, a telefont sem vesszük el érte, akkor sem, ha közben valaki megszegett egy szabályt.',
  ourRules: 'Ebben állapodtunk meg',
  ownRule: '{n}. saját szabály',
  person: '{n}. aláíró neve',
  personDate: '{n}. aláíró: dátum',
  personRow: '{n}. aláíró',
  print: 'Nyomtatás',
  printEmpty: 'Amíg semmit nem töltöttetek ki, a szabályok lapja kerül a papírra.',
  printFilled: 'Egy A4-es lapra a megállapodás kerül: a szabályok, az aláírások és a segítő telefonszámok.',
  remove: 'Eltávolítás: {what}',
  removeShort: 'Eltávolítás',
  reviewDate: 'Mikor nézzük át újra?',
  reviewSheet: 'Legközelebb átnézzük',
  rules: 'Miben állapodunk meg? Válasszátok ki a tieiteket, és írjátok hozzá a sajátjaitokat.',
  screenFreePlaces: 'Képernyőmentes helyek',
  screenFreeTimes: 'Képernyőmentes idők',
  titleWithName: '{article} {name} család megállapodása',
  whenBroken: 'Mi történik, ha valaki megszeg egy szabályt?',
  whenBrokenSheet: 'Ha valaki megszeg egy szabályt',
};
