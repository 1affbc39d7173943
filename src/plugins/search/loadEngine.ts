// The browser side of the engine, loaded with import() when a reader shows intent (see theme/SearchBar): MiniSearch,
// the stemmer and the query layer, fed by the index file the bar already started downloading.
import {createEngine, type Engine, type IndexFile} from './engine';

let engine: Promise<Engine> | undefined;

/** The engine for the index file `response` answers with; one per page, a failed load is tried again next time. */
export function loadEngine(response: () => Promise<Response>): Promise<Engine> {
  engine ??= response()
    .then((answer) => {
      if (!answer.ok) throw new Error(`search index: HTTP ${answer.status}`);
      return answer.json() as Promise<IndexFile>;
    })
    .then(createEngine);
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}
