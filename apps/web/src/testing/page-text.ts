/** Elements whose text reads as one piece (a paragraph, a cell, a button, a heading…). */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'TD',
  'TH',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LABEL',
  'BUTTON',
  'A',
  'DT',
  'DD',
  'LEGEND',
  'CAPTION',
  'FIGCAPTION',
  'OPTION',
  'SUMMARY',
  'SECTION',
  'HEADER',
  'FOOTER',
  'NAV',
  'MAIN',
  'ARTICLE',
  'FORM',
  'FIELDSET',
  'TABLE',
  'TR',
  'UL',
  'OL',
  'DL',
  'BODY',
]);

/** What a person reads besides the text: labels, titles, placeholders, alternatives. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'];

function blockOf(node: Node): Element | null {
  let element = node.parentElement;
  while (element && !BLOCKS.has(element.tagName)) element = element.parentElement;
  return element;
}

/**
 * What a person reads on the page, one line a block (a paragraph, a cell, a button), and
 * one line each label, title, placeholder and alternative text; scripts, styles and code
 * shown as code left out.
 * Test support for the text checks (`@confirma/contracts/text-leaks`).
 */
export function pageText(root: Element = document.body): string {
  const lines = new Map<Element | null, string[]>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A code shown as code (`<code>`: an API event's name beside its label, a key's id) is
    // meant to be read as one.
    if (!parent || parent.closest('script, style, noscript, code, kbd, samp')) continue;
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const block = blockOf(node);
    const parts = lines.get(block) ?? [];
    // A word broken where it may wrap (`<wbr>`: an e-mail after its @) is one word.
    if (node.previousSibling?.nodeName === 'WBR' && parts.length > 0) {
      parts[parts.length - 1] += text;
    } else {
      parts.push(text);
    }
    lines.set(block, parts);
  }
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    READ_ATTRIBUTES.flatMap((name) => {
      const value = element.getAttribute(name)?.trim();
      return value ? [value] : [];
    }),
  );
  return [document.title, ...[...lines.values()].map((parts) => parts.join(' ')), ...attributes]
    .filter(Boolean)
    .join('\n');
}
