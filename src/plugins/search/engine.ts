// How a query is matched and ranked: the project's Hungarian query layer on MiniSearch's public API. Plain functions
// of a loaded index file, so that Node runs them on the built index too (quality.test.ts).
//
// A query degrades gracefully, word by word:
//   0. the query is capped (`capQuery`): a pasted page or a crafted link must not keep the browser busy;
//   1. question words („hogyan”, „mit”, „hány” …) and stop words are dropped; a query of nothing else finds nothing;
//   2. each word is matched by its stems (accent-folded, with the authors' stem exceptions), and by the guides'
//      words for it (synonyms, docs/_search/synonyms.json);
//   3. a word the site does not contain is split into two words it does contain („telefonfüggőség” → telefon +
//      függőség), each matched as in 2;
//   4. else its stem is shortened by up to three letters (the stemmer cut one form differently from another);
//   5. else it is matched as a prefix, or one typo away (two for words of eight letters or more);
//   6. a word nothing matches is dropped. „No results” only when every word is dropped.
// The last word is also matched as a prefix, since it may still be being typed.
// Each page and each of its sections is a document; a page's score is the sum of its documents' scores, so a guide
// about a topic, which mentions it in many sections, comes before a page that mentions it once.
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchOptions} from 'minisearch';
import {queryLimits} from './queryLimits';
import {createHungarian, fold, isEnding, tokenize, type Hungarian, type Roots, type Vocabulary} from './hungarian';

/** One document of the index: a page (its title and description) or one of its sections (heading and text). */
export type SearchDocument = {
  id: number;
  /** The id of the page's own document (itself for a page). */
  page: number;
  /** Site path without the base URL, with the section's anchor. */
  url: string;
  title: string;
  heading: string;
  /** What the results show under the heading: the start of the section's text. */
  excerpt: string;
  /** What it is for, when that changes its rank (see `DocumentKind`); most documents have none. */
  kind?: DocumentKind;
  /**
   * For one of a picker's panels (an app's section in the app guide), the name of its choice („TikTok”): the panel
   * answers only a query that names it (see `otherChoice`).
   */
  choice?: string;
  /** A home page situation written for children, in their words: first for a child's own sentence (`childVoice`). */
  forChildren?: boolean;
  /**
   * A home page situation („Valaki egy képemmel fenyeget”): its page is listed as its best situation, titled with the
   * situation's words (the home page's title is the site's name), opening it (see `asSituation`).
   */
  situation?: boolean;
};

/**
 * `steps`: a section that says what to do (ranked up); `reference`: sources or a list of links (ranked down);
 * `background`: a page with nothing to do, such as the roadmap (listed after the guides). See indexer.ts.
 */
export type DocumentKind = 'steps' | 'reference' | 'background';

/** The index file written at build time (see index.ts). */
export type IndexFile = {
  vocabulary: Vocabulary;
  /** Stems of forms of one word, joined (roots.json, see roots.ts). */
  roots?: Roots;
  documents: SearchDocument[];
  /** MiniSearch's own serialization (`miniSearch.toJSON()`). */
  index: AsPlainObject;
};

/**
 * Fields, with how much a word found there counts. `child`: the steps of a situation written for children, in their
 * words; they say what to do, the reader's sentence says what happened (the situation's own words, its heading), so
 * they count half as much as a section's text.
 */
const boost = {title: 3, heading: 1.8, text: 1, child: 0.5};
const fields = Object.keys(boost);

/** How much a section's kind changes its score: what to do counts more, sources and link lists less. */
const kindWeight = (kind: DocumentKind | undefined) => (kind === 'steps' ? 1.6 : kind === 'reference' ? 0.3 : 1);
/**
 * How much a picker's panel counts for a query that does not name its choice: every app's panel says „korhatár”,
 * „szülői felügyelet”, „jelentés”; without its name in the query, the panel is one app's case of a general answer,
 * and eleven of them must not carry their long page past the guide that answers it.
 */
const otherChoice = 0.2;
/** And for a query that names it: the app's own section is the answer to „tiktok korhatár”. */
const namedChoice = 1.5;
/**
 * How much a section headed with a how-to question („Hogyan zárom le a képernyőt?”) counts for a how-to question that
 * its heading shows two words of („hogyan zárjam le a telefonom képernyőjét”): the phone guide, which says „telefon”
 * and „képernyő” in a dozen sections, came first.
 */
const howToAnswer = 3;
/** How many times its score a section that shows no query word must have to land a reader past one that does. */
const shownSectionMargin = 2;
/**
 * How far a children's situation may fall below a parents' one, on the words alone (before `childSentence`), and still
 * open for a child's sentence.
 */
const childVoiceMargin = 0.5;
/** How much a situation written for children counts for a sentence in a child's own voice. */
const childSentence = 4;
// A word naming one's child („a fiam”, „a lányomat”, „a gyerekemnek”, „az unokám”, „a fiát”): a parent's or
// grandparent's sentence, even when it also says „tőlem” or „a telefonom”. („Egy fiúnak”, „fiatal” name no child.)
const namesOwnChild = /^(gyerek|fiam|fiunk|kisfia|lanyom|lanyunk|kislany|unok)|^(fiat|lanyat)$/;
// „a 11 évesem”, „11 évesem eltűnt” („my 11-year-old”) name one's child too, unless the speaker says the age of
// themselves: „12 évesem vagyok”, „én 11 évesem” (not „az én 10 évesem”) are a child's typos for „12 éves vagyok”. A
// first person elsewhere does not decide it: a parent also says „nagyon félek”, „mit fogok csinálni”, and a missing
// child or a parent's self-harm sentence read as a child's loses its situation (diff reviews s26d to s26i).
const ownChildByAge = /^eves(em|unk)/;
/** Whether the word at `at` names the speaker's own child („a fiam”, „a lányomat”, „a 11 évesemnek”). */
const namesOwnChildAt = (words: string[], at: number) => {
  const word = fold(words[at]);
  if (namesOwnChild.test(word)) return true;
  if (!ownChildByAge.test(word)) return false;
  const saysOwnAge = /^(vagyok|leszek|lettem)$/.test(fold(words[at + 1] ?? ''));
  const mine = fold(words[at - 2] ?? '') === 'en' && !/^az?$/.test(fold(words[at - 3] ?? ''));
  return !saysOwnAge && !mine;
};
// The speaker's child as the subject: its word in the nominative („a lányom találkozna”), not in a case („a lányommal”).
const ownChildSubject = /^(gyerekem|gyerekunk|fiam|fiunk|kisfiam|lanyom|lanyunk|kislanyom|unokam)$/;
// The speaker's child as the one something is sent or done to („a lányomnak küldött valaki”, „a 12 évesemnek”).
const ownChildDative = /^(gyerekem|gyerekunk|fiam|fiunk|kisfiam|lanyom|lanyunk|kislanyom|unokam|evesem|evesunk)n[ae]k$/;
// A verb's 3rd person, present or past, definite or not („küld”, „küldött”, „küldték”, „küldenek”, „küldözget”): someone
// else's doing, not the speaker's („küldtem”, „küldök”).
const thirdPersonEnding = /^(|i|ik|[aeo]?n[ae]k|[oe]?tt|t|t[ae]k?|[oe]tt[ae]k?|ozget(|i|ik|nek|ett|ettek|te|tek))$/;
// A verb's 3rd person singular, present or past, definite or not („bánt”, „bántja”, „cikizi”, „bántott”,
// „csúfolta”, „fenyegette”): one person's doing, not the plural's („bántják”, done to the child).
const singularEnding = /^(|j[ae]|i|t|[oe]tt|t[ae]|[oe]tt[ae])$/;
// What may stand between the child's word and the verb of what the child did („a fiam is csúfolt…”, „a gyerekem
// csúfolt ki valakit”): an article, a word of time or manner, a preverb (besides someone hurt by a word of its own,
// `hurtEveryone`, and an app's name); not a noun the child has („a lányom telefonján valaki fenyegeti”, „a fiam
// osztálytársa csúfolja”, „a lányom posztjait cikizi”), nor a relative pronoun („a fiam, akit csúfol egy lány”).
const beforeDeed =
  /^(a|az|egy|is|mar|most|megint|mindig|folyton|allandoan|sokszor|ki|meg|le|el|tegnap|ma|szerintem|allitolag|nagyon|sokat|csak)$/;
// The one hurt, in the accusative („valakit”, „egy osztálytársát”, „a húgát”, „egy lányt”): not a word ending in -tt
// („felnőtt”, „zaklatott”: the nominative, an adjective), a relative pronoun („akit”), a postposition („szerint”,
// „miatt”) or a verb's past („volt”, „lett”).
const accusative = /^\p{L}{2,}(?<!t)t$/u;
const notHurtOne =
  /^(aki|ami|amely|sajat|szerint|miatt|mellett|alatt|felett|folott|kozott|elott|mogott|helyett|volt|lett|senkit|semmit)/;
