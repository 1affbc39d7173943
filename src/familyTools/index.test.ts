import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {TranslationFile} from '@docusaurus/types';
import familyTools from './index';

type Content = Record<string, Record<string, string>>;
const plugin = familyTools();

async function defaults(): Promise<Content> {
  return (await plugin.loadContent!()) as Content;
}

async function translationFiles(): Promise<TranslationFile[]> {
  return plugin.getTranslationFiles!({content: await defaults()});
}

test('each tool’s words are one translation file, every message with a description', async () => {
  const files = await translationFiles();
  assert.deepEqual(files.map((file) => file.path).sort(), ['agreement', 'file-bar', 'log']);
  for (const file of files) {
    assert.ok(Object.keys(file.content).length > 10, file.path);
    for (const [key, {message, description}] of Object.entries(file.content)) {
      assert.ok(message.trim(), `${file.path}: ${key} has a message`);
      assert.ok(description?.trim(), `${file.path}: ${key} has a description`);
    }
  }
});

// The reader's words come from i18n/en/family-tools/*.json: each lists every message, as written in the tools.
test('the committed translation files hold every message of the tools, and nothing else', async () => {
  for (const file of await translationFiles()) {
    const committed = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../i18n/en/family-tools', `${file.path}.json`), 'utf8'),
    ) as TranslationFile['content'];
    assert.deepEqual(Object.keys(committed).sort(), Object.keys(file.content).sort(), file.path);
    for (const [key, {message}] of Object.entries(committed)) {
      assert.equal(message, file.content[key]!.message, `${file.path}: ${key} differs from the tool’s`);
    }
  }
});

test('a translation file overrides a message; a message it lacks keeps the tool’s; one the tool no longer has goes', async () => {
  const content = await defaults();
  const [key] = Object.keys(content.log!);
  const translated = (await plugin.translateContent!({
    content,
    translationFiles: [{path: 'log', content: {[key!]: {message: 'Más szöveg'}, gone: {message: 'Régi'}}}],
  })) as Content;
  assert.equal(translated.log![key!], 'Más szöveg');
  assert.equal(translated.log!.gone, undefined);
  assert.deepEqual(Object.keys(translated.log!), Object.keys(content.log!));
  assert.deepEqual(translated.agreement, content.agreement);
});
