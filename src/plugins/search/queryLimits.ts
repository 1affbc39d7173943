/**
 * How much of a query is searched: enough for any question, little enough to stay fast whatever is pasted or comes
 * in a link (16 words: 12 cut the end off a parent's or a child's whole sentence, „… csak meg kell adnom a
 * jelszavamat”). Its own module, so that the search boxes read `characters` without pulling in the engine.
 */
export const queryLimits = {characters: 200, words: 16, lettersToSplit: 30};
