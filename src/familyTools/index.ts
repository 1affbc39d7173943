import path from 'node:path';
import type {Plugin, TranslationFile} from '@docusaurus/types';
import agreement from './FamilyAgreement/messages';
import log from './IncidentLog/messages';
import fileBar from './ToolFileBar/messages';

type Messages = Record<string, string>;
type Content = Record<MessageFile, Messages>;
type MessageFile = keyof typeof messageFiles;

// Each tool's words as a translation file of this plugin (`i18n/<locale>/family-tools/<file>.json`, written by
// `npm run docusaurus write-translations`), not in `code.json`: every page loads `code.json` whole with the shell,
// and these are read on two pages only. Each component imports its file's translated messages, so they load with it.
const messageFiles = {
  agreement: {
    defaults: agreement as Messages,
    describe: () =>
      'Családi megállapodás (family agreement) on the family rules page: a form label, button or printed-sheet text',
  },
  log: {
    defaults: log as Messages,
    describe: () =>
      'Esetnapló (incident log) on the screenshot guide: a field label, button, hint or message of the log',
  },
  'file-bar': {
    defaults: fileBar as Messages,
    describe: (key: string) =>
      ({
        file: 'File bar under each family tool (save to file, load from file, start over): a button, question or message',
        corrupt: 'Alert at the top of a family tool when the stored data is damaged',
        newer: 'Alert at the top of a family tool when a later version of the site stored the data',
        notKept:
          'Note (an alert when it appears during the visit) at the top of a family tool when the browser keeps nothing',
        privacy: 'Note at the top of each family tool: where the data is kept and who can see it',
        refusedChange: 'Alert at the top of a family tool when a change was too long to keep',
      })[key.split('.')[0]!],
  },
};

/**
 * The family tools' words (src/familyTools/README.md): their translation files, and `@family-tools/messages/<file>.json`,
 * the translated messages a tool's component imports (`toolMessages.ts`).
 */
export default function familyTools(): Plugin {
  let messagesDir: string | undefined;
  return {
    name: 'family-tools',
    loadContent: async () =>
      Object.fromEntries(Object.entries(messageFiles).map(([file, {defaults}]) => [file, defaults])) as Content,
    getTranslationFiles: async ({content}) =>
      Object.entries(content as Content).map(([file, messages]): TranslationFile => ({
        path: file,
        content: Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [
            key,
            {message, description: messageFiles[file as MessageFile].describe(key)},
          ]),
        ),
      })),
    // Only the keys a tool still has: a translation file can keep a message the code no longer uses.
    translateContent: ({content, translationFiles}) => {
      const translated = {...(content as Content)};
      for (const {path: file, content: messages} of translationFiles) {
        const defaults = (content as Content)[file as MessageFile];
        translated[file as MessageFile] = Object.fromEntries(
          Object.keys(defaults).map((key) => [key, messages[key]?.message ?? defaults[key]!]),
        );
      }
      return translated;
    },
    async contentLoaded({content, actions}) {
      for (const [file, messages] of Object.entries(content as Content)) {
        messagesDir = path.dirname(await actions.createData(`${file}.json`, JSON.stringify(messages)));
      }
    },
    configureWebpack: () => {
      if (!messagesDir) throw new Error('family-tools: the messages were not written');
      return {resolve: {alias: {'@family-tools/messages': messagesDir}}};
    },
  };
}
