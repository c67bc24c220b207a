/**
 * The HTML part of every e-mail, drawn from its text part: one layout (a header with the
 * sender account's brand or the product's, the text's paragraphs, the main link as a
 * button, a footer). E-mail clients drop <style> and remote CSS, so every style is inline;
 * the only remote resource is the brand's logo, which the product serves itself. Every
 * piece of text and every address is escaped here: callers hand plain text.
 */

export type TMailLanguage = 'es' | 'en' | 'it';

/** The account a message is sent on behalf of, as its HTML shows it. */
export interface TMailBrand {
  name: string;
  /** `#rrggbb`, dark enough for white text (checked when the account saved it). */
  color: string | null;
  /** Absolute https(s) address of the logo (PNG or JPEG served by the product). */
  logoUrl: string | null;
}

/** The message's main link: a button in the HTML, labelled for what it opens. */
export interface TMailAction {
  url: string;
  label: string;
}

export interface TMailContent {
  subject: string;
  text: string;
  action?: TMailAction | undefined;
}

export const PRODUCT_NAME = 'Confirma';
/** The web client's default primary colour (contrast 6.9:1 with white). */
const PRODUCT_COLOR = '#3f51b5';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const WEB_URL = /^https?:\/\/[^\s"'<>]+$/i;
/** An address inside a sentence: up to a space or a character no URL writes raw. */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>«»“”]+/gi;
/** What ends a sentence rather than the address before it. */
const TRAILING_PUNCTUATION = new Set('.,;:!?)]');

/** `url` without the punctuation of the sentence it ends (a loop: a `[…]+$` regex backtracks). */
function trimSentenceEnd(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(url[end - 1] as string)) end -= 1;
  return url.slice(0, end);
}

const LAYOUT_TEXTS: Record<
  TMailLanguage,
  { fallback: string; onBehalf: (brand: string) => string; tagline: string }
> = {
  es: {
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    onBehalf: (brand) => `${brand} te escribe a través de ${PRODUCT_NAME}.`,
    tagline: 'Firma electrónica, notificación certificada e identificación por vídeo',
  },
  en: {
    fallback: 'If the button does not work, copy this link into your browser:',
    onBehalf: (brand) => `${brand} writes to you through ${PRODUCT_NAME}.`,
    tagline: 'Electronic signature, certified notification and video identification',
  },
  it: {
    fallback: 'Se il pulsante non funziona, copia questo link nel browser:',
    onBehalf: (brand) => `${brand} ti scrive tramite ${PRODUCT_NAME}.`,
    tagline: 'Firma elettronica, notifica certificata e identificazione via video',
  },
};

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT_COLOR = '#1f2328';
const MUTED_COLOR = '#57606a';

/** Text as HTML: the five characters that could end an element or an attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const link = (url: string, color: string, label = url) =>
  `<a href="${escapeHtml(url)}" style="color:${color};word-break:break-all;">${escapeHtml(label)}</a>`;

/** A line of text, escaped, its web addresses made links (a sentence's full stop left out). */
function inline(line: string, color: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = trimSentenceEnd(match[0]);
    html += escapeHtml(line.slice(at, match.index)) + link(url, color);
    at = match.index + url.length;
  }
  return html + escapeHtml(line.slice(at));
}

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

/** The main link: a table cell coloured as the brand (Outlook draws no padded <a>). */
function button(action: TMailAction, color: string, fallback: string): string {
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">',
    `<tr><td align="center" bgcolor="${color}" style="background:${color};border-radius:6px;">`,
    `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 28px;${FONT};font-size:16px;font-weight:600;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>`,
    '</td></tr></table>',
    paragraph(
      `${escapeHtml(fallback)}<br>${link(action.url, color)}`,
      `font-size:13px;color:${MUTED_COLOR};`,
    ),
  ].join('');
}

const ITEM = /^- /;
const CONTINUATION = /^ {2}/;