const hurtOne = (word: string) => accusative.test(word) && !notHurtOne.test(word) && !beforeDeed.test(word);
// What may stand between a verb and the one hurt after it („csúfolta az egyik osztálytársát”, „csúfolt ki valakit”).
const beforeHurt = /^(a|az|egy|egyik|sajat|tobbi|par|nehany|ket|harom|ki|meg|le|el|is)$/;
// Someone hurt named before the verb by a word of its own, not a thing the child has („a lányom posztjait cikizi”).
const hurtEveryone = /^(valakit|mindenkit|masokat|masikat|tobbieket|tobbit|kisebbeket|lanyokat|fiukat|gyerekeket)$/;
// Someone who does it, after the verb: „a fiam lelkét bántja valami”, „…szerint zaklatja valaki”.
const doerAfter = /^(valaki|valami|mindenki|senki|o|ok)$/;
// A body's part or the self as the one hurt („bántja a karját”, „önmagát”): self-harm, which the crisis words answer.
const ownBody = /^(magat|onmagat|karjat|karjait|csuklojat|labat|testet|boret|kezet|fejet|arcat)$/;
/** How many words after the child's a plan's verb may stand („a 12 éves lányom szombaton találkozna”). */
const planReach = 3;
// An adult named as the one to meet, or sex: a danger, not the child's plan („a lányom találkozna egy férfival”,
// „…a tanárával”, „…egy fiúval, aki szexuális dolgokat írt neki”).
const plansDanger = /^(ferfi|pasi|pasas|felnott|bacsi|idos|tanar|edzo|szex)|^no(vel|nek|t|hoz)?$/;
// The speaker's self („rólam”, „tőlem”, „nekem”, „magam”, „vagyok”) and own things („a képemet”, „a telomat”), and a
// verb's first person („küldtem”, „mondjam”, „csináljak”): with no child named, a child telling what happened to them.
const selfWords =
  /^(en|engem|engemet|rolam|tolem|nekem|velem|nalam|hozzam|belolem|bennem|ram|rajtam|miattam|ellenem|magam|magamat|magamrol|vagyok)$/;
// Someone else's self („magáról”, „magát”: „meztelen fotót küldött magáról”): a sentence about another person, as a
// parent tells of their child; a child tells of themselves with „magamról” (usability round 16).
const othersSelf = /^maga(t|rol|nak|val|ba|ban|bol|hoz)$/;
// A child's words for an adult („egy bácsi írt”, „a néni”): an adult says „egy férfi”, „egy nő”.
const adultByChild = /^(bacsi|neni)/;
// Personal pronouns in a case: each form its own person, though they share a stem.
const personalPronoun = new Set(
  ['nek', 'tol', 'rol', 'vel', 'nal', 'hozz'].flatMap((root) =>
    ['em', 'ed', 'i', 'unk', 'tek', 'etek', 'ik', 'uk', 'am', 'ad', 'e', 'a', 'ja', 'ank', 'atok'].map(
      (ending) => root + ending,
    ),
  ),
);
// An adult who opens the sentence saying what they are („Nagyapa vagyok, nekem is szól…”, „Elnézést, szülőként…”): a
// sentence in the first person, not a child's (a helper's sentences of session 21: „Nagymama vagyok, …, vagy csak a
// szülőknek?” opened the children's bullying card). Only at the opening: further on, a child quotes a stranger („azt
// írta, hogy tanár vagyok”) or plays a role („a játékban anya vagyok”); and „tanárként írt nekem” is a stranger's.
const familyRole =
  /^(nagy(mama|mami|anya|papa|papi|apa|i|szulo|szulok)|anya|anyuka|edesanya|apa|apuka|edesapa|mama|papa|szulo|szulok|nevelo(szulo|anya|apa))$/;
const otherRole = /^(tanar|tanarno|tanito|tanitono|pedagogus|osztalyfonok)$/;
const opener = /^(en|egy|elnezest|bocsanat|szia|sziasztok|hello|halo|udv|udvozlom|tisztelt|jo|napot|estet|kerem)$/;
const saysAdult = (folded: string[]) => {
  const at = folded.findIndex((word) => !opener.test(word));
  const [role, next = ''] = folded.slice(at);
  return (
    at >= 0 &&
    (((familyRole.test(role) || otherRole.test(role)) && /^vagy(ok|unk)$/.test(next)) ||
      (role.endsWith('kent') && familyRole.test(role.slice(0, -4))))
  );
};
const ownThing = /^[a-z]{2,}[aeo]?m(at|et|ot|mal|mel|ra|re|rol|tol|nak|nek|ban|ben|ba|be|hoz|hez)?$/;
const firstPersonVerb = /^[a-z]{3,}j[ae]k$/;
// A verb's first person in the present („beszélek”, „küldök”, „utalok”) ends as a noun's plural does („képek”,
// „fiókok”): it is a verb when the site has the same stem as a verb, its imperative („beszélj”, „küldj”) or its
// infinitive („utalni”, whose index term is utaln); or, for a stem the site does not have at all, when it ends as
// verbs made from other words do: „beszélget” (-get, -gat), „chatel”, „posztol” (-el, -ol, -al), „fortniteoz” (-oz,
// -ez, -az). A noun's plural of that shape („levelek”, „jelek”) is mostly a word of the site.
const presentEnding = /^([a-z]{3,})[eo]k$/;
const verbSuffix = /(g[ae]t|[aeo]l|[aeo]z)$/;
export const isVerbOnSite = (hasTerm: (term: string) => boolean) => (stem: string) =>
  hasVerbForm(hasTerm, stem) || (!hasTerm(stem) && verbSuffix.test(stem));
/** Whether the site has the stem as a verb: its imperative („küldj”) or infinitive („utalni”). */
export const hasVerbForm = (hasTerm: (term: string) => boolean, stem: string) =>
  hasTerm(`${stem}j`) || hasTerm(`${stem}n`);
// A verb done to someone in its indefinite form, with no one named („csúfolnak”, „zsarolnak”, „cikiznek”, „mindenki
// csúfol”): Hungarian says it so when the one it is done to is the speaker („csúfolnak engem”); done to someone else,
// it is the definite form („csúfolják a fiamat”). The 3rd person's present (-nak, -nek, or the bare stem), after a
// linking vowel or not („bánt-a-nak”, „küld-e-nek”). Not the past („felhívtak”), nor the short verbs of contact
// („hívnak”, „írnak”, „kérnek”), which an adult says of a scam as often.
const indefiniteEnding = /^([a-z]{4,}?)(?:([aeo]?)(nak|nek))?$/;
/**
 * Whether a word is a verb's (`verb`, folded) 3rd person in the form said of the speaker (`indefinite`: „csúfol”,
 * „csúfolnak”, see `indefiniteEnding`) or of someone named (`definite`: „csúfolja”, „csúfolják”, „kinevetik”); undefined
 * for its other forms and other words.
 */
export const verbForm = (word: string, verb: string): 'definite' | 'indefinite' | undefined => {
  if (!word.startsWith(verb)) return undefined;
  const ending = word.slice(verb.length);
  return /^(ja|je|jak|jek|i|ik)$/.test(ending)
    ? 'definite'
    : /^([aeo]?n[ae]k)?$/.test(ending)
      ? 'indefinite'
      : undefined;
};
const otherForm = {definite: 'indefinite', indefinite: 'definite'} as const;
// A verb of meeting with no one to meet named („egy ismerős a játékból találkozni akar”): the one to be met is the
// speaker („…velem”). A parent names the child („találkozni akar a fiammal”, „…vele”); someone else met is named with
// an instrumental ending („valakivel”, „egy idegennel”; not a relative pronoun's, „akivel beszélek”).
const meetingVerb = /^talalkoz(ni|na|nak|nanak|ik)$/;
const companion = (word: string) =>
  !/^(aki|ami|amely)/.test(word) && /(^vel(e|uk|unk|etek)$|v[ae]l$|([b-df-hj-np-tv-z])\3[ae]l$)/.test(word);
// A verb's subjunctive, first person („küldjek”, „küldjem”, „mondjam”): what someone wants the speaker to do. As
// typed: „bántják” (done to someone) is not one, though „bantjak” may be.
const subjunctive = /^\p{L}{2,}j(ak|ek|am|em)$/u;
/** And for a parent's sentence, one that names their child („a lányom meztelen képet küldött”: not „…küldtem”). */
const parentSentence = 0.5;
/** How much a document counts for whose sentence the query is (`childSentence`, `parentSentence`). */
const audienceWeight = (document: SearchDocument, byChild: boolean, byParent: boolean) =>
  !document.forChildren ? 1 : byChild ? childSentence : byParent ? parentSentence : 1;
/**
 * Whether a query is a child's sentence about themselves (see `childSentence`); `isVerb`: whether a stem is a verb's
 * (on the site, see `isVerbOnSite`), for a first person in the present.
 */
export const childVoice = (
  words: string[],
  isVerb: (stem: string) => boolean = () => false,
  isKnownVerb: (stem: string) => boolean = isVerb,
): boolean => {
  const folded = words.map(fold);
  const firstPersonPresent = (word: string) => {
    const stem = presentEnding.exec(word)?.[1];
    return stem !== undefined && isVerb(stem);
  };
  const doneToSpeaker = (word: string) => {
    const found = indefiniteEnding.exec(word);
    return found !== null && (isKnownVerb(found[1]) || (found[2] !== undefined && isKnownVerb(found[1] + found[2])));
  };
  // „…a telefonomat, mit tegyek”: one's own thing, asked about as an adult asks, is anyone's; other signs still count.
  const asksWhatToDo = folded.some((word, i) => word === 'tegyek' && folded[i - 1] === 'mit');
  const meetsSpeaker = folded.length > 1 && folded.some((word) => meetingVerb.test(word)) && !folded.some(companion);
  return (
    !namesChild(folded) &&
    !saysAdult(folded) &&
    !folded.some((word) => othersSelf.test(word)) &&
    (meetsSpeaker ||
      folded.some(
        (word) =>
          selfWords.test(word) ||
          adultByChild.test(word) ||
          (word.length >= 5 &&
            ((ownThing.test(word) && !asksWhatToDo) ||
              firstPersonVerb.test(word) ||
              firstPersonPresent(word) ||
              // A verb alone („zsarol”, „zsarolnak”) is a keyword, a parent's as often as a child's: no voice.
              (folded.length > 1 && doneToSpeaker(word)))),
      ))
  );
};
// In a crisis sentence, a first person of the verbs it is said with („meg akarok halni”, „öngyilkos leszek”) is also a
// child's voice: the children's card, in their words, comes first (a parent names the child: „a fiam meg akar halni”).
// So is the speaker's own arm, wrist, thigh or leg („sebek vannak a karomon”, „vágom a combomat”).
const crisisFirstPerson = /^(meg)?(akarok|szeretnek|leszek|fogok)$|^(karom|csuklom|combom|labam)/;
// And a parent's crisis sentence names their own child („a gyerekem”, „a fiam”, „az unokám”): „gyerek öngyilkosság”
// names none, and is read as words alone (see `answered` in `search`).
const ownChild = /^(gyerekem|gyerekunk|gyermekem|fiam|fiunk|kisfiam|lanyom|lanyunk|kislanyom|unokam)/;
/** Whether a crisis sentence is a child's own (see `crisisFirstPerson`). */
export const childInCrisis = (
  words: string[],
  isVerb: (stem: string) => boolean = () => false,
  isKnownVerb: (stem: string) => boolean = isVerb,
): boolean =>
  childVoice(words, isVerb, isKnownVerb) ||
  (!namesChild(words) && words.some((word) => crisisFirstPerson.test(fold(word))));
