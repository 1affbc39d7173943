import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  asksHowTo,
  asksWhatIs,
  capQuery,
  childVoice,
  clausesOf,
  createEngine,
  isVerbOnSite,
  suggestedPages,
  verbForm,
  type PageHit,
} from './engine';
import {buildIndex, extractPage} from './indexer';
import type {Vocabulary} from './hungarian';

// A two-page site, built and searched the way the real one is, through a JSON round trip like the browser's.
const vocabulary: Vocabulary = {
  synonyms: {'2fa': ['kétfaktoros'], screenshot: ['képernyőkép']},
  stems: {telefon: 'telefon'},
  compounds: {parts: ['telefon', 'kód']},
  questionWords: {words: ['hogyan', 'mit']},
};
const page = (title: string, body: string) =>
  `<html><head><meta name="description" content="${title} röviden"></head><body><main><article>` +
  `<h1>${title}</h1><div class="markdown">${body}</div></article></main></body></html>`;
const pages = [
  extractPage(
    page(
      'Kétfaktoros hitelesítés',
      '<p>A belépéshez jelszó és kód kell.</p><h2 id="tartalek">Tartalék kódok<a class="hash-link" href="#tartalek">#</a></h2><p>Írd fel a tartalék kódokat.</p>',
    ),
    '/docs/2fa',
  )!,
  extractPage(
    page('Jó okostelefon', '<p>Az első okostelefon kiválasztása.</p><h2 id="kep">Képernyőkép</h2><p>Mentsd el.</p>'),
    '/docs/telefon',
  )!,
];
/** The engine a browser gets for a site: its index built, then read back through JSON as the index file is. */
const engineOf = (...site: Parameters<typeof buildIndex>) =>
  createEngine(JSON.parse(JSON.stringify(buildIndex(...site))));
const engine = engineOf(pages, vocabulary);
/** Where a query's first suggestion opens: its landing section, or the page. */
const landingOf = (site: ReturnType<typeof engineOf>) => (query: string) => {
  const results = site.search(query);
  return site.landingSection(results.pages[0], results.terms)?.url ?? results.pages[0]?.page.url;
};
const first = (query: string) => engine.search(query).pages[0]?.page.url;

test('sections are read from the built HTML, without the heading links', () => {
  assert.deepEqual(
    pages[0].sections.map(({anchor, heading}) => [anchor, heading]),
    [
      ['', ''],
      ['#tartalek', 'Tartalék kódok'],
    ],
  );
});

test('a copy of words already on the page (a procedure’s step openings above its steps) is read once', () => {
  const outlined = extractPage(
    page(
      'Zsarolás',
      '<h2 id="lepesek">Lépések</h2><div data-procedure-copy=""><ol><li>Ne fizess</li></ol></div><ol><li><strong>Ne fizess</strong>, és ne válaszolj.</li></ol>',
    ),
    '/docs/zsarolas',
  )!;
  assert.deepEqual(
    outlined.sections.map(({anchor, text}) => [anchor, text]),
    [['#lepesek', 'Ne fizess, és ne válaszolj.']],
  );
});

test('a child’s age weighs in a score, but a page does not hold more of the query by holding the age', () => {
  const site = [
    extractPage(
      page(
        'Beszélgetés',
        '<h2 id="kor">9–12 évesek</h2><p>A 12 éves gyerek sok képet lát, és sokat kérdez.</p><h2 id="jelek">Jelek</h2><p>Meztelen kép a telefonján.</p>',
      ),
      '/docs/beszelgetes',
    )!,
    extractPage(page('Ha képet kérnek', '<p>Ha valaki meztelen képet kér, szólj.</p>'), '/docs/kep-ker')!,
  ];
  const ages = engineOf(site, vocabulary);
  assert.equal(ages.search('meztelen képet kér a 12 éves fiamtól').pages[0]?.page.url, '/docs/kep-ker');
  // The age alone still finds the age's section.
  assert.equal(ages.search('12 éves').pages[0]?.sections[0]?.url, '/docs/beszelgetes#kor');
});

test('accents, inflections, question words, synonyms and compounds find the page', () => {
  assert.equal(first('ketfaktoros'), '/docs/2fa');
  assert.equal(first('hogyan 2fa'), '/docs/2fa');
  assert.equal(first('tartalékkódok'), '/docs/2fa');
  assert.equal(first('telefonok'), '/docs/telefon');
  assert.equal(first('screenshot'), '/docs/telefon');
});

test('typos: one, or two in a long word; the last word may be unfinished', () => {
  assert.equal(first('hitelesítsé'), '/docs/2fa');
  assert.equal(first('kétfaktrso'), '/docs/2fa');
  assert.equal(first('okostel'), '/docs/telefon');
});

test('a section hit links to its anchor; a word on no page finds nothing', () => {
  const [hit] = engine.search('tartalék').pages;
  assert.equal(hit.sections[0].url, '/docs/2fa#tartalek');
  assert.deepEqual(engine.search('qwxzyvbrm').pages, []);
});

