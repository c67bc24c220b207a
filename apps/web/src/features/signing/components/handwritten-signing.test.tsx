// @vitest-environment jsdom
import type { TOperationResponse } from '@confirma/contracts/operations';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { HandwrittenSigning } from './handwritten-signing';

strictDomTests();

const OP = '7b0f6a44-1c1f-4b7e-9a53-2f6f1c2d9e01';
const DOC = 'c3a1e2d4-5b6f-4a7b-8c9d-0e1f2a3b4c5d';
const SIGNER = '0d9c8b7a-6f5e-4d3c-8b1a-9f8e7d6c5b4a';

const OPERATION: TOperationResponse = {
  uuid: OP,
  domainUuid: 'e5f4d3c2-b1a0-4f9e-8d7c-6b5a4f3e2d1c',
  opClass: 847,
  status: 'OPENED',
  signatureType: 'BIOMETRICA',
  createdAt: '2026-11-26T10:00:00.000Z',
  authPolicy: {
    fields: [
      { identifier: 'name', label: 'Nombre', value: 'Ana', resumen: 'Y' },
      { identifier: 'lastname', label: 'Apellidos', value: 'Ruiz Gil', resumen: 'Y' },
    ],
  },
  documents: [
    { documentUuid: DOC, documentName: 'contrato.pdf', reference: 'contrato', signed: false },
  ],
  signers: [
    { signerUuid: SIGNER, level: 1, order: 1, name: 'Ana', status: 'OPENED', signedAt: null },
  ],
  viewer: { signerUuid: SIGNER, status: 'OPENED' },
};

/**
 * jsdom draws nothing: a 2D context that records what is written and measures text at
 * half its font size per character, and a canvas whose PNG is the text written on it.
 */
function fakeCanvas() {
  const written: string[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const context = {
      font: '',
      measureText: (text: string) => ({
        width: text.length * Number(/(\d+)px/.exec(context.font)?.[1] ?? 10) * 0.5,
      }),
      fillText: (text: string) => {
        written.push(text);
        this.dataset.text = text;
      },
    };
    // Whatever else the pad calls (scale, clearRect, fillRect…) does nothing.
    return new Proxy(context, {
      get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}),
      set: (target, key, value) => Reflect.set(target, key, value),
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return `data:image/png;base64,${btoa(this.dataset.text ?? 'blank')}`;
  });
  return written;
}

/** The signing service: read and sign answer OK, anything else (the PDF) 404. */
function fakeService() {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: JSON.parse(String(init?.body ?? '{}')) });
    const answers: Record<string, unknown> = {
      [`POST /api/v2/documentread/${OP}`]: { result: 'OK' },
      [`POST /api/v2/addsigntodocument/${OP}/${DOC}`]: { result: 'OK', sealed: true },
    };
    const answer = answers[`${method} ${path}`];
    return answer
      ? new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ code: 'NOT_FOUND', status: 404, title: 'Not found' }), {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        });
  });
  return calls;
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('the handwritten signing page without a pointer', () => {
  it('signs with the typed name, written out as the image, through the same call', async () => {
    const written = fakeCanvas();
    const calls = fakeService();
    const { router } = renderWithProviders(
      <HandwrittenSigning operation={OPERATION} operationUuid={OP} documentUuid={DOC} />,
    );
    // The pad is first; the way to type is offered beside it, and takes the focus.
    expect(screen.getByTestId('signature-pad')).toBeTruthy();
    const typeName = screen.getByRole('button', { name: 'Escribir mi nombre' });
    expect(typeName.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(typeName);
    const field = screen.getByRole('textbox', { name: 'Tu nombre, tal como quieres firmar' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByTestId('signature-pad')).toBeNull();
    // Started from the signer's name, previewed as it will be stamped.
    expect((field as HTMLInputElement).value).toBe('Ana Ruiz Gil');
    expect(screen.getByAltText('Así quedará tu firma: Ana Ruiz Gil')).toBeTruthy();

    // Too short: no Sign, and the field says why.
    fireEvent.change(field, { target: { value: 'A' } });
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
    expect(screen.getByText('Escribe tu nombre (al menos 2 caracteres).')).toBeTruthy();

    fireEvent.change(field, { target: { value: '  Ana   Ruiz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resumeSignature'));
    const signed = calls.find((call) => call.path.startsWith('/api/v2/addsigntodocument/'));
    expect(signed?.body).toMatchObject({
      operationUuid: OP,
      documentUuid: DOC,
      typedName: 'Ana Ruiz',
      b64img: `data:image/png;base64,${btoa('Ana Ruiz')}`,
    });
    expect(signed?.body).not.toHaveProperty('strokes');
    expect(written.at(-1)).toBe('Ana Ruiz');
    // Read and accepted first, as with a drawing.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /api/v2/documentread/${OP}`,
    );
  });
});
