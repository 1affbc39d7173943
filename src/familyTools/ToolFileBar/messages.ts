/**
 * The file bar and the notes every family tool shows (save to file, load from file, start over; where the data is kept): its words, by key. Hungarian as written; `i18n/en/family-tools/file-bar.json` (the translation file the
 * family-tools plugin, src/familyTools/index.ts, gives Docusaurus) overrides them, and the component reads that.
 */
export default {
  corrupt:
    'A böngészőben tárolt adatokat nem tudtuk beolvasni, mert megsérültek. A „Mentés fájlba” gomb úgy menti el őket, ahogy vannak, hogy megtarthasd; az „Újrakezdés” gombbal tiszta lappal kezdhetsz. Addig a régit nem írjuk felül, és amit most beírsz, nem őrizzük meg.',
  'file.cleared': 'Töröltük: tiszta lappal kezdhetsz.',
  'file.confirmReplace': 'A fájl tartalma a most kitöltött adatok helyére kerül. Betöltöd?',
  'file.confirmReplaceUnreadable':
    'A böngészőben tárolt, most nem olvasható adatok helyére a fájl tartalma kerül, és a régiek elvesznek. Ha még kellhetnek, előbb a „Mentés fájlba” gombbal mentsd el őket. Betöltöd?',
  'file.foreign': 'Ezt a fájlt nem töltöttük be: nem ennek az eszköznek a mentése.',
  'file.load': 'Betöltés fájlból',
  'file.loaded': 'Betöltöttük a fájlt.',
  'file.newer': 'Ezt a fájlt az oldal egy újabb változata mentette, ezért nem tudjuk betölteni. Töltsd újra az oldalt.',
  'file.notJson':
    'Ezt a fájlt nem töltöttük be: nem olvasható, sérült vagy hiányos, vagy nem ennek az eszköznek a mentése.',
  'file.save': 'Mentés fájlba',
  'file.saved': 'A mentés a letöltések közé került ({name}).',
  'file.startOver': 'Újrakezdés',
  'file.tooLarge': 'Ezt a fájlt nem töltöttük be: nagyobb 1 MB-nál, ennek az eszköznek a mentése ennél jóval kisebb.',
  'file.unchanged': 'Amit eddig kitöltöttél, nem változott.',
  'file.wrongShape': 'Ezt a fájlt nem töltöttük be: sérült vagy hiányos, vagy valaki átírta.',
  newer:
    'A böngészőben tárolt adatokat az oldal egy újabb változata mentette, ezért nem tudjuk beolvasni. Töltsd újra az oldalt, vagy a „Mentés fájlba” gombbal mentsd el őket úgy, ahogy vannak; addig a régit nem írjuk felül, és amit most beírsz, nem őrizzük meg.',
  notKept:
    'Ez a böngésző most semmit nem őriz meg (például privát ablakban vagy megtelt tárhellyel): az eszköz működik, de amit beírsz, az oldal bezárásakor elvész. Ha meg akarod tartani, használd a „Mentés fájlba” gombot.',
  privacy:
    'Amit ide írsz, csak ebben a böngészőben marad meg. Nem küldjük el sehova, mi sem látjuk. Aki ezt a böngészőt használja, az is láthatja: közös gépen a végén mentsd fájlba, aztán kezdd újra. A mentett fájl a Letöltések mappába kerül, és ott is láthatja más, aki a gépet használja: tedd át biztos helyre, vagy töröld.',
  refusedChange:
    'Az utolsó változtatást nem tudtuk megőrizni: egy mezőbe legfeljebb {max} karakter fér. Ami előtte volt, megmaradt.',
};