test('highlighting marks every form of a matched word', () => {
  const {terms} = engine.search('kodok');
  assert.deepEqual(
    engine
      .highlight('Tartalék kódok, egy kód', terms)
      .filter((piece) => piece.match)
      .map((piece) => piece.text),
    ['kódok', 'kód'],
  );
});

test('a query of only question and stop words finds nothing', () => {
  assert.deepEqual(engine.search('hogyan mit').pages, []);
  assert.deepEqual(engine.search('és a').pages, []);
});

test('text typed or written decomposed (NFD) matches like composed text', () => {
  assert.equal(first('kétfaktoros'.normalize('NFD')), '/docs/2fa');
  const {terms} = engine.search('kodok');
  const decomposed = 'Tartalék kódok'.normalize('NFD');
  const pieces = engine.highlight(decomposed, terms);
  assert.equal(pieces.map((piece) => piece.text).join(''), decomposed);
  assert.deepEqual(
    pieces.filter((piece) => piece.match).map((piece) => piece.text.normalize('NFC')),
    ['kódok'],
  );
});

test('a long query is capped to its first 200 characters and 16 words, and stays fast', () => {
  const words = Array.from({length: 20}, (_, at) => `szo${at}`);
  assert.deepEqual(capQuery(words.join(' ')), words.slice(0, 16));
  assert.equal(capQuery('a'.repeat(5000)).join('').length, 200);
  const longWord = 'telefonkódtartalék'.repeat(300);
  const started = performance.now();
  engine.search(`${longWord} ${'kód '.repeat(1000)}`);
  engine.search('x'.repeat(5000));
  // Uncapped, such queries took seconds; capped, milliseconds. The bound only catches a lost cap.
  assert.ok(performance.now() - started < 1500);
});

// The home page: a hero <h1> before <main>, and situations as <details> that open a procedure's steps.
const home = extractPage(
  '<html><head><meta name="description" content="Útmutatók"></head><body><header><h1>Digitális tudatosság</h1>' +
    '</header><main><h2 id="baj-van">Baj van?</h2><ul><li><details id="baj-eltunt"><summary>Eltűnt a gyerekem' +
    '</summary><ol data-procedure="eltunt-gyerek" data-variant="steps"><li>Hívd a 112-t.</li></ol></details></li>' +
    '</ul></main></body></html>',
  '/',
)!;
// An app guide: a picker and one hidden panel per app, each with the same words but the app's name.
const apps = extractPage(
  page(
    'Alkalmazások',
    '<h2 id="korhatar">Korhatár a telefonon</h2><p>A telefon korhatár beállítása.</p>' +
      '<select><option value="">Válassz…</option><option value="tiktok">TikTok</option>' +
      '<option value="viber">Viber</option></select>' +
      '<section aria-labelledby="beallitas-tiktok" hidden><h3 id="beallitas-tiktok">TikTok: korhatár</h3>' +
      '<p>Korhatár és beállítás.</p></section>' +
      '<section aria-labelledby="beallitas-viber" hidden><h3 id="beallitas-viber">Viber: korhatár</h3>' +
      '<p>Korhatár és beállítás.</p></section>',
  ),
  '/docs/apps',
)!;

test('the home page is indexed by its situations, each a „what to do” section, listed under its own words', () => {
  assert.deepEqual(
    home.sections.map(({anchor, heading, hasSteps, list}) => [anchor, heading, hasSteps, list]),
    [['#baj-eltunt', 'Eltűnt a gyerekem', true, 'Baj van?']],
  );
  const site = engineOf([...pages, home], vocabulary);
  const {pages: found, terms} = site.search('eltűnt a gyerek');
  // Not the site's name („Digitális tudatosság”): the situation's own words, its list under them, opening it.
  assert.deepEqual(
    [found[0].page.title, found[0].page.excerpt, found[0].page.url],
    ['Eltűnt a gyerekem', 'Baj van?', '/#baj-eltunt'],
  );
  assert.equal(found[0].page.kind, 'steps');
  assert.equal(site.landingSection(found[0], terms), undefined);
});

