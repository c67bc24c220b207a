import { describe, expect, it } from 'vitest';
import { visibleText as visible } from '../../../test/support/mime-parts.ts';
import { escapeHtml, mailHtml } from './mail-html.ts';

const LINK = 'https://confirma.example/#/simpleSignature?operation=1&token=abc';

const INVITATION = {
  subject: 'Tienes un documento para firmar',
  text: [
    'Hola Ana:',
    'Te han enviado un documento. Ábrelo con este enlace:',
    LINK,
    'Ten a mano:\n- tu DNI;\n- una cámara.',
  ].join('\n\n'),
  action: { url: LINK, label: 'Leer y firmar el documento' },
};

const BRAND = {
  name: 'Inmobiliaria <Sol> & Co',
  color: '#8A1C1C',
  logoUrl: 'https://confirma.example/api/brand-logos/abc',
};

describe('mailHtml', () => {
  it('escapes the five characters of markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it("says every sentence of the text, the action's address standing alone as a button", () => {
    const html = mailHtml(INVITATION, { language: 'es' });
    const seen = visible(html);
    for (const sentence of [
      'Hola Ana:',
      'Te han enviado un documento.',
      'tu DNI;',
      'una cámara.',
    ]) {
      expect(seen).toContain(sentence);
    }
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(
      /<a href="[^"]+" style="display:inline-block;[^"]*">Leer y firmar el documento<\/a>/,
    );
    expect(html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    // The list keeps its items; the product heads and signs a message without a brand.
    expect(html).toContain('<li style="margin:0 0 6px;">tu DNI;</li>');
    expect(seen).toContain('Confirma · Firma electrónica');
    expect(html).toContain('#3f51b5');
  });

  it('draws the brand: its name escaped, its colour, its logo, and who writes in the footer', () => {
    const html = mailHtml(INVITATION, { language: 'it', brand: BRAND });
    expect(html).toContain('Inmobiliaria &lt;Sol&gt; &amp; Co');
    expect(html).not.toContain('<Sol>');
    expect(html).toContain('background:#8a1c1c');
    expect(html).toContain('<img src="https://confirma.example/api/brand-logos/abc"');
    expect(visible(html)).toContain('Inmobiliaria <Sol> & Co ti scrive tramite Confirma.');
  });

  it('keeps nothing but a colour in a style and nothing but a web address in a link', () => {
    const html = mailHtml(
      {
        subject: 's',
        text: 'Mira javascript:alert(1) y https://x.example/a?b=1&c=2.',
        action: { url: 'javascript:alert(1)', label: 'x' },
      },
      {
        language: 'en',
        brand: { name: 'B', color: 'red;background:url(x)', logoUrl: 'data:image/png;base64,AA' },
      },
    );
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('url(x)');
    expect(html).not.toContain('<img');
    expect(html).toContain('#3f51b5');
    // The full stop ends the sentence, not the address.
    expect(html).toContain('<a href="https://x.example/a?b=1&amp;c=2" ');
    expect(html).toContain('</a>.');
  });

  it('puts the button after the text when the text only mentions the address', () => {
    const html = mailHtml(
      { subject: 's', text: `See it in My Account: ${LINK}`, action: { url: LINK, label: 'Go' } },
      { language: 'en' },
    );
    expect(html.indexOf('See it in My Account')).toBeLessThan(html.indexOf('>Go</a>'));
    expect(html).toContain('If the button does not work, copy this link into your browser:');
  });

  it('draws a signature separator as a muted note', () => {
    const html = mailHtml(
      { subject: 's', text: 'Hola:\n\n--\nAvisos en Mi cuenta' },
      { language: 'es' },
    );
    expect(html).toMatch(/<p style="[^"]*font-size:13px;[^"]*">Avisos en Mi cuenta<\/p>/);
    expect(html).not.toContain('--');
  });
});
