/**
 * How much of a query is searched: enough for any question, little enough to stay fast whatever is pasted or comes
 * in a link. Its own module, so that the search boxes read `characters` without pulling in the engine.
 */
export const queryLimits = {characters: 200, words: 16, lettersToSplit: 30};
