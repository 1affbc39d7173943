// The Hungarian word layer shared by the indexer (Node) and the search (browser and Node): accent folding,
// stemming with the authors' exceptions, compound parts, stop and question words. Plain functions, no engine.
import {stemmer} from '@orama/stemmers/hungarian';

/** docs/_search/synonyms.json: the authors' word lists (see the README, section Search). */
export type Vocabulary = {
  synonyms: Record<string, string[] | string>;
  /**
   * A child's word → the children's situations' words for it, searched only in a child's own sentence (see
   * `childVoice` in engine.ts): „a játékban” is where it happened, the cards' „a neten”.
   */
  childSynonyms?: Record<string, string[] | string>;
  /**
   * A word or phrase → the guides' words for it, searched only in a sentence that names the speaker's child (a
   * parent's or grandparent's, see `namesChild` in engine.ts): a program for the child's phone is parental control.
   */
  parentSynonyms?: Record<string, string[] | string>;
  stems: Record<string, string>;
  /**
   * Names (apps, games) indexed and searched as themselves in their usual forms, with the instrumental's doubled last
   * sound („tiktokkal”) and a verb made of them („tiktokozik”) too.
   */
  names?: {words: string[]};
  /**
   * Words set apart from a word they look like („magától” is not a form of „magam”): each → the stem it is indexed and
   * searched as, which the roots table never joins to another word.
   */
  apart?: {words: Record<string, string>};
  compounds: {parts: string[]};
  questionWords: {words: string[]};
  /** Words of a danger a children's card answers: a child's how-to question in an app that says one raises the cards. */
  cardWords?: {words: string[]};
  /**
   * Words of a danger whose steps come before an app's panel in a parent's sentence that names the app („valaki
   * zsarolja a fiamat a snapchaton”): the app's name says where it happened.
   */
  overApps?: {words: string[]};
  /**
   * What a parent's child plans, said with the child as the subject („a lányom találkozna egy fiúval”, not „valaki
   * találkozni akar a lányommal”): the home page situation (its id) that answers it opens first.
   */
  childPlans?: {words: string[]; situation: string};
  /**
   * A verb of what someone does to the speaker's child, said with the child's word in the dative („a lányomnak képet
   * küldött valaki”) → the word the guides use for what the child got („kapott”), not the child's own doing.
   */
  toOwnChild?: {words: Record<string, string>; pictures?: string[]};
  /**
   * A verb of what the speaker's child does to someone, said with the child as the subject („a fiam csúfolta az egyik
   * osztálytársát”) → the word the guides use for it („bántott”: „Mit tegyél, ha a te gyereked bántott valakit?”).
   */
  byOwnChild?: {words: Record<string, string>};
  /**
   * Names the site may have no guide on (apps, games) → the guides' words for what is nearest. Used only while the
   * site does not contain the name itself.
   */
  nearest?: Record<string, string[] | string>;
  /** Headings (their beginnings) of sections that say what to do, and of sources (see indexer.ts, `sectionKinds`). */
  sections?: {steps?: string[]; reference?: string[]};
  /**
   * Words of a danger to life, by the shared procedure that answers it (`onsertes`): a query that says one opens that
   * procedure's home page situation first (`parents` or, in a child's own words, `children`: the situations' ids) and
   * shows the help lines; `means`: the guides' words for it.
   */
  crisis?: Record<string, CrisisEntry | string>;
};

export type CrisisEntry = {
  situations: {parents: string; children: string};
  words: string[];
  /**
   * Words that say it only of a child the sentence names („eltűnt a gyerekem”, not „eltűnt a telefonom”), and not of
   * the child's thing (`things`: „eltűnt a fiam telefonja” is a lost phone).
   */
  ofChild?: string[];
  things?: string[];
  /**
   * Words said only of a person, never of a thing („nem veszi fel”: a phone does not answer): like `ofChild`, but also
   * in a sentence that names the child's thing („eltűnt a gyerekem telefonja, nem veszi fel”: the child cannot be
   * reached).
   */
  ofPerson?: string[];
  /** Phrases where a crisis word has another sense („halálra un”, „meghalt telefon”): its words do not count there. */
  otherSense?: string[];
  means: string[];
  /**
   * The words alone, with no child named and not in a child's voice („öngyilkosság”), keep a first result that is a
   * guide's section with steps reached by `means`; without it, the situation comes first for every such query.
   */
  guideAnswersWords?: boolean;
};

/** A vocabulary's verb → word entries, the verbs folded. */
const verbEntries = (section?: {words: Record<string, string>}) =>
  Object.entries(section?.words ?? {}).map(([from, to]) => ({from: fold(from.toLowerCase()), to: to.toLowerCase()}));
/** The lists without their `about` notes. */
const entries = <T>(object: Record<string, T>): [string, T][] =>
  Object.entries(object).filter(([key]) => key !== 'about');