test("a child's own sentence: the situation written for children first, a parent's the parents' one", () => {
  const situations = extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main><ul><li>' +
      '<details id="baj-kod"><summary>Valaki kódot kér</summary>' +
      '<ol data-procedure="kod" data-variant="steps"><li>Ne add meg.</li></ol></details></li><li>' +
      '<details id="gyerek-kod"><summary>Valaki kódot, jelszót vagy pénzt kér tőlem</summary>' +
      '<ul data-procedure="kod" data-variant="child"><li>Ne add meg.</li></ul></details></li></ul></main></body></html>',
    '/',
  )!;
  assert.deepEqual(
    situations.sections.map(({anchor, forChildren}) => [anchor, forChildren]),
    [
      ['#baj-kod', undefined],
      ['#gyerek-kod', true],
    ],
  );
  assert.equal(childVoice(capQuery('valaki kéri a kódomat')), true);
  assert.equal(childVoice(capQuery('valaki kódot kér rólam')), true);
  // A postposition in the first person („nélkülem”) ends as a verb's first person does: the speaker's own.
  assert.equal(childVoice(capQuery('csinaltak egy kulon csoportot nelkulem')), true);
  assert.equal(childVoice(capQuery('csinaltak egy kulon csoportot nelkule')), false);
  assert.equal(childVoice(capQuery('valaki kéri a fiam kódját')), false);
  // Session 26 (batch 10): „a 11 évesemnek” is a parent's child; „rajtam”, „miattam”, „ellenem” the speaker.
  assert.equal(childVoice(capQuery('már van instagramja a 11 évesemnek, töröltessem vele?')), false);
  assert.equal(childVoice(capQuery('az osztalyban mindenki rajtam rohog')), true);
  // Not before „vagyok”, „leszek” (the diff review s26d): „12 evesem vagyok” is a child's typo. A number in words counts.
  assert.equal(childVoice(capQuery('12 evesem vagyok es zsarolnak')), true);
  assert.equal(childVoice(capQuery('13 evesem leszek es egy bacsi irt nekem')), true);
  assert.equal(childVoice(capQuery('a tizenegy évesem nem mondja meg, ki ír neki')), false);
  // „én” before the age makes it the child's own; a first person elsewhere does not (diff reviews s26f to s26i).
  assert.equal(childVoice(capQuery('en 11 evesem es eltunt a telefonom')), true);
  assert.equal(childVoice(capQuery('az én 10 évesem nem veszi fel a telefont')), false);
  assert.equal(childVoice(capQuery('11 evesem meg akar halni')), false);
  assert.equal(childVoice(capQuery('mindenki ellenem van a csoportban')), true);
  assert.equal(childVoice(capQuery('a lányomtól kódot kérnek')), false);
  // A verb's first person is a child's too; a boy or a young man is nobody's own child.
  assert.equal(childVoice(capQuery('mindenki csúfol a csoportban mit csináljak')), true);
  assert.equal(childVoice(capQuery('meztelen képet küldtem egy fiúnak')), true);
  assert.equal(childVoice(capQuery('egy fiatal srác pénzt kér tőlem')), true);
  assert.equal(childVoice(capQuery('senki nem szeret és szomorú vagyok')), true);
  // One's own thing asked about as an adult asks („mit tegyek”) is anyone's; a child's other signs still count.
  assert.equal(childVoice(capQuery('ellopták a telefonomat mit tegyek')), false);
  assert.equal(childVoice(capQuery('elloptak a telomat a suliban')), true);
  assert.equal(childVoice(capQuery('valaki engem zsarol a képemmel mit tegyek')), true);
  // Someone else's self tells of another person, as a parent tells of their child (usability round 16).
  assert.equal(childVoice(capQuery('megtaláltam a telefonján hogy meztelen fotót küldött magáról')), false);
  assert.equal(childVoice(capQuery('megtaláltam a telefonomon hogy meztelen fotót küldtem magamról')), true);
  // An adult who opens the sentence saying what they are speaks in the first person too, and is no child.
  assert.equal(childVoice(capQuery('Nagyapa vagyok, nekem is szól ez az oldal?')), false);
  assert.equal(childVoice(capQuery('Elnézést, nagymamaként nekem is szól ez az oldal?')), false);
  assert.equal(childVoice(capQuery('szülők vagyunk, velem is beszélhet a tanár?')), false);
  // A child's „anya” is their mother; further on, a role is a stranger's words or a game's; „tanárként” a stranger's.
  assert.equal(childVoice(capQuery('anya elvette a telefonomat')), true);
  assert.equal(childVoice(capQuery('valaki azt irta hogy tanar vagyok es kuldjek neki kepet')), true);
  assert.equal(childVoice(capQuery('a jatekban anya vagyok es csufolnak')), true);
  assert.equal(childVoice(capQuery('tanárként írt nekem valaki és képet kért')), true);
  const site = engineOf([situations], vocabulary);
  const first = (query: string) => site.search(query).pages[0].page.url;
  assert.equal(first('valaki kéri a kódomat'), '/#gyerek-kod');
  assert.equal(first('valaki kódot kér a gyerekemtől'), '/#baj-kod');
});

test("a parent's sentence opens a parents' situation whose title has its words, though a children's one scores more", () => {
  const situations = extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main><ul><li>' +
      '<details id="baj-kep"><summary>Valaki képet kér a gyerekemtől</summary>' +
      '<ol data-procedure="kep" data-variant="steps"><li>Ne küldjön.</li></ol></details></li><li>' +
      '<details id="gyerek-kep"><summary>Meztelen képet kértek tőlem</summary>' +
      '<ul data-procedure="kep" data-variant="child"><li>Ha valaki meztelen képet kér tőled, ne küldj meztelen ' +
      'képet annak, aki kérte; a kért képet senkinek.</li></ul>' +
      '</details></li></ul></main></body></html>',
    '/',
  )!;
  const site = engineOf([situations], vocabulary);
  const [found] = site.search('valaki meztelen képet kér a lányomtól').pages;
  // The children's card has every word; the page is listed as the parents' card all the same (usability round 11).
  assert.equal(found.sections[0].url, '/#gyerek-kep');
  assert.equal(found.ownScore, found.sections[0].score); // the page's own score is its best situation's
  assert.equal(found.page.url, '/#baj-kep');
  assert.equal(site.search('meztelen képet kértek tőlem').pages[0].page.url, '/#gyerek-kep');
});

