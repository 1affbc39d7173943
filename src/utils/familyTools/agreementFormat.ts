import {isRecord, rowId, rows, text, textFields, type ToolFormat} from './savedTool';

/** The family agreement on the family rules page (/markdown-page). */
export type FamilyAgreement = {
  children: {id: string; name: string; age: string}[];
  /**
   * The page's rules („A mi szabályaink”) the family adopts, each by the hash of its words (`checklistItemKey`), so a
   * reordered page keeps the meaning; `#n`, from a version 2 agreement, is the page's n-th rule (see `isRuleAdopted`).
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

const singleFields = ['screenFreeTimes', 'screenFreePlaces', 'chargingPlace', 'whenBroken', 'reviewDate'] as const;

const withId =
  <K extends string>(keys: readonly K[]) =>
  (value: unknown): ({id: string} & Record<K, string>) | undefined => {
    const fields = textFields(value, keys);
    const id = isRecord(value) ? rowId(value.id) : undefined;
    return fields && id ? {id, ...fields} : undefined;
  };

const ruleNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99 ? value : undefined;

const ruleRef = (value: unknown) =>
  typeof value === 'string' && /^(?:[0-9a-z]{1,8}|#[1-9]\d?)$/.test(value) ? value : undefined;

function validate(data: unknown): FamilyAgreement | null {
  if (!isRecord(data)) return null;
  const single = textFields(data, singleFields);
  const children = rows(data.children, withId(['name', 'age'] as const));
  const adoptedRules = rows(data.adoptedRules, ruleRef);
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

export const agreementFormat: ToolFormat<FamilyAgreement> = {
  kind: 'digitalis-tudatossag/csaladi-megallapodas',
  version: 3,
  migrations: {1: fromVersion1, 2: fromVersion2},
  validate,
  empty: () => ({
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

/** Whether the family adopted this rule: by its words, or (an agreement from version 2) by its number. */
export const isRuleAdopted = (adopted: readonly string[], rule: OfferedRule): boolean =>
  adopted.includes(rule.key) || adopted.includes(`#${rule.number}`);

/**
 * The adopted rules after `rule` is ticked (`on`) or unticked: every rule of the page is then kept by its words; a
 * rule no longer on the page stays as it was, so a later page that brings it back shows it adopted.
 */
export function toggleRule(
  adopted: readonly string[],
  rules: readonly OfferedRule[],
  rule: OfferedRule,
  on: boolean,
): string[] {
  const offPage = adopted.filter((ref) => !rules.some((r) => ref === r.key || ref === `#${r.number}`));
  const onPage = rules.filter((r) => (r.key === rule.key ? on : isRuleAdopted(adopted, r))).map((r) => r.key);
  return [...new Set([...offPage, ...onPage])].sort();
}