/** A synonym list: folded words on the left, the guides' phrases on the right. */
const synonymEntries = (list: Record<string, string[] | string>) =>
  entries(list).map(([from, to]) => ({
    from: tokenize(from).map(fold),
    to: (Array.isArray(to) ? to : [to]).map(tokenize),
  }));

export const fold = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Lower-case words of a text (NFC, as typed and as written may differ), split at anything not part of a word. */
export const tokenize = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

// The Snowball project's Hungarian stop words (as lunr-languages shipped them, with ő for its õ): too common to
// tell pages apart, so neither indexed nor searched.
const stopWords = new Set(
  (
    'a abban ahhoz ahogy ahol aki akik akkor alatt amely amelyek amelyekben amelyeket amelyet amelynek ami amikor ' +
    'amit amolyan amíg annak arra arról az azok azon azonban azt aztán azután azzal azért be belül benne bár cikk ' +
    'cikkek cikkeket csak de e ebben eddig egy egyes egyetlen egyik egyre egyéb egész ehhez ekkor el ellen első ' +
    'elég elő először előtt emilyen ennek erre ez ezek ezen ezt ezzel ezért fel felé hanem hiszen hogy hogyan igen ' +
    'ill illetve ilyen ilyenkor ismét ison itt jobban jó jól kell kellett keressünk keresztül ki kívül között közül ' +
    'legalább legyen lehet lehetett lenne lenni lesz lett maga magát majd meg mellett mely melyek mert mi mikor ' +
    'milyen minden mindenki mindent mindig mint mintha mit mivel miért most már más másik még míg nagy nagyobb ' +
    'nagyon ne nekem neki nem nincs néha néhány nélkül olyan ott pedig persze rá s saját sem semmi sok sokat ' +
    'sokkal szemben szerint szinte számára talán tehát teljes tovább továbbá több ugyanis utolsó után utána vagy ' +
    'vagyis vagyok valaki valami valamint való van vannak vele vissza viszont volna volt voltak voltam voltunk ' +
    'által általában át én éppen és így ő ők őket össze úgy új újabb újra'
  ).split(' '),
);

// Pronouns among the stop words (folded), longest first: their inflected forms are dropped from a query too.
const pronouns = ['mindenki', 'valaki', 'valami', 'amely', 'senki', 'semmi', 'aki', 'ami'];

// Ordinary Hungarian endings (folded): plural, possessive and case suffixes, which may follow each other, and a few
// common derivations: -ás/-és (noun), -hat/-het (can), -ni (to), -sz (you).
const endings = new Set(
  (
    'a e i o u k t n m d s j ja je ai ei jai jei ok ek ak ot et at on en an un nak nek ban ben ba be bol rol ' +
    'ra re tol hoz hez val vel nal nel ig kent ert ul om em am od ed ad unk tok tek juk uk ik jaik aim eim ait eit ' +
    'jait jeit aink eink ink itok jaink jeink jan jen jat jet nk jam jem as es hat het ni sz'
  ).split(' '),
);

/** Whether `rest` is made of at most four ordinary endings (so a word is an inflected form, not a compound). */
export function isEnding(rest: string, depth = 0): boolean {
  if (rest === '') return true;
  if (depth === 4) return false;
  for (let length = Math.min(4, rest.length); length > 0; length -= 1) {
    if (endings.has(rest.slice(0, length)) && isEnding(rest.slice(length), depth + 1)) return true;
  }
  return false;
}

/**
 * Whether `rest` inflects the name before it: ordinary endings, the instrumental and translative that double its last
 * sound („tiktok-kal”, „roblox-szal”, „youtube-bal”, „tiktok-ká”, „whatsapp-al”), or a verb made of it
 * („tiktok-ozik”). Only for names: with every stem exception, „gyerekkel” met „gyerek” and cost the talk guide
 * „idegen felnőtt ír a gyerekemnek”, and „telefonozik” met „telefon”, whose synonym (screen time) then answered every
 * phone sentence.
 */
const isNameInflection = (name: string, rest: string) => {
  const last = name.replace(/e$/, '').slice(-1);
  // A name that ends in a doubled letter already („whatsapp”) takes no third: „whatsapp-al”.
  const sound = /(.)\1$/.test(name) ? '' : last === 'x' ? 'sz' : last;
  const doubled = new RegExp(`^${sound}[ae](l|$)`);
  const after = (pattern: RegExp) => ((left) => left !== rest && isEnding(left))(rest.replace(pattern, ''));
  return isEnding(rest) || (/^[^aeiou]$/.test(last) && after(doubled)) || after(/^[oe]z/);
};