test("a verb's first person in the present is a child's voice when the site has the verb, a noun's plural is not", () => {
  // „beszélek”, „küldök” end as „képek”, „fiókok” do: the site's imperative („beszélj”) or infinitive tells them apart.
  const isVerb = (stem: string) => ['beszel', 'kuld'].includes(stem);
  assert.equal(childVoice(capQuery('egy fiú akivel robloxon beszélek találkozni akar'), isVerb), true);
  assert.equal(childVoice(capQuery('ha nem küldök pénzt'), isVerb), true);
  assert.equal(childVoice(capQuery('egy fiú akivel robloxon beszélek')), false);
  assert.equal(childVoice(capQuery('milyen képek és fiókok kellenek'), isVerb), false);
  assert.equal(childVoice(capQuery('a fiammal beszélek róla'), isVerb), false);
  // A stem the site lacks is a verb's when it ends as verbs made from other words do („chatelek”, „beszélgetek”).
  const site = new Set(['kep', 'level', 'kuldj']);
  const onSite = isVerbOnSite((term) => site.has(term));
  for (const stem of ['kuld', 'chatel', 'beszelget', 'fortniteoz']) assert.ok(onSite(stem), stem);
  for (const stem of ['kep', 'level', 'fiok', 'jatek']) assert.ok(!onSite(stem), stem);
  const situations = extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main><ul><li>' +
      '<details id="baj-talalkozo"><summary>Valaki találkozni akar</summary>' +
      '<ol data-procedure="talalkozo" data-variant="steps"><li>Hívd fel.</li></ol></details></li><li>' +
      '<details id="gyerek-talalkozo"><summary>Valaki találkozni akar velem</summary>' +
      '<ul data-procedure="talalkozo" data-variant="child"><li>Szólj egy felnőttnek.</li></ul></details></li></ul>' +
      '</main></body></html>',
    '/',
  )!;
  // The verb is on the site („Beszélj vele”), in a guide.
  const guide = extractPage(page('Beszélgetés', '<p>Beszélj vele nyugodtan.</p>'), '/docs/beszelgetes')!;
  const searched = engineOf([situations, guide], vocabulary);
  assert.equal(searched.search('akivel beszélek találkozni akar').pages[0].page.url, '/#gyerek-talalkozo');
  assert.equal(searched.search('akivel a gyerekem beszél találkozni akar').pages[0].page.url, '/#baj-talalkozo');
});

test("a children's situation is found by its own steps too, not by the safety lines every card repeats", () => {
  // The shared 112 call is left out, the card's own cases for it after the call are the card's words.
  const situations = extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main>' +
      '<h2 id="gyerekeknek">Gyerekeknek</h2><ul><li><details id="gyerek-fenyeget"><summary>Valaki fenyeget</summary>' +
      '<ul data-procedure="zsarolas" data-variant="child"><li data-safety-rule="112"><strong>Hívd a 112-t.' +
      '</strong> <span data-card-cases="">Akkor is, ha határidőt szab. <span data-safety-rule="meztelen-kep">' +
      'Ne mentsd el.</span></span></li>' +
      '<li>Ne fizess, és ne válaszolj.</li><li><span data-safety-rule="meztelen-kep">Ne mentsd el.</span></li>' +
      '</ul></details></li></ul></main></body></html>',
    '/',
  )!;
  assert.deepEqual(
    situations.sections.map(({text, list}) => [text, list]),
    [['Akkor is, ha határidőt szab. Ne fizess, és ne válaszolj.', 'Gyerekeknek']],
  );
  const site = engineOf([situations], vocabulary);
  assert.equal(site.search('ne fizess').pages[0]?.page.url, '/#gyerek-fenyeget');
  assert.equal(site.search('határidőt szab').pages[0]?.page.url, '/#gyerek-fenyeget');
  assert.equal(site.search('mentsd el').pages.length, 0);
  assert.equal(site.search('hívd').pages.length, 0);
});

test("an app's panel is named by its choice, and answers a query that names the app", () => {
  assert.deepEqual(
    apps.sections.map(({heading, choice}) => [heading, choice]),
    [
      ['Korhatár a telefonon', undefined],
      ['TikTok: korhatár', 'TikTok'],
      ['Viber: korhatár', 'Viber'],
    ],
  );
  const site = engineOf([apps], vocabulary);
  const sections = (query: string) => site.search(query).pages[0].sections.map((section) => section.heading);
  assert.equal(sections('viber korhatár')[0], 'Viber: korhatár');
  assert.equal(sections('tiktok korhatár')[0], 'TikTok: korhatár');
  // Without an app's name, the general section comes before every app's.
  assert.equal(sections('korhatár beállítás')[0], 'Korhatár a telefonon');
});