/**
 * Whether a sentence asks how to do something: it opens with „hogy”, „hogyan”, „hány”, or says „hogy lehet”, „hogyan
 * tudom”, „hogy kell” („messengeren hogy lehet jelenteni…”); not „hogy lehet az, hogy…” (how come).
 */
export const asksHowTo = (words: string[]): boolean => {
  const folded = words.map(fold);
  return (
    (/^(hogy|hogyan|hany)$/.test(folded[0] ?? '') ||
      // Not reported speech: „azt írta, hogy tudja, hol lakom”.
      folded.some(
        (word, at) =>
          /^(hogy|hogyan)$/.test(word) &&
          /^(lehet|tud|kell)/.test(folded[at + 1] ?? '') &&
          !folded.slice(0, at).includes('azt'),
      )) &&
    !folded.some((word, at) => word === 'lehet' && /^(az|hogy)$/.test(folded[at + 1] ?? ''))
  );
};
/**
 * Whether a sentence asks what something is („mi az a grooming”, „mit jelent a kétfaktoros hitelesítés”, „mit jelent
 * az, hogy…”); not what it means that something happened („mit jelent, ha egy ismeretlen képet küldött”).
 */
export const asksWhatIs = (words: string[]): boolean => {
  const [first, second, third] = words.map(fold);
  return (
    (first === 'mi' && second === 'az' && /^(a|az)$/.test(third ?? '')) ||
    (first === 'mit' && second === 'jelent' && /^(a|az)$/.test(third ?? ''))
  );
};
/** Whether a query names the speaker's child: a parent's or grandparent's sentence. */
export const namesChild = (words: string[]): boolean => words.some((_, at) => namesOwnChildAt(words, at));

// A verb's preverb („meg-fenyegetett”, „ki-rakja”, „el-küldi”): the stemmer keeps it, so „megfenyegetett” is no form
// of „fenyeget”. A word the site lacks is also searched without it, and a vocabulary key matches its forms with one.
const preverbs = ['vissza', 'ossze', 'meg', 'fel', 'ki', 'el', 'le', 'be', 'at', 'ra'];
const preverbOf = (word: string) => preverbs.find((preverb) => word.startsWith(preverb));
// A verb's past („fenyegetett”, „fenyegettek”, „kirakott”): the stemmer keeps its ending, so a past the site lacks is no
// form of the verb it has. Such a word is searched as the shortest stem before a past ending that the site has („fenyeget”
// in „fenyeget-ett”, not „fenyegete-tt”, which stems to one form only).
const pastEnding = /(?:[oe]?tt|t)(?:ek|ak|em|am|unk|ok|ed|ad|el|al)?$/;
/** The stems a past-tense word may stand on, shortest first (at least four letters). */
const pastStems = (word: string) => {
  const stems: string[] = [];
  for (let length = 4; length < word.length; length += 1) {
    if (pastEnding.exec(word.slice(length))?.index === 0) stems.push(word.slice(0, length));
  }
  return stems;
};
/** The word without its preverb, when at least four letters remain. */
const withoutPreverb = (word: string) => {
  const preverb = preverbOf(word);
  return preverb && word.length - preverb.length >= 4 ? word.slice(preverb.length) : undefined;
};

/** How much a document's other matching alternatives for a word add to its best one. */
const otherAlternatives = 0.25;

/** How directly a word matched: its own stem counts most. */
// Another form of the word („bántanak” for „bántják”) counts as little as a typo: the form tells the person („küldött”
// a parent's sentence, „küldtem” a child's) and the situation, and a long guide holds every form of its own topic.
const directness = {stem: 1, compound: 0.9, synonym: 0.8, shortened: 0.7, prefix: 0.6, root: 0.5, typo: 0.5};
type Kind = keyof typeof directness;

/**
 * The part of a query that is searched: its first 200 characters' first 16 words (`queryLimits`). Splitting a
 * compound and typo matching grow with a word's length, so they are also skipped for words longer than any real one
 * (see `prepare`).
 */
export const capQuery = (query: string): string[] =>
  tokenize(query.slice(0, queryLimits.characters)).slice(0, queryLimits.words);

// A crisis phrase's words may have two other words among them („meg akarok most már halni”, „sebek vannak a lányom
// karján”), articles not counted; one lost „ugorjak le a hídról” and the wounds.
const crisisReach = 2;
const article = /^(a|az|egy)$/;
// Words that begin a clause: „nem vágom, miért fáj a karom”, „nem árt, ha magamnak is felírom” say nothing of cutting
// or harming oneself, though both words stand in them.
// Not „és”, „vagy”: „vágom és égetem magam” says it of both verbs (session 24's diff review).
const conjunction = /^(ha|hogy|mert|de|mint|amikor|mikor|miert|pedig|hanem|aztan|utana|mielott|miutan)$/;
/**
 * The clause each of `capQuery(query)`'s words stands in (of the first `characters`' words, `words` of them): a
 * punctuation mark or a conjunction begins the next.
 */
export const clausesOf = (
  query: string,
  characters: number = queryLimits.characters,
  words: number = queryLimits.words,
): number[] => {
  let clause = 0;
  return query
    .slice(0, characters)
    .split(/[,.;:!?()]+/u)
    .flatMap((part) => {
      clause += 1;
      return tokenize(part).map((word) => (conjunction.test(fold(word)) ? (clause += 1) : clause));
    })
    .slice(0, words);
};
/**
 * How much of a long message is read for a danger to life: a child may paste a whole chat, and say it after the 16
 * words that are searched.
 */
const crisisCharacters = 1000;

// After a consonant a bare „d” is a verb's imperative („öld”, „vágd”), which takes no ending after it: „megoldani” is
// no form of „megöl” (a possessive's „d” follows a vowel: „kocsidat”).
const imperativeEnding = (key: string, word: string) => /[^aeiou]$/.test(key) && /^d./.test(word.slice(key.length));

/** Words of eight letters or more may have two typos (MiniSearch counts a swap of two letters as two). */

const typos = (term: string) => (term.length >= 8 ? 2 : 1);

/** Optimal string alignment distance (a swap of two letters is one edit), or more than `limit` once it is. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], before[j - 2] + 1);
      }
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/** A document as indexed: with its section's text, or for a children's situation, its steps (`child`). */
export type IndexedDocument = SearchDocument & {text?: string; child?: string};

export const miniSearchOptions = (hungarian: Hungarian): Options<IndexedDocument> => ({
  fields,
  tokenize,
  processTerm: (term) => hungarian.indexTerms(term),
  // Queries arrive as index terms already (see `slotQuery`).
  searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
});

type Slot = {terms: string[]; mode: 'exact' | 'prefix' | 'typo'; surface: string};
/** Slots that must all match in one document, each an OR of index terms. */
type Alternative = {slots: Slot[]; kind: Kind};
/**
 * One word (or phrase) of the query, with its stages of alternatives, tried in turn until one matches. `where`: an
 * app's name that only says where it happened (see `prepare`).
 */
type Group = {word: string; stages: Alternative[][]; weight?: number; where?: boolean};
/**
 * How much a crisis word (the vocabulary's `crisis`) counts against the sentence's other words: in „a gyerekem azt
 * mondta, meg akar halni” the guide's self-harm section, not its blackmail section, answers.
 */
const crisisWeight = 3;
/** How much an app's name counts against the sentence's other words (see `prepare`). */
const nameWeight = 0.7;
/** How much a child's age counts (see `prepare`): a number, or „éves” in any form. */
const ageWeight = 2 / 3;
/**
 * How much more a child's age gives way in a sentence that names a danger a card answers („a 11 éves fiamról képet kér
 * valaki”): a quarter, so that the talk guide's age sections („Kisgyerek … (kb. 8 éves korig)”) do not answer it. So
 * does a child's word for their parent, which counts as an age (`ownParent`: whom to tell, not the topic).
 */
const dangerAgeShare = 1 / 4;
const age = /^(\d{1,2}|eves\p{L}*)$/u;
/** A child's word for their parent, in the forms a child tells or asks them („anyának”, „apámtól”, „szüleimmel”). */
const ownParent =
  /^(anya|anyu|anyuka|apa|apu|apuka|szulei)m?(nak|nek|a?t|et|[vm]al|[vm]el|nal|nel|tol|hoz|hez|ek|ert)?$/;

