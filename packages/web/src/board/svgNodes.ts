/** How many distinct square pictures are kept parsed (a game shows a few dozen). */
const KEPT = 256;

/**
 * Markup to nodes for `doc`, parsed once per distinct markup: a square redrawn to a picture it (or
 * another square) showed before gets a copy of the parsed nodes, which is much cheaper than parsing
 * the markup again. The nodes are the same as `innerHTML = markup` would make.
 */
export function svgNodes(doc: Document): (markup: string) => Node {
  const parsed = new Map<string, DocumentFragment>();
  return (markup) => {
    let fragment = parsed.get(markup);
    if (fragment === undefined) {
      const template = doc.createElement('template');
      template.innerHTML = markup;
      fragment = template.content;
      if (parsed.size >= KEPT) parsed.clear();
      parsed.set(markup, fragment);
    }
    return doc.importNode(fragment, true);
  };
}
