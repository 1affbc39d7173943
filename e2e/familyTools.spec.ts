// The family tools (issue #21) on the built site: tickable checklists on every guide, the family agreement on the
// family rules page and the incident log on the screenshot guide. Kept only in this browser; nothing typed leaves it.
import {readFileSync} from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {checklistItemKey, checklistStorageKey} from '../src/familyTools/storage/checklistKeys';
import {agreementFormat} from '../src/familyTools/storage/agreementFormat';
import {emptyIncident, incidentLogFormat} from '../src/familyTools/storage/incidentLogFormat';
import {collectScriptBodies, finishTransitions, waitForHydration} from './helpers';
import {horizontalOverflow, wcagViolations} from './pageChecks';

const guide = '/docs/utmutatok/Képernyőfelvételek készítése';
const rulesPage = '/markdown-page';
const logKey = 'digitalis-tudatossag/esetnaplo';
const agreementKey = 'digitalis-tudatossag/csaladi-megallapodas';

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page);
};
const logForm = (page: Page) => page.getByRole('form', {name: 'Esetnapló'});
const agreementForm = (page: Page) => page.getByRole('form', {name: 'Családi megállapodás'});
const field = (scope: Locator, label: string) => scope.getByLabel(label, {exact: true});
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const acceptDialogs = (page: Page) => page.on('dialog', (dialog) => dialog.accept());

async function addEntry(page: Page, what: string, extra: Record<string, string> = {}) {
  const form = logForm(page);
  await field(form, 'Mi történt?').fill(what);
  for (const [label, value] of Object.entries(extra)) await field(form, label).fill(value);
  await form.getByRole('button', {name: 'Bejegyzés hozzáadása'}).click();
}
const entries = (page: Page) => page.getByRole('region', {name: /^Esetnapló: \d+ bejegyzés/}).getByRole('listitem');

async function fillAgreement(page: Page) {
  const form = agreementForm(page);
  await field(form, 'Család neve').fill('Kovács');
  await form.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
  await field(form, '1. gyerek keresztneve').fill('Panni');
  await field(form, '1. gyerek életkora').fill('9');
  await form.getByRole('checkbox', {name: /^12\. A frissítéseket nem halogatjuk/}).check();
  await form.getByRole('button', {name: 'Saját szabály hozzáadása'}).click();
  await field(form, '1. saját szabály').fill('Vacsoránál nincs telefon.');
  await field(form, 'Képernyőmentes idők').fill('este 8 után');
  await field(form, 'Képernyőmentes helyek').fill('hálószoba');
  await field(form, 'Hol töltődnek éjszaka a telefonok?').fill('a konyhapulton');
  await field(form, 'Mi történik, ha valaki megszeg egy szabályt?').fill('Megbeszéljük, mi történt.');
  await field(form, 'Mikor nézzük át újra?').fill('2027-09-01');
  await form.getByRole('button', {name: 'Aláíró hozzáadása'}).click();
  await field(form, '1. aláíró neve').fill('Kovács Éva');
  await field(form, '1. aláíró: dátum').fill('2026-11-24');
}

