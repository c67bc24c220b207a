/** One leaf part of a MIME message: its content type (without parameters) and its text. */
export interface TMimePart {
  type: string;
  body: string;
}

const header = (block: string, name: string) =>
  new RegExp(`^${name}:\\s*([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im')
    .exec(block)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ');

/** A part's body as text, its line ends as written (SMTP carries them as CRLF). */
function decode(body: string, encoding: string | undefined): string {
  return decodeTransfer(body, encoding).replaceAll('\r\n', '\n');
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() !== 'quoted-printable') return body;
  // Soft line breaks go; each =XX is a byte, decoded as UTF-8 with the text's own % kept.
  const escaped = body
    .replace(/=\r?\n/g, '')
    .replaceAll('%', '%25')
    .replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(escaped);
}

/**
 * The leaf parts of a raw message as an SMTP server receives it (test support, enough for
 * nodemailer's output): multiparts are opened by their boundary, each part's body decoded
 * (quoted-printable or base64) as UTF-8 text.
 */
export function mimeParts(raw: string): TMimePart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const type = header(headers, 'content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      {
        type: type.split(';')[0]?.trim().toLowerCase() ?? '',
        body: decode(body.replace(/\r?\n$/, ''), header(headers, 'content-transfer-encoding')),
      },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
}

/** What a reader sees of an HTML part: its text, one line a block, entities read. */
export function visibleText(html: string): string {
  return html
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br>|<\/(p|li|td|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim();
}
