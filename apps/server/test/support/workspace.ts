import { createHttpClient } from './http-client.ts';
import { bearer, signedInSender, signerData } from './operations.ts';
import type { TTestServer } from './test-server.ts';

/** A phone's browser, as the signer's device in the timeline: `Chrome 142 on Android`. */
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/142.0.0.0 Mobile Safari/537.36';

/** An OTP signer (spec signerData) named `name`, at `level`. */
export function otpSigner(name: string, email: string, level = 1) {
  return {
    level,
    order: 1,
    signerData: signerData(email, [], { name }),
    signaturesType: ['SIMPLE'],
  };
}

/**
 * A sender as the workspace sees them: the signed-in browser (its cookies, for calls and
 * for the event stream), the account id and an account token, with 40 credits more.
 */
export async function workspaceSender(server: TTestServer, email: string) {
  const sender = await signedInSender(server, email, 40);
  return {
    ...sender,
    /** The browser's Cookie header (what an EventSource sends). */
    cookie: () => ({
      cookie: [...sender.client.jar].map(([key, value]) => `${key}=${value}`).join('; '),
    }),
    /** The same calls as an integrator makes them: the account token, no cookie. */
    api: createHttpClient(server.url, bearer(sender.token)),
  };
}

export type TWorkspaceSender = Awaited<ReturnType<typeof workspaceSender>>;
