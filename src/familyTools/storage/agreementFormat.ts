import {checklistItemKey} from './checklistKeys';
import {isRecord, rowId, rows, text, textFields, type ToolFormat} from './savedTool';

/** The family agreement on the family rules page (/markdown-page). */
export type FamilyAgreement = {
  /** „Kovács”: the printed sheet's title is „A Kovács család megállapodása” (`sheetTitle`). */
  familyName: string;
  children: {id: string; name: string; age: string}[];
  /**
   * The page's rules to agree on („Amiben megállapodunk”) the family adopts, each by the hash of its words
   * (`checklistItemKey`), so a reordered page keeps the meaning. The safety rules are not here: they are not chosen.
   */
  adoptedRules: string[];
  ownRules: {id: string; text: string}[];
  screenFreeTimes: string;
  screenFreePlaces: string;
  chargingPlace: string;
  whenBroken: string;
  /** As an <input type="date"> gives it: yyyy-mm-dd, or empty. */
  reviewDate: string;
  agreedBy: {id: string; name: string; date: string}[];
};

const singleFields = [
  'familyName',
  'screenFreeTimes',
  'screenFreePlaces',
  'chargingPlace',
  'whenBroken',
  'reviewDate',
] as const;

const withId =
  <K extends string>(keys: readonly K[]) =>
  (value: unknown): ({id: string} & Record<K, string>) | undefined => {
    const fields = textFields(value, keys);
    const id = isRecord(value) ? rowId(value.id) : undefined;
    return fields && id ? {id, ...fields} : undefined;
  };

const ruleNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99 ? value : undefined;

const ruleKey = (value: unknown) => (typeof value === 'string' && /^[0-9a-z]{1,8}$/.test(value) ? value : undefined);

function validate(data: unknown): FamilyAgreement | null {
  if (!isRecord(data)) return null;
  const single = textFields(data, singleFields);
  const children = rows(data.children, withId(['name', 'age'] as const));
  const adoptedRules = rows(data.adoptedRules, ruleKey);
  const ownRules = rows(data.ownRules, withId(['text'] as const));
  const agreedBy = rows(data.agreedBy, withId(['name', 'date'] as const));
  if (!single || !children || !adoptedRules || !ownRules || !agreedBy) return null;
  return {...single, children, adoptedRules: [...new Set(adoptedRules)].sort(), ownRules, agreedBy};
}

/**
 * Version 1, the first layout of this format, kept readable: one text for screen-free times and places, and the
 * agreeing names as one line. Version 2 splits both, so the sheet can print a signature line for each name.
 */
function fromVersion1(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const {screenFree, agreedBy, ...rest} = data;
  const names = text(agreedBy);
  return {
    ...rest,
    screenFreeTimes: text(screenFree) ?? '',
    screenFreePlaces: '',
    agreedBy: names ? [{id: 'v1-alairok', name: names, date: ''}] : [],
  };
}

/**
 * Version 2 kept adopted rules by their number on the page. Version 3 keeps the hash of their words; a number becomes
 * `#n`, read as the page's n-th rule until the family next ticks or unticks one (then it becomes that rule's key).
 */
function fromVersion2(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.adoptedRules)) return data;
  return {
    ...data,
    adoptedRules: data.adoptedRules.map((value) => (ruleNumber(value) === undefined ? value : `#${value}`)),
  };
}

/**
 * The rules the page offered while version 3 was current, by number, in their words then. Rules 2, 7, 8 and 9 are
 * safety rules, which are no longer chosen (CONTENT.md: the family's tools never make a safety rule optional); rule
 * 12 was reworded.
 */