/**
 * One paragraph of the text part (lines split by a blank line): a muted note after a
 * signature separator ("--"); a list where its lines become items ("- ", continued by
 * indented lines), under the lines that introduce it ("Ten a mano:"); otherwise its lines.
 */
function block(text: string, color: string): string {
  const lines = text.split('\n');
  if (lines[0] === '--') {
    return paragraph(
      lines
        .slice(1)
        .map((line) => inline(line, color))
        .join('<br>'),
      `font-size:13px;color:${MUTED_COLOR};border-top:1px solid #d0d7de;padding-top:12px;`,
    );
  }
  const first = lines.findIndex((line) => ITEM.test(line));
  const listed = lines.slice(Math.max(first, 0));
  if (first < 0 || !listed.every((line) => ITEM.test(line) || CONTINUATION.test(line))) {
    return paragraph(lines.map((line) => inline(line, color)).join('<br>'));
  }
  const intro = lines.slice(0, first).map((line) => inline(line, color));
  const items = listed
    .join('\n')
    .split(/\n(?=- )/)
    .map((item) =>
      item
        .slice(2)
        .split('\n')
        .map((line) => inline(line.trim(), color)),
    )
    .map((item) => `<li style="margin:0 0 6px;">${item.join('<br>')}</li>`);
  return [
    intro.length ? paragraph(intro.join('<br>'), 'margin-bottom:8px;') : '',
    `<ul style="margin:0 0 16px;padding-left:22px;">${items.join('')}</ul>`,
  ].join('');
}

/** The brand's colour when it is one, otherwise the product's. */
const colorOf = (brand: TMailBrand | null | undefined) =>
  brand?.color && HEX_COLOR.test(brand.color) ? brand.color.toLowerCase() : PRODUCT_COLOR;

function header(brand: TMailBrand | null | undefined, color: string): string {
  const name = brand?.name || PRODUCT_NAME;
  const logo =
    brand?.logoUrl && WEB_URL.test(brand.logoUrl)
      ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(name)}" height="40" style="display:block;height:40px;width:auto;max-width:200px;border:0;margin:0 0 8px;">`
      : '';
  return `<td style="padding:20px 24px 12px;border-top:6px solid ${color};border-radius:8px 8px 0 0;">${logo}<div style="${FONT};font-size:18px;font-weight:700;line-height:1.3;color:${color};">${escapeHtml(name)}</div></td>`;
}

/**
 * The HTML part of a message: its text's paragraphs (escaped, addresses linked), the
 * action's address standing alone as a button (or, when the text only mentions it, the
 * button after the text), under the brand's header (the product's without a brand) and
 * over a footer that names who writes, in the message's language.
 */
export function mailHtml(
  mail: TMailContent,
  layout: { language: TMailLanguage; brand?: TMailBrand | null | undefined },
): string {
  const texts = LAYOUT_TEXTS[layout.language];
  const { brand } = layout;
  const color = colorOf(brand);
  const action = mail.action && WEB_URL.test(mail.action.url) ? mail.action : undefined;
  const blocks = mail.text.split(/\n{2,}/).filter((part) => part.trim() !== '');
  let placed = false;
  const body = blocks.map((part) => {
    if (action && !placed && part.trim() === action.url) {
      placed = true;
      return button(action, color, texts.fallback);
    }
    return block(part, color);
  });
  if (action && !placed) body.push(button(action, color, texts.fallback));
  const footer = brand?.name ? texts.onBehalf(brand.name) : `${PRODUCT_NAME} · ${texts.tagline}`;
  return [
    '<!doctype html>',
    `<html lang="${layout.language}" dir="ltr"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-collapse:separate;">',
    `<tr>${header(brand, color)}</tr>`,
    `<tr><td style="padding:12px 24px 8px;${FONT};font-size:16px;line-height:1.5;color:${TEXT_COLOR};">${body.join('')}</td></tr>`,
    `<tr><td style="padding:16px 24px 20px;border-top:1px solid #e5e7eb;${FONT};font-size:13px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