export type SectionHit = SearchDocument & {score: number};
export type PageHit = {
  page: SearchDocument;
  score: number;
  /** The score of the page's own document (title and description). */
  ownScore: number;
  sections: SectionHit[];
};
export type SearchResults = {
  pages: PageHit[];
  /** The pages the navbar's suggestions show (see `suggestedPages`); the results page shows `pages`. */
  suggestions: PageHit[];
  /** The index terms that matched, for highlighting (see `highlight`). */
  terms: Set<string>;
  /**
   * Words of the query that name something the site has no guide on (an app, a game: the vocabulary's `nearest`),
   * as typed: the pages are the nearest ones, and the reader is told.
   */
  uncovered: string[];
  /**
   * When the query speaks of a danger to life (the vocabulary's `crisis`): the shared procedure that answers it, and
   * whether in a child's own words. Its situation comes first, and the help lines are shown above the results.
   */
  crisis?: {procedure: string; byChild: boolean};
};

/**
 * The pages the navbar's suggestions show: a page with nothing to do (the roadmap) only among the first two. Further
 * down (third to eighth in 84 of the query sets' 628 queries) it read as an answer to a parent's question (usability
 * rounds 29–30); first or second, it answers one about the site („hogyan kérhetek témát”). The results page still
 * lists it with the rest.
 */
export function suggestedPages(pages: PageHit[]): PageHit[] {
  return pages.filter((hit, index) => index < 2 || hit.page.kind !== 'background');
}

export type Engine = {
  search(query: string, limit?: number): SearchResults;
  /** The text split into pieces, those whose words matched marked. */
  highlight(text: string, terms: Set<string>): {text: string; match: boolean}[];
  /**
   * The section a suggestion opens: the best one that shows a matched word, when it scored above the page's own
   * title and description (its words may sit deep in a section's text, which the index does not carry).
   */
  landingSection(hit: PageHit, terms: Set<string>): SectionHit | undefined;
  /** The vocabulary's synonyms and nearest words that match nothing on the site (`npm run test:search` lists them). */
  unmatchedVocabulary(): string[];
  documents: SearchDocument[];
};