const version3Rules = [
  'Minden fiókhoz más, erős jelszót használunk, és bekapcsoljuk a kétfaktoros hitelesítést.',
  'A jelszó titok.',
  'Új alkalmazást csak megbeszélés után töltünk le.',
  'Nevet, lakcímet, iskolát, telefonszámot és fotót nem adunk meg olyannak, akit csak az internetről ismerünk.',
  'Gyanús üzenetre nem kattintunk.',
  'Mielőtt képet teszünk fel valakiről, megkérdezzük őt.',
  'Ha valami rossz érzést kelt, szólunk.',
  'Ha valaki bánt minket az interneten, nem válaszolunk neki, és először szólunk egy felnőttnek.',
  'Olyan emberrel, akit csak az internetről ismerünk, csak a szüleink (vagy aki nevel minket) tudtával, egyikük jelenlétében, nyilvános helyen találkozunk.',
  'A frissítéseket nem halogatjuk.',
  'Este van képernyőmentes idő.',
  'A szabályokat közösen felülvizsgáljuk',
].map(checklistItemKey);
const version3SafetyRules = new Set([2, 7, 8, 9].map((n) => version3Rules[n - 1]));
const version3Renamed = new Map([[version3Rules[11], checklistItemKey('A szabályokat közösen átnézzük')]]);

/**
 * Version 4 has the family's name, and the safety rules are fixed: a tick on one of them means nothing now and is
 * dropped, a `#n` (a version 2 number) becomes the words of the rule that had that number, a reworded rule its new key.
 */
function fromVersion3(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const adoptedRules = Array.isArray(data.adoptedRules)
    ? data.adoptedRules
        .map((ref) => {
          const number = typeof ref === 'string' && /^#\d+$/.test(ref) ? Number(ref.slice(1)) : undefined;
          return number === undefined ? ref : version3Rules[number - 1];
        })
        .filter((ref) => ref !== undefined && !version3SafetyRules.has(ref))
        .map((ref) => version3Renamed.get(ref) ?? ref)
    : data.adoptedRules;
  return {...data, familyName: '', adoptedRules};
}

export const agreementFormat: ToolFormat<FamilyAgreement> = {
  kind: 'digitalis-tudatossag/csaladi-megallapodas',
  version: 4,
  migrations: {1: fromVersion1, 2: fromVersion2, 3: fromVersion3},
  validate,
  empty: () => ({
    familyName: '',
    children: [],
    adoptedRules: [],
    ownRules: [],
    screenFreeTimes: '',
    screenFreePlaces: '',
    chargingPlace: '',
    whenBroken: '',
    reviewDate: '',
    agreedBy: [],
  }),
};

/** Whether the family has filled in anything: an empty agreement prints as the rules page always did. */
export function isAgreementEmpty(agreement: FamilyAgreement): boolean {
  const texts = [
    ...singleFields.map((key) => agreement[key]),
    ...agreement.children.flatMap((child) => [child.name, child.age]),
    ...agreement.ownRules.map((rule) => rule.text),
    ...agreement.agreedBy.flatMap((person) => [person.name, person.date]),
  ];
  return agreement.adoptedRules.length === 0 && texts.every((value) => value.trim() === '');
}

/** One of the page's rules as the agreement offers it: the hash of its words, and its number on the page. */
export type OfferedRule = {key: string; number: number};

export const isRuleAdopted = (adopted: readonly string[], rule: OfferedRule): boolean => adopted.includes(rule.key);

/**
 * The adopted rules after `rule` is ticked (`on`) or unticked. A rule no longer on the page stays as it was, so a
 * later page that brings it back shows it adopted.
 */
export function toggleRule(adopted: readonly string[], rule: OfferedRule, on: boolean): string[] {
  const others = adopted.filter((key) => key !== rule.key);
  return (on ? [...others, rule.key] : others).sort();
}

/**
 * The family's name as the printed title uses it („A {name} család megállapodása”): the article is „Az” before a
 * vowel („Az Orbán család”), and a name typed with „család” after it is not doubled. Null without a name.
 */
export function familyTitle(familyName: string): {article: 'A' | 'Az'; name: string} | null {
  const name = familyName
    .trim()
    .replace(/(^|\s)család$/i, '')
    .trim();
  if (name === '') return null;
  return {article: /^[aáeéiíoóöőuúüű]/i.test(name) ? 'Az' : 'A', name};
}