test("another form of a query word matches through the roots table, below the word's own form", () => {
  const forms = [
    extractPage(page('Bántás', '<h2 id="ha-bantanak">Ha bántanak</h2><p>Szólj egy felnőttnek.</p>'), '/docs/bantas')!,
    extractPage(page('Zsarolás', '<h2 id="ha-bantjak">Ha bántják</h2><p>Ments el mindent.</p>'), '/docs/zsarolas')!,
  ];
  const roots = {bant: 'bantja', bantj: 'bantja'};
  const withRoots = engineOf(forms, vocabulary, new Set(), roots);
  const without = engineOf(forms, vocabulary);
  const urls = (found: ReturnType<typeof engine.search>) => found.pages.map((hit) => hit.page.url);
  assert.deepEqual(urls(without.search('bántják')), ['/docs/zsarolas']);
  assert.deepEqual(urls(withRoots.search('bántják')), ['/docs/zsarolas', '/docs/bantas']);
  assert.deepEqual(urls(withRoots.search('bántanak')), ['/docs/bantas', '/docs/zsarolas']);
});

test('words of a danger to life open its situation first, above a better match, and the help lines are shown', () => {
  const home = extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main><ul><li>' +
      '<details id="baj-onsertes"><summary>A gyerekem bántani akarja magát</summary>' +
      '<ol data-procedure="onsertes" data-variant="steps"><li>Hívd a 112-t.</li></ol></details></li><li>' +
      '<details id="gyerek-rossz"><summary>Nagyon rossz, bántanám magam</summary>' +
      '<ul data-procedure="onsertes" data-variant="child"><li>Szólj egy felnőttnek.</li></ul></details></li>' +
      '</ul></main></body></html>',
    '/',
  )!;
  const zsarolas = extractPage(
    page('Zsarolás', '<p>A gyerekem azt mondta, hogy zsarolják egy képpel. A gyerekem mondta el.</p>'),
    '/docs/zsarolas',
  )!;
  const site = engineOf([home, zsarolas], {
    ...vocabulary,
    crisis: {
      onsertes: {
        situations: {parents: 'baj-onsertes', children: 'gyerek-rossz'},
        words: ['meg halni', 'meghal', 'öngyilkos'],
        means: ['bántani magát'],
      },
    },
  });
  const parent = site.search('a gyerekem azt mondta meg akar halni');
  assert.equal(parent.pages[0].page.url, '/#baj-onsertes');
  assert.deepEqual(parent.crisis, {procedure: 'onsertes', byChild: false});
  // A child's own words, accents or none: the children's card.
  const child = site.search('ongyilkos leszek');
  assert.equal(child.pages[0].page.url, '/#gyerek-rossz');
  assert.deepEqual(child.crisis, {procedure: 'onsertes', byChild: true});
  // No such words: no crisis, the better match first.
  const other = site.search('a gyerekem azt mondta zsarolják');
  assert.equal(other.crisis, undefined);
  assert.equal(other.pages[0].page.url, '/docs/zsarolas');
});

test("a child's thing named lost is no missing child, unless the sentence says the child cannot be reached", () => {
  const home = extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main><ul><li>' +
      '<details id="baj-eltunt"><summary>Eltűnt a gyerekem</summary>' +
      '<ol data-procedure="eltunt-gyerek" data-variant="steps"><li>Hívd a 112-t.</li></ol></details></li><li>' +
      '<details id="baj-telefon"><summary>Elveszett vagy ellopták a telefont</summary>' +
      '<ol data-procedure="elveszett-telefon" data-variant="steps"><li>Keresd meg a telefont.</li></ol></details>' +
      '</li></ul></main></body></html>',
    '/',
  )!;
  const site = engineOf([home], {
    ...vocabulary,
    crisis: {
      'eltunt-gyerek': {
        situations: {parents: 'baj-eltunt', children: 'baj-eltunt'},
        words: ['nem jött haza'],
        ofChild: ['eltűnt'],
        things: ['telefon'],
        ofPerson: ['nem veszi fel'],
        means: ['eltűnt'],
      },
    },
  });
  const missing = (query: string) => site.search(query).crisis?.procedure === 'eltunt-gyerek';
  assert.equal(missing('eltűnt a gyerekem'), true);
  assert.equal(missing('eltűnt a gyerekem telefonja'), false);
  assert.equal(missing('eltűnt a gyerekem telefonja nem veszi fel'), true);
  assert.equal(site.search('eltűnt a gyerekem telefonja nem veszi fel').pages[0].page.url, '/#baj-eltunt');
  // Said of no child of the speaker's, it is no missing child.
  assert.equal(missing('eltűnt a telefon és nem veszi fel senki'), false);
});

