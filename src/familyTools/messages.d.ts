// The translated messages the family-tools plugin writes (src/familyTools/index.ts), one file per tool.
declare module '@family-tools/messages/*.json' {
  const messages: Record<string, string>;
  export default messages;
}
