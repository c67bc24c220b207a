import { createHash } from 'node:crypto';
import { ZBrandResponse } from '@confirma/contracts/branding';
import { ZProblem } from '@confirma/contracts/errors';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-up.ts';
import { useTestServer } from './support/use-test-server.ts';

/** A small logo drawn as PNG (or JPEG): a dark red square and a word. */
function logo(type: 'image/png' | 'image/jpeg' = 'image/png', word = 'Sol') {
  const canvas = createCanvas(160, 48);
  const context = canvas.getContext('2d');
  context.fillStyle = '#8a1c1c';
  context.fillRect(0, 0, 48, 48);
  context.fillText(word, 60, 30);
  return type === 'image/png' ? canvas.toBuffer(type) : canvas.toBuffer(type);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe("an account's brand (My Account)", () => {
  const server = useTestServer();

  it('is none at first, then saved with a logo the product serves to anyone', async () => {
    const client = await signedInClient(server(), 'marca@example.com');
    expect(ZBrandResponse.parse(await (await client.get('/api/account/brand')).json())).toEqual({
      brand: null,
    });
    const png = logo();
    const saved = await client.put('/api/account/brand', {
      name: 'Inmobiliaria Sol',
      color: '#8A1C1C',
      logo: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const { brand } = ZBrandResponse.parse(await saved.json());
    expect(brand).toEqual({
      name: 'Inmobiliaria Sol',
      color: '#8a1c1c',
      logoUrl: `/api/brand-logos/${sha256(png)}`,
    });
    // An e-mail client fetches it without any credential, from another site's page.
    const image = await fetch(`${server().url}${brand?.logoUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    // Saved again without `logo`: the logo stays; with another colour.
    const kept = await client.put('/api/account/brand', { name: 'Sol', color: null });
    expect(ZBrandResponse.parse(await kept.json()).brand).toEqual({
      name: 'Sol',
      color: null,
      logoUrl: brand?.logoUrl,
    });
  });

  it('refuses a colour white text is unreadable on, and a logo that is no whole PNG or JPEG', async () => {
    const client = await signedInClient(server(), 'marca-mala@example.com');
    const png = logo();
    const jpeg = logo('image/jpeg');
    const before = await client.put('/api/account/brand', {
      name: 'Sol',
      color: '#1565c0',
      logo: jpeg.toString('base64'),
    });
    const logoUrl = `/api/brand-logos/${sha256(jpeg)}`;
    expect(ZBrandResponse.parse(await before.json()).brand?.logoUrl).toBe(logoUrl);
    const problem = async (body: object) => {
      const response = await client.put('/api/account/brand', body);
      const answer = ZProblem.parse(await response.json());
      expect(answer.status).toBe(response.status);
      return answer;
    };
    // Yellow under white text: 1.6:1, under WCAG AA's 4.5:1; the web shows the key's text.
    expect(await problem({ name: 'Sol', color: '#ffcc00' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'body.color', key: 'validation.brandColorContrast' }],
    });
    expect(await problem({ name: 'Sol', color: 'red' })).toMatchObject({
      errors: [{ path: 'body.color', key: 'validation.brandColorInvalid' }],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const bad of [svg, png.subarray(0, png.length - 20), Buffer.concat([png, svg])]) {
      expect(
        await problem({ name: 'Sol', color: null, logo: bad.toString('base64') }),
      ).toMatchObject({ status: 415, code: 'NOT_AN_IMAGE' });
    }
    expect(await problem({ name: 'Sol', color: null, logo: 'not base64!' })).toMatchObject({
      status: 415,
      code: 'NOT_AN_IMAGE',
    });
    expect(await problem({ name: 'Sol', color: null, logo: 'A'.repeat(400_000) })).toMatchObject({
      status: 400,
      errors: [{ path: 'body.logo', key: 'validation.brandLogoTooLarge' }],
    });
    expect(await problem({ name: ' ', color: null })).toMatchObject({
      errors: [{ path: 'body.name', key: 'validation.brandNameRequired' }],
    });
    // Nothing refused changed the brand.
    const { brand } = ZBrandResponse.parse(await (await client.get('/api/account/brand')).json());
    expect(brand).toEqual({ name: 'Sol', color: '#1565c0', logoUrl });
  });

  it("is each account's own; a logo no account uses any more is not served", async () => {
    const owner = await signedInClient(server(), 'marca-propia@example.com');
    const other = await signedInClient(server(), 'marca-ajena@example.com');
    const png = logo('image/png', 'Propia');
    const saved = ZBrandResponse.parse(
      await (
        await owner.put('/api/account/brand', {
          name: 'Propia',
          color: null,
          logo: png.toString('base64'),
        })
      ).json(),
    );
    expect(ZBrandResponse.parse(await (await other.get('/api/account/brand')).json())).toEqual({
      brand: null,
    });
    const anonymous = createHttpClient(server().url);
    expect((await anonymous.get('/api/account/brand')).status).toBe(401);
    expect((await anonymous.put('/api/account/brand', { name: 'X', color: null })).status).toBe(
      401,
    );
    // Any other blob (a signed document…) is never served by this route.
    const { key } = await server().platform.blobs.put(new TextEncoder().encode('%PDF-1.7'));
    expect((await fetch(`${server().url}/api/brand-logos/${key}`)).status).toBe(404);
    // The logo removed, then the brand: the old address answers 404.
    const removed = await owner.put('/api/account/brand', {
      name: 'Propia',
      color: null,
      logo: null,
    });
    expect(ZBrandResponse.parse(await removed.json()).brand?.logoUrl).toBeNull();
    expect((await fetch(`${server().url}${saved.brand?.logoUrl}`)).status).toBe(404);
    expect((await owner.delete('/api/account/brand', {})).status).toBe(204);
    expect(ZBrandResponse.parse(await (await owner.get('/api/account/brand')).json())).toEqual({
      brand: null,
    });
  });
});