test("a verb said of the speaker („csúfolnak”, „mindenki csúfol”) is a child's voice, said of someone named it is not", () => {
  assert.equal(verbForm('csufolnak', 'csufol'), 'indefinite');
  assert.equal(verbForm('csufol', 'csufol'), 'indefinite');
  assert.equal(verbForm('bantanak', 'bant'), 'indefinite');
  assert.equal(verbForm('csufoljak', 'csufol'), 'definite');
  assert.equal(verbForm('kinevetik', 'kinevet'), 'definite');
  assert.equal(verbForm('csufolas', 'csufol'), undefined);
  // Only a verb the site has (its imperative or infinitive) or one the vocabulary gives a verb for: not a noun's
  // dative („gyereknek”) nor a word that only ends as verbs do („bankból”).
  const known = (stem: string) => ['csufol', 'bant', 'cikiz', 'hiv'].includes(stem);
  const voice = (query: string) => childVoice(capQuery(query), () => true, known);
  assert.equal(voice('mindenki csúfol a csoportban'), true);
  assert.equal(voice('csufolnak a csoportban'), true);
  assert.equal(voice('bántanak a játékban'), true);
  assert.equal(voice('cikiznek a suliban'), true);
  assert.equal(voice('csúfolják a fiamat'), false);
  assert.equal(voice('csúfolnak a gyerekemet'), false);
  assert.equal(voice('felhívtak hogy a bankból vannak'), false);
  assert.equal(voice('hívnak a bankból és kérik a kódot'), false);
  assert.equal(voice('mit adjak a gyereknek'), false);
  // A verb alone is a keyword, a parent's as often as a child's.
  assert.equal(voice('csúfolnak'), false);
  assert.equal(voice('csúfol'), false);
});

test("a verb of meeting with no one to meet named is said of the speaker: a child's voice", () => {
  const voice = (query: string) => childVoice(capQuery(query));
  assert.equal(voice('egy ismerős a játékból találkozni akar'), true);
  assert.equal(voice('egy fiú akivel beszélek találkozni szeretne'), true);
  assert.equal(voice('valaki találkozni akar a fiammal'), false);
  assert.equal(voice('egy idegen találkozni akar vele'), false);
  assert.equal(voice('találkozni akar valakivel a netről'), false);
  assert.equal(voice('egy felnőtt találkozni akar egy idegennel'), false);
  assert.equal(voice('találkozni'), false);
  assert.equal(voice('netes találkozó'), false);
});

/** A home page with one children's card, and a site of it and one other page under the given vocabulary. */
const childrensCard = () =>
  extractPage(
    '<html><head></head><body><header><h1>Digitális tudatosság</h1></header><main><ul><li>' +
      '<details id="gyerek-kozeledes"><summary>Valaki képet kér tőlem</summary>' +
      '<ul data-procedure="kozeledes" data-variant="child"><li>Ha valaki a neten titkot kér, szólj.</li></ul>' +
      '</details></li></ul></main></body></html>',
    '/',
  )!;
const siteWithCard = (other: ReturnType<typeof extractPage>, words: typeof vocabulary) =>
  engineOf([childrensCard(), other!], words);

test("a child's words („bácsi”, „a játékban”, „írt”) are searched as the children's cards say them, in a child's sentence only", () => {
  assert.equal(childVoice(capQuery('robloxon irt egy bacsi')), true);
  assert.equal(childVoice(capQuery('egy néni üzent')), true);
  assert.equal(childVoice(capQuery('egy bácsi ír a fiamnak')), false);
  const games = extractPage(page('Játékok', '<p>Játék és játékidő a telefonon.</p>'), '/docs/jatekok');
  const site = siteWithCard(games, {...vocabulary, childSynonyms: {játék: ['neten'], 'bácsi ír': ['kér']}});
  const first = (query: string) => site.search(query).pages[0]?.page.url;
  assert.equal(first('egy bácsi írt a játékban'), '/#gyerek-kozeledes');
  // No child's voice: a game is a game.
  assert.equal(first('játék'), '/docs/jatekok');
  assert.equal(first('írt a játékban'), '/docs/jatekok');
});

test("in a child's sentence, a child's phrase wins over a general one as long: the card, not the guide", () => {
  const guide = extractPage(page('Behálózás', '<p>A gyanús személy jelei és a behálózás.</p>'), '/docs/behalozas');
  const site = siteWithCard(guide, {
    ...vocabulary,
    synonyms: {...vocabulary.synonyms, 'idegen felnőtt': ['gyanús személy', 'behálózás']},
    childSynonyms: {'idegen felnőtt': ['kér']},
  });
  const first = (query: string) => site.search(query).pages[0]?.page.url;
  assert.equal(first('egy idegen felnőtt ír nekem'), '/#gyerek-kozeledes');
  // A parent's sentence about their child keeps the general entry: the guide.
  assert.equal(first('egy idegen felnőtt ír a fiamnak'), '/docs/behalozas');
});

test("a parent's words are searched as the guides say them only in a sentence naming the speaker's child", () => {
  const site = engineOf(
    [
      extractPage(page('Csalás', '<p>Ha programot telepítettél a telefonra, kapcsold ki.</p>'), '/docs/csalas')!,
      extractPage(page('Szülői felügyelet', '<p>A gyerek telefonján kapcsold be.</p>'), '/docs/felugyelet')!,
    ],
    {...vocabulary, parentSynonyms: {'telefon program': ['szülői felügyelet']}},
  );
  const first = (query: string) => site.search(query).pages[0]?.page.url;
  assert.equal(first('az unokám telefonjára milyen programot tegyek'), '/docs/felugyelet');
  assert.equal(first('programot telepítettem a telefonra'), '/docs/csalas');
});