export function createEngine({vocabulary, roots, documents, index}: IndexFile): Engine {
  const hungarian = createHungarian(vocabulary, roots);
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(index, miniSearchOptions(hungarian));
  const byId = new Map(documents.map((document) => [document.id, document]));

  type Found = Map<number, {score: number; terms: string[]}>;
  const slotMemo = new Map<string, Found>();
  const matchSlot = (slot: Slot): Found => {
    const key = `${slot.mode}\u0000${slot.terms.join('\u0000')}`;
    let found = slotMemo.get(key);
    if (found) return found;
    const options: SearchOptions = {
      boost,
      prefix: slot.mode === 'prefix',
      fuzzy: slot.mode === 'typo' ? typos : false,
    };
    const query: Query = {combineWith: 'OR', queries: slot.terms};
    found = new Map(miniSearch.search(query, options).map((hit) => [hit.id as number, hit]));
    if (slotMemo.size > 2000) slotMemo.clear();
    slotMemo.set(key, found);
    return found;
  };
  const hasTerm = (term: string) => matchSlot({terms: [term], mode: 'exact', surface: term}).size > 0;
  const stemsOf = (word: string) => hungarian.stems(word).filter(hasTerm);
  const isVerb = isVerbOnSite(hasTerm);
  // A verb of the site, or a word the vocabulary gives one for („cikiz”, „szívat” → „bánt”): not a guess by its ending.
  const isKnownVerb = (stem: string) =>
    hasVerbForm(hasTerm, stem) ||
    synonymsOf(stem).some(({to}) =>
      to.some((phrase) => phrase.length === 1 && hungarian.stems(phrase[0]).some((to) => hasVerbForm(hasTerm, to))),
    );

  /**
   * Whether a query word is a vocabulary key in another form: the same word, the same stems, or the key followed by
   * ordinary endings („cikizik” for „cikiz”, „kiteszi” for „kitesz”).
   */
  // Asked for every word of a long message and every crisis phrase's key: answered once.
  const keyMemo = new Map<string, boolean>();
  const isKey = (queryWord: string, key: string): boolean => {
    const asked = `${queryWord} ${key}`;
    let answer = keyMemo.get(asked);
    if (answer === undefined) {
      const word = fold(queryWord);
      answer =
        // A pronoun's ending is its person, which a stem drops: „küld nekem” (sends me: received) is not „küldök
        // neki” (I send him), nor „kér tőlem” „kér tőle”.
        personalPronoun.has(key)
          ? word === key
          : word === key ||
            hungarian.stemKey(word) === hungarian.stemKey(key) ||
            (key.length >= 4 &&
              word.startsWith(key) &&
              isEnding(word.slice(key.length)) &&
              !imperativeEnding(key, word)) ||
            (key.length >= 4 &&
              !preverbOf(key) &&
              ((rest) => rest !== undefined && isKey(rest, key))(withoutPreverb(word)));
      if (keyMemo.size >= 50_000) keyMemo.clear();
      keyMemo.set(asked, answer);
    }
    return answer;
  };
  /**
   * A parent's sentence with the child's word in the dative („a lányomnak meztelen képet küldött valaki”): what is sent
   * to the child is what the child got (the vocabulary's `toOwnChild`, „küld” → „kapott”), so the situation „…képet
   * kapott vagy látott” answers it, not „…képet küldött magáról”. Someone else's doing only: „a fiamnak küldtem” is not.
   */
  const asReceived = (words: string[], clauses: number[], byChild: boolean) => {
    const folded = words.map((word) => fold(word.toLowerCase()));
    const toChild = new Set(folded.flatMap((word, at) => (ownChildDative.test(word) ? [clauses[at]] : [])));
    if (
      byChild ||
      toChild.size === 0 ||
      // „a lányom küldött meztelen képet a fiamnak”: one's own child sent it.
      folded.some((word) => ownChildSubject.test(word))
    )
      return words;
    const picture = words.map((word) => hungarian.toOwnChild.pictures.some((key) => isKey(word, key)));
    const sent = folded.map((word) => {
      const verb = withoutPreverb(word) ?? word;
      const entry = hungarian.toOwnChild.words.find(({from}) => verb.startsWith(from));
      return entry && {entry, someoneElse: thirdPersonEnding.test(verb.slice(entry.from.length))};
    });
    // Another sending in the sentence: the child asked to send („…és azt kérte, ő is küldjön”), or sending back („…és
    // most ő is küldött vissza”), which the card for a picture the child sent answers first; or another destination
    // („a lányomnak a meztelen képét továbbküldte az exe mindenkinek”, „…elküldték az osztálycsoportba”): the child's
    // own picture, passed on.
    const elsewhere = folded.some(
      (word) =>
        (/^\p{L}{3,}n[ae]k$/u.test(word) && !ownChildDative.test(word) && !/^nek(em|ed|i|unk|tek|ik)$/.test(word)) ||
        /^\p{L}{4,}b[ae]$/u.test(word),
    );
    if (
      elsewhere ||
      sent.filter(Boolean).length > 1 ||
      sent.some((verb, at) => verb && (!verb.someoneElse || !toChild.has(clauses[at])))
    )
      return words;
    // What is sent is a picture next to the verb („meztelen képet küldött”, „küldött egy képet”), not money in a
    // sentence that names a picture elsewhere („pénzt küldött valaki, és képet kér tőle”).
    const ofPicture = (at: number) => picture.slice(Math.max(0, at - 2), at + 3).some(Boolean);
    return words.map((word, at) => (sent[at] && ofPicture(at) ? sent[at].entry.to : word));
  };
  /**
   * A parent's sentence with the child as the subject of a verb of hurting someone, in the singular („a fiam csúfolta
   * az egyik osztálytársát”, „a lányom is bántott valakit”): the child did it, and the guides' word for that (the
   * vocabulary's `byOwnChild`, „bántott”: „Mit tegyél, ha a te gyereked bántott valakit?”) is searched instead, not
   * the steps for a child who is hurt („csúfol” → „bántják”). The verb stands within `planReach` words after the
   * child's, in its clause, with only `beforeDeed` words between; not denied, not „…bántja magát” or „…a karját”
   * (self-harm: the crisis words answer it), and with no one else who does it (see below).
   */
  const asDoneByOwnChild = (words: string[], clauses: number[], byChild: boolean) => {
    if (byChild) return {words, deeds: []};
    const folded = words.map(fold);
    const deeds: string[] = [];
    const said = words.map((word, at) => {
      const verbs = [folded[at], withoutPreverb(folded[at])].filter((verb) => verb !== undefined);
      const entry = hungarian.byOwnChild.find(({from}) =>
        verbs.some((verb) => verb.startsWith(from) && singularEnding.test(verb.slice(from.length))),
      );
      // A denied deed („a lányom nem bántott senkit, őt bántják”) says who did not do it: no answer of its own.
      if (!entry || /^(nem|sem|se)$/.test(folded[at - 1] ?? '')) return word;
      let subjectAt = at - 1;
      while (subjectAt >= 0 && !ownChildSubject.test(folded[subjectAt])) subjectAt -= 1;
      if (subjectAt < 0 || at - subjectAt > planReach || clauses[subjectAt] !== clauses[at]) return word;
      // The clause from the child's word on: only what may stand before the deed, then the one hurt, whoever it is
      // („egy osztálytársát”, „valakit”), and no one else after the verb who does it („…fenyegeti egy férfi”).
      const clause = folded.slice(subjectAt + 1).filter((_, offset) => clauses[subjectAt + 1 + offset] === clauses[at]);
      const before = clause.slice(0, at - subjectAt - 1);
      const after = clause.slice(at - subjectAt);
      // Right after the verb, the one hurt („…csúfolta az egyik osztálytársát”), or nothing that does it when the one
      // hurt stood before the verb („a fiam mindenkit csúfol a csoportban”; not „…fenyegeti egy férfi”, „…valaki”).
      const next = after.findIndex((other) => !beforeHurt.test(other));
      // Before the verb, only someone hurt by a word of its own („mindenkit”): „a lányom posztjait cikizi” is the child's
      // posts; and no one who does it before the child („valaki a fiam videóját gúnyolja”, „egy fiú a lányom…”).
      const hurtBefore = before.filter(hurtOne);
      const doneBefore = folded
        .slice(0, subjectAt)
        .some((other, offset) => clauses[offset] === clauses[at] && /^(valaki|mindenki|egy)$/.test(other));
      const hurtAfter = next >= 0 && hurtOne(after[next]) ? [after[next]] : [];
      const doneAfter = next >= 0 && (doerAfter.test(after[next]) || after.slice(0, next).includes('egy'));
      if (
        !before.every((other) => beforeDeed.test(other) || hurtEveryone.test(other) || hungarian.isName(other)) ||
        doneBefore ||
        [...hurtBefore, ...hurtAfter].length === 0 ||
        (hurtAfter.length === 0 && doneAfter) ||
        [...hurtBefore, ...hurtAfter].some((other) => ownBody.test(other))
      )
        return word;
      deeds.push(entry.to);
      return entry.to;
    });
    return {words: said, deeds};
  };
  /** Whether a sentence names a danger one of the children's cards answers (the vocabulary's `cardWords`). */
  const namesDanger = (words: string[]) => words.some((word) => hungarian.cardWords.some((key) => isKey(word, key)));
  /** Whether a query word is a key followed by ordinary endings only, not any word of its stem: „meghalt”, „meghaltam”
   * are forms of „meghalt”, „meghalok” is not (all three stem to „meghal”). */
  const isForm = (queryWord: string, key: string): boolean => {
    const word = fold(queryWord);
    return word.startsWith(key) && isEnding(word.slice(key.length)) && !imperativeEnding(key, word);
  };
  /** The one-word synonym entries for a word. */
  const synonymsOf = (word: string) => hungarian.synonyms.filter(({from}) => from.length === 1 && isKey(word, from[0]));

  /**
   * The guides' words for a verb in the form the query says it in (see `verbForm`): „csúfolnak” (done to the speaker)
   * is searched as „bántanak”, not „bántják” (done to someone else: the parent's „ha a gyerekedet bántják”), and
   * „csúfolják” the other way round; a form that says neither keeps all the words.
   */
  const inQueryForm = (word: string) => (synonym: Hungarian['synonyms'][number]) => {
    const form = verbForm(fold(word), synonym.from[0]);
    if (form === undefined) return synonym;
    const verbs = synonym.to.filter((phrase) => phrase.length === 1).map(([verb]) => fold(verb));
    const other = (phrase: string[]) =>
      phrase.length === 1 &&
      verbs.some((verb) => verb !== fold(phrase[0]) && verbForm(fold(phrase[0]), verb) === otherForm[form]);
    return {...synonym, to: synonym.to.filter((phrase) => !other(phrase))};
  };

  const phraseAlternative = (phrase: string[], kind: Kind): Alternative | undefined => {
    const slots: Slot[] = [];
    for (const word of phrase) {
      if (hungarian.isQuestionWord(word)) continue;
      // A verb with a preverb, in a form the site lacks („megfenyegetett”): its stem without the preverb, shortened to
      // the site's stems of the verb (the stemmer cuts „fenyeget” to fenyeg, „fenyegetik” to fenyeget).
      const verb = withoutPreverb(fold(word));
      const terms = stemsOf(word);
      if (terms.length === 0 && verb !== undefined) {
        for (const stem of hungarian.stems(verb)) {
          for (let length = stem.length; length >= Math.max(5, stem.length - 4); length -= 1) {
            if (hasTerm(stem.slice(0, length))) terms.push(stem.slice(0, length));
          }
        }
      }
      if (terms.length === 0) return undefined;
      slots.push({terms, mode: 'exact', surface: word});
    }
    return slots.length > 0 ? {slots, kind} : undefined;
  };
  const synonymAlternatives = (synonyms: {to: string[][]}[]) =>
    synonyms
      .flatMap(({to}) => to.map((phrase) => phraseAlternative(phrase, 'synonym')))
      .filter((alternative) => alternative !== undefined);

  /**
   * A compound the site does not contain, as two words it does (or that have synonyms): [left, right] or []. Each part
   * of four letters or more: a misspelt name („facebukon”) split into three-letter stems (fac + eb) matched
   * whatever holds them, before its typo could match the name.
   */
  const splitUnknown = (word: string): string[] => {
    const known = (part: string) => stemsOf(part).length > 0 || synonymsOf(part).length > 0;
    let best: string[] = [];
    for (let at = 4; at <= word.length - 4; at += 1) {
      const [left, right] = [word.slice(0, at), word.slice(at)];
      if (known(left) && known(right) && (best.length === 0 || Math.min(at, word.length - at) > shorter(best))) {
        best = [left, right];
      }
    }
    return best;
  };
  const shorter = ([left, right]: string[]) => Math.min(left.length, right.length);

  /** Vocabulary keys one or two typos from a word the site does not contain („sextorsion”, „grooomin”). */
  const misspeltKeys = (word: string) => {
    const folded = fold(word);
    if (folded.length < 5 || folded.length > queryLimits.lettersToSplit) return [];
    return [...hungarian.synonyms.filter(({from}) => from.length === 1).map(({from}) => from[0]), ...nearestKeys]
      .filter((key) => key.length >= 5 && editDistance(folded, key, typos(folded)) <= typos(folded))
      .map((key) => key);
  };
  const nearestKeys = hungarian.nearest.map(({from}) => from);
  // A question word with a typo („mit csinajak” for „csináljak”), on no page and in no synonym: a question word too, not
  // a topic word matched by its typos to whatever page has a word like it.
  const questionWords = vocabulary.questionWords.words.map((word) => fold(word.toLowerCase()));
  const isMisspeltQuestionWord = (word: string) => {
    const folded = fold(word);
    return (
      folded.length >= 6 &&
      stemsOf(word).length === 0 &&
      synonymsOf(word).length === 0 &&
      questionWords.some((question) => question.length >= 6 && editDistance(folded, question, 1) <= 1)
    );
  };

  /**
   * `byChild`: the query is a child's own sentence (`childVoice`), searched with the children's words too; one that
   * names the speaker's child (`namesChild`), with the parents' words.
   */
  function prepare(
    query: string,
    byChild = false,
  ): {groups: Group[]; uncovered: string[]; crisis?: Hungarian['crisis'][number]; deeds: string[]} {
    const clauses = clausesOf(query);
    const {words, deeds} = asDoneByOwnChild(asReceived(capQuery(query), clauses, byChild), clauses, byChild);
    const audienceSynonyms = [
      ...(byChild ? hungarian.childSynonyms : []),
      // Not when the speaker is the one written to („egy férfi írt nekem, hogy ő az unokám”: a scam in the child's name).
      ...(namesChild(words) && !words.some((word) => /^nek(em|unk)$/.test(fold(word.toLowerCase())))
        ? hungarian.parentSynonyms
        : []),
    ];
    const groups: Group[] = [];
    const uncovered: string[] = [];
    let crisis: Hungarian['crisis'][number] | undefined;
    const addGroup = (word: string, isLast: boolean, depth = 0) => {
      const own = stemsOf(word);
      const synonyms = [
        ...synonymsOf(word),
        ...audienceSynonyms.filter(({from}) => from.length === 1 && isKey(word, from[0])),
      ].map(inQueryForm(word));
      const bySynonym = synonymAlternatives(synonyms);
      // A name the site has no guide on (an app, a game): what it has nearest, and the reader is told.
      const nearest = own.length === 0 ? hungarian.nearest.filter(({from}) => isKey(word, from)) : [];
      const byNearest = synonymAlternatives(nearest);
      if (byNearest.length > 0) uncovered.push(word);
      const isWordLength = word.length <= queryLimits.lettersToSplit;
      if (own.length === 0 && bySynonym.length === 0 && byNearest.length === 0 && depth === 0 && isWordLength) {
        const verb = withoutPreverb(fold(word));
        const base = verb ?? fold(word);
        const present =
          stemsOf(base).length === 0 ? pastStems(base).find((stem) => stemsOf(stem).length > 0) : undefined;
        if (present !== undefined) {
          addGroup(present, isLast, 1);
          return;
        }
        if (verb !== undefined && (stemsOf(verb).length > 0 || synonymsOf(verb).length > 0)) {
          addGroup(verb, isLast, 1);
          return;
        }
        const parts = splitUnknown(word);
        if (parts.length === 2) {
          parts.forEach((part, index) => addGroup(part, isLast && index === 1, 1));
          return;
        }
      }
      const folded = fold(word);
      const first: Alternative[] = [];
      if (own.length > 0) first.push({slots: [{terms: own, mode: 'exact', surface: word}], kind: 'stem'});
      // Its word's other forms on the site („bántják” finds „bántanak”), each on its own: a section that holds
      // several forms is not the better for it.
      // A subjunctive's are not: „küldjek” is what someone wants the speaker to do, „küldtem” what they did.
      for (const form of subjunctive.test(word) ? [] : hungarian.otherForms(word).filter(hasTerm)) {
        first.push({slots: [{terms: [form], mode: 'exact', surface: word}], kind: 'root'});
      }
      first.push(...bySynonym, ...byNearest);
      // A compound also matches its parts written apart („tartalékkódok” → tartalék kódok).
      const parts = hungarian.splitCompound(folded);
      if (own.length > 0 && parts.length === 2) {
        const alternative = phraseAlternative(parts, 'compound');
        if (alternative) first.push(alternative);
      }
      const typing: Alternative[] =
        isLast && folded.length >= 3
          ? [{slots: [{terms: [folded], mode: 'prefix', surface: word}], kind: 'prefix'}]
          : [];
      // A shorter stem the site contains, and the words starting with it: the stemmer cut another form of the same
      // word differently („fordulni” → forduln, „fordulj” → fordulj: both start with fordul).
      const shortened: Alternative[] = [];
      for (const stem of hungarian.stems(word)) {
        for (let length = stem.length - 1; length >= Math.max(4, stem.length - 3); length -= 1) {
          if (hasTerm(stem.slice(0, length))) {
            shortened.push({
              slots: [{terms: [stem.slice(0, length)], mode: 'prefix', surface: word}],
              kind: 'shortened',
            });
            break;
          }
        }
      }
      const loose: Alternative[] = [];
      if (folded.length >= 4) loose.push({slots: [{terms: [folded], mode: 'prefix', surface: word}], kind: 'prefix'});
      if (folded.length >= 5 && isWordLength) {
        const terms = [...new Set([folded, ...hungarian.stems(word)])].filter((term) => term.length >= 4);
        loose.push({slots: [{terms, mode: 'typo', surface: word}], kind: 'typo'});
      }
      // A misspelt loanword or name („sextorsion”): what its correct spelling is searched for.
      const misspelt: Alternative[] =
        first.length === 0 && shortened.length === 0
          ? misspeltKeys(word).flatMap((key) =>
              synonymAlternatives(
                [...hungarian.synonyms, ...hungarian.nearest.map(({from, to}) => ({from: [from], to}))].filter(
                  ({from}) => from.length === 1 && from[0] === key,
                ),
              ).map((alternative) => ({...alternative, kind: 'typo' as const})),
            )
          : [];
      groups.push({
        word,
        stages: [
          [...first, ...typing],
          [...shortened, ...typing],
          [...misspelt, ...loose],
        ].filter((stage) => stage.length > 0),
      });
    };
    const used = new Set<number>();
    /** The query's words that are a phrase's keys, each once, wherever they stand; undefined if one is missing. */
    const findPhrase = (keys: string[]) => {
      const positions: number[] = [];
      for (const key of keys) {
        const at = words.findIndex((word, index) => !used.has(index) && !positions.includes(index) && isKey(word, key));
        if (at < 0) return undefined;
        positions.push(at);
      }
      return positions;
    };
    // A crisis phrase's words stand together, in any order: in one clause, close (`crisisReach`): „megvágtam a karom”,
    // „meg akarok halni”; not „nem vágom, miért fáj a karom”. Of several such places, the closest.
    const findTogether = (
      keys: string[],
      taken: Set<number>,
      matches = isKey,
      text: {words: string[]; clauses: number[]} = {words, clauses},
    ) => {
      const candidates = keys.map((key) =>
        text.words.flatMap((word, at) => (!taken.has(at) && matches(word, key) ? [at] : [])),
      );
      let found: number[] | undefined;
      const span = (positions: number[]) =>
        text.words.slice(Math.min(...positions), Math.max(...positions)).filter((word) => !article.test(fold(word)))
          .length;
      const close = (positions: number[]) =>
        span(positions) <= keys.length - 1 + crisisReach &&
        positions.every((at) => text.clauses[at] === text.clauses[positions[0]]);
      const choose = (chosen: number[]): void => {
        if (chosen.length > 0 && !close(chosen)) return;
        if (chosen.length === keys.length) {
          if (found === undefined || span(chosen) < span(found)) found = chosen;
          return;
        }
        for (const at of candidates[chosen.length]) if (!chosen.includes(at)) choose([...chosen, at]);
      };
      choose([]);
      return found;
    };
    // A word said only of a child („eltűnt”, „hol van”) counts in a sentence naming the speaker's child, unless what is
    // named is the child's thing („eltűnt a fiam telefonja”, the child's word and the thing's side by side).
    const lowered = query.normalize('NFC').toLowerCase();
    const ofOwnChild = (things: string[], text = words) =>
      namesChild(text) &&
      !text.some(
        (word, at) =>
          namesOwnChildAt(text, at) &&
          at + 1 < text.length &&
          things.some((thing) => isKey(text[at + 1], thing)) &&
          new RegExp(`${word}\\s+${text[at + 1]}`, 'u').test(lowered),
      );
    // Words of a danger to life („meg akar halni”, „öngyilkos”, „eltűnt a gyerekem”): one group each, its words or the guides' words for
    // it, and the search says which procedure answers (see `crisis` in SearchResults).
    // An entry's phrases for a text, each marked whether it says another sense („halálra unom magam”, „meghalt a
    // telefonom”: no crisis words there). Longer phrases first, another sense before a danger of as many words:
    // „bárcsak meghaltam volna” is no „meghalt”.
    const crisisPhrases = (entry: Hungarian['crisis'][number], text: string[]) =>
      [
        ...entry.otherSense.map((keys) => ({keys, otherSense: true})),
        ...[
          ...entry.from,
          ...(entry.ofChild.length > 0 && ofOwnChild(entry.things, text) ? entry.ofChild : []),
          ...(namesChild(text) ? entry.ofPerson : []),
        ].map((keys) => ({keys, otherSense: false})),
      ].sort((a, b) => b.keys.length - a.keys.length);
    for (const entry of hungarian.crisis) {
      const taken = new Set(used);
      for (const {keys, otherSense} of crisisPhrases(entry, words)) {
        const positions = findTogether(keys, taken, otherSense ? isForm : isKey);
        positions?.forEach((at) => taken.add(at));
        if (!positions || otherSense) continue;
        const phrase = positions.map((at) => words[at]);
        const found = [phraseAlternative(phrase, 'stem'), ...synonymAlternatives([{to: entry.to}])].filter(
          (alternative) => alternative !== undefined,
        );
        crisis ??= entry;
        for (const at of positions) used.add(at);
        if (found.length > 0) groups.push({word: phrase.join(' '), stages: [found], weight: crisisWeight});
      }
    }
    // A danger said after the words that are searched still shows the help lines and its situation first.
    const whole = {
      words: tokenize(query.slice(0, crisisCharacters)),
      clauses: clausesOf(query, crisisCharacters, Infinity),
    };
    if (!crisis && whole.words.length > words.length) {
      crisis = hungarian.crisis.find((entry) => {
        const taken = new Set<number>();
        return crisisPhrases(entry, whole.words).some(({keys, otherSense}) => {
          const positions = findTogether(keys, taken, otherSense ? isForm : isKey, whole);
          positions?.forEach((at) => taken.add(at));
          return positions !== undefined && !otherSense;
        });
      });
    }
    // A synonym of several words („szülői felügyelet”, „képpel fenyeget”) is one group wherever its words stand in
    // the query: its words, or what the guides say instead. Longer ones first.
    // Longest first; of two as long, the audience's: in a child's own sentence the child's words lead to the cards
    // written for them, not to the general entry's guide words („egy idegen felnőtt ír nekem”).
    const phrases = [...audienceSynonyms, ...hungarian.synonyms]
      .filter(({from}) => from.length > 1)
      .sort((a, b) => b.from.length - a.from.length);
    for (const synonym of phrases) {
      const positions = findPhrase(synonym.from);
      if (!positions) continue;
      const phrase = positions.map((at) => words[at]);
      const found = [phraseAlternative(phrase, 'stem'), ...synonymAlternatives([synonym])].filter(
        (alternative) => alternative !== undefined,
      );
      if (found.length === 0) continue;
      for (const at of positions) used.add(at);
      groups.push({word: phrase.join(' '), stages: [found]});
    }
    // Question and stop words („mit”, „hogyan”) are no topic: dropped, unless part of a phrase above („bántja magát”).
    // A query of nothing else finds nothing (they would rank pages by chance).
    const rest = words.filter(
      (word, at) => !used.has(at) && !hungarian.isQuestionWord(word) && !isMisspeltQuestionWord(word),
    );
    rest.forEach((word, at) => addGroup(word, at === rest.length - 1 && !used.has(words.length - 1)));
    // A child's age („a 13 éves lányom”, „12 evesnek”) says whose question it is more often than what it is about: it
    // counts two thirds, so that „Tinédzserek (13 éves kortól)” answers fewer sentences that only give an age (a third
    // took „hogyan beszéljek a 6 éves gyerekemmel” away from its age's section).
    for (const group of groups) if (age.test(fold(group.word))) group.weight = ageWeight;
    // In a child's sentence, a parent is whom to tell („hogyan mondjam el anyának, hogy zsarolnak”), not what it is about:
    // counted as an age is, so that „Szia anya, új a számom” does not answer it.
    if (byChild) for (const group of groups) if (ownParent.test(fold(group.word))) group.weight = ageWeight;
    // An app's name in a sentence says where it happened more often than what („egy srác a fortniteban kéri a kódot”):
    // it counts less than the sentence's other words, so that the app's settings panel does not answer every sentence
    // that names it. Not in a short query („feltörték az instagramomat”, „tiktok korhatár”), nor in a question how to
    // do something („hogyan tudom a tiktokon privátra állítani…”), where it is the topic. In a parent's sentence (one
    // naming their child, not in a child's voice) that names a danger of the vocabulary's `overApps` („valaki zsarolja
    // a fiamat a snapchaton”), short or long, it is not one of the words a page must hold either (`where`), nor does it
    // raise its panel: the app's panels, which hold the danger's word too, came before the steps. (A child's word for
    // where, „a messengeren”, is the cards' „a neten”: `childSynonyms`.)
    const others = groups.filter((group) => group.weight === undefined && !hungarian.isName(group.word)).length;
    const asksHow = asksHowTo(words) || words.some((word) => fold(word.toLowerCase()) === 'hogyan');
    const where =
      !asksHow &&
      !byChild &&
      namesChild(words) &&
      words.some((word) => hungarian.overApps.some((key) => isKey(word, key)));
    if ((others >= 3 && !asksHowTo(words)) || where)
      for (const group of groups)
        if (group.weight === undefined && hungarian.isName(group.word)) {
          group.weight = nameWeight;
          group.where = where;
        }
    return {groups, uncovered, crisis, deeds};
  }

  /** Documents matching one alternative: all its slots in the same document, their scores summed. */
  const matchAlternative = (alternative: Alternative) => {
    let matched: Map<number, {score: number; terms: string[]}> | undefined;
    for (const slot of alternative.slots) {
      const found = matchSlot(slot);
      if (!matched) {
        matched = new Map([...found].map(([id, hit]) => [id, {score: hit.score, terms: [...hit.terms]}]));
        continue;
      }
      for (const [id, hit] of matched) {
        const other = found.get(id);
        if (!other) matched.delete(id);
        else {
          hit.score += other.score;
          hit.terms.push(...other.terms);
        }
      }
    }
    // A phrase is one word of the query said in several: its mean, so that it weighs as much as a single word.
    if (matched) for (const hit of matched.values()) hit.score /= alternative.slots.length;
    return matched ?? new Map();
  };

  const choiceTerms = new Map<string, Set<string>>();
  /** Whether the matched terms name a picker's choice (any of its words: „YouTube Kids” is named by „youtube”). */
  const namesChoice = (choice: string, matched: Set<string>) => {
    let own = choiceTerms.get(choice);
    if (!own) {
      own = new Set(tokenize(choice).flatMap((word) => hungarian.indexTerms(word)));
      choiceTerms.set(choice, own);
    }
    return [...matched].some((term) => own.has(term));
  };

  // An app's panel named by a name that only says where it happened (`where`) is no more the answer than the rest.
  const choiceWeight = ({choice}: SearchDocument, matched: Set<string> | undefined, named = namedChoice) =>
    choice === undefined ? 1 : matched && namesChoice(choice, matched) ? named : otherChoice;

  function search(query: string, limit = 8): SearchResults {
    const words = capQuery(query);
    const byChild = childVoice(words, isVerb, isKnownVerb);
    const {groups, uncovered, crisis, deeds} = prepare(query, byChild);
    const byParent = namesChild(words);
    const documentScores = new Map<number, number>();
    const documentGroups = new Map<number, Set<Group>>();
    const documentTerms = new Map<number, Set<string>>();
    const groupsOfPage = new Map<number, Set<Group>>();
    /** Documents that the guides' words for the crisis words reached (the vocabulary's `means`). */
    const crisisDocuments = new Set<number>();
    const matched = new Set<Group>();
    const terms = new Set<string>();
    const dangerNamed = namesDanger(words);
    const appIsWhere = groups.some((group) => group.where);
    // Not in a question how to do something („hogyan magyarázzam el a 6 éves lányomnak, hogy ne beszéljen
    // idegenekkel”): the age's section answers it.
    const ageGivesWay =
      dangerNamed && !asksHowTo(words) && !words.some((word) => fold(word.toLowerCase()) === 'hogyan');
    const groupWeight = (group: Group) =>
      group.weight === ageWeight && ageGivesWay ? ageWeight * dangerAgeShare : (group.weight ?? 1);
    for (const group of groups) {
      const hits = new Map<number, number>();
      for (const stage of group.stages) {
        // Per document: its best alternative, and a little of the others (it says the same thing in more ways).
        const best = new Map<number, number>();
        const rest = new Map<number, number>();
        for (const alternative of stage) {
          for (const [id, hit] of matchAlternative(alternative)) {
            const weight = directness[alternative.kind] * hit.score;
            const before = best.get(id) ?? 0;
            best.set(id, Math.max(before, weight));
            rest.set(id, (rest.get(id) ?? 0) + Math.min(before, weight));
            for (const term of hit.terms) terms.add(term);
            if (group.weight === crisisWeight && alternative.kind === 'synonym') crisisDocuments.add(id);
            if (byId.get(id)!.choice !== undefined) {
              if (!documentTerms.has(id)) documentTerms.set(id, new Set());
              for (const term of hit.terms) documentTerms.get(id)!.add(term);
            }
          }
        }
        for (const [id, weight] of best) hits.set(id, weight + otherAlternatives * rest.get(id)!);
        if (hits.size > 0) break; // a looser stage only when the stricter found nothing
      }
      for (const [id, weight] of hits) {
        documentScores.set(id, (documentScores.get(id) ?? 0) + weight * groupWeight(group));
        if (!documentGroups.has(id)) documentGroups.set(id, new Set());
        documentGroups.get(id)!.add(group);
        const page = byId.get(id)!.page;
        if (!groupsOfPage.has(page)) groupsOfPage.set(page, new Set());
        groupsOfPage.get(page)!.add(group);
      }
      if (hits.size > 0) matched.add(group);
    }
    // How many of the query's words a document or page holds: a child's age weighs in its score (`ageWeight`) but is
    // not one of them, unless the query says nothing else (usability round 19: „meztelen képet kér a 12 éves
    // fiamtól” opened the talk guide's „9–12 évesek”, which holds the age, over the situation that holds the request).
    const notCounted = (group: Group) => group.weight === ageWeight || group.where;
    const onlyAges = [...matched].every(notCounted);
    const counted = (groups: Set<Group>) => [...groups].filter((group) => onlyAges || !notCounted(group)).length;
    const matchedGroups = counted(matched);
    const pages = new Map<number, PageHit & {scores: number[]}>();
    // A child's question how to do something in an app („hogy tudom letiltani tiktokon…”) is answered by the app's
    // panel, not a card of what to do when something happened: the child's voice does not raise the cards, unless the
    // sentence names a danger a card answers (the vocabulary's `cardWords`: „…aki a képemmel zsarol”). Nor does a
    // question what something is („mi az a kétlépcsős azonosítás”), with the same exception („mi az a gift card, amit
    // kért, aki a képemmel fenyeget”): the guide explains it; the card says what to do.
    const namesApp = [...documentTerms].some(([id, matchedTerms]) => namesChoice(byId.get(id)!.choice!, matchedTerms));
    // A how-to question („hogyan…”, „hogy lehet…”; not „azt írta, hogy…”) that names no danger a card answers is
    // answered by a section headed with one that shows two of its words besides the child („Hogyan szűröm a
    // tartalmat, és kivel beszélhet a gyerek?” is no answer to „hogyan beszél egy idegen a gyerekemmel”), before a long
    // guide that holds its words here and there; unless a „Ha …” section with steps shows a word of the question that
    // the heading does not: the question is about that („hogyan védem a gyerek fiókját, ha feltörték”: „Ha feltörték
    // egy fiókodat”, not „Hogyan védem a gyerek fiókját?”).
    const asksHow = !namesApp && (asksHowTo(words) || words.some((word) => fold(word) === 'hogyan')) && !dangerNamed;
    const topicTerms = (heading: string) =>
      new Set(
        highlight(heading, terms)
          .filter(({match}) => match)
          .flatMap(({text}) => hungarian.indexTerms(text.normalize('NFC').toLowerCase()))
          .filter((term) => terms.has(term) && !term.startsWith('gyerek')),
      );
    const situations = [...(asksHow ? documentScores.keys() : [])]
      .map((id) => byId.get(id)!)
      .filter(({kind, heading}) => kind === 'steps' && /^ha\s/i.test(heading))
      .map(({heading}) => topicTerms(heading));
    const answersHow = ({heading}: SearchDocument) => {
      if (!asksHow || !/^hogyan\s/i.test(heading)) return false;
      const own = topicTerms(heading);
      return (
        highlight(heading, terms).filter(({text, match}) => match && !fold(text.toLowerCase()).startsWith('gyerek'))
          .length >= 2 && !situations.some((shown) => [...shown].some((term) => !own.has(term)))
      );
    };
    // A section headed with what the parent's child did („Mit tegyél, ha a te gyereked bántott valakit?”, `byOwnChild`)
    // answers as a how-to question's section does: not the steps for a child who is hurt, which hold the same verb.
    const namesDeed = ({heading}: SearchDocument) =>
      deeds.length > 0 && tokenize(heading).some((word) => deeds.includes(word.toLowerCase()));
    const raisesCards = byChild && !((asksWhatIs(words) || (namesApp && asksHowTo(words))) && !dangerNamed);
    for (const [id, found] of documentScores) {
      const document = byId.get(id)!;
      // A section with more of the query's words answers it better; one that says what to do, better still.
      const score =
        found *
        kindWeight(document.kind) *
        choiceWeight(document, documentTerms.get(id), appIsWhere ? 1 : namedChoice) *
        audienceWeight(document, raisesCards, byParent) *
        (answersHow(document) || namesDeed(document) ? howToAnswer : 1) *
        (counted(documentGroups.get(id)!) / matchedGroups);
      let page = pages.get(document.page);
      if (!page) {
        page = {page: byId.get(document.page)!, score: 0, ownScore: 0, sections: [], scores: []};
        pages.set(document.page, page);
      }
      page.scores.push(score);
      if (document.id === document.page) page.ownScore = score;
      else page.sections.push({...document, score});
    }
    // A page's score is its best document's and half its other documents': a guide about the topic, which mentions
    // it in many sections, comes before a page that mentions it once, but a long page does not win by length alone.
    // A page with more of the query's words comes first: their share scales it. (Squared, it let a long guide that
    // holds every filler word of a sentence somewhere beat the short section or situation that answers it.)
    for (const [id, page] of pages) {
      const [best, ...others] = page.scores.sort((a, b) => b - a);
      const sum = best + 0.5 * others.reduce((total, score) => total + score, 0);
      page.score = sum * (counted(groupsOfPage.get(id)!) / matchedGroups);
    }
    // A page with nothing to do comes after every other page that has as many of the query's words, unless one of its
    // sections answers the query `shownSectionMargin` times better than that page's best („hogy tudok témát kérni?”:
    // the roadmap's „Hogyan kérhetsz témát?” over a guide whose children's box says „kér”).
    const listed = [...pages.values()];
    const bestSection = (hit: PageHit) => Math.max(0, ...hit.sections.map((section) => section.score));
    for (const page of listed.filter((hit) => hit.page.kind === 'background')) {
      const words = counted(groupsOfPage.get(page.page.id)!);
      for (const other of listed) {
        if (
          other.page.kind !== 'background' &&
          counted(groupsOfPage.get(other.page.id)!) >= words &&
          !(bestSection(page) > 0 && bestSection(page) >= shownSectionMargin * bestSection(other))
        ) {
          page.score = Math.min(page.score, other.score * 0.99);
        }
      }
    }
    // A danger to life: its procedure's situation first, whatever else the sentence says (safety before relevance), when
    // the sentence says whose it is (a parent's, naming their child, or a child's own). Words alone („öngyilkosság”)
    // keep the first result if it is a section with steps that the crisis words reached (the guide's self-harm
    // section, with the procedure's steps); else the parents' situation comes first too.
    // (Whose it is, read as far as the danger was: „…meg akarok halni” at the end of a child's long message.)
    const inCrisis = crisis && {
      procedure: crisis.procedure,
      byChild: childInCrisis(tokenize(query.slice(0, crisisCharacters)), isVerb, isKnownVerb),
    };
    const bestDocument = (hit: PageHit) =>
      [hit.page.id === hit.page.page ? {...hit.page, score: hit.ownScore} : undefined, ...hit.sections]
        .filter((document) => document !== undefined)
        .sort((a, b) => b.score - a.score)[0];
    const [first] = [...listed].sort((a, b) => b.score - a.score);
    const answered =
      inCrisis &&
      crisis.guideAnswersWords &&
      !inCrisis.byChild &&
      !words.some((word) => ownChild.test(fold(word))) &&
      !words.some((word, at) => ownChildByAge.test(fold(word)) && namesOwnChildAt(words, at)) &&
      first !== undefined &&
      ((best) => best !== undefined && best.kind === 'steps' && crisisDocuments.has(best.id))(bestDocument(first));
    const situation =
      inCrisis &&
      documents.find(
        ({url}) => url === `/#${inCrisis.byChild ? crisis.situations.children : crisis.situations.parents}`,
      );
    // The parent's child plans what a situation answers, the child the subject („a fiam holnap találkozna egy
    // sráccal, akit a Fortniteban ismert meg”): that situation first, not the grooming signs that „találkozni akar”
    // reaches (someone else pushing to meet: „valaki találkozni akar a fiammal”). Not when the child is also named in a
    // case, or a pronoun says with whom („találkozni akar vele”), or the verb is denied („a fiam nem akar találkozni…”),
    // or the sentence names a danger („…egy 30 éves férfival”, „…aki képeket kér tőle”). Only a plan's forms
    // („találkozna”, „találkozni akar”), not the past („a fiam találkozott valakivel, aki…”, „…találkozni ment”): it
    // may tell what has happened.
    const plan = hungarian.childPlans;
    const folded = words.map((word) => fold(word.toLowerCase()));
    const subject = folded.findIndex((word) => ownChildSubject.test(word));
    const plans =
      plan !== undefined &&
      subject >= 0 &&
      !folded.some((word, at) => namesOwnChildAt(folded, at) && !ownChildSubject.test(word)) &&
      !folded.some((word) => /^vel(e|uk|em|ed)$/.test(word)) &&
      // A sign of danger is no plan of the child's: an adult, a picture, money, a secret (`cardWords`, but the meeting).
      !words.some((word) =>
        hungarian.cardWords.some((key) => !plan.words.some((form) => form.startsWith(key)) && isKey(word, key)),
      ) &&
      !folded.some((word) => plansDanger.test(word) || (/^\d+$/.test(word) && Number(word) >= 18)) &&
      folded
        .slice(subject + 1, subject + 1 + planReach)
        .some(
          (word, at) =>
            plan.words.includes(word) &&
            !['nem', 'sem'].includes(folded[subject + at]) &&
            !['nem', 'sem'].includes(folded[subject + at - 1]) &&
            !/^(ment|mentek|volt|voltak)$/.test(folded[subject + at + 2] ?? ''),
        );
    const planned = !situation && plans ? documents.find(({url}) => url === `/#${plan.situation}`) : undefined;
    const pinned = answered ? undefined : (situation ?? planned);
    if (pinned) {
      const top = Math.max(0, ...listed.map((hit) => hit.score));
      let home = pages.get(pinned.page);
      if (!home) {
        home = {page: byId.get(pinned.page)!, score: 0, ownScore: 0, sections: [], scores: []};
        pages.set(pinned.page, home);
        listed.push(home);
      }
      if (!home.sections.some(({id}) => id === pinned.id)) home.sections.push({...pinned, score: 0});
      home.score = top + 1;
    }
    const ranked = listed
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({page, score, ownScore, sections}): PageHit => ({page, score, ownScore, sections}));
    for (const page of ranked) page.sections.sort((a, b) => b.score - a.score);
    // Listed lower, the home page still shows the crisis situation, not another.
    const hits = ranked.map((hit) => asSituation(hit, terms, byChild, byParent, (situation ?? planned)?.id));
    return {
      pages: hits,
      suggestions: suggestedPages(hits),
      terms,
      uncovered,
      ...(inCrisis && {crisis: inCrisis}),
    };
  }

  const shows = (text: string, terms: Set<string>) => highlight(text, terms).some((piece) => piece.match);

  /**
   * The home page found by its situations is listed as the situation that answers, with its own words as the title
   * and its list („Gyerekeknek: ha baj van”) under it; it opens that situation. Its other matching situations follow
   * as its sections. (Its title, the site's name, would tell the reader nothing.)
   */
  function asSituation(
    hit: PageHit,
    terms: Set<string>,
    byChild: boolean,
    byParent: boolean,
    pinned?: number,
  ): PageHit {
    const situations = hit.sections.filter((section) => section.situation);
    if (situations.length === 0) return hit;
    // A parent's sentence opens a parents' situation, a child's a children's one, of those its words are in the title
    // of (usability round 11: „valaki meztelen képet kér a lányomtól” opened the children's „Meztelen képet küldtem
    // magamról”, whose steps say „kérte”).
    const fits = (section: SearchDocument) => (byParent ? !section.forChildren : !byChild || section.forChildren);
    // A children's situation that a child's sentence reaches only by its weight, far below a parents' one on the words
    // themselves, is not the answer („feltörték az instagramomat”: „a neten” of the bullying card against the hacked
    // account's own word); the parents' situation is, though it is not in the child's voice.
    const parentsBest = Math.max(0, ...situations.filter((section) => !section.forChildren).map(({score}) => score));
    const candidates = situations.filter(
      (section) => !byChild || !section.forChildren || section.score / childSentence >= childVoiceMargin * parentsBest,
    );
    const best =
      situations.find(({id}) => id === pinned) ??
      candidates.find((section) => fits(section) && shows(section.heading, terms)) ??
      candidates.find((section) => shows(section.heading, terms)) ??
      candidates[0] ??
      situations[0];
    return {
      page: {...best, page: best.id, title: best.heading, heading: ''},
      score: hit.score,
      // As much as its best situation: the bar opens this one, not another.
      ownScore: situations[0].score,
      sections: hit.sections.filter((section) => section !== best),
    };
  }

  function highlight(text: string, matched: Set<string>) {
    const pieces: {text: string; match: boolean}[] = [];
    // Pieces keep the text's own code points (markMatches maps them back onto the page); only the lookup is NFC.
    for (const piece of text.split(/([\p{L}\p{M}\p{N}]+)/u)) {
      if (piece === '') continue;
      const word = piece.normalize('NFC').toLowerCase();
      const match = /[\p{L}\p{N}]/u.test(piece) && hungarian.indexTerms(word).some((term) => matched.has(term));
      const last = pieces[pieces.length - 1];
      if (last && last.match === match) last.text += piece;
      else pieces.push({text: piece, match});
    }
    return pieces;
  }

  function landingSection({ownScore, sections}: PageHit, terms: Set<string>) {
    // The best section that shows the reader's words, unless one that does not scores more than twice as much
    // („azt írta tartsuk titokban”: the grooming signs, not the family rules that say „titokban” in their first lines).
    const shown = sections.find((hit) => shows(hit.heading, terms) || shows(hit.excerpt, terms));
    const best = shown && shown.score * shownSectionMargin >= sections[0].score ? shown : sections[0];
    return best && best.score > ownScore ? best : undefined;
  }

  function unmatchedVocabulary() {
    return [
      ...hungarian.synonyms,
      ...hungarian.childSynonyms,
      ...hungarian.parentSynonyms,
      ...hungarian.nearest,
      ...hungarian.crisis,
    ].flatMap(({from, to}) =>
      to.filter((phrase) => !phraseAlternative(phrase, 'synonym')).map((phrase) => `${from} → ${phrase.join(' ')}`),
    );
  }

  return {search, highlight, landingSection, unmatchedVocabulary, documents};
}
