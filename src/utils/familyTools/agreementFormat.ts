import {isRecord, rowId, rows, text, textFields, type ToolFormat} from './savedTool';

/** The family agreement on the family rules page (/markdown-page). */
export type FamilyAgreement = {
  children: {id: string; name: string; age: string}[];
  /** Numbers of the page's rules („A mi szabályaink”) the family adopts. */
  adoptedRules: number[];
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

function validate(data: unknown): FamilyAgreement | null {
  if (!isRecord(data)) return null;
  const single = textFields(data, singleFields);
  const children = rows(data.children, withId(['name', 'age'] as const));
  const adoptedRules = rows(data.adoptedRules, ruleNumber);
  const ownRules = rows(data.ownRules, withId(['text'] as const));
  const agreedBy = rows(data.agreedBy, withId(['name', 'date'] as const));
  if (!single || !children || !adoptedRules || !ownRules || !agreedBy) return null;
  return {...single, children, adoptedRules: [...new Set(adoptedRules)].sort((a, b) => a - b), ownRules, agreedBy};
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

export const agreementFormat: ToolFormat<FamilyAgreement> = {
  kind: 'digitalis-tudatossag/csaladi-megallapodas',
  version: 2,
  migrations: {1: fromVersion1},
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
