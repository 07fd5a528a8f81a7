/*
 * The draft the generation screen has just created and named in the URL (`?draft=`). Apart from the
 * workspace, whose code loads after the page's (docs/performance.md): the route's shouldRevalidate
 * reads it on every navigation.
 */
let createdDraft: string | null = null;

/** The draft this screen has just created and named in the URL: that URL change loads nothing. */
export function justCreatedDraft(): string | null {
  return createdDraft;
}

export function setJustCreatedDraft(id: string): void {
  createdDraft = id;
}