test("what is sent to a parent's child („a lányomnak … küldött valaki”) is what the child got, not what it sent", () => {
  const site = engineOf(
    [
      extractPage(page('Küldött', '<p>A gyerekem képet küldött magáról.</p>'), '/docs/kuldott')!,
      extractPage(page('Kapott', '<p>A gyerekem képet kapott vagy látott.</p>'), '/docs/kapott')!,
    ],
    {...vocabulary, toOwnChild: {words: {küld: 'kapott'}, pictures: ['kép']}},
  );
  const first = (query: string) => site.search(query).pages[0]?.page.url;
  assert.equal(first('a lányomnak képet küldött valaki'), '/docs/kapott');
  assert.equal(first('a 12 évesemnek képeket küldözget valaki'), '/docs/kapott');
  assert.equal(first('a lányom képet küldött'), '/docs/kuldott');
  // The speaker's own sending, a child's own sentence, one's own child sending, and another sending in the sentence
  // (the child asked to send, or sending back) keep the verb.
  assert.equal(first('a lányomnak küldtem egy képet'), '/docs/kuldott');
  assert.equal(first('képet küldtem magamról'), '/docs/kuldott');
  assert.equal(first('a lányom képet küldött a fiamnak'), '/docs/kuldott');
  assert.equal(first('a fiamnak képet küldött valaki és ő is küldött vissza'), '/docs/kuldott');
});

test("what a parent's child did to someone („a fiam csúfolta…”) opens the section headed with it, not the victim's steps", () => {
  const site = engineOf(
    [
      extractPage(
        page(
          'Bántás',
          '<h2 id="ha-bantjak">Mit tegyél, ha a gyerekedet bántják?</h2><p>Mentsd el az üzeneteket.</p>' +
            '<h2 id="ha-bantott">Mit tegyél, ha a te gyereked bántott valakit?</h2><p>Beszélj vele nyugodtan.</p>',
        ),
        '/docs/bantas',
      )!,
    ],
    {
      ...vocabulary,
      synonyms: {...vocabulary.synonyms, csúfol: ['bántják']},
      byOwnChild: {words: {csúfol: 'bántott'}},
      sections: {steps: ['Mit tegyél']},
    },
  );
  const land = landingOf(site);
  assert.equal(land('kiderült, hogy a fiam csúfolta az egyik osztálytársát'), '/docs/bantas#ha-bantott');
  assert.equal(land('a lányom is csúfolt valakit'), '/docs/bantas#ha-bantott');
  // Done to the child, by someone the child has, or by someone else in another clause: the child is hurt.
  assert.equal(land('a fiamat csúfolják'), '/docs/bantas#ha-bantjak');
  assert.equal(land('a fiam osztálytársa csúfolja'), '/docs/bantas#ha-bantjak');
  assert.equal(land('a fiam azt mondta, hogy csúfolja valaki'), '/docs/bantas#ha-bantjak');
  assert.equal(land('a lányom telefonján valaki csúfolja'), '/docs/bantas#ha-bantjak');
  assert.equal(land('a fiam csúfolja egy lány'), '/docs/bantas#ha-bantjak');
  assert.equal(land('a fiam akit csúfol egy lány'), '/docs/bantas#ha-bantjak');
  assert.equal(land('a lányom nagyon csúfolt, nem alszik'), '/docs/bantas#ha-bantjak');
});

test("in a parent's sentence naming a card's danger, an app's name is where it happened, not a word a page must hold", () => {
  const site = engineOf(
    [
      extractPage(
        page('Zsarolás', '<h2 id="mit-tegyek">Mit tegyek, ha zsarolják a gyereket?</h2><p>Ne fizess.</p>'),
        '/docs/zsarolas',
      )!,
      extractPage(
        page('Appok', '<h2 id="snapchat">Snapchat</h2><p>A Snapchaten jelentsd, ha zsarolják.</p>'),
        '/docs/appok',
      )!,
    ],
    {
      ...vocabulary,
      names: {words: ['snapchat']},
      overApps: {words: ['zsarol']},
      sections: {steps: ['Mit tegyek']},
    },
  );
  const land = landingOf(site);
  assert.equal(land('a fiamat zsarolják a snapchaton'), '/docs/zsarolas#mit-tegyek');
  // A query that names no child, and a question how to do something in the app, are about the app.
  assert.equal(land('zsarolják snapchaton'), '/docs/appok#snapchat');
  assert.equal(land('hogyan jelentsem a snapchaton, ha zsarolják a fiamat'), '/docs/appok#snapchat');
});

test("a verb's past the site lacks („megfenyegetett”, „fenyegettek”) finds the verb it has", () => {
  const site = [
    extractPage(page('Fenyegetés', '<h2 id="fenyeget">Valaki fenyeget</h2><p>Szólj egy felnőttnek.</p>'), '/docs/f')!,
    extractPage(page('Más', '<h2 id="mas">Fenyő és tett</h2><p>Semmi köze.</p>'), '/docs/mas')!,
  ];
  const searched = engineOf(site, vocabulary);
  const top = (query: string) => searched.search(query).pages[0]?.page.url;
  assert.equal(top('megfenyegetett'), '/docs/f');
  assert.equal(top('fenyegettek'), '/docs/f');
});