/** The file „Mentés fájlba” downloads, as text. */
async function saveToFile(page: Page, form: Locator): Promise<{name: string; text: string}> {
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', {name: 'Mentés fájlba'}).click();
  const download = await downloading;
  return {name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8')};
}

/** What the browser prints, as an A4 PDF: its number of pages and its text, as a reader would see them on paper. */
async function printed(page: Page): Promise<{pages: number; text: string}> {
  // page.pdf() prints with the media emulated last: a test that emulated the screen would get the screen's layout.
  await page.emulateMedia({media: 'print'});
  // The text first: printing fires `afterprint`, which ends the log's printing alone.
  const text = await page.evaluate(() => document.body.innerText);
  const pdf = (await page.pdf({format: 'A4', printBackground: true})).toString('latin1');
  const pages = (pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  await page.emulateMedia({media: null});
  return {pages, text};
}

async function loadFile(page: Page, form: Locator, name: string, content: string | Buffer) {
  const choosing = page.waitForEvent('filechooser');
  await form.getByRole('button', {name: 'Betöltés fájlból'}).click();
  const chooser = await choosing;
  await chooser.setFiles({name, mimeType: 'application/json', buffer: Buffer.from(content)});
}

test.describe('tickable checklists', () => {
  test('every checklist item is an enabled checkbox in its item; ticks count, survive a reload, and reset', async ({
    page,
  }) => {
    await open(page, guide);
    const list = page.locator('ul.contains-task-list').last();
    const boxes = list.locator(':scope > li.task-list-item > input[type="checkbox"]');
    const total = await boxes.count();
    expect(total).toBe(7);
    for (const box of await boxes.all()) await expect(box).toBeEnabled();
    const status = page.getByRole('status').filter({hasText: 'kész'}).last();
    await expect(status).toHaveText(`0 / ${total} kész`);

    await boxes.nth(0).check();
    await boxes.nth(2).press('Space'); // keyboard
    await expect(status).toHaveText(`2 / ${total} kész`);
    await page.reload();
    await waitForHydration(page);
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(2)).toBeChecked();
    await expect(boxes.nth(1)).not.toBeChecked();
    await expect(status).toHaveText(`2 / ${total} kész`);

    // Printed as ticked, without the reset button.
    await page.emulateMedia({media: 'print'});
    await expect(boxes.nth(0)).toBeChecked();
    await expect(page.getByRole('button', {name: 'Pipák törlése'}).last()).toBeHidden();
    await page.emulateMedia({media: 'screen'});

    // Asked first, as the tools' „Újrakezdés” (usability round 27): declined, the ticks stay.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', {name: 'Pipák törlése'}).last().click();
    await expect.poll(() => questions).toEqual(['Törlöd a pipákat?']);
    await expect(status).toHaveText(`2 / ${total} kész`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', {name: 'Pipák törlése'}).last().click();
    await expect(status).toHaveText(`0 / ${total} kész`);
    await page.reload();
    await waitForHydration(page);
    await expect(boxes.nth(0)).not.toBeChecked();
  });

  test('a tick belongs to its page and its words: a reworded item starts unticked', async ({page}) => {
    await open(page, guide);
    const item = page.locator('li.task-list-item').filter({hasText: 'Tudom, kihez fordulok.'});
    const key = checklistStorageKey(new URL(page.url()).pathname);
    await page.evaluate(
      ([storageKey, ticked]) => window.localStorage.setItem(storageKey, JSON.stringify({version: 1, ticked})),
      [key, [checklistItemKey('Tudom, kihez fordulok.'), checklistItemKey('Egy régi, átírt pont szövege.')]] as const,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(item.getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('status').filter({hasText: 'kész'}).last()).toHaveText('1 / 7 kész');
    // The same item on another page is not ticked.
    await open(page, '/docs/kozossegi media/cyberbullying');
    await expect(page.locator('li.task-list-item input:checked')).toHaveCount(0);
  });

  test('unreadable stored ticks: the list says so, starts empty, and ticking works', async ({page}) => {
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '{"version":1,"ticked":'),
      checklistStorageKey(guide),
    );
    await open(page, guide);
    const status = page.getByRole('status').filter({hasText: 'kész'}).last();
    await expect(status).toContainText('nem tudtuk beolvasni');
    await page.locator('ul.contains-task-list').last().getByRole('checkbox').first().check();
    await expect(status).toHaveText('1 / 7 kész');
  });

  test('only pages with a checklist load its code', async ({page}) => {
    const marker = 'digitalis-tudatossag/pipak';
    let scripts = collectScriptBodies(page);
    await open(page, '/docs/Bevezető');
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    expect(scripts.filter((body) => body.includes(marker))).toHaveLength(0);
    for (const tool of [agreementKey, logKey]) expect(scripts.filter((body) => body.includes(tool))).toHaveLength(0);

    const fresh = await page.context().newPage();
    scripts = collectScriptBodies(fresh);
    await open(fresh, guide);
    expect(scripts.filter((body) => body.includes(marker)).length).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the checklist reads as before, and the rules page shows its rules with no form', async ({page}) => {
    await page.goto(guide);
    const boxes = page.locator('li.task-list-item > input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThan(5);
    await expect(boxes.first()).toBeDisabled();
    await expect(boxes.first()).toHaveAttribute('aria-label', /meztelen képekre vonatkozó szabályt/);
    await expect(page.getByRole('form')).toHaveCount(0);

    await page.goto(rulesPage);
    await expect(page.locator('article ol > li')).toHaveCount(14);
    await expect(page.getByRole('form')).toHaveCount(0);
  });
});

// Usability round 11's two entries, as the tester's browser stored them: a log that almost fills one A4 sheet.
const roundElevenEntry = {
  platform: 'Messenger, „6.b osztály” csoport',
  screenshotPlace: 'Telefon / Fotók / Esetnapló mappa',
};
const roundElevenLog = {
  kind: incidentLogFormat.kind,
  version: 3,
  data: {
    about: {
      child: 'Kiss Lili',
      school: '6.b, Petőfi Sándor Általános Iskola',
      author: 'Kiss Mária (anya)',
      contact: '+36 30 123 4567',
    },
    entries: [
      {
        ...roundElevenEntry,
        id: 'elso',
        date: '2026-11-20',
        time: '19:42',
        what: 'Bence azt írta: „senki se álljon vele szóba holnap”. Hárman lájkolták. Lili sírva mutatta meg.',
        account: 'Bence K. (facebook.com/bence.k.123)',
      },
      {
        ...roundElevenEntry,
        id: 'masodik',
        date: '2026-11-22',
        time: '21:10',
        what: 'Kirakták Lili fotóját egy csúfolódó felirattal („a bálna”). 12 reakció, köztük nevető emojik.',
        account: 'Ismeretlen fiók: „6b_titkos”',
      },
    ],
  },
};

test.describe('incident log', () => {
  test('shows the shared nude-image rule and the 30-day link, and takes text only', async ({page}) => {
    await open(page, guide);
    const form = logForm(page);
    await expect(form.locator('[data-procedure="meztelen-kep"] [data-safety-rule="meztelen-kep"]')).toBeVisible();
    // The 30 days as the cyberbullying guide words them: from the day the parent learns who did it.
    await expect(form).toContainText(
      'Ha erőszakkal fenyegetik a gyereket, vagy rendszeresen vagy tartósan bántják (zaklatás, Btk. 222. §), 30 napod van a magánindítványra attól kezdve, hogy megtudtad, ki az elkövető.',
    );
    await expect(form.getByRole('link', {name: 'Feljelentés és magánindítvány', exact: true})).toHaveAttribute(
      'href',
      '/docs/kozossegi media/cyberbullying#feljelentes',
    );
    // The day the deadline runs from is recorded, and its 30th day shown, in the Hungarian date form.
    await expect(form).not.toContainText('A 30. nap:');
    await field(form, 'Mikor tudtad meg, ki az elkövető?').fill('2026-11-27');
    // The date ends the sentence with its own full stop („december 27. Ne várj”, not „27.. Ne”).
    await expect(form).toContainText('A 30. nap: 2026. december 27. Ne várj');
    // The privacy note says where the text stays in plain words, without the browser's jargon.
    await expect(form).toContainText('Amit ide írsz, csak ebben a böngészőben marad meg.');
    await expect(form).not.toContainText('localStorage');
    // The screenshot field's hint: of a nude or sexual image there is no screenshot, only where it was seen.
    await expect(field(form, 'Hol van a képernyőkép?')).toHaveAccessibleDescription(
      /Meztelen vagy szexuális képről ne legyen képernyőkép: arról csak azt írd le, hol láttad\./,
    );
    // The only file input is „Betöltés fájlból”, for the log's own JSON file: no picture, no other file.
    const files = page.locator('input[type="file"]');
    await expect(files).toHaveCount(1);
    await expect(files).toHaveAttribute('accept', '.json,application/json');
    await expect(form.locator('img, video, canvas')).toHaveCount(0);
  });

  test('entries are added, listed, edited and deleted, and kept', async ({page}) => {
    acceptDialogs(page);
    await open(page, guide);
    const form = logForm(page);
    await form.getByRole('button', {name: 'Bejegyzés hozzáadása'}).click();
    await expect(field(form, 'Mi történt?')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Mi történt?')).toBeFocused();
    await expect(entries(page)).toHaveCount(0);

    await addEntry(page, 'Csúfoló kommentek a videója alatt', {
      Dátum: '2026-11-20',
      Időpont: '18:30',
      'Hol történt (alkalmazás, oldal)?': 'TikTok',
      'A másik fiók neve vagy linkje': '@minta_fiok',
      'Hol van a képernyőkép?': 'Bizonyítékok mappa',
      'Iskola: mikor?': '2026-11-21',
      'Rendőrség: ügyszám': '01000/123/2026',
    });
    await addEntry(page, 'Fenyegető üzenet');
    await expect(entries(page)).toHaveCount(2);
    await expect(entries(page).first()).toContainText('2026. november 20.');
    await expect(entries(page).first()).toContainText('01000/123/2026');
    await expect(field(form, 'Mi történt?')).toHaveValue('');

    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await expect(field(form, 'Mi történt?')).toHaveValue('Csúfoló kommentek a videója alatt');
    await field(form, 'Mi történt?').fill('Csúfoló kommentek, három napon át');
    await form.getByRole('button', {name: 'Módosítás mentése'}).click();
    await expect(entries(page)).toHaveCount(2);
    await expect(entries(page).first()).toContainText('három napon át');

    await page.getByRole('button', {name: 'Törlés (2. bejegyzés)'}).click();
    await expect(entries(page)).toHaveCount(1);
    // The focus stays in the list: on the entry before the deleted one, then on the heading when none is left.
    await expect(page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'})).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('három napon át');
  });

  test('the log reads as a timeline: an earlier incident added later is listed, numbered and edited in its place', async ({
    page,
  }) => {
    // Usability round 16: an entry of 18 November added third was listed third, after 20 and 22 November.
    acceptDialogs(page);
    await open(page, guide);
    await addEntry(page, 'Második eset', {Dátum: '2026-11-20'});
    await addEntry(page, 'Harmadik eset', {Dátum: '2026-11-22'});
    await addEntry(page, 'Dátum nélküli eset');
    await addEntry(page, 'Első eset', {Dátum: '2026-11-18', Időpont: '07:45'});
    const order = async () =>
      (await entries(page).allTextContents()).map(
        (text) => /(Első|Második|Harmadik|nélküli) eset/.exec(text)?.[1] ?? text,
      );
    expect(await order()).toEqual(['Első', 'Második', 'Harmadik', 'nélküli']);
    await expect(entries(page).first()).toContainText('1. bejegyzés');
    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await expect(field(logForm(page), 'Mi történt?')).toHaveValue('Első eset');
    await page.reload();
    await waitForHydration(page);
    expect(await order()).toEqual(['Első', 'Második', 'Harmadik', 'nélküli']);
  });

  test('edit mode says which entry is edited, above its fields; „Törlés” looks destructive in both themes', async ({
    page,
  }) => {
    await open(page, guide);
    const form = logForm(page);
    await addEntry(page, 'Első eset');
    await addEntry(page, 'Második eset');
    const notice = form.locator('[data-editing-entry]');
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', {name: 'Szerkesztés (2. bejegyzés)'}).click();
    await expect(notice).toHaveText(/^Szerkesztés alatt: 2\. bejegyzés\./);
    await expect(notice).toBeInViewport();
    await expect(field(form, 'Mi történt?')).toBeFocused();
    await expect(field(form, 'Mi történt?')).toBeInViewport();
    // Heard as well as seen: the notice appears inside a live region, before the fields it is about.
    await expect(notice.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    const before = await notice.evaluate(
      (el, what) => Boolean(el.compareDocumentPosition(what!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await field(form, 'Mi történt?').elementHandle(),
    );
    expect(before).toBe(true);
    await form.getByRole('button', {name: 'Mégse'}).click();
    await expect(notice).toHaveCount(0);

    const look = (name: string) =>
      page.getByRole('button', {name}).evaluate((button) => {
        const style = getComputedStyle(button);
        return {color: style.color, border: style.borderTopColor, background: style.backgroundColor};
      });
    const reddish = (color: string) => {
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      return r > g + 80 && r > b + 80;
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await finishTransitions(page);
      const edit = await look('Szerkesztés (1. bejegyzés)');
      const remove = await look('Törlés (1. bejegyzés)');
      expect(remove, colorScheme).not.toEqual(edit);
      expect(reddish(remove.color) && reddish(remove.border), `${colorScheme}: ${JSON.stringify(remove)}`).toBe(true);
    }
  });

  test('a pasted text over 5,000 characters cannot make the log unreadable: entries survive a reload', async ({
    page,
  }) => {
    await open(page, guide);
    await addEntry(page, 'Marad a bejegyzés');
    const form = logForm(page);
    await field(form, 'Mi történt?').fill('x'.repeat(5001));
    await expect(field(form, 'Mi történt?')).toHaveValue('x'.repeat(5000));
    await expect(form.locator('input:not([type="file"]), textarea')).toHaveCount(
      await form.locator('[maxlength="5000"][autocomplete="off"]').count(),
    );
    // Even past the field's limit (a script, an old browser), a value reading would refuse is not stored.
    await field(form, 'Hol történt (alkalmazás, oldal)?').evaluate((input) => input.removeAttribute('maxlength'));
    await field(form, 'Hol történt (alkalmazás, oldal)?').fill('y'.repeat(5001));
    await expect(form.getByRole('alert').filter({hasText: 'legfeljebb 5000 karakter'})).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('alert').filter({hasText: /\S/})).toHaveCount(0);
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('Marad a bejegyzés');
    await expect(field(form, 'Mi történt?')).toHaveValue('x'.repeat(5000));
  });

  test('the keyboard alone adds an entry', async ({page}) => {
    await open(page, guide);
    await field(logForm(page), 'Mi történt?').focus();
    await page.keyboard.type('Kiközösítő csoport');
    let reached = false;
    for (let i = 0; i < 20 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent === 'Bejegyzés hozzáadása');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(entries(page)).toHaveCount(1);
  });

  test('on a phone the entry just added is one tap away, and the guide says where the log’s print button is', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, guide);
    // The browser's own print prints the guide (it is one); the log's hand-over sheet has its own button, named here.
    await expect(page.locator('#esetnaplo + p')).toContainText(
      /Az első bejegyzés után a bejegyzések fölött megjelenik az „Esetnapló nyomtatása” gomb: ezzel csak a naplót nyomtatod ki/,
    );
    // As the guide says: no button before the first entry, one after it.
    const printButton = page.getByRole('button', {name: 'Esetnapló nyomtatása'});
    await expect(printButton).toHaveCount(0);
    await addEntry(page, 'Első eset');
    await expect(printButton).toHaveCount(1);
    await addEntry(page, 'Második eset', {'Hol történt (alkalmazás, oldal)?': 'Messenger'});
    const form = logForm(page);
    const added = entries(page).last();
    await expect(added).not.toBeInViewport(); // below the form's fields
    await expect(form.getByRole('button', {name: 'Bejegyzés hozzáadása'})).toBeFocused(); // ready for the next one
    const status = form.getByRole('status').filter({hasText: 'Hozzáadtuk a bejegyzést.'});
    await status.getByRole('link', {name: 'Nézd meg a listában'}).click();
    await expect(added).toContainText('Második eset');
    await expect(added).toBeInViewport();
    await expect(added).toBeFocused();
    // After an edit, the same way to the entry saved.
    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await field(form, 'Mi történt?').fill('Első eset, kiegészítve');
    await form.getByRole('button', {name: 'Módosítás mentése'}).click();
    await form.getByRole('status').getByRole('link', {name: 'Nézd meg a listában'}).click();
    await expect(entries(page).first()).toBeFocused();
    await expect(entries(page).first()).toBeInViewport();
  });

  test('save to file, start over, load the file: the same entries', async ({page}) => {
    acceptDialogs(page);
    await open(page, guide);
    await addEntry(page, 'Zaklató üzenetek', {'Internet Hotline: azonosító (ha kaptál)': 'IH-2026-77'});
    const form = logForm(page);
    const file = await saveToFile(page, form);
    expect(file.name).toMatch(/^esetnaplo-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(file.text)).toMatchObject({kind: incidentLogFormat.kind, version: 3});

    await form.getByRole('button', {name: 'Újrakezdés'}).click();
    await expect(entries(page)).toHaveCount(0);
    expect(await stored(page, logKey)).toBeNull();

    await loadFile(page, form, file.name, file.text);
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('IH-2026-77');
    await expect(form.getByRole('status').filter({hasText: 'Betöltöttük'})).toBeVisible();
  });

  test('editing over a half-written entry asks first, naming the entry without a wrong article', async ({page}) => {
    await open(page, guide);
    await addEntry(page, 'Első eset');
    await field(logForm(page), 'Mi történt?').fill('Félig megírt');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await expect.poll(() => asked.length).toBe(1);
    // R25: „a 1. bejegyzést” (Hungarian says „az 1.”, „a 2.”): the number stands where no article depends on it.
    expect(asked[0]).toContain('ezt a bejegyzést (1.)');
    await expect(field(logForm(page), 'Mi történt?')).toHaveValue('Félig megírt');
  });

  test('„Újrakezdés” asks first: dismissed, nothing is cleared', async ({page}) => {
    await open(page, guide);
    await addEntry(page, 'Megmarad');
    page.once('dialog', (dialog) => dialog.dismiss());
    await logForm(page).getByRole('button', {name: 'Újrakezdés'}).click();
    await expect(entries(page)).toHaveCount(1);
  });

  test('wrong, foreign, truncated and oversized files are refused in an alert, and nothing is overwritten', async ({
    page,
  }) => {
    await open(page, guide);
    await addEntry(page, 'Eredeti bejegyzés');
    const form = logForm(page);
    const good = (await saveToFile(page, form)).text;
    const agreementFile = JSON.stringify({kind: agreementFormat.kind, version: 2, data: agreementFormat.empty()});
    const cases: [string, string | Buffer, RegExp][] = [
      ['kep.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), /nem olvasható/],
      ['megallapodas.json', agreementFile, /nem ennek az eszköznek a mentése/],
      ['csonka.json', good.slice(0, Math.floor(good.length / 2)), /nem olvasható/],
      ['idegen.json', '{"name":"valami","items":[1,2]}', /nem ennek az eszköznek/],
      ['atirt.json', JSON.stringify({kind: incidentLogFormat.kind, version: 2, data: {entries: 'x'}}), /sérült/],
      ['nagy.json', `{"kind":"${incidentLogFormat.kind}","pad":"${'x'.repeat(1024 * 1024)}"}`, /1 MB/],
    ];
    const alert = form.getByRole('alert').filter({hasText: 'nem töltöttük be'});
    for (const [name, content, message] of cases) {
      await loadFile(page, form, name, content);
      await expect(alert, name).toHaveText(message);
      await expect(alert).toContainText('Amit eddig kitöltöttél, nem változott.');
      await expect(entries(page)).toHaveCount(1);
      await expect(entries(page).first()).toContainText('Eredeti bejegyzés');
    }
    expect(await stored(page, logKey)).toContain('Eredeti bejegyzés');
  });

  test('an older stored version is read', async ({page}) => {
    const v1 = {
      kind: incidentLogFormat.kind,
      version: 1,
      data: {entries: [{id: 'regi1', date: '2026-10-01', what: 'Régi bejegyzés', told: 'osztályfőnök, október 2.'}]},
    };
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [logKey, JSON.stringify(v1)]);
    await open(page, guide);
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('Régi bejegyzés');
    await expect(entries(page).first()).toContainText('osztályfőnök, október 2.');
  });

  test('a corrupt stored log: a Hungarian message, the old value kept until „Újrakezdés”, the page still works', async ({
    page,
  }) => {
    acceptDialogs(page);
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '{"kind":"digitalis-tudatossag/esetnaplo","vers'),
      logKey,
    );
    await open(page, guide);
    const form = logForm(page);
    await expect(form.getByRole('alert').filter({hasText: 'nem tudtuk beolvasni'})).toContainText(
      /„Mentés fájlba”.*„Újrakezdés”/,
    );
    await addEntry(page, 'Ideiglenes');
    await expect(entries(page)).toHaveCount(1);
    expect(await stored(page, logKey)).toBe('{"kind":"digitalis-tudatossag/esetnaplo","vers');
    // „Mentés fájlba” keeps what is stored, as it is, for the parent to keep before starting over.
    expect((await saveToFile(page, form)).text).toBe('{"kind":"digitalis-tudatossag/esetnaplo","vers');
    // The rest of the page: the checklist still ticks.
    await page.locator('ul.contains-task-list').last().getByRole('checkbox').first().check();
    await expect(page.getByRole('status').filter({hasText: 'kész'}).last()).toHaveText('1 / 7 kész');

    // Loading a file over it asks first; dismissed, the stored value stays.
    const goodFile = JSON.stringify({kind: incidentLogFormat.kind, version: 2, data: incidentLogFormat.empty()});
    const asked: string[] = [];
    page.removeAllListeners('dialog');
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await loadFile(page, form, 'esetnaplo.json', goodFile);
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('nem olvasható adatok helyére');
    expect(await stored(page, logKey)).toBe('{"kind":"digitalis-tudatossag/esetnaplo","vers');
    acceptDialogs(page);

    await form.getByRole('button', {name: 'Újrakezdés'}).click();
    await expect(form.getByRole('alert').filter({hasText: 'nem tudtuk beolvasni'})).toHaveCount(0);
    await addEntry(page, 'Új kezdet');
    expect(await stored(page, logKey)).toContain('Új kezdet');
  });

  for (const kind of ['unavailable', 'full'] as const) {
    test(`storage ${kind}: the log works for the visit and says nothing will be kept`, async ({page}) => {
      await page.addInitScript((how) => {
        if (how === 'unavailable') {
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('Blocked', 'SecurityError');
            },
          });
        } else {
          Storage.prototype.setItem = () => {
            throw new DOMException('Full', 'QuotaExceededError');
          };
        }
      }, kind);
      await open(page, guide);
      await addEntry(page, 'Csak erre a látogatásra');
      await expect(entries(page)).toHaveCount(1);
      await expect(logForm(page)).toContainText('Ez a böngésző most semmit nem őriz meg');
      await page.locator('ul.contains-task-list').last().getByRole('checkbox').first().check();
      await expect(page.getByRole('status').filter({hasText: 'kész'}).last()).toContainText('csak erre a látogatásra');
    });
  }

  test('storage lost during the visit is announced in an alert', async ({page}) => {
    await open(page, guide);
    await addEntry(page, 'Még megmarad');
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Full', 'QuotaExceededError');
      };
    });
    await addEntry(page, 'Ez már nem');
    await expect(logForm(page).getByRole('alert').filter({hasText: 'semmit nem őriz meg'})).toBeVisible();
    await expect(entries(page)).toHaveCount(2);
  });

  test('two tabs: what one adds, types or edits shows in the other, and an edit of a deleted entry is not lost', async ({
    page,
    context,
  }) => {
    acceptDialogs(page);
    await open(page, guide);
    const other = await context.newPage();
    acceptDialogs(other);
    await open(other, guide);
    await addEntry(page, 'Az első lapon írtam');
    await expect(entries(other)).toHaveCount(1);
    await field(logForm(other), 'Hol történt (alkalmazás, oldal)?').fill('Discord');
    await expect(field(logForm(page), 'Hol történt (alkalmazás, oldal)?')).toHaveValue('Discord');
    await addEntry(page, 'Második bejegyzés');
    await expect(entries(other)).toHaveCount(2);
    await expect(entries(other).last()).toContainText('Discord');

    // Which entry is being edited is shared with the draft: the other tab saves the edit, not a new entry.
    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await expect(logForm(other).getByRole('button', {name: 'Módosítás mentése'})).toBeVisible();
    await field(logForm(other), 'Mi történt?').fill('A másik lapon javítottam');
    await logForm(other).getByRole('button', {name: 'Módosítás mentése'}).click();
    await expect(entries(page)).toHaveCount(2);
    await expect(entries(page).first()).toContainText('A másik lapon javítottam');

    // An entry deleted in one tab while the other edits it: the edit stays in the form, and an alert says why.
    await other.getByRole('button', {name: 'Szerkesztés (2. bejegyzés)'}).click();
    await field(logForm(other), 'Mi történt?').fill('Ez a javítás nem veszhet el');
    await page.getByRole('button', {name: 'Törlés (2. bejegyzés)'}).click();
    await expect(entries(other)).toHaveCount(1);
    await logForm(other).getByRole('button', {name: 'Módosítás mentése'}).click();
    await expect(logForm(other).getByRole('alert').filter({hasText: 'közben törölték'})).toBeVisible();
    await expect(logForm(other).getByRole('status').filter({hasText: 'Elmentettük'})).toHaveCount(0);
    await expect(field(logForm(other), 'Mi történt?')).toHaveValue('Ez a javítás nem veszhet el');
    await logForm(other).getByRole('button', {name: 'Bejegyzés hozzáadása'}).click();
    await expect(entries(page)).toHaveCount(2);
    await expect(entries(page).last()).toContainText('Ez a javítás nem veszhet el');
  });

  test('„Szerkesztés” asks before it replaces a half-written entry; loading a file ends an edit', async ({page}) => {
    await open(page, guide);
    await addEntry(page, 'Kész bejegyzés');
    const form = logForm(page);
    const file = await saveToFile(page, form);
    await field(form, 'Mi történt?').fill('Félig megírt');
    page.once('dialog', (dialog) => dialog.dismiss());
    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await expect(field(form, 'Mi történt?')).toHaveValue('Félig megírt');
    await expect(form.getByRole('button', {name: 'Bejegyzés hozzáadása'})).toBeVisible();

    page.on('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
    await expect(field(form, 'Mi történt?')).toHaveValue('Kész bejegyzés');
    await expect(form.getByRole('button', {name: 'Módosítás mentése'})).toBeVisible();
    await loadFile(page, form, file.name, file.text);
    await expect(form.getByRole('button', {name: 'Bejegyzés hozzáadása'})).toBeVisible();
    expect(JSON.parse((await stored(page, logKey))!).data.editing).toBeNull();
  });

  test('prints as a hand-over sheet: the entries, no form and no buttons; its own button prints it alone', async ({
    page,
  }) => {
    await open(page, guide);
    await addEntry(page, 'Nyomtatandó eset', {'Rendőrség: ügyszám': 'R-55'});
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as {printedAlone: boolean}).printedAlone =
          document.querySelector('[data-print-only]') !== null;
        window.dispatchEvent(new Event('afterprint')); // as the browser does when the dialog closes
      };
    });
    await page.getByRole('button', {name: 'Esetnapló nyomtatása'}).click();
    expect(await page.evaluate(() => (window as unknown as {printedAlone: boolean}).printedAlone)).toBe(true);
    await expect(page.locator('[data-print-only]')).toHaveCount(0);

    await page.emulateMedia({media: 'print'});
    await expect(entries(page).first()).toContainText('Nyomtatandó eset');
    await expect(entries(page).first()).toContainText('R-55');
    await expect(logForm(page)).toBeHidden();
    const visibleButtons = page.locator('article button:visible');
    await expect(visibleButtons).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible(); // Ctrl+P prints the guide with the log in it
    // The floating „back to top” button shows once the reader has scrolled down; on paper it does not.
    await page.emulateMedia({media: 'screen'});
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, -300);
    const backToTop = page.getByRole('button', {name: 'Vissza az oldal tetejére'});
    await expect(backToTop).toBeVisible();
    await page.emulateMedia({media: 'print'});
    // Read at once: the layout change of print fires a scroll, after which the theme hides the button by itself.
    // (By its theme class: a button with display: none has no role to find it by.)
    const display = page.locator('.theme-back-to-top-button').evaluate((button) => getComputedStyle(button).display);
    expect(await display).toBe('none');

    await entries(page)
      .first()
      .evaluate((li) => li.closest('[class*="log"]')!.setAttribute('data-print-only', ''));
    await expect(page.locator('article h1')).toBeHidden();
    await expect(entries(page).first()).toBeVisible();
    // A hand-over sheet for a school or the police: the guide's help sections are not part of it.
    await expect(page.locator('#ha-baj-van')).toBeHidden();
    await expect(page.locator('#ha-baj-van + ul')).toBeHidden();
    await expect(page.locator('#segitseg')).toBeHidden();
  });

  test('an entry without „Mi történt?” is not added, and the field says why', async ({page}) => {
    await open(page, guide);
    const form = logForm(page);
    await form.getByRole('button', {name: 'Bejegyzés hozzáadása'}).click();
    const what = field(form, 'Mi történt?');
    await expect(what).toBeFocused();
    await expect(what).toHaveAttribute('aria-invalid', 'true');
    await expect(what).toHaveAccessibleDescription(/Írd le röviden, mi történt\./);
    await expect(form.getByText('Írd le röviden, mi történt.')).toBeInViewport();
    await expect(entries(page)).toHaveCount(0);
  });

  test('the printed hand-over sheet names the child, the school and its author, and has no empty labels', async ({
    page,
  }) => {
    await open(page, guide);
    const form = logForm(page);
    // What is filled in once stands apart from what each entry saves.
    const newEntry = form.getByRole('group', {name: 'Új bejegyzés'});
    await expect(field(newEntry, 'Mi történt?')).toBeVisible();
    await expect(field(newEntry, 'Iskola: mikor?')).toBeVisible();
    await expect(field(newEntry, 'A gyerek neve')).toHaveCount(0);
    await field(form, 'A gyerek neve').fill('Kovács Panni');
    await field(form, 'Osztály és iskola').fill('7.b, Petőfi Sándor Általános Iskola');
    await field(form, 'Ki vezeti a naplót?').fill('Kovács Éva');
    await field(form, 'Elérhetősége (telefon vagy e-mail)').fill('06 30 123 4567');
    await field(form, 'Mikor tudtad meg, ki az elkövető?').fill('2026-11-21');
    await addEntry(page, 'Csúfoló üzenetek az osztálycsoportban', {
      Dátum: '2026-11-20',
      'Hol történt (alkalmazás, oldal)?': 'Messenger',
      'Iskola: mikor?': '2026-11-21',
    });
    await addEntry(page, 'Kizárták egy új csoportból');
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', {name: 'Esetnapló nyomtatása'}).click();

    const sheet = await printed(page);
    expect(sheet.pages).toBe(1);
    for (const value of [
      'Kiről szól',
      'Kovács Panni, 7.b, Petőfi Sándor Általános Iskola',
      'Összeállította',
      'Kovács Éva, 06 30 123 4567',
      'a magánindítvány 30. napja: 2026. december 21.',
      'Nyomtatva',
      'Csúfoló üzenetek az osztálycsoportban',
      'Az iskolának szóltunk',
      // The hand-over lines (usability round 9): to whom, when, signed.
      'Átvevő (iskola vagy rendőrség, név)',
      'Az átadás napja',
      'Aláírás',
      // Numbered entries, and where the form came from (the site's name and address, from its config).
      '1. bejegyzés',
      '2. bejegyzés',
      'Az űrlap helye',
    ]) {
      expect(sheet.text).toContain(value);
    }
    expect(sheet.text).toMatch(/Digitális tudatosság, [\w.-]+\.\w+/); // the deployment's own address
    // Every printed label (a colon follows it) is a statement, not a question („?:”), and has a value after it.
    await page.emulateMedia({media: 'print'});
    const labels = await page
      .getByRole('region', {name: /^Esetnapló: \d+ bejegyzés/})
      .locator('dt')
      .evaluateAll((dts) =>
        dts
          .filter((dt) => dt.checkVisibility())
          .map((dt) => ({label: dt.textContent ?? '', value: dt.nextElementSibling?.textContent?.trim() ?? ''})),
      );
    await page.emulateMedia({media: 'screen'});
    expect(labels.length).toBeGreaterThan(8);
    for (const {label, value} of labels) {
      expect(label, label).not.toMatch(/\?\s*$/);
      expect(value, label).not.toBe('');
    }
    expect(labels.map(({label}) => label)).not.toContain('Rendőrségi ügyszám'); // not filled in: not printed
    // Usability round 10: with two longer entries „Aláírás” alone went to page 2 of the A4 sheet (checked with
    // pdftotext). The hand-over lines now print in one block that the printer may not break, with the last entry.
    await page.emulateMedia({media: 'print'});
    const signedWith = await page.getByText('Aláírás:', {exact: true}).evaluate((line) => {
      for (let block = line.parentElement; block; block = block.parentElement) {
        if (getComputedStyle(block).breakInside === 'avoid') return block.textContent ?? '';
      }
      return '';
    });
    await page.emulateMedia({media: 'screen'});
    expect(signedWith).toContain('Átvevő (iskola vagy rendőrség, név)');
    expect(signedWith).toContain('2. bejegyzés');
    // Nothing that belongs to the parent's help, not to the hand-over: no blackmail advice, no help lines.
    expect(sheet.text).not.toMatch(/zsarol/i);
    expect(sheet.text).not.toContain('Ha most történt baj');
    expect(sheet.text).not.toContain('112');
  });

  test('a log that almost fills the sheet prints on one A4 page, with no blank page after it', async ({page}) => {
    // They printed a second page with nothing on it but „2 / 2”: the 2rem the page column keeps below its content.
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [logKey, JSON.stringify(roundElevenLog)],
    );
    await open(page, guide);
    await expect(entries(page)).toHaveCount(2);
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', {name: 'Esetnapló nyomtatása'}).click();
    const sheet = await printed(page);
    expect(sheet.text).toContain('Aláírás');
    expect(sheet.pages).toBe(1);
  });

  test('printed from dark mode, the sheet and a guide are dark text on white paper', async ({page}) => {
    // Reduced motion: Infima's links fade to a new colour, and a colour read mid-fade is neither mode's.
    await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [logKey, JSON.stringify(roundElevenLog)],
    );
    await open(page, guide);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Relative luminance (WCAG) of the colours a printer gets: the paper behind the text, the text, a link.
    const inks = () =>
      page.evaluate(() => {
        const luminance = (color: string) => {
          const [r, g, b, alpha = 1] = color.match(/[\d.]+/g)!.map(Number);
          if (alpha === 0) return 1; // transparent: the white paper shows
          const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
          return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        };
        const ink = (selector: string) => {
          const element = [...document.querySelectorAll(selector)].find((e) => e.checkVisibility());
          return element ? luminance(getComputedStyle(element).color) : undefined;
        };
        const paper = (element: Element) => luminance(getComputedStyle(element).backgroundColor);
        return {
          paper: Math.min(paper(document.documentElement), paper(document.body)),
          text: ink('article h1, article h3'),
          link: ink('.markdown p > a[href]'),
        };
      });
    await page.emulateMedia({media: 'print'});
    const guidePrinted = await inks();
    await page.emulateMedia({media: 'screen'});
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', {name: 'Esetnapló nyomtatása'}).click();
    await page.emulateMedia({media: 'print'});
    const logPrinted = await inks();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark'); // still dark: the print is what changed
    expect(guidePrinted.link).toBeDefined(); // the guide's text has links; the log's sheet may have none
    for (const [what, {paper, text, link}] of Object.entries({guide: guidePrinted, log: logPrinted})) {
      expect(paper, what).toBeGreaterThan(0.9);
      // Contrast with the paper at least 4.5:1 (WCAG AA): (paper + 0.05) / (ink + 0.05).
      for (const ink of [text, link ?? 0]) expect((paper + 0.05) / (ink! + 0.05), what).toBeGreaterThanOrEqual(4.5);
      expect(text, what).toBeDefined();
    }
  });
});