export type Hungarian = {
  /** Index terms of one lower-case word: its folded stems (two when folding and stemming disagree). */
  stems(word: string): string[];
  /** The two folded parts of a compound made with a listed part, or []. */
  splitCompound(folded: string): string[];
  /**
   * The stems of the word's other forms on the site (`roots`), where the stemmer cut them apart: „bántják” → bant
   * („bántanak”), ban („bánt”); [] for most words.
   */
  otherForms(word: string): string[];
  /** Index terms of one word of a page: none for a stop word, else its stems and those of its compound parts. */
  indexTerms(word: string): string[];
  isStopWord(word: string): boolean;
  /** A stop word or one of the authors' question words: dropped from a query that has other words. */
  isQuestionWord(word: string): boolean;
  /** The same stems, whatever the form: how synonym keys are compared. */
  stemKey(word: string): string;
  synonyms: {from: string[]; to: string[][]}[];
  /** The vocabulary's `childSynonyms` and `parentSynonyms`. */
  childSynonyms: {from: string[]; to: string[][]}[];
  parentSynonyms: {from: string[]; to: string[][]}[];
  /** The vocabulary's `cardWords`, folded. */
  cardWords: string[];
  /** The vocabulary's `overApps`, folded. */
  overApps: string[];
  /** The vocabulary's `childPlans`, its words folded. */
  childPlans?: {words: string[]; situation: string};
  /** The vocabulary's `toOwnChild`, folded. */
  toOwnChild: {words: {from: string; to: string}[]; pictures: string[]};
  /** The vocabulary's `byOwnChild`, folded. */
  byOwnChild: {from: string; to: string}[];
  /** Whether a word is an app's or a game's name (the vocabulary's `names`), in any form („tiktokon”, „robloxos”). */
  isName(word: string): boolean;
  /** The vocabulary's `nearest`: one folded word → the guides' words. */
  nearest: {from: string; to: string[][]}[];
  /** The vocabulary's `crisis`: each procedure's words (folded phrases) and situations. */
  crisis: {
    procedure: string;
    situations: CrisisEntry['situations'];
    from: string[][];
    ofChild: string[][];
    things: string[];
    ofPerson: string[][];
    otherSense: string[][];
    to: string[][];
    guideAnswersWords: boolean;
  }[];
};

/**
 * roots.json's `roots` (see roots.ts): a stem → the stem the forms of its word go by, where the stemmer cut them apart
 * („bantja”, „bant” → „ban”). Made with hunspell from the site's words.
 */
export type Roots = Record<string, string>;