test('a synonym is searched in the form the query says its verb in: done to the speaker, or to someone named', () => {
  const site = [
    extractPage(page('Gyerekeknek', '<h2 id="bantanak">Ha bántanak</h2><p>Szólj egy felnőttnek.</p>'), '/docs/te')!,
    extractPage(
      page('Szülőknek', '<h2 id="bantjak">Ha a gyerekedet bántják</h2><p>Hallgasd meg, és ments el mindent.</p>'),
      '/docs/szulo',
    )!,
  ];
  const words: Vocabulary = {...vocabulary, synonyms: {csúfol: ['bánt', 'bántják', 'bántanak']}};
  const searched = engineOf(site, words);
  const top = (query: string) => searched.search(query).pages[0]?.page.url;
  assert.equal(top('csúfolnak'), '/docs/te');
  assert.equal(top('mindenki csúfol'), '/docs/te');
  assert.equal(top('csúfolják'), '/docs/szulo');
});

test("a verb's subjunctive („küldjek”: what someone wants the speaker to do) does not match its past („küldtem”)", () => {
  const forms = [
    extractPage(page('Küldés', '<h2 id="kuldtem">Képet küldtem</h2><p>Szólj egy felnőttnek.</p>'), '/docs/kuldtem')!,
    extractPage(page('Kérés', '<h2 id="ker">Valaki képet kér</h2><p>Ne küldj semmit.</p>'), '/docs/ker')!,
  ];
  const roots = {kuldt: 'kuld', kuldj: 'kuld'};
  const site = engineOf(forms, vocabulary, new Set(), roots);
  const urls = (query: string) => site.search(query).pages.map((hit) => hit.page.url);
  assert.deepEqual(urls('azt akarja küldjek'), ['/docs/ker']);
  assert.deepEqual(urls('azt akarja küldjem'), ['/docs/ker']);
  // Its other forms still match each other: „küldtem” finds the imperative „küldj” too.
  assert.deepEqual(urls('küldtem'), ['/docs/kuldtem', '/docs/ker']);
});

test('the suggestions leave out a page with nothing to do below the first two', () => {
  const hit = (url: string, kind?: 'background') =>
    ({
      page: {id: 0, page: 0, url, title: url, heading: '', excerpt: '', kind},
      score: 1,
      ownScore: 1,
      sections: [],
    }) as PageHit;
  const guide = hit('/docs/a');
  const roadmap = hit('/docs/utemterv', 'background');
  assert.deepEqual(
    suggestedPages([guide, hit('/docs/b'), roadmap, hit('/docs/c')]).map(({page}) => page.url),
    ['/docs/a', '/docs/b', '/docs/c'],
  );
  assert.deepEqual(
    suggestedPages([guide, roadmap, hit('/docs/b')]).map(({page}) => page.url),
    ['/docs/a', '/docs/utemterv', '/docs/b'],
  );
  assert.deepEqual(
    suggestedPages([roadmap, guide]).map(({page}) => page.url),
    ['/docs/utemterv', '/docs/a'],
  );
});

test('clausesOf: a punctuation mark or a conjunction begins a clause, aligned with capQuery', () => {
  assert.deepEqual(clausesOf('nem vágom, miért fáj a karom'), [1, 1, 3, 3, 3, 3]);
  assert.deepEqual(clausesOf('nem árt ha magamnak'), [1, 1, 2, 2]);
  assert.deepEqual(clausesOf('meg akarok halni'), [1, 1, 1]);
  const long = Array.from({length: 20}, () => 'szó').join(' ');
  assert.equal(clausesOf(long).length, capQuery(long).length);
});

test('asksHowTo: a question how to do something, not „hogy lehet az, hogy…” (how come)', () => {
  assert.equal(asksHowTo(capQuery('hogy blokkoljak valakit snapchaten')), true);
  assert.equal(asksHowTo(capQuery('messengeren hogy lehet jelenteni egy csoportot')), true);
  assert.equal(asksHowTo(capQuery('hány évesen lehet tiktokom')), true);
  assert.equal(asksHowTo(capQuery('hogy lehet az hogy valaki fenyeget')), false);
  assert.equal(asksHowTo(capQuery('valaki csúfol a tiktokon')), false);
  assert.equal(asksHowTo(capQuery('azt irta hogy tudja hol lakok')), false);
});

test('asksWhatIs: a question what something is, not what it means that something happened', () => {
  assert.equal(asksWhatIs(capQuery('mi az a take it down, tényleg leszedi a képemet?')), true);
  assert.equal(asksWhatIs(capQuery('Mit jelent a kétfaktoros hitelesítés?')), true);
  assert.equal(asksWhatIs(capQuery('mit jelent az, hogy grooming')), true);
  assert.equal(asksWhatIs(capQuery('mit jelent ha egy ismeretlen meztelen kepet kuldott nekem')), false);
  assert.equal(asksWhatIs(capQuery('mi az hogy valaki a kepemmel zsarol')), false);
  assert.equal(asksWhatIs(capQuery('valaki azt kérdezte, mi az a kód')), false);
});