test.describe('family agreement', () => {
  test('on a phone the form starts on the first screen, and every link to the agreement lands at it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, rulesPage);
    // The rules' full text comes after the form (the form shows each rule's bold sentence), not before it.
    const top = await agreementForm(page).evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(844);
    const formFirst = await agreementForm(page).evaluate((form) =>
      Boolean(
        form.compareDocumentPosition(document.getElementById('mindenkire-ervenyes')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    );
    expect(formFirst).toBe(true);

    // The home page's „Hol kezdd?”, the phone guide's agreement section and the navbar's „Családi eszközök” menu.
    await expect(
      page
        .locator('.navbar .dropdown__link')
        .filter({hasText: /^Családi megállapodás$/})
        .first(),
    ).toHaveAttribute('href', '/markdown-page#megallapodas');
    for (const [from, link] of [
      ['/', /^Családi netbiztonsági alapszabályok és megállapodás/],
      ['/docs/utmutatok/jookostelefon', /^kitölthető családi megállapodást$/],
    ] as const) {
      await open(page, from);
      await page.getByRole('link', {name: link}).click();
      await expect(page).toHaveURL(/\/markdown-page#megallapodas$/);
      await waitForHydration(page);
      await expect(agreementForm(page), from).toBeInViewport();
    }
  });

  test('filled in, the browser’s own print gives the sheet too, as the page says where it says it prints', async ({
    page,
  }) => {
    await open(page, rulesPage);
    // Where the reader reads that the page prints, it says how, and what comes out.
    await expect(page.locator('#megallapodas + p')).toContainText(
      'Ha már kitöltöttetek valamit, a „Nyomtatás” gomb (és a böngésző nyomtatása is) csak a megállapodást nyomtatja ki, általában egy A4-es lapra; amíg üres, a szabályok listáját.',
    );
    await fillAgreement(page);
    // Ctrl+P, not the button: the page as it is, printed.
    const pdf = (await page.pdf({format: 'A4', printBackground: true})).toString('latin1');
    expect((pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length).toBe(1);
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('article h1')).toBeHidden();
    await expect(page.getByRole('heading', {name: 'A Kovács család megállapodása'})).toBeVisible();
  });

  test('the safety rules hold for everyone: listed without a checkbox, printed whole; the rest are chosen', async ({
    page,
  }) => {
    await open(page, rulesPage);
    const form = agreementForm(page);
    const everyone = form.getByRole('group', {name: 'Ezek mindenkire érvényesek'});
    await expect(everyone.getByRole('listitem')).toHaveCount(6);
    await expect(everyone.getByRole('checkbox')).toHaveCount(0);
    // The safety rules are the shared procedures, not a copy of their words.
    for (const id of ['jelszavak', 'elerheto-telefon']) {
      await expect(everyone.locator(`[data-procedure="${id}"]`)).toHaveCount(1);
    }
    await expect(everyone.getByRole('link', {name: '112'})).toHaveAttribute('href', 'tel:112');
    await expect(form.getByRole('checkbox')).toHaveCount(8);
    await expect(form.getByRole('checkbox', {name: /A jelszavainkat|meztelen|találkoz|titoktartás/})).toHaveCount(0);
    // The consequence field says that telling about trouble is never punished.
    await expect(field(form, 'Mi történik, ha valaki megszeg egy szabályt?')).toHaveAccessibleDescription(
      'A bajról szólásért soha nincs büntetés, a telefont sem vesszük el érte, akkor sem, ha közben valaki megszegett egy szabályt.',
    );

    await form.getByRole('checkbox', {name: /^13\. Este van képernyőmentes idő/}).check();
    await page.emulateMedia({media: 'print'});
    const sheet = page.locator('section').filter({hasText: 'Ezek mindenkire érvényesek'}).last();
    await expect(sheet).toBeVisible();
    // The nude-image rule prints whole, not only the bold sentence before it.
    await expect(sheet.locator('[data-procedure="meztelen-kep"] [data-safety-rule="meztelen-kep"]')).toBeVisible();
    await expect(sheet).toContainText('bizonyítéknak sem (Btk. 204. §)');
    // Telling is never punished: in bold, once (usability round 11: a second copy under the consequences took the lines
    // that sent a large family's help lines to a second page).
    const promise = sheet.getByText('A bajról szólásért soha senki nem kap büntetést', {exact: false});
    await expect(promise).toHaveCount(1);
    await expect(promise).toHaveCSS('font-weight', '700');
    await expect(sheet.getByText('A bajról szólásért soha nincs büntetés', {exact: false})).toHaveCount(0);
    // A rule's own sentences print too, not only its bold lead and procedures: rule 2 says why to call Kék Vonal.
    await expect(sheet).toContainText(/Ha a baj otthon van, [^.]*a Kék Vonal \(116\u00a0111\) akkor is segít\./);
    for (const id of [
      'eltunt-gyerek',
      'kuldott-kep',
      'bantalmazas',
      'zsarolas',
      'gyanus-kozeledes',
      'talalkozo',
      'jelszavak',
    ]) {
      await expect(sheet.locator(`[data-procedure="${id}"]`), id).toHaveCount(1);
    }
    await expect(sheet).toContainText('Este van képernyőmentes idő.');
    await expect(sheet).not.toContainText('Minden fiókhoz más'); // not chosen
    // On paper a link is not a link: the page's „Lásd: …” pointers are left out, the rules' links are plain text.
    await expect(sheet.locator('a:not([href^="tel:"])')).toHaveCount(0);
    await expect(sheet).not.toContainText('Lásd:');
  });

  test('filled in, it prints as one A4 sheet: the family’s title, its rules, signatures and the help lines', async ({
    page,
  }) => {
    await open(page, rulesPage);
    const form = agreementForm(page);
    await fillAgreement(page);
    // A large family's agreement (usability round 11's: page 2 held only the help lines): every rule chosen, three
    // children, three own rules, five signers.
    for (const box of await form.getByRole('checkbox', {name: /^\d+\. /}).all()) await box.check();
    for (const [n, name, age] of [
      [2, 'Bence', '13 és fél'],
      [3, 'Csenge', '7'],
    ] as const) {
      await form.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
      await field(form, `${n}. gyerek keresztneve`).fill(name);
      await field(form, `${n}. gyerek életkora`).fill(age);
    }
    for (const [n, rule] of [
      [2, 'Hétvégén közös kirándulás telefon nélkül.'],
      [3, 'Játék közben idegennel nem beszélgetünk hangcsatornán, csak ismerősökkel.'],
    ] as const) {
      await form.getByRole('button', {name: 'Saját szabály hozzáadása'}).click();
      await field(form, `${n}. saját szabály`).fill(rule);
    }
    for (const [n, name] of [
      [2, 'Kovács Péter'],
      [3, 'Kovács Anna Borbála'],
      [4, 'Kovács Bence'],
      [5, 'Kovácsné Szabó Éva (anya)'],
    ] as const) {
      await form.getByRole('button', {name: 'Aláíró hozzáadása'}).click();
      await field(form, `${n}. aláíró neve`).fill(name);
      // The last signs on paper: no date yet (usability round 14: the sheet left no line to write it on).
      if (n < 5) await field(form, `${n}. aláíró: dátum`).fill('2026-11-24');
    }
    await page.reload();
    await waitForHydration(page);
    await expect(field(form, '1. gyerek keresztneve')).toHaveValue('Panni');
    await expect(field(form, 'Család neve')).toHaveValue('Kovács');
    await expect(form.getByRole('checkbox', {name: /^12\. A frissítéseket nem halogatjuk/})).toBeChecked();
    // Kept by its words, not its place on the page: a reordered page keeps the agreement's meaning.
    expect(JSON.parse((await stored(page, agreementKey))!).data.adoptedRules).toContain(
      checklistItemKey('A frissítéseket nem halogatjuk.'),
    );

    // The print button prints; nothing else is needed on a phone.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as {printed: boolean}).printed = true;
      };
    });
    await form.getByRole('button', {name: 'Nyomtatás', exact: true}).click();
    expect(await page.evaluate(() => (window as unknown as {printed: boolean}).printed)).toBe(true);

    const paper = await printed(page);
    expect(paper.pages).toBe(1);

    await page.emulateMedia({media: 'print'});
    const sheet = page.locator('section').filter({hasText: 'A Kovács család megállapodása'}).last();
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('h2')).toHaveText('A Kovács család megállapodása');
    for (const value of [
      'Panni (9 éves), Bence (13 és fél éves), Csenge (7 éves)',
      'a Kék Vonal (116\u00a0111) akkor is segít.',
      // Kék Vonal is the children's line; threats go to the police; the nude-image rule is whole on the fridge too.
      'vagy valamelyik gyerek senkinek nem akar szólni a családból',
      'Ha fenyegetnek vagy zaklatnak minket, semmit nem törlünk, és a rendőrséghez fordulunk.',
      'nem egyedül a másik családhoz.',
      'akár csak kicsi előnézetként',
      'még aznap megkérdezzük a rendőrséget, mi legyen a példányokkal.',
      'A frissítéseket nem halogatjuk.',
      'Vacsoránál nincs telefon.',
      'este 8 után',
      'hálószoba',
      'a konyhapulton',
      'Megbeszéljük, mi történt.',
      '2027. szeptember 1.',
      'Kovács Éva, 2026. november 24.',
      'Kovács Anna Borbála, 2026. november 24.',
      'Kovácsné Szabó Éva (anya)',
      'Közösen elfogadtukdátum:',
    ]) {
      await expect(sheet).toContainText(value);
    }
    // Every child named signs too: Panni and Csenge get lines of their own, Bence signs as „Kovács Bence” (usability
    // round 19: the children on the sheet, and „Anya” alone under it).
    const signatures = await sheet.locator('ul[class*="signatures_"] > li').allTextContents();
    expect(signatures.map((line) => line.replaceAll('\u00a0', ' '))).toEqual([
      'Kovács Éva, 2026. november 24.',
      'Kovács Péter, 2026. november 24.',
      'Kovács Anna Borbála, 2026. november 24.',
      'Kovács Bence, 2026. november 24.',
      'Kovácsné Szabó Éva (anya)',
      'Panni',
      'Csenge',
    ]);
    // Read from the fridge: every word of a rule at 9 pt (12 px) at the least, not only its bold sentence.
    const small = await sheet.locator('ul li').evaluateAll((items) =>
      items.flatMap((item) =>
        Array.from(item.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
          .map((node) => ({
            text: node.textContent!.trim().slice(0, 40),
            size: parseFloat(getComputedStyle(item).fontSize),
          }))
          .concat(
            Array.from(item.querySelectorAll('span, em, strong'))
              .filter((el) => el.textContent!.trim() !== '')
              .map((el) => ({
                text: el.textContent!.trim().slice(0, 40),
                size: parseFloat(getComputedStyle(el).fontSize),
              })),
          ),
      ),
    );
    expect(small.length).toBeGreaterThan(20);
    expect(small.filter(({size}) => size < 12)).toEqual([]);
    // A signer's date is never broken inside („2026. november / 27.”): it stays on one line, after the name or under it.
    const brokenDates = await sheet.locator('ul li').evaluateAll((items) =>
      items
        .filter((item) => /, \d{4}\.\s/.test(item.textContent ?? ''))
        .filter((item) => {
          const text = Array.from(item.childNodes).find((node) => /\d{4}\./.test(node.textContent ?? ''))!;
          const range = document.createRange();
          const at = text.textContent!.search(/\d{4}\./);
          range.setStart(text, at);
          range.setEnd(text, text.textContent!.length);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((item) => item.textContent),
    );
    expect(brokenDates).toEqual([]);
    await expect(form).toBeHidden();
    await expect(page.locator('main button:visible, main input:visible, main textarea:visible')).toHaveCount(0);
    await expect(page.locator('article h1')).toBeHidden();
    await expect(page.locator('article > ol')).toHaveCount(2);
    for (const list of await page.locator('article > ol').all()) await expect(list).toBeHidden();
    // The help prints once, in the sheet's foot, 112 first: not the page's „Ha baj van” nor the block above the footer.
    const help = sheet.locator('footer');
    await expect(help).toBeVisible();
    await expect(help.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:112');
    await expect(help).toContainText('116\u00a0111');
    await expect(help).toContainText('nmhh.hu/internethotline');
    await expect(page.locator('#ha-baj-van')).toBeHidden();
    await expect(page.locator('#segitseg')).toBeHidden();
  });

  test('a family of two children, four signers and seven rules gets the large-type rules and their details on one sheet', async ({
    page,
  }) => {
    // Usability rounds 19–23: the fixed rules' fine print mixed into the rules was „not a fridge sheet”. Up to this size
    // the bold sentences print large and numbered, and every rule's further sentences follow, whole, in two columns.
    await open(page, rulesPage);
    const form = agreementForm(page);
    await fillAgreement(page);
    for (const name of [/^7\. Minden fiókhoz más/, /^8\. Új alkalmazást/, /^10\. Gyanús üzenetre/]) {
      await form.getByRole('checkbox', {name}).check();
    }
    // Seven rules (four chosen, three of the family's own, two of them long) and a long consequence: the longest sheet
    // the large type is chosen for.
    for (const [n, rule] of [
      [2, 'Játék közben idegennel nem beszélgetünk hangcsatornán, csak ismerősökkel.'],
      [3, 'Hétvégén délelőtt nincs Roblox, délután legfeljebb egy óra, közösen választott játékkal.'],
    ] as const) {
      await form.getByRole('button', {name: 'Saját szabály hozzáadása'}).click();
      await field(form, `${n}. saját szabály`).fill(rule);
    }
    await field(form, 'Mi történik, ha valaki megszeg egy szabályt?').fill(
      'Leülünk és megbeszéljük, mi történt. Ha kell, egy napra rövidebb a képernyőidő. A bajról szólásért soha nincs büntetés.',
    );
    await form.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
    await field(form, '2. gyerek keresztneve').fill('Bence');
    await field(form, '2. gyerek életkora').fill('13 és fél');
    await form.getByRole('button', {name: 'Aláíró hozzáadása'}).click();
    await field(form, '2. aláíró neve').fill('Kovácsné Szabó Éva Borbála');
    expect((await printed(page)).pages).toBe(1);
    await page.emulateMedia({media: 'print'});
    const sheet = page.locator('section').filter({hasText: 'A Kovács család megállapodása'}).last();
    const leads = sheet.locator('ol > li');
    await expect(leads).toHaveCount(6);
    await expect(leads.first()).toHaveText(
      'Közvetlen veszélyben először a 112-t hívjuk; ha valamelyikünk eltűnik, akkor is, és a SIM-kártyáját nem tiltjuk le, a telefonját nem töröljük, és nem léptetjük ki a fiókjaiból.',
    );
    // Review 58: the large line of rule 3 holds the image rule itself, not only the small type under it.
    await expect(leads.nth(2)).toContainText(
      'meztelen vagy szexuális képet látunk, szólunk egy felnőttnek, és nem törlünk semmit. Az ilyen képet nem mentjük el, nem fotózzuk le és nem küldjük tovább, bizonyítéknak sem, és képernyőképet vagy -felvételt sem készítünk róla, akkor sem, ha csak az előnézete látszik. A zsarolónak nem fizetünk, nem küldünk több képet, nem válaszolunk neki, és a rendőrséghez fordulunk.',
    );
    // 10 pt bold over 9 pt details (13.3 px; 14 px left no room for the review 57–58 rules on one sheet).
    expect(parseFloat(await leads.first().evaluate((item) => getComputedStyle(item).fontSize))).toBeGreaterThanOrEqual(
      13.3,
    );
    // Rule 1's bold sentences in two printed lines: a third sent another family's help lines to a second sheet.
    const rule1Lines = await leads.first().evaluate((item) => {
      const {height} = item.getBoundingClientRect();
      return Math.round(height / parseFloat(getComputedStyle(item).lineHeight));
    });
    expect(rule1Lines).toBeLessThanOrEqual(2);
    const details = sheet.locator('[data-sheet-details]');
    await expect(
      sheet.getByRole('heading', {name: 'A szabályok részletesen: ezek is a szabályok részei'}),
    ).toBeVisible();
    await expect(details).toContainText('bizonyítéknak sem (Btk. 204. §)');
    await expect(details).toContainText('még aznap megkérdezzük a rendőrséget, mi legyen a példányokkal.');
    await expect(details).toContainText(/Ha a baj otthon van, [^.]*a Kék Vonal \(116\u00a0111\) akkor is segít\./);
    await expect(details.locator('[data-procedure="zsarolas"]')).toHaveCount(1);
    // Round 23: rule 3's number stood alone above its parts; it opens the first.
    await expect(details.locator('li').first()).toHaveText(/^3\. Meztelen kép:/);
    await expect(sheet.locator('ul[class*="signatures_"] > li')).toHaveCount(4);
    await expect(sheet.locator('footer')).toContainText('116\u00a0123');
    // Usability round 27: the fine print above the family's own rules made the sheet read as a legal notice. The top
    // is the large rules, the family's choices and names; the details follow them, above the help lines.
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const detailsTop = await top(details);
    expect(await top(sheet.getByRole('heading', {name: 'Ebben állapodtunk meg'}))).toBeLessThan(detailsTop);
    expect(await top(sheet.locator('ul[class*="signatures_"]'))).toBeLessThan(detailsTop);
    expect(detailsTop).toBeLessThan(await top(sheet.locator('footer')));
  });

  test('a family of three children, one adult and seven chosen rules still gets its large-type sheet on one page', async ({
    page,
  }) => {
    // The other shape of the largest large-type family: seven of the page's rules chosen (two columns of them) and long
    // answers. A third line in rule 1's bold sentence sent this sheet's help lines to a second page (review 65's wording).
    await open(page, rulesPage);
    const form = agreementForm(page);
    await fillAgreement(page);
    await field(form, '1. saját szabály').fill('');
    for (const box of (await form.getByRole('checkbox').all()).slice(0, 7)) await box.check();
    await field(form, 'Képernyőmentes idők').fill('vacsora alatt, és este 21 óra után');
    await field(form, 'Képernyőmentes helyek').fill('hálószoba, étkezőasztal');
    await field(form, 'Hol töltődnek éjszaka a telefonok?').fill('a nappaliban, a könyvespolcon');
    await field(form, 'Mi történik, ha valaki megszeg egy szabályt?').fill(
      'Leülünk és megbeszéljük, mi történt. Ha kell, egy napra rövidebb a képernyőidő. A bajról szólásért soha nincs büntetés.',
    );
    for (const [n, name] of [
      [2, 'Bence'],
      [3, 'Csenge'],
    ] as const) {
      await form.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
      await field(form, `${n}. gyerek keresztneve`).fill(name);
      await field(form, `${n}. gyerek életkora`).fill(String(9 + n));
    }
    const {pages, text} = await printed(page);
    expect(text).toContain('A szabályok részletesen: ezek is a szabályok részei');
    expect(pages).toBe(1);
  });

  test('empty, the page prints as the rules list it always was', async ({page}) => {
    await open(page, rulesPage);
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('article h1')).toBeVisible();
    for (const list of await page.locator('article > ol').all()) await expect(list).toBeVisible();
    await expect(agreementForm(page)).toBeHidden();
    // No form heading without its form, and the help once: the page's „Ha baj van”, not the block above the footer too.
    await expect(page.locator('#megallapodas')).toBeHidden();
    await expect(page.locator('#ha-baj-van + ul')).toBeVisible();
    await expect(page.locator('#segitseg')).toBeHidden();
    // A rule is never split over two sheets, and a heading never ends a sheet.
    await expect(page.locator('article > ol > li').first()).toHaveCSS('break-inside', 'avoid');
    await expect(page.locator('article > h2').first()).toHaveCSS('break-after', 'avoid');
    await page.emulateMedia({media: 'screen'});
    // Two sheets and the end of „Ha baj van” on a third: content reviews 51–53 made the sextortion short text whole
    // (the overnight watch, automatic copies, the police without delay), and safety outweighs a sheet of paper.
    expect((await printed(page)).pages).toBeLessThanOrEqual(3);
  });

  test('save to file, start over, load the file: the same agreement; a log file is refused', async ({page}) => {
    acceptDialogs(page);
    await open(page, rulesPage);
    await fillAgreement(page);
    const form = agreementForm(page);
    const file = await saveToFile(page, form);
    expect(file.name).toMatch(/^csaladi-megallapodas-\d{4}-\d{2}-\d{2}\.json$/);

    await form.getByRole('button', {name: 'Újrakezdés'}).click();
    await expect(form.getByLabel('1. gyerek keresztneve', {exact: true})).toHaveCount(0);
    const logFile = JSON.stringify({
      kind: incidentLogFormat.kind,
      version: 2,
      data: {entries: [], draft: emptyIncident(), editing: null},
    });
    await loadFile(page, form, 'esetnaplo.json', logFile);
    await expect(form.getByRole('alert').filter({hasText: 'nem töltöttük be'})).toBeVisible();

    await loadFile(page, form, file.name, file.text);
    await expect(field(form, '1. gyerek keresztneve')).toHaveValue('Panni');
    await expect(field(form, '1. aláíró neve')).toHaveValue('Kovács Éva');
    await expect(field(form, 'Család neve')).toHaveValue('Kovács');
    await expect(form.getByRole('checkbox', {name: /^12\. A frissítéseket nem halogatjuk/})).toBeChecked();
  });

  test('a version 1 agreement is read into today’s fields', async ({page}) => {
    const v1 = {
      kind: agreementFormat.kind,
      version: 1,
      data: {children: [], adoptedRules: [11], ownRules: [], screenFree: 'étkezéskor', agreedBy: 'Anya, Apa, Bence'},
    };
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [agreementKey, JSON.stringify(v1)],
    );
    await open(page, rulesPage);
    const form = agreementForm(page);
    await expect(field(form, 'Képernyőmentes idők')).toHaveValue('étkezéskor');
    await expect(field(form, '1. aláíró neve')).toHaveValue('Anya, Apa, Bence');
    // Rule 11 of that page („Este van képernyőmentes idő.”) is rule 13 now.
    await expect(form.getByRole('checkbox', {name: /^13\. Este van képernyőmentes idő/})).toBeChecked();
  });

  test('a version 2 or 3 agreement with ticks on rules that are now safety rules loads; the ticks become fixed', async ({
    page,
  }) => {
    // Version 2 kept rules by number: 2 („A jelszó titok.”) is a safety rule now, 10 is „A frissítéseket…” (now 12).
    const v2 = {kind: agreementFormat.kind, version: 2, data: {...agreementFormat.empty(), adoptedRules: [2, 10]}};
    // Stored once, before the first visit: a reload later reads what the page itself stored.
    await page.addInitScript(
      ([key, value]) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, value),
      [agreementKey, JSON.stringify(v2)],
    );
    await open(page, rulesPage);
    const form = agreementForm(page);
    await expect(form.getByRole('alert').filter({hasText: /\S/})).toHaveCount(0);
    await expect(form.getByRole('checkbox', {name: /^12\. A frissítéseket nem halogatjuk/})).toBeChecked();
    await expect(form.getByRole('checkbox', {checked: true})).toHaveCount(1);
    await form.getByRole('checkbox', {name: /^14\./}).check();
    const saved = JSON.parse((await stored(page, agreementKey))!);
    expect(saved.version).toBe(4);
    expect(saved.data.adoptedRules).toContain(checklistItemKey('A frissítéseket nem halogatjuk.'));
    expect(saved.data.adoptedRules).toHaveLength(2);

    // Version 3 kept them by their words: a tick on „A jelszó titok.” means nothing now, and nothing is lost.
    const v3 = {
      kind: agreementFormat.kind,
      version: 3,
      data: {
        ...agreementFormat.empty(),
        adoptedRules: [checklistItemKey('A jelszó titok.'), checklistItemKey('Este van képernyőmentes idő.')],
        screenFreeTimes: 'vacsoránál',
      },
    };
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [agreementKey, JSON.stringify(v3)]);
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('alert').filter({hasText: /\S/})).toHaveCount(0);
    await expect(field(form, 'Képernyőmentes idők')).toHaveValue('vacsoránál');
    await expect(form.getByRole('checkbox', {checked: true})).toHaveCount(1);
    await expect(form.getByRole('checkbox', {name: /^13\. Este van képernyőmentes idő/})).toBeChecked();
  });

  test('removing a row moves the focus to the next row, or to the add button', async ({page}) => {
    await open(page, rulesPage);
    const form = agreementForm(page);
    await form.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
    await field(form, '1. gyerek keresztneve').fill('Panni');
    await form.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
    await field(form, '2. gyerek keresztneve').fill('Bence');
    await form.getByRole('button', {name: 'Eltávolítás: 1. gyerek', exact: true}).click();
    await expect(field(form, '1. gyerek keresztneve')).toBeFocused();
    await expect(field(form, '1. gyerek keresztneve')).toHaveValue('Bence');
    await form.getByRole('button', {name: 'Eltávolítás: 1. gyerek', exact: true}).click();
    await expect(form.getByRole('button', {name: 'Gyerek hozzáadása'})).toBeFocused();
  });

  test('every field has a visible label, and filled in it passes axe in both colour modes and reflows at 320 px', async ({
    page,
  }) => {
    test.setTimeout(120_000); // axe four times, two of them on every rule
    await open(page, rulesPage);
    await fillAgreement(page);
    for (const path of [rulesPage, guide]) {
      await open(page, path);
      if (path === guide) {
        await addEntry(page, 'Egy eset');
        // Edit mode's notice and the missing-field message: „Szerkesztés”, then the text emptied and saved.
        await page.getByRole('button', {name: 'Szerkesztés (1. bejegyzés)'}).click();
        await field(logForm(page), 'Mi történt?').fill('');
        await logForm(page).getByRole('button', {name: 'Módosítás mentése'}).click();
        await expect(logForm(page).locator('[data-editing-entry]')).toBeVisible();
      }
      const fields = page.locator('form input:not([type="file"]), form textarea');
      // The tool renders after hydration: counted at once, a loaded machine found none (a race, not a missing label).
      await expect.poll(() => fields.count()).toBeGreaterThan(8);
      for (const input of await fields.all()) {
        const id = await input.getAttribute('id');
        await expect(page.locator(`label[for="${id}"]`), `label of #${id}`).toBeVisible();
      }
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme});
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await finishTransitions(page);
        // The filled form only: pages.spec.ts audits the rest of the page. Dark differs from light in colours only.
        const options = {within: 'form', coloursOnly: colorScheme === 'dark'};
        expect(await wcagViolations(page, options), `${path}, ${colorScheme}`).toEqual([]);
      }
      await page.setViewportSize({width: 320, height: 640});
      const overflow = await horizontalOverflow(page);
      expect(overflow.by, `${path}: ${overflow.culprits.join('; ')}`).toBeLessThanOrEqual(0);
      await page.setViewportSize({width: 1280, height: 900});
    }
  });
});