export function createHungarian(vocabulary: Vocabulary, roots: Roots = {}): Hungarian {
  const foldedTable = (table: Record<string, string>) =>
    entries(table).map(([word, stem]) => [fold(word.toLowerCase()), fold(stem.toLowerCase())] as const);
  const apartStems = foldedTable(vocabulary.apart?.words ?? {});
  const stemExceptions = [...foldedTable(vocabulary.stems), ...apartStems].sort((a, b) => b[0].length - a[0].length);
  const names = (vocabulary.names?.words ?? [])
    .map((name) => fold(name.toLowerCase()))
    .sort((a, b) => b.length - a.length);
  const exceptionStem = (folded: string) => {
    for (const name of names) {
      if (folded.startsWith(name) && isNameInflection(name, folded.slice(name.length))) return name;
    }
    for (const [word, stem] of stemExceptions) {
      if (folded.startsWith(word) && isEnding(folded.slice(word.length))) return stem;
    }
    return undefined;
  };
  const compoundParts = vocabulary.compounds.parts
    .map((part) => fold(part.toLowerCase()))
    .sort((a, b) => b.length - a.length);
  const questionWords = new Set(vocabulary.questionWords.words.map((word) => fold(word.toLowerCase())));
  const foldedStopWords = new Set([...stopWords].map(fold));
  const memo = new Map<string, string[]>();
  // The stems of one word's forms on the site (`roots`), each under each of them.
  const forms = new Map<string, string[]>();
  // A word set apart („magától”) or a name is not pulled back by the roots table, made from the stemmer's cuts, to the
  // word it was set apart from („magától” to „magam”: the self-harm card). The other stem exceptions join forms, and
  // the roots table may join more to them („gyer”, the stemmer's „gyerekkel”, joins „gyerek”) or them to others.
  const setApart = new Set([...apartStems.map(([, stem]) => stem), ...names]);
  for (const [stem, root] of Object.entries(roots)) {
    if (setApart.has(stem) && !setApart.has(root)) continue;
    if (!forms.has(root)) forms.set(root, [root]);
    forms.get(root)!.push(stem);
  }
  for (const group of [...forms.values()]) for (const stem of group) forms.set(stem, group);
  const otherForms = (word: string) => {
    const own = stems(word);
    return [...new Set(own.flatMap((stem) => forms.get(stem) ?? []))].filter((stem) => !own.includes(stem));
  };

  const stems = (word: string): string[] => {
    let found = memo.get(word);
    if (!found) {
      const folded = fold(word);
      const exception = exceptionStem(folded);
      // Snowball treats an accented and an unaccented spelling differently: both ways, so they meet.
      found = exception !== undefined ? [exception] : [...new Set([fold(stemmer(word)), stemmer(folded)])];
      // Every word typed passes here: a long session must not keep them all.
      if (memo.size >= 5000) memo.clear();
      memo.set(word, found);
    }
    return found;
  };

  const splitCompound = (folded: string): string[] => {
    for (const part of compoundParts) {
      const rest = folded.slice(part.length);
      if (rest.length >= 3 && folded.startsWith(part) && !isEnding(rest)) return [part, rest];
      const at = folded.indexOf(part, 3);
      if (at >= 3 && isEnding(folded.slice(at + part.length))) return [folded.slice(0, at), folded.slice(at)];
    }
    return [];
  };

  // A question word in any form („fiamat”, „lányomnak” for „fiam”, „lányom”): the short ones only as written, since
  // „mi” or „az” followed by endings may be a topic word.
  const isQuestionForm = (folded: string) =>
    questionWords.has(folded) ||
    [...questionWords].some(
      (word) => word.length >= 4 && folded.startsWith(word) && isEnding(folded.slice(word.length)),
    );

  const isStopWord = (word: string) => stopWords.has(word) || foldedStopWords.has(fold(word));

  // A pronoun in any form („akivel”, „amiről”, „valakitől”, „mindenkinek”, „senkivel”): a stop word as written, which
  // the stemmer cuts to a stem of nothing („ak”, „val”) that matched whatever began with it.
  const isPronounForm = (folded: string) =>
    pronouns.some(
      (pronoun) => folded.startsWith(pronoun) && folded !== pronoun && isEnding(folded.slice(pronoun.length)),
    );

  return {
    stems,
    splitCompound,
    isStopWord,
    isQuestionWord: (word) => isStopWord(word) || isQuestionForm(fold(word)) || isPronounForm(fold(word)),
    indexTerms(word) {
      if (isStopWord(word)) return [];
      const parts = splitCompound(fold(word));
      // Only the listed parts: „képernyőkép” is found by „képernyő”, but a screenshot is no „kép” (a picture).
      const listed = parts.filter((part) =>
        compoundParts.some((listedPart) => part.startsWith(listedPart) && isEnding(part.slice(listedPart.length))),
      );
      return [...new Set([word, ...listed].flatMap(stems))];
    },
    otherForms,
    stemKey: (word) => [...stems(word)].sort().join(' '),
    synonyms: synonymEntries(vocabulary.synonyms),
    cardWords: (vocabulary.cardWords?.words ?? []).map((word) => fold(word.toLowerCase())),
    overApps: (vocabulary.overApps?.words ?? []).map((word) => fold(word.toLowerCase())),
    ...(vocabulary.childPlans && {
      childPlans: {
        words: vocabulary.childPlans.words.map((word) => fold(word.toLowerCase())),
        situation: vocabulary.childPlans.situation,
      },
    }),
    toOwnChild: {
      words: verbEntries(vocabulary.toOwnChild),
      pictures: (vocabulary.toOwnChild?.pictures ?? []).map((word) => fold(word.toLowerCase())),
    },
    byOwnChild: verbEntries(vocabulary.byOwnChild),
    isName: (word) => names.includes(exceptionStem(fold(word.toLowerCase())) ?? ''),
    childSynonyms: synonymEntries(vocabulary.childSynonyms ?? {}),
    parentSynonyms: synonymEntries(vocabulary.parentSynonyms ?? {}),
    nearest: entries(vocabulary.nearest ?? {}).map(([from, to]) => ({
      from: fold(from.toLowerCase()),
      to: (Array.isArray(to) ? to : [to]).map(tokenize),
    })),
    crisis: entries(vocabulary.crisis ?? {})
      .filter((entry): entry is [string, CrisisEntry] => typeof entry[1] !== 'string')
      .map(
        ([
          procedure,
          {
            situations,
            words,
            ofChild = [],
            things = [],
            ofPerson = [],
            otherSense = [],
            means,
            guideAnswersWords = false,
          },
        ]) => ({
          procedure,
          situations,
          from: words.map((phrase) => tokenize(phrase).map(fold)),
          ofChild: ofChild.map((phrase) => tokenize(phrase).map(fold)),
          things: things.map((thing) => fold(thing.toLowerCase())),
          ofPerson: ofPerson.map((phrase) => tokenize(phrase).map(fold)),
          otherSense: otherSense.map((phrase) => tokenize(phrase).map(fold)),
          to: means.map(tokenize),
          guideAnswersWords,
        }),
      ),
  };
}
