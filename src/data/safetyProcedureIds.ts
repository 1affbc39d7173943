/**
 * The emergency procedures the site has, one id each. Their text is in `safetyProcedures.tsx`, which must define
 * exactly these (a type error otherwise); this list has no JSX so that tests can read it in Node.
 */
export const safetyProcedureIds = [
  'meztelen-kep',
  'bizonyitek',
  'zsarolas',
  'talalkozo',
  'elveszett-telefon',
  'csalas',
  'onsertes',
  'eltunt-gyerek',
  'gyanus-kozeledes',
  'bantalmazas',
  'feltort-fiok',
  'kuldott-kep',
  'jelszavak',
  'elerheto-telefon',
  'korhatar-alatti-fiok',
] as const;

export type SafetyProcedureId = (typeof safetyProcedureIds)[number];