test('nothing typed leaves the browser: no request, beacon included, carries it', async ({page, context}) => {
  acceptDialogs(page);
  const marker = 'Titkos-7Q4Z';
  const requests: string[] = [];
  context.on('request', (request) => requests.push(`${request.url()}\n${request.postData() ?? ''}`));
  await open(page, guide);
  await addEntry(page, `${marker} történt`, {'A másik fiók neve vagy linkje': `@${marker}`});
  await page.locator('ul.contains-task-list').last().getByRole('checkbox').first().check();
  await saveToFile(page, logForm(page));
  await page.evaluate(() => navigator.sendBeacon?.('/beacon-probe', 'probe')); // a beacon is seen: the check can see one
  await open(page, rulesPage);
  await agreementForm(page).getByRole('button', {name: 'Gyerek hozzáadása'}).click();
  await field(agreementForm(page), '1. gyerek keresztneve').fill(marker);
  await saveToFile(page, agreementForm(page));
  await page.getByRole('link', {name: 'Útmutatók'}).first().click(); // a navigation after typing
  await waitForHydration(page);

  expect(requests.some((request) => request.includes('/beacon-probe'))).toBe(true);
  const leaks = requests.filter((request) => {
    const decoded = (() => {
      try {
        return decodeURIComponent(request);
      } catch {
        return request;
      }
    })();
    return decoded.includes(marker) || decoded.includes('Titkos');
  });
  expect(leaks).toEqual([]);
  expect(requests.length).toBeGreaterThan(5);
});
