/**
 * The Confirma API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: `npm run client:generate` rewrites this file, and `npm run check:openapi`
 * fails while it differs from what the server's document generates.
 */

export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's document: profile, credits, subscription */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        /** Erase the account (password required) */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/api-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your API credentials, newest first (secrets are never shown again)
         * @description Revoked credentials are listed with their `revokedAt`. Each shows its `scope`, the member who created it (`createdBy`) and the last four characters of its secret ('' for credentials made before they were kept).
         */
        get: operations["getAccountApiCredentials"];
        put?: never;
        /**
         * Create an API credential; the answer is the only time the secret is shown
         * @description The `scope` says what its tokens may do: `read` (the organisation's work), `send` (that, and creating and sending), `identification` (reading, and deciding identifications under review) or `admin` (everything the creator's role allows); always within the role of the member who created it, as it stands at each call. A scope beyond the creator's role is 403 `ROLE_FORBIDDEN`; a token whose key's scope lacks what a route asks gets 403 `ROLE_FORBIDDEN`. At most 20 active credentials an account (409 `API_CREDENTIALS_LIMIT`: revoke one first). With an `Idempotency-Key` a retry (same key and body, within 24 hours) creates no other credential and answers 200 with the one created (`Idempotent-Replayed: true`), without its secret: a secret is shown once, so a client that lost it revokes that credential and creates another.
         */
        post: operations["postAccountApiCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/api-credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API credential (its tokens stop working at once) */
        delete: operations["deleteAccountApiCredentialsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active organisation's brand: name, colour and logo (null without one) */
        get: operations["getAccountBrand"];
        /**
         * Set the active organisation's brand (a new logo as base64 PNG or JPEG, null to remove it)
         * @description The colour must keep white text readable (WCAG AA, 4.5:1): otherwise 400 VALIDATION_FAILED with the key validation.brandColorContrast. A logo that is not a whole PNG or JPEG is 415 NOT_AN_IMAGE; over 256 KB, 413 PAYLOAD_TOO_LARGE; over 2,000,000 pixels, 413 IMAGE_TOO_LARGE.
         */
        put: operations["putAccountBrand"];
        post?: never;
        /** Remove the organisation's brand: its signers see the product's look again */
        delete: operations["deleteAccountBrand"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/embed-origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The origins allowed to embed your signing and identification pages */
        get: operations["getAccountEmbedOrigins"];
        /**
         * Replace the origins allowed to embed your signing and identification pages
         * @description Each origin is `scheme://host[:port]`: https, or http for localhost and 127.0.0.1 only. They are stored in lower case without the default port, duplicates once; the answer is the list as stored. An empty list lets no site embed the pages.
         */
        put: operations["putAccountEmbedOrigins"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download all personal data (JSON) */
        get: operations["getAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active organisation's credit ledger, newest first (keyset pagination), naming the member who spent or bought */
        get: operations["getAccountHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the editable profile */
        patch: operations["patchAccountProfile"];
        trace?: never;
    };
    "/api/account/sign-in-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in methods this server offers */
        get: operations["getAccountSignInOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search accounts by e-mail or name, newest first (keyset pagination) */
        get: operations["getAdminAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account: profile, balance with debt, ledger, operations, role */
        get: operations["getAdminAccountsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or take credits with a reason (Idempotency-Key: applied once) */
        post: operations["postAdminAccountsCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's credit ledger, newest first (keyset pagination) */
        get: operations["getAdminAccountsLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}/reviewer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or revoke the reviewer role (the identification review desk), with a reason */
        put: operations["putAdminAccountsReviewer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or revoke the admin role, with a reason (never the last admin) */
        put: operations["putAdminAccountsRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{userId}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off an account's two-step verification (account recovery), with a reason
         * @description For a person who lost their authenticator app and their backup codes, once support has checked who they are. The person is e-mailed; the audit log records who did it and why. `wasOn` false: nothing to turn off, nothing recorded.
         */
        post: operations["postAdminAccountsTwoFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log of administrator actions, newest first */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the platform CA issued (signers, the seal, the TSA, the responder), newest first, with its revocation */
        get: operations["getAdminCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/certificates/{serial}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a certificate of the platform CA: OCSP answers revoked, the CRL lists it (once; again answers the first revocation) */
        post: operations["postAdminCertificatesRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact requests by state, kind and text, newest first */
        get: operations["getAdminContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact request with its notes */
        get: operations["getAdminContactsByContactId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{contactId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a note to a contact request */
        post: operations["postAdminContactsNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{contactId}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a request: RECEIVED → CONTACTED → CLOSED, or reopen CLOSED → CONTACTED */
        post: operations["postAdminContactsState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in administrator (403 for everyone else) */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operations/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operations by status, type and day (last 30 days); credits spent */
        get: operations["getAdminOperationsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments: filter by status and provider, search id, reference or e-mail */
        get: operations["getAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its events */
        get: operations["getAdminPaymentsByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{orderId}/confirm-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm that a bank transfer arrived: the order is paid and credited */
        post: operations["postAdminPaymentsConfirmTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid order in full through its provider; credits taken back */
        post: operations["postAdminPaymentsRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-logos/{sha256}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's logo (PNG or JPEG), as its e-mails and signing pages show it */
        get: operations["getBrandLogosBySha256"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's newest bulk sends (of one template when given)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. The 20 newest, each with its progress.
         */
        get: operations["getBulkSends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-sends/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk send and its progress
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. `state`: running, done or cancelled; rows created, failed, cancelled and pending; the credits reserved, used and given back (at the end).
         */
        get: operations["getBulkSendsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-sends/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a running bulk send: the rows not yet created are not sent
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. The job stops before its next row; the rows left are marked cancelled and their credits given back. Requests already created are not touched (cancel each one if needed). A bulk send that has ended is answered as it is.
         */
        post: operations["postBulkSendsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-sends/{id}/result.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk send's result file: each row's operation or why it was not sent
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. One row per request, in the file's order: its row number, each role's e-mail, the outcome (created, failed, cancelled, or pending while it runs), the operation's uuid, and why it was not created. RFC 4180 (every cell quoted), UTF-8 with a byte-order mark; a formula a spreadsheet would run is shown as text behind a '. With `lang` (es, en, it): for a person, the columns named in it and, for es and it, cells separated by `;` as their spreadsheets read them; without: a program's names, separated by `,`.
         */
        get: operations["getBulkSendsResultCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The establishment a check-in link belongs to
         * @description The guest's page of an establishment's link, no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown or replaced link; 409 CHECKIN_LINK_PAUSED: the establishment paused it.
         */
        get: operations["getCheckinByToken"];
        put?: never;
        /**
         * Start a guest's check-in: their traveller report, paid by the establishment
         * @description The guest's page of an establishment's link, no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown or replaced link; 409 CHECKIN_LINK_PAUSED: the establishment paused it. The proof of work first (400 CAPTCHA_FAILED), then the limits (429 RATE_LIMITED with Retry-After): `CHECKIN_IP_LIMIT` per IP per day, and per link per day the establishment's own maximum (never above `CHECKIN_LINK_LIMIT`); 402 INSUFFICIENT_CREDITS when the establishment's organisation cannot pay. The stay starts at most a day ago and a year ahead, and lasts at most a year. The answer's signer token opens the guest's identification.
         */
        post: operations["postCheckinByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proof-of-work challenge (ALTCHA v2) for the guest check-in form
         * @description PBKDF2/SHA-256, deterministic mode, valid 10 minutes, good for one submission. Solve it with altcha-lib's `solveChallenge` and the WebCrypto `deriveKey` of `altcha-lib/algorithms/web/pbkdf2`, then send `base64(JSON.stringify({challenge, solution}))` as `altcha`. Limited per IP (`CHECKIN_CHALLENGE_LIMIT` a minute).
         */
        get: operations["getCheckinChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/guest/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking from one guest's link (the other guests' addresses masked)
         * @description A booking guest's own link (sent by e-mail), no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown link; 409 CHECKIN_LINK_PAUSED: the establishment paused its online check-in. `started`: their check-in once started and until their parte is final.
         */
        get: operations["getCheckinGuestByToken"];
        put?: never;
        /**
         * Start a booking guest's check-in: their traveller report, paid by the establishment
         * @description A booking guest's own link (sent by e-mail), no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown link; 409 CHECKIN_LINK_PAUSED: the establishment paused its online check-in. The stay and the guest's name and address are the booking's. Counted like a check-in on the establishment's link (429 RATE_LIMITED; 402 INSUFFICIENT_CREDITS). Again while their parte is not final: the same operation, nothing charged twice; once final, 409 BOOKING_GUEST_DONE.
         */
        post: operations["postCheckinGuestByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/guest/{token}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lead guest invites another adult of the booking
         * @description A booking guest's own link (sent by e-mail), no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown link; 409 CHECKIN_LINK_PAUSED: the establishment paused its online check-in. 403 BOOKING_NOT_LEAD from another guest's link; 409 BOOKING_FULL when every declared traveller is there; 409 CONFLICT when that address is in the booking already; 429 RATE_LIMITED past a link's daily additions.
         */
        post: operations["postCheckinGuestGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/guest/{token}/minors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a minor travelling with this guest (the adult responsible)
         * @description A booking guest's own link (sent by e-mail), no account. 404 CHECKIN_LINK_NOT_FOUND: an unknown link; 409 CHECKIN_LINK_PAUSED: the establishment paused its online check-in. 400 VALIDATION_FAILED when the birth date is in the future or makes them 18 or older on the check-in day; 409 BOOKING_FULL when every declared traveller is there, 409 CONFLICT once the booking's communication to SES has begun; 429 RATE_LIMITED past a link's daily additions.
         */
        post: operations["postCheckinGuestMinors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public client configuration */
        get: operations["getClientConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact request (API page, contact page or contact-request form)
         * @description `kind` says which form: `API` (name up to 80, e-mail, need, agree), `CONTACT_PAGE` (name and last name up to 50, e-mail, DNI/NIE with its check letter, operation type, mobile for IDENTIFICATION_SIGNATURE and TRAVELLER_REPORT) or `CONTACT_REQUEST` (name up to 200, company up to 100, e-mail, phone of 7 or more, description, both consents). Stored with id `C` + milliseconds and state RECEIVED; the sales inbox (`SALES_EMAIL`) is e-mailed through the job queue. 400 VALIDATION_FAILED: each of `errors[]` with an English `message` and, as `key`, the web client's `contact` text for it; 400 CAPTCHA_FAILED: the proof of work of `GET /api/contacts/challenge` is missing, wrong, expired or already used; 429 RATE_LIMITED with Retry-After: `CONTACT_IP_LIMIT` requests per IP per hour. Nothing is stored on any error.
         */
        post: operations["postContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proof-of-work challenge (ALTCHA v2) for the contact forms
         * @description PBKDF2/SHA-256, deterministic mode, valid 10 minutes, good for one submission. Solve it with altcha-lib's `solveChallenge` and the WebCrypto `deriveKey` of `altcha-lib/algorithms/web/pbkdf2`, then send `base64(JSON.stringify({challenge, solution}))` as `altcha`. Limited per IP (`CONTACT_CHALLENGE_LIMIT` a minute).
         */
        get: operations["getContactsChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proof-of-work challenge (ALTCHA v2) for the demo form
         * @description PBKDF2/SHA-256, deterministic mode, valid 10 minutes, good for one submission. Solve it with altcha-lib's `solveChallenge` and the WebCrypto `deriveKey` of `altcha-lib/algorithms/web/pbkdf2`, then send `base64(JSON.stringify({challenge, solution}))` as `altcha`. Limited per IP (`DEMO_CHALLENGE_LIMIT` a minute).
         */
        get: operations["getDemoChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a test operation (no account, no credits, no legal validity)
         * @description SIMPLE: demo OTP template (opClass 1239), signed with an SMS code; BIOMETRICA: biometric demo template (847), handwritten; IDENTIFICACION_FIRMA: contract (1241), VIDEO_1PASO_OTP; PARTE_VIAJERO: traveller report (1243), VIDEO_1PASO_OTP (both with `nif`, the document number to be shown; the signer token opens the capture screen). The signer gets the invitation e-mail; every page carries a "DEMO" watermark in the chosen language. 400 CAPTCHA_FAILED: the proof of work is missing, wrong, expired or already used (nothing is created); 429 RATE_LIMITED with Retry-After: per IP per hour (`DEMO_IP_LIMIT`) or per phone / e-mail per day (`DEMO_DESTINATION_LIMIT`); an identification type also per IP and per phone / e-mail per day (`DEMO_IDENTIFICATION_IP_LIMIT`, `DEMO_IDENTIFICATION_DESTINATION_LIMIT`).
         */
        post: operations["postDemoOperations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stored contact requests, newest first */
        get: operations["getDevContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages kept in the outbox, newest first */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's establishments, newest first (SES passwords are never shown)
         * @description An account token or the signed-in browser, acting for its organisation; another organisation's establishment is 404. See docs/traveller.md.
         */
        get: operations["getEstablishments"];
        put?: never;
        /**
         * Add an establishment, with its guest check-in link
         * @description An account token or the signed-in browser, acting for its organisation; another organisation's establishment is 404. See docs/traveller.md. `ses`: the establishment's SES.HOSPEDAJES web-service credentials (the password is kept encrypted and never shown again); null: its partes are not communicated from here. Audited (`establishment.created`).
         */
        post: operations["postEstablishments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments/{establishmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an establishment's settings (pause its link, its SES credentials…)
         * @description An account token or the signed-in browser, acting for its organisation; another organisation's establishment is 404. See docs/traveller.md. Without `ses.password` the stored password is kept. Audited (`establishment.updated`).
         */
        put: operations["putEstablishmentsByEstablishmentId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments/{establishmentId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The establishment's bookings, newest first (the last 100), with who has checked in
         * @description A member with the `checkin` permission, for the organisation's establishment (another organisation's is 404). See docs/traveller.md (Bookings).
         */
        get: operations["getEstablishmentsBookings"];
        put?: never;
        /**
         * Open a booking and invite its adult guests, each with their own check-in link
         * @description A member with the `checkin` permission, for the organisation's establishment (another organisation's is 404). See docs/traveller.md (Bookings). Without `reference` the booking gets one of ours (`CFM-…`); 409 BOOKING_EXISTS when the establishment has that reference already. Each guest gets their link by e-mail. Audited (`booking.created`).
         */
        post: operations["postEstablishmentsBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments/{establishmentId}/bookings/{bookingId}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite one more adult guest to a booking
         * @description A member with the `checkin` permission, for the organisation's establishment (another organisation's is 404). See docs/traveller.md (Bookings). 409 BOOKING_FULL when every declared traveller is there; 409 CONFLICT when that address is in the booking already. Audited (`booking.guest_invited`).
         */
        post: operations["postEstablishmentsBookingsGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments/{establishmentId}/kiosk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The establishment the reception kiosk checks guests in at
         * @description The reception kiosk: a member with the `checkin` permission (the kiosk role's only one) on the organisation's device at the desk. Another organisation's establishment is 404.
         */
        get: operations["getEstablishmentsKiosk"];
        put?: never;
        /**
         * Start a guest's check-in at the reception kiosk, paid by the organisation
         * @description The reception kiosk: a member with the `checkin` permission (the kiosk role's only one) on the organisation's device at the desk. Another organisation's establishment is 404. No proof of work, and a paused link does not close the desk; the member is the sender (their monthly limit counts it; the audit log's `operation.sent` says "kiosk"). The answer's signer token opens the guest's identification on the kiosk.
         */
        post: operations["postEstablishmentsKiosk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments/{establishmentId}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The printable check-in poster: the QR code of the guest link (PDF)
         * @description An account token or the signed-in browser, acting for its organisation; another organisation's establishment is 404. See docs/traveller.md. `format`: A4 (a poster) or TENT (a table tent: one A4 sheet folded in half).
         */
        get: operations["getEstablishmentsPoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/establishments/{establishmentId}/rotate-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the establishment's guest check-in link (the old one stops at once)
         * @description An account token or the signed-in browser, acting for its organisation; another organisation's establishment is 404. See docs/traveller.md. Audited (`establishment.link_rotated`).
         */
        post: operations["postEstablishmentsRotateLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an analytics event (category, action, optional label)
         * @description Stores only the category, action, label and time: no IP, user agent or user. Limited per IP (`ANALYTICS_IP_LIMIT` a minute): 429 RATE_LIMITED with Retry-After.
         */
        post: operations["postEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Answers 200 when the service and its database answer (a statement came back within the last second, or a `select 1` within 2 s), 503 DB_UNAVAILABLE with Retry-After otherwise.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending invitations sent to your address */
        get: operations["getInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invitation as its e-mailed link shows it (who invites, to what, with what role) */
        get: operations["getInvitationsByInvitationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{invitationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation sent to your address; the session then acts for it
         * @description 403 `INVITATION_OTHER_ADDRESS` for another address, 410 `INVITATION_EXPIRED`, 409 `INVITATION_CLOSED` or `ALREADY_A_MEMBER`.
         */
        post: operations["postInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{invitationId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation sent to your address */
        post: operations["postInvitationsReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's invoices and credit notes, newest first (keyset pages)
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer). Amounts in cents, positive; a credit note's are taken back. Pass the answer's `nextCursor` as `cursor` for the next page.
         */
        get: operations["getInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sealed PDF of an invoice or credit note
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer). The owner's, or any for an administrator signed in with a session; anyone else gets 404, as does an invoice whose PDF is not rendered yet.
         */
        get: operations["getInvoicesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kiosk/establishments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's establishments the reception kiosk may check guests in at
         * @description The reception kiosk: a member with the `checkin` permission (the kiosk role's only one) on the organisation's device at the desk. Another organisation's establishment is 404. Names and modes only (the settings are the managers').
         */
        get: operations["getKioskEstablishments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a certified notification (1 credit)
         * @description The session cookie (My Account) or an account token (`Authorization: Bearer`). The recipient (name, lastname, e-mail, optional phone for an SMS notice and an SMS-confirmed acknowledgement), subject, message and the PDF (base64, checked by content). The document is sealed as sent, 1 credit is spent and the e-mail is sent by a job: the status moves to SENT (or BOUNCED) and the workspace stream tells it. 402 without credits, 400 for a missing document, 415 for one that is not a PDF; nothing is stored or charged then. With an `Idempotency-Key` a retry replays the first answer and never charges twice.
         */
        post: operations["postNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/dsn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Inbound delivery-status report (RFC 3464) for the mail system to pipe in
         * @description The whole bounce message as received (`message/rfc822`), with `Authorization: Bearer {NOTIFICATION_DSN_SECRET}`; 404 when that is not set. It counts only when it returns the envelope id the notification was sent with (`Original-Envelope-Id`), which the recipient never sees: otherwise `unauthenticated` and nothing is recorded, whatever Message-ID it names. A permanent failure (Action failed, Status 5.x.x) of a notification not yet opened ends it BOUNCED with the diagnostic in the evidence (`bounced`); after the recipient opened it, it is recorded as a late claim and the status stays (`late_claim`).
         */
        post: operations["postNotificationsDsn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/recipient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notification as its recipient sees it (records the opening, once)
         * @description The recipient's link token (from the notification e-mail, `#/notification/{token}`) as `Authorization: Bearer {token}`; any other token is 404. The first call records `notification.opened` with IP and user agent.
         */
        get: operations["getNotificationsRecipient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/recipient/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge receipt ('Acuso recibo'), with the SMS code if one was asked for
         * @description The recipient's link token (from the notification e-mail, `#/notification/{token}`) as `Authorization: Bearer {token}`; any other token is 404. 422 OTP_INVALID, 410 OTP_EXPIRED, 423 OTP_LOCKED for the code.
         */
        post: operations["postNotificationsRecipientAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/recipient/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS code to confirm the acknowledgement (when a phone was given)
         * @description The recipient's link token (from the notification e-mail, `#/notification/{token}`) as `Authorization: Bearer {token}`; any other token is 404. One every 30 seconds; the code lasts 5 minutes, 5 tries.
         */
        post: operations["postNotificationsRecipientCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/recipient/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notified document, sealed as sent (records the access, once)
         * @description The recipient's link token (from the notification e-mail, `#/notification/{token}`) as `Authorization: Bearer {token}`; any other token is 404. The first call records `notification.content_accessed`.
         */
        get: operations["getNotificationsRecipientDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/recipient/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the notification (with a reason, optionally)
         * @description The recipient's link token (from the notification e-mail, `#/notification/{token}`) as `Authorization: Bearer {token}`; any other token is 404.
         */
        post: operations["postNotificationsRecipientReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's operations, newest first (filters, search, keyset pages)
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer); only the account's own operations, any other is 404. `q` matches a signer's name or e-mail or a document's name.
         */
        get: operations["getOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One operation: signers, documents, evidence timeline, files, identifications and actions
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer); only the account's own operations, any other is 404. The timeline shows each evidence event with the client address masked and the device summarised; `files` are links to GET …/files/… below; `identifications` name each video identification's `videoUuid` for the identification service's summary (`/api/v2/identification/images/data/{op}/{video}`) and certificate (`/api/v2/identification/certificate/{op}/{video}`), which take an account token.
         */
        get: operations["getOperationsByOperationUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationUuid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an operation nobody has finished signing
         * @description The session cookie (My Account) or an account token (`Authorization: Bearer`); another account's operation is 404. 409 when it has already ended.
         */
        post: operations["postOperationsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationUuid}/files/{kind}/{documentUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document: as uploaded (original) or as signed (signed)
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer); only the account's own operations, any other is 404. The same bytes the signers get; a document not signed yet has no signed file (404).
         */
        get: operations["getOperationsFilesByKindAndDocumentUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationUuid}/files/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the operation certificate (acta), sealed by the platform
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer); only the account's own operations, any other is 404. The same certificate the signers get.
         */
        get: operations["getOperationsFilesCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationUuid}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remind the signers at their turn that the document waits for them
         * @description The session cookie (My Account) or an account token (`Authorization: Bearer`); another account's operation is 404. Resends and reminders together, per operation: one every 10 minutes and five a day (SENDER_NUDGE_INTERVAL_SECONDS, SENDER_NUDGE_DAILY_MAX), else 429 RATE_LIMITED with Retry-After. 409 when the operation has ended, is being sealed, or no signer at their turn has an e-mail. Recorded as `operation.reminder_sent` (actor sender).
         */
        post: operations["postOperationsRemind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationUuid}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend the invitation (a new signing link) to the signers at their turn
         * @description The session cookie (My Account) or an account token (`Authorization: Bearer`); another account's operation is 404. Resends and reminders together, per operation: one every 10 minutes and five a day (SENDER_NUDGE_INTERVAL_SECONDS, SENDER_NUDGE_DAILY_MAX), else 429 RATE_LIMITED with Retry-After. 409 when the operation has ended, is being sealed, or no signer at their turn has an e-mail. Recorded as `operation.invitation_resent`.
         */
        post: operations["postOperationsResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's operations as CSV (the list's filters, the newest 10 000)
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer); only the account's own operations, any other is 404. One row per operation: uuid, type, status, created, last_event, expires, completed, credits, documents, signers (name <e-mail>: status), subject, copy_recipients (name <e-mail>). RFC 4180 (every cell quoted), UTF-8 with a byte-order mark; a formula a spreadsheet would run (=, +, -, @, tab or CR at a cell's start or after a , ; tab or line break in it) is shown as text behind a '. With `lang` (es, en, it) the columns are named and the types and statuses written in that language, for a person's spreadsheet.
         */
        get: operations["getOperationsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of the account's operations and credits (Server-Sent Events)
         * @description The signed-in browser (session cookie) or an account token (Authorization: Bearer); only the account's own operations, any other is 404. text/event-stream: each event is `data:` one ZWorkspaceEvent JSON (`{"kind":"operation","operationUuid","status","at"}` or `{"kind":"credits","at"}`), from whichever server process made the change; a comment every 20 s keeps it open. The stream may close (server restart, lost database connection): reconnect and read afresh. At most 5 streams per account and server process; one more is 429.
         */
        get: operations["getOperationsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation the session acts for, and what your role lets you do */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename the organisation or change its settings (owners and admins)
         * @description `requireSecondFactor`: members must sign in with two-step verification (or a passkey) to act for it; `sendersSeeAll`: senders see every operation, else only their own. Recorded in the audit log.
         */
        patch: operations["patchOrganization"];
        trace?: never;
    };
    "/api/organization/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's audit log, newest first (owners and admins) */
        get: operations["getOrganizationAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's whole audit log as CSV (the export is itself recorded) */
        get: operations["getOrganizationAuditCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's invitations, newest first */
        get: operations["getOrganizationInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail, with a role; the link is valid 7 days
         * @description 409 `ALREADY_A_MEMBER` for a member, 409 `INVITATION_PENDING` when one is pending (resend it). The e-mail is written in the language of `x-lang`.
         */
        post: operations["postOrganizationInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending invitation: its link stops working */
        delete: operations["deleteOrganizationInvitationsByInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a pending invitation's e-mail again, valid 7 more days */
        post: operations["postOrganizationInvitationsResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the organisation the session acts for
         * @description The last owner cannot leave (409 `LAST_OWNER`): transfer ownership first.
         */
        post: operations["postOrganizationLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's members, owners first */
        get: operations["getOrganizationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member: their API keys for the organisation are revoked
         * @description Their operations stay the organisation's. Only an owner removes an owner; the last owner cannot go (409 `LAST_OWNER`).
         */
        delete: operations["deleteOrganizationMembersByMemberId"];
        options?: never;
        head?: never;
        /**
         * Change a member's role or monthly credit limit
         * @description Never to owner (a transfer does that); only an owner changes an owner; the last owner cannot be demoted (409 `LAST_OWNER`).
         */
        patch: operations["patchOrganizationMembersByMemberId"];
        trace?: never;
    };
    "/api/organization/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand ownership to another member; you become an admin */
        post: operations["postOrganizationTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisations you belong to, with your role in each and the active one */
        get: operations["getOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act for another of your organisations from now on (this session)
         * @description Everything the session does next (the workspace, credits, keys) is that organisation's. 403 `NOT_A_MEMBER` for one you do not belong to.
         */
        post: operations["postOrganizationsActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment demo: a sandbox checkout that buys nothing */
        post: operations["postPaymentsDemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/demo/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A demo payment's state */
        get: operations["getPaymentsDemoByRef"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ways to pay offered here, and which are test payments (the sandbox) */
        get: operations["getPaymentsMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My orders, newest first (keyset pages)
         * @description Pass the answer's `nextCursor` as `cursor` for the next page.
         */
        get: operations["getPaymentsOrders"];
        put?: never;
        /** Order a pack (card, wallet or bank transfer); Idempotency-Key optional */
        post: operations["postPaymentsOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my orders */
        get: operations["getPaymentsOrdersByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order still waiting (an abandoned checkout, an unwanted transfer)
         * @description Idempotent: answers the order as it is then (CANCELED, or PAID when the payment had gone through).
         */
        post: operations["postPaymentsOrdersCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/orders/{orderId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume an unpaid card or wallet checkout: the provider's page again
         * @description An order no longer open (paid, cancelled, expired) or a transfer answers without `redirectUrl`.
         */
        post: operations["postPaymentsOrdersResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/orders/{orderId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The browser's return from the provider: settle and credit (idempotent) */
        post: operations["postPaymentsOrdersReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit packs on sale */
        get: operations["getPaymentsProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment provider's signed event (sandbox, stripe, paypal) */
        post: operations["postPaymentsWebhooksByProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's request templates, newest first (all of them: a capped list)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404. Each with its roles and fields (what a request from it fills).
         */
        get: operations["getRequestTemplates"];
        put?: never;
        /**
         * Save a request template: a document, its roles and fields, and the invitation
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404. `document` (the sender's PDF as base64, checked as an operation's upload: 413, 415 as there) or `contractType`, one of them. Each role is a named slot for a signer (names differ): its way of signing, language, signature box and fields on the template's PDF (none on a contract type); ids left out are given (`r1`, `f1`…; a field id is unique in the template). A box off its page is 400 naming `body.roles.<i>…`. At most 200 per account (409 CONFLICT). With an `Idempotency-Key` a retry (same key and body, within 24 hours) replays the first answer; the same key with another body is 409 CONFLICT.
         */
        post: operations["postRequestTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request template
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404.
         */
        get: operations["getRequestTemplatesById"];
        put?: never;
        post?: never;
        /**
         * Delete a request template (requests started from it are not touched)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404.
         */
        delete: operations["deleteRequestTemplatesById"];
        options?: never;
        head?: never;
        /**
         * Rename a request template, or change its content
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404. What the body carries replaces what the template had (`{"name": "…"}` renames it); `document` replaces its PDF, `contractType` turns it into that contract. The roles it ends with must fit the document it ends with (400 naming `body.roles.<i>…`, and nothing changes). Requests already started are not touched.
         */
        patch: operations["patchRequestTemplatesById"];
        trace?: never;
    };
    "/api/request-templates/{id}/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a bulk send: one signature request per row of a CSV
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. `csv`: the file as text (UTF-8; a byte-order mark is ignored), cells separated by `,`, `;` (as Spanish and Italian Excel save it) or a tab, cells in double quotes may hold separators and line breaks; a header row, then one row per request (empty lines are left out), at most 500 rows and 1000000 characters. Columns: each role's person as `<role name> <part>` or `<role id>.<part>`, the part one of name, lastname, email, phone, nif, language or their words in Spanish, English or Italian (`Cliente nombre`, `Cliente email`, `Cliente móvil`, `r1.phone`); name and e-mail are needed for every role, the mobile where it signs by SMS code, the document number where it is identified by video. A text field by its label, its id, or `<role name> <label>` where two share a label; an empty cell keeps the template's words. Headers are read as words (case, accents and punctuation aside); a column naming nothing of the template is ignored. GET …/bulk/template.csv writes the headers. Every row is checked again: any problem is 400 VALIDATION_FAILED naming each (`rows.<row>.<column>`) and nothing is sent. The credits of every row (its roles' ways of signing) are reserved at once: 402 INSUFFICIENT_CREDITS (or ACCOUNT_IN_DEBT) when the balance does not cover them, and nothing is sent. The rows are then created by a job, each as POST /api/request-templates/{id}/requests creates one (invitations, evidence, webhooks), paid out of the reservation; what rows that fail do not use is given back when it ends. Answers the bulk send (201); follow it at GET /api/bulk-sends/{id}. With an `Idempotency-Key` a retry (same key and body, within 24 hours) replays the first answer and sends nothing twice.
         */
        post: operations["postRequestTemplatesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-templates/{id}/bulk/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a CSV for a bulk send and check every row, sending nothing
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. `csv`: the file as text (UTF-8; a byte-order mark is ignored), cells separated by `,`, `;` (as Spanish and Italian Excel save it) or a tab, cells in double quotes may hold separators and line breaks; a header row, then one row per request (empty lines are left out), at most 500 rows and 1000000 characters. Columns: each role's person as `<role name> <part>` or `<role id>.<part>`, the part one of name, lastname, email, phone, nif, language or their words in Spanish, English or Italian (`Cliente nombre`, `Cliente email`, `Cliente móvil`, `r1.phone`); name and e-mail are needed for every role, the mobile where it signs by SMS code, the document number where it is identified by video. A text field by its label, its id, or `<role name> <label>` where two share a label; an empty cell keeps the template's words. Headers are read as words (case, accents and punctuation aside); a column naming nothing of the template is ignored. GET …/bulk/template.csv writes the headers. Answers how each column was read, the first rows as parsed, every problem (its row as a spreadsheet numbers it, the header being row 1; its column; an English sentence and an i18n key), the credits one request and all of them cost, and the balance. Nothing is created or charged.
         */
        post: operations["postRequestTemplatesBulkPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-templates/{id}/bulk/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV template of a request template's bulk send: its headers
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates and bulk sends, any other is 404. One header row: for each role its name, last name, e-mail and mobile (and document number where it is identified by video), then each text field. RFC 4180 (every cell quoted), UTF-8 with a byte-order mark; a formula a spreadsheet would run is shown as text behind a '. With `lang` (es, en, it): for a person, the columns named in it and, for es and it, cells separated by `;` as their spreadsheets read them; without: a program's names, separated by `,`.
         */
        get: operations["getRequestTemplatesBulkTemplateCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-templates/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The template's own PDF (404 for a template on a contract type)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404.
         */
        get: operations["getRequestTemplatesDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-templates/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a signature request from a template: a person for each role
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own templates, any other is 404. `roles` gives every role of the template (by its id) its person: name, e-mail, the mobile where the role signs by SMS code, the document number where it is identified by video, a `language` instead of the role's. `fieldValues` (by field id) gives text fields their words instead of the template's; `subject`, `message` and `copies` replace the template's. The request is created as POST /api/v2/create/withotpandtoken creates one (the same checks, credits (402 INSUFFICIENT_CREDITS), evidence, invitations and webhooks) and answers the same (`uuids[0]`: the operation). A problem about a person names its role: `body.roles.<roleId>.phone`. With an `Idempotency-Key` a retry (same key and body, within 24 hours) replays the first answer; the same key with another body is 409 CONFLICT.
         */
        post: operations["postRequestTemplatesRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/identifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identifications waiting for a platform reviewer, oldest first
         * @description Each with its account, operation, age, due time (IDENTIFICATION_REVIEW_SLA_MINUTES after the verdict), review reasons, risk signals, and whether a first decision waits for a second reviewer (four-eyes).
         */
        get: operations["getReviewIdentifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/identifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case side by side: images, burst frames, video, timeline, document, checks */
        get: operations["getReviewIdentificationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/identifications/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a case: APPROVE or REJECT, with a reason and the checklist
         * @description APPROVE needs every item of the checklist (422 REVIEW_CHECKLIST_INCOMPLETE). With four-eyes the first decision waits for a second, different reviewer (409 REVIEW_SAME_REVIEWER for the same one), who confirms it or overrules it (the case goes back to the queue). 409 REVIEW_BY_OWNER where the account decides its own cases, REVIEW_OWN_ACCOUNT for a case of the reviewer's own account, IDENTIFICATION_OUT_OF_ORDER once decided.
         */
        post: operations["postReviewIdentificationsDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/identifications/{id}/frames/{frameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One frame of a liveness burst */
        get: operations["getReviewIdentificationsFramesByFrameId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/identifications/{id}/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the case's images (the portrait is cut from the document's front) */
        get: operations["getReviewIdentificationsImagesByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/identifications/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The case's recording (video/webm), whole or the byte range asked for */
        get: operations["getReviewIdentificationsVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/traveller/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's guest register: every traveller report, newest first (keyset pages)
         * @description An account token or the signed-in browser. `q` searches name, surnames, document number, e-mail and phone. Pass the answer's `nextCursor` as `cursor` for the next page.
         */
        get: operations["getTravellerRegister"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/traveller/register/{reportId}/ses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a parte refused by SES.HOSPEDAJES again, once what was refused is corrected
         * @description An account token or the signed-in browser, acting for its organisation (another's report is 404). Only a REFUSED communication (409 CONFLICT otherwise); the next run of the `ses.communicate` job sends it. Audited (`ses_communication.retried`).
         */
        post: operations["postTravellerRegisterSes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/traveller/register/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The guest register as a file: CSV or JSON, every field
         * @description The register's newest 1000 entries (with `q`), as an attachment. CSV: RFC 4180 (every cell quoted), UTF-8 with a byte-order mark, one row per report; with `lang` (es, en, it) its columns are named and its codes written in that language; a formula a spreadsheet would run (=, +, -, @, tab or CR at a cell's start or after a , ; tab or line break in it) is shown as text behind a '.
         */
        get: operations["getTravellerRegisterExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/actabyoperationuuidb64/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operation certificate ("acta") as a base64 PDF, sealed by the platform */
        get: operations["getCertificateBase64"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/addsigntodocument/{operationUuid}/{documentUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign with a handwritten drawing (PNG) placed in the signature box */
        post: operations["signWithDrawing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/canceloperation/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an operation that is not signed yet (its owner only) */
        post: operations["cancelOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/create/batch/{domainUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 signature operations in one call
         * @description Each item of `operations` is the body of POST /api/v2/create/withotpandtoken and is handled on its own, in order: validated, checked, charged and committed alone. The answer is 200 with one result per item, by index: `status` 200 and the creation's `result`, or the item's `status` and problem (`error`: 400 VALIDATION_FAILED with the fields, 402 INSUFFICIENT_CREDITS once the balance no longer covers an item, 413, 415...): a refused item creates and charges nothing and leaves the others as they are. With an `Idempotency-Key` each item is kept under the key and its index: a retried batch replays the items already created (`replayed: true`) and creates only the others, never charging twice.
         */
        post: operations["createOperationBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/create/withotpandtoken/{domainUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a signature operation
         * @description Debits the sum of its signers' credit costs (a signature 2, a video identification 3, an identification and the OTP signature 3 + 2: one SIMPLE and one VIDEO_1PASO_OTP signer 7), settled with the creation, as one ledger entry whose reference is the operation; 402 INSUFFICIENT_CREDITS creates nothing. `loginautToken` is the signer token. Uploaded PDFs (checked before anything is stored or charged): 413 PAYLOAD_TOO_LARGE (over 20 MB) or PDF_TOO_COMPLEX (streams inflating past 50x the file and 200 MB, or a parse over the memory or time limit); 415 UNSUPPORTED_MEDIA_TYPE (not starting with %PDF-, damaged, encrypted) or PDF_ACTIVE_CONTENT (JavaScript, launch actions, embedded files, RichMedia, XFA). With an `Idempotency-Key` a retry (same key and body, within 24 hours) replays the first answer and never charges twice; the same key with another body is 409 CONFLICT.
         */
        post: operations["createOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/createotp/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code by SMS to the signer's registered phone */
        post: operations["sendSigningCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/detection/colours/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that the face reflected the colour sequence the screen showed (vision pool)
         * @description After the movement challenges, inside the window of the sequence the challenge answer gave (colours): one frame on the neutral (white) screen, then one per colour, in order, unmirrored. 409 CHALLENGE_EXPIRED after its window, IDENTIFICATION_OUT_OF_ORDER before the challenges are settled or once it is; 400 VALIDATION_FAILED without one frame per colour. A try that does not pass answers the next sequence (next) while tries are left.
         */
        post: operations["postDetectionColoursByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/detection/face/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detect the face in a selfie frame (vision worker pool) */
        post: operations["postDetectionFaceByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/detection/hologram/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a card front's hologram on a burst of 3-12 frames, tilted (vision pool)
         * @description After the card front, before its back (not for a passport). Answers a list with one result, documenttype "hologram": confidence is the score, detected at 0.75; imagebase64 is the card in the most telling frame. Five bursts per identification; the best score is kept (images/data hologramConfidence).
         */
        post: operations["postDetectionHologramByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/detection/liveness/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check one liveness challenge on a burst of 3-12 frames (vision pool)
         * @description Frames as the camera gives them (not mirrored), a few per second. Five tries per challenge; attemptsLeft says how many remain.
         */
        post: operations["postDetectionLivenessByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/detection/ml/back/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detect a card's back and read its MRZ (vision pool) */
        post: operations["postDetectionMlBackByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/detection/ml/front/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detect a card front or a passport page and match its portrait (vision pool) */
        post: operations["postDetectionMlFrontByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/documentread/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the signer read and accepted the document */
        post: operations["recordDocumentRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one file of an operation through an e-mailed link (application/pdf)
         * @description The token is the one an e-mailed link carries: it names the operation, the signer and the file (a signed document or the certificate) and expires with the signer token.
         */
        get: operations["getFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/getdocumentbyuuidb64/{operationUuid}/{documentUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document as base64 PDF: the original before signing, the sealed one after */
        get: operations["getDocumentBase64"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/getdocumentpage/{operationUuid}/{documentUuid}/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the document as an image (image/webp, 600 px wide)
         * @description The page as `getdocumentbyuuidb64` answers the document (the original before signing, the sealed one after), drawn by pdf.js; the header `x-document-pages` gives the page count. Drawn on first request, then kept. 204 when the page could not be drawn within the render limits (draw the PDF instead).
         */
        get: operations["getGetdocumentpageByOperationUuidAndDocumentUuidAndPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/getoperationbyuuid/{domainUuid}/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an operation: authPolicy.fields, documents and status */
        get: operations["getOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identification/certificate/{operationUuid}/{videoUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identification certificate as a base64 PDF, sealed by the platform
         * @description For the identified signer or the operation owner, once the result is recorded.
         */
        get: operations["getIdentificationCertificateByOperationUuidAndVideoUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identification/challenge/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The liveness challenges chosen by the server, after the selfie
         * @description Chosen once and stored; asked again, the same sequence: one BLINK and one TURN_LEFT or TURN_RIGHT (the person's own left or right, the right or left of the camera's unmirrored picture), in a random order.
         */
        get: operations["getIdentificationChallengeByOperationUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identification/images/data/{operationUuid}/{videoUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identification summary: images, scores and document data */
        get: operations["getIdentificationImagesDataByOperationUuidAndVideoUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identification/review/{operationUuid}/{videoUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner's decision on an identification under REVIEW (accounts that decide their own)
         * @description With the operation owner's account token, where the account chose to decide its own cases (identificationReview.by OWNER): a reason (10 to 1,000 characters) and the checklist, as the platform's reviewers give them; APPROVE needs every item ticked (422 REVIEW_CHECKLIST_INCOMPLETE). APPROVE passes it (the signer is identified, the operation moves on); REJECT fails it (the signer may try again). With four-eyes the owner's decision waits for a platform reviewer's. The evidence records who decided (account_owner and the user id), the reason and the checklist, and the certificate is sealed again with the decision. 409 REVIEW_BY_PLATFORM where the platform's reviewers decide (the default), IDENTIFICATION_OUT_OF_ORDER when it is not under review; 403 for the signer.
         */
        post: operations["postIdentificationReviewByOperationUuidAndVideoUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identification/standing/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the signer stands: what a link opened again shows
         * @description With the signer's token, also once the operation is over (403 for the owner). step: IDENTIFY (nothing finished yet), RETRY (the last attempt failed and the operation is open: another may start, its failures say why), REVIEW (the operation's owner decides), PASSED (next: the traveller's parte, the signature when signsAfter, or nothing), WAITING (earlier signers first), CLOSED (closedBy: CANCELLED, EXPIRED, REJECTED or FINISHED). identification: the latest attempt that began recording. A read: nothing changes.
         */
        get: operations["getIdentificationStandingByOperationUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/identificationresult/{operationUuid}/{videoUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compute and record the identification result */
        post: operations["postIdentificationresultByOperationUuidAndVideoUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token (15 minutes)
         * @description With `{username, userpassword}` (an API credential created in My Account), or with no body from a browser holding an account session. The answer body is the token (text/plain).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ocr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's analyses, newest first (kept OCR_RETENTION_DAYS; keyset pages)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie). Pass the answer's `nextCursor` as `cursor` for the next page.
         */
        get: operations["getOcr"];
        put?: never;
        /**
         * Analyse one identity document from one or two photos (2 credits)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie). JSON (base64 images) or multipart/form-data (files `image`, or `front` and `back`; text fields `idempotencyKey`, `language`, `corners0`/`corners1` as JSON, `rotation0`/`rotation1`). A card's front and back count as one document. Each photo is cut out along its corners (found when not given), straightened and read: MRZ, printed fields, the cross-check, the Spanish DNI/NIE letter, expiry, age, the portrait. The idempotency key (field or `Idempotency-Key` header) replays the first answer and never charges twice. Nothing is stored or charged on 415 NOT_AN_IMAGE, 413 IMAGE_TOO_LARGE, 422 DOCUMENT_NOT_FOUND, 422 MRZ_UNREADABLE, 402 INSUFFICIENT_CREDITS.
         */
        post: operations["postOcr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ocr/{analysisId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One analysis: the result document
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie).
         */
        get: operations["getOcrByAnalysisId"];
        put?: never;
        post?: never;
        /**
         * Delete an analysis: its photos, images, result and report
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie). The evidence event stays.
         */
        delete: operations["deleteOcrByAnalysisId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ocr/{analysisId}/images/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A straightened document image (0: the first photo sent)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie).
         */
        get: operations["getOcrImagesByIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ocr/{analysisId}/portrait": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document's portrait
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie).
         */
        get: operations["getOcrPortrait"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ocr/{analysisId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sealed PDF report (PAdES B-T) of an analysis
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie).
         */
        get: operations["getOcrReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ocr/outline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find the document's four corners in a photo (free; the cropper's first step)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie). Corners clockwise from the document's top left, in the photo's pixels (EXIF orientation applied); null when none was found.
         */
        post: operations["postOcrOutline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange a valid or just-expired token for a new one
         * @description Accepts a token up to 60 minutes after it expired, while its credential is not revoked or, for a browser's token, with the same account session.
         */
        get: operations["refreshToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/rejectoperation/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signer declines to sign (with an optional reason) */
        post: operations["rejectOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/saveidentificationdata/{operationUuid}/{videoUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a capture: its image as a blob and its metadata */
        post: operations["postSaveidentificationdataByOperationUuidAndVideoUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/session/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open (or resume) the recording session of an identification */
        get: operations["getSessionByOperationUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/startidentification/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start recording: the operation moves to RECORDING
         * @description An optional body carries the biometric consent (GDPR art. 9) shown by the screen, recorded as evidence; required when the session answer says consentRequired.
         */
        post: operations["postStartidentificationByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/traveller/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller report to review, prefilled from the guest's identified document
         * @description With the guest's token, after their identification passed (409 TRAVELLER_NOT_IDENTIFIED before; TRAVELLER_DOCUMENT_EXPIRED for an expired document). `warnings` name where the creation form contradicts the document.
         */
        get: operations["getTravellerByOperationUuid"];
        put?: never;
        /**
         * Complete the traveller report: the parte is filled (and sealed, identification only)
         * @description The filled parte becomes the operation document the guest then signs by OTP; for IDENTIFICATION_NO_ASISTIDA it is sealed by the platform and final. Correctable until the guest accepts it for signing (409 TRAVELLER_REPORT_CLOSED after).
         */
        post: operations["postTravellerByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/uploadblobwebm/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the whole recorded video as base64 */
        post: operations["postUploadblobwebmByOperationUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/uploadblobwebm/{operationUuid}/{videoUuid}/chunks/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload one part of the video (raw bytes); a part sent again replaces itself
         * @description The body is the part itself (application/octet-stream, at most 8388608 bytes).
         */
        put: operations["putUploadblobwebmChunksByIndex"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/uploadblobwebm/{operationUuid}/{videoUuid}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assemble the uploaded parts into the video */
        post: operations["postUploadblobwebmFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/verifyotpforbot/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the code; the right one seals the documents (PAdES B-T) */
        post: operations["signWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a signed PDF or an operation certificate
         * @description The body is the file itself (`application/pdf` or `application/octet-stream`, 20 MB at most). For each signature: its integrity (the signed bytes unchanged), the CMS signature, the certificate chain and whether it reaches this platform's certificates, the RFC 3161 time stamp, and whether it covers the whole file (bytes after the last signature: changed after signing). Then the operation the file belongs to (by its SHA-256 among the signed documents, or named by a valid platform seal) with its evidence chain's verification and event codes and times; no personal data beyond what the PDF itself shows. A PDF without signatures answers `verdict: unsigned`. 413 PAYLOAD_TOO_LARGE; 415 UNSUPPORTED_MEDIA_TYPE (not a PDF, or another content type); 413 PDF_TOO_COMPLEX (not read within the worker limits); 429 RATE_LIMITED with Retry-After past `VERIFY_IP_LIMIT` verifications per IP per hour.
         */
        post: operations["postVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify/anchors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public log of evidence anchors, to mirror
         * @description Every RFC 3161 anchor of every evidence chain, oldest first, `limit` (1–1000, 500) after the anchor id `after` (0): the subject as SHA-256 of `<subjectType>:<subjectId>` (no ids listed), the anchored event and hash, the token (DER, base64), its time and TSA. Append-only: a mirror keeps `last` and asks `after=<last>` next; `npm run evidence:verify -- <operation> --anchors <copy.json>` checks a chain against such a copy. Cacheable for a minute.
         */
        get: operations["getVerifyAnchors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify/operations/{operationUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An operation's evidence, as its certificate's QR code shows it
         * @description The status, whether the evidence chain verifies (hashes, links, RFC 3161 anchors), the anchors and the event codes and times of the operation printed on a certificate. 404 when there is no such operation; 429 past `VERIFY_IP_LIMIT`.
         */
        get: operations["getVerifyOperationsByOperationUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify/operations/{operationUuid}/mirror": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An operation's evidence, checked against a mirrored copy of the anchor log
         * @description The same answer as GET /api/verify/operations/{operationUuid}, with the chain also checked against the anchors of a copy of the public anchor log a third party kept. The body (`application/json`, 10 MB at most): the pages of GET /api/verify/anchors as fetched, one page, or their items (`ZAnchorMirror`), tokens in canonical base64, 200 distinct anchors of the operation at most. Each of the copy's anchors of this operation that this database does not hold is checked against the head it claims: one that verifies (the TSA made it) is reported missing (`mirror.missing`) and fails the chain; one that does not is no evidence, counted in `mirror.untrusted`, and leaves the chain as it is. The copy is read and its tokens checked in a worker thread. 400 VALIDATION_FAILED when the body is no such copy; 404 when there is no such operation; 413 past the size; 415 for another content type; 429 past `VERIFY_IP_LIMIT`.
         */
        post: operations["postVerifyOperationsMirror"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now (same webhook-id and body, a new round of tries)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md. 409 while its endpoint is disabled.
         */
        post: operations["postWebhooksDeliveriesResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhook endpoints, newest first (secrets are never shown)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md.
         */
        get: operations["getWebhooksEndpoints"];
        put?: never;
        /**
         * Register an endpoint; the answer is the only time its secret is shown
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md. https only in production; a host that is a private, loopback or link-local address is refused. With an `Idempotency-Key` a retry (same key and body, within 24 hours) gets the same endpoint and secret back.
         */
        post: operations["postWebhooksEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md.
         */
        get: operations["getWebhooksEndpointsById"];
        put?: never;
        post?: never;
        /**
         * Delete an endpoint and its deliveries
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md.
         */
        delete: operations["deleteWebhooksEndpointsById"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint; `enabled` disables it or enables it again
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md. `enabled: true` also clears why it was disabled and since when it failed; `enabled: false` disables it (reason OWNER) and stops its pending deliveries.
         */
        patch: operations["patchWebhooksEndpointsById"];
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first (keyset pages)
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md. Pass the answer's `nextCursor` as `cursor` for the next page.
         */
        get: operations["getWebhooksEndpointsDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret; the previous one keeps signing beside it for 24 hours
         * @description An account token (Authorization: Bearer) or the signed-in browser (session cookie); only the account's own endpoints and deliveries, any other is 404. See docs/webhooks.md. Until then each delivery carries two signatures (`webhook-signature: v1,<new> v1,<old>`), so receivers can switch without a gap.
         */
        post: operations["postWebhooksEndpointsRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/identification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signer's identification page, to be framed by an allowed origin (/embed.js) */
        get: operations["getEmbedIdentification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/signing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signer's signing page, to be framed by an allowed origin (/embed.js) */
        get: operations["getEmbedSigning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "identification.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `identification.failed`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onIdentificationFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identification.passed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `identification.passed`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onIdentificationPassed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identification.review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `identification.review`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onIdentificationReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notification.acknowledged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `notification.acknowledged`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onNotificationAcknowledged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notification.bounced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `notification.bounced`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onNotificationBounced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notification.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `notification.delivered`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onNotificationDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notification.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `notification.opened`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onNotificationOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ocr.analysed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `ocr.analysed`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onOcrAnalysed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "operation.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `operation.cancelled`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onOperationCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "operation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `operation.created`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onOperationCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "operation.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `operation.expired`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onOperationExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "operation.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `operation.rejected`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onOperationRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "operation.signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `operation.signed`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onOperationSigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `payment.paid`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onPaymentPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `payment.refunded`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onPaymentRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "signer.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `signer.opened`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onSignerOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "signer.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `signer.rejected`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onSignerRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "signer.signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event `signer.signed`, POSTed to each endpoint subscribed to it
         * @description Signed as Standard Webhooks. At least once and in no guaranteed order: deduplicate by `webhook-id`. Any 2xx within 10 s acknowledges it; anything else is retried with exponential back-off over about three days.
         */
        post: operations["onSignerSigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description An RFC 9457 problem document (`application/problem+json`) with a stable `code` and the request's id (also in the `x-request-id` header). `detail` is never given on a 5xx. */
        Problem: {
            attemptsLeft?: number;
            /**
             * @description The stable error code (the client localises by it), with its HTTP status:
             *
             *     - `VALIDATION_FAILED`: 400
             *     - `UNAUTHORIZED`: 401
             *     - `FORBIDDEN`: 403
             *     - `NOT_FOUND`: 404
             *     - `CONFLICT`: 409
             *     - `INSUFFICIENT_CREDITS`: 402
             *     - `ACCOUNT_IN_DEBT`: 402
             *     - `OTP_INVALID`: 422
             *     - `OTP_EXPIRED`: 410
             *     - `OTP_LOCKED`: 423
             *     - `PAYLOAD_TOO_LARGE`: 413
             *     - `UNSUPPORTED_MEDIA_TYPE`: 415
             *     - `PDF_TOO_COMPLEX`: 413
             *     - `PDF_ACTIVE_CONTENT`: 415
             *     - `IMAGE_TOO_LARGE`: 413
             *     - `RATE_LIMITED`: 429
             *     - `CAPTCHA_FAILED`: 400
             *     - `SIGNATURE_TYPE_UNAVAILABLE`: 400
             *     - `WRONG_SIGNING_METHOD`: 403
             *     - `IDENTIFICATION_REQUIRED`: 409
             *     - `NOT_AN_IMAGE`: 415
             *     - `VIDEO_TOO_LARGE`: 413
             *     - `VIDEO_INCOMPLETE`: 409
             *     - `VIDEO_TOO_MANY_REPLACEMENTS`: 409
             *     - `IDENTIFICATION_OUT_OF_ORDER`: 409
             *     - `IDENTIFICATION_CLOSED`: 409
             *     - `IDENTIFICATION_CONSENT_REQUIRED`: 400
             *     - `IDENTIFICATION_NOT_REQUESTED`: 403
             *     - `SELFIE_LOCKED`: 409
             *     - `CHALLENGE_EXPIRED`: 409
             *     - `IDENTIFICATION_ATTEMPTS_EXHAUSTED`: 409
             *     - `IDENTIFICATION_DOCUMENT_ATTEMPTS`: 429
             *     - `DOCUMENT_NOT_FOUND`: 422
             *     - `MRZ_UNREADABLE`: 422
             *     - `TRAVELLER_NOT_IDENTIFIED`: 409
             *     - `TRAVELLER_DOCUMENT_EXPIRED`: 409
             *     - `TRAVELLER_REPORT_REQUIRED`: 409
             *     - `TRAVELLER_REPORT_CLOSED`: 409
             *     - `CREDITS_BELOW_ZERO`: 409
             *     - `LAST_ADMIN`: 409
             *     - `SECOND_FACTOR_REQUIRED`: 403
             *     - `ROLE_FORBIDDEN`: 403
             *     - `NOT_A_MEMBER`: 403
             *     - `ORGANIZATION_SECOND_FACTOR_REQUIRED`: 403
             *     - `ALREADY_A_MEMBER`: 409
             *     - `INVITATION_PENDING`: 409
             *     - `INVITATION_CLOSED`: 409
             *     - `INVITATION_OTHER_ADDRESS`: 403
             *     - `INVITATION_EXPIRED`: 410
             *     - `LAST_OWNER`: 409
             *     - `CHECKIN_LINK_NOT_FOUND`: 404
             *     - `CHECKIN_LINK_PAUSED`: 409
             *     - `BOOKING_EXISTS`: 409
             *     - `BOOKING_FULL`: 409
             *     - `BOOKING_GUEST_DONE`: 409
             *     - `BOOKING_NOT_LEAD`: 403
             *     - `MEMBER_CREDIT_LIMIT`: 403
             *     - `SSO_REQUIRED`: 403
             *     - `REVIEW_BY_PLATFORM`: 409
             *     - `REVIEW_BY_OWNER`: 409
             *     - `REVIEW_CHECKLIST_INCOMPLETE`: 422
             *     - `REVIEW_SAME_REVIEWER`: 409
             *     - `REVIEW_OWN_ACCOUNT`: 409
             *     - `PASSWORD_TOO_SHORT`: 400
             *     - `PASSWORD_TOO_LONG`: 400
             *     - `PASSWORD_BREACHED`: 400
             *     - `PASSWORD_GUESSABLE`: 400
             *     - `PASSKEY_CHALLENGE_EXPIRED`: 400
             *     - `PASSKEY_NOT_RECOGNISED`: 401
             *     - `PASSKEY_NOT_VERIFIED`: 400
             *     - `PASSKEY_USER_NOT_VERIFIED`: 400
             *     - `RECENT_SIGN_IN_REQUIRED`: 403
             *     - `API_CREDENTIALS_LIMIT`: 409
             *     - `DB_UNAVAILABLE`: 503
             *     - `VISION_BUSY`: 503
             *     - `PAYMENTS_NOT_CONFIGURED`: 503
             *     - `SERVER_BUSY`: 503
             *     - `INTERNAL`: 500
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "INSUFFICIENT_CREDITS" | "ACCOUNT_IN_DEBT" | "OTP_INVALID" | "OTP_EXPIRED" | "OTP_LOCKED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "PDF_TOO_COMPLEX" | "PDF_ACTIVE_CONTENT" | "IMAGE_TOO_LARGE" | "RATE_LIMITED" | "CAPTCHA_FAILED" | "SIGNATURE_TYPE_UNAVAILABLE" | "WRONG_SIGNING_METHOD" | "IDENTIFICATION_REQUIRED" | "NOT_AN_IMAGE" | "VIDEO_TOO_LARGE" | "VIDEO_INCOMPLETE" | "VIDEO_TOO_MANY_REPLACEMENTS" | "IDENTIFICATION_OUT_OF_ORDER" | "IDENTIFICATION_CLOSED" | "IDENTIFICATION_CONSENT_REQUIRED" | "IDENTIFICATION_NOT_REQUESTED" | "SELFIE_LOCKED" | "CHALLENGE_EXPIRED" | "IDENTIFICATION_ATTEMPTS_EXHAUSTED" | "IDENTIFICATION_DOCUMENT_ATTEMPTS" | "DOCUMENT_NOT_FOUND" | "MRZ_UNREADABLE" | "TRAVELLER_NOT_IDENTIFIED" | "TRAVELLER_DOCUMENT_EXPIRED" | "TRAVELLER_REPORT_REQUIRED" | "TRAVELLER_REPORT_CLOSED" | "CREDITS_BELOW_ZERO" | "LAST_ADMIN" | "SECOND_FACTOR_REQUIRED" | "ROLE_FORBIDDEN" | "NOT_A_MEMBER" | "ORGANIZATION_SECOND_FACTOR_REQUIRED" | "ALREADY_A_MEMBER" | "INVITATION_PENDING" | "INVITATION_CLOSED" | "INVITATION_OTHER_ADDRESS" | "INVITATION_EXPIRED" | "LAST_OWNER" | "CHECKIN_LINK_NOT_FOUND" | "CHECKIN_LINK_PAUSED" | "BOOKING_EXISTS" | "BOOKING_FULL" | "BOOKING_GUEST_DONE" | "BOOKING_NOT_LEAD" | "MEMBER_CREDIT_LIMIT" | "SSO_REQUIRED" | "REVIEW_BY_PLATFORM" | "REVIEW_BY_OWNER" | "REVIEW_CHECKLIST_INCOMPLETE" | "REVIEW_SAME_REVIEWER" | "REVIEW_OWN_ACCOUNT" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "PASSWORD_BREACHED" | "PASSWORD_GUESSABLE" | "PASSKEY_CHALLENGE_EXPIRED" | "PASSKEY_NOT_RECOGNISED" | "PASSKEY_NOT_VERIFIED" | "PASSKEY_USER_NOT_VERIFIED" | "RECENT_SIGN_IN_REQUIRED" | "API_CREDENTIALS_LIMIT" | "DB_UNAVAILABLE" | "VISION_BUSY" | "PAYMENTS_NOT_CONFIGURED" | "SERVER_BUSY" | "INTERNAL";
            detail?: string;
            errors?: {
                key?: string;
                message: string;
                path: string;
            }[];
            instance?: string;
            requestId?: string;
            status: number;
            title: string;
            type: string;
        };
        WebhookIdentificationFailed: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                result: "PASSED" | "FAILED" | "REVIEW";
                /** Format: uuid */
                signerUuid: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "identification.failed";
        };
        WebhookIdentificationPassed: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                result: "PASSED" | "FAILED" | "REVIEW";
                /** Format: uuid */
                signerUuid: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "identification.passed";
        };
        WebhookIdentificationReview: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                result: "PASSED" | "FAILED" | "REVIEW";
                /** Format: uuid */
                signerUuid: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "identification.review";
        };
        WebhookNotificationAcknowledged: {
            data: {
                /** Format: uuid */
                notificationUuid: string;
                status: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "notification.acknowledged";
        };
        WebhookNotificationBounced: {
            data: {
                /** Format: uuid */
                notificationUuid: string;
                status: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "notification.bounced";
        };
        WebhookNotificationDelivered: {
            data: {
                /** Format: uuid */
                notificationUuid: string;
                status: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "notification.delivered";
        };
        WebhookNotificationOpened: {
            data: {
                /** Format: uuid */
                notificationUuid: string;
                status: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "notification.opened";
        };
        WebhookOcrAnalysed: {
            data: {
                /** Format: uuid */
                analysisUuid: string;
                documentKind: string | null;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "ocr.analysed";
        };
        WebhookOperationCancelled: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "operation.cancelled";
        };
        WebhookOperationCreated: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "operation.created";
        };
        WebhookOperationExpired: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "operation.expired";
        };
        WebhookOperationRejected: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "operation.rejected";
        };
        WebhookOperationSigned: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** @enum {string} */
                status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "operation.signed";
        };
        WebhookPaymentPaid: {
            data: {
                credits: number;
                orderId: string;
                status: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "payment.paid";
        };
        WebhookPaymentRefunded: {
            data: {
                credits: number;
                orderId: string;
                status: string;
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "payment.refunded";
        };
        WebhookSignerOpened: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** Format: uuid */
                signerUuid: string;
                /**
                 * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                 * @enum {string}
                 */
                status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "signer.opened";
        };
        WebhookSignerRejected: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** Format: uuid */
                signerUuid: string;
                /**
                 * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                 * @enum {string}
                 */
                status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "signer.rejected";
        };
        WebhookSignerSigned: {
            data: {
                /** Format: uuid */
                operationUuid: string;
                /** Format: uuid */
                signerUuid: string;
                /**
                 * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                 * @enum {string}
                 */
                status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
            };
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            type: "signer.signed";
        };
    };
    responses: {
        /** @description The request is not valid (`errors` lists the fields). Codes: `VALIDATION_FAILED`, `CAPTCHA_FAILED`, `SIGNATURE_TYPE_UNAVAILABLE`, `IDENTIFICATION_CONSENT_REQUIRED`, `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, `PASSWORD_BREACHED`, `PASSWORD_GUESSABLE`, `PASSKEY_CHALLENGE_EXPIRED`, `PASSKEY_NOT_VERIFIED`, `PASSKEY_USER_NOT_VERIFIED`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource's state does not allow it. Codes: `CONFLICT`, `IDENTIFICATION_REQUIRED`, `VIDEO_INCOMPLETE`, `VIDEO_TOO_MANY_REPLACEMENTS`, `IDENTIFICATION_OUT_OF_ORDER`, `IDENTIFICATION_CLOSED`, `SELFIE_LOCKED`, `CHALLENGE_EXPIRED`, `IDENTIFICATION_ATTEMPTS_EXHAUSTED`, `TRAVELLER_NOT_IDENTIFIED`, `TRAVELLER_DOCUMENT_EXPIRED`, `TRAVELLER_REPORT_REQUIRED`, `TRAVELLER_REPORT_CLOSED`, `CREDITS_BELOW_ZERO`, `LAST_ADMIN`, `ALREADY_A_MEMBER`, `INVITATION_PENDING`, `INVITATION_CLOSED`, `LAST_OWNER`, `CHECKIN_LINK_PAUSED`, `BOOKING_EXISTS`, `BOOKING_FULL`, `BOOKING_GUEST_DONE`, `REVIEW_BY_PLATFORM`, `REVIEW_BY_OWNER`, `REVIEW_SAME_REVIEWER`, `REVIEW_OWN_ACCOUNT`, `API_CREDENTIALS_LIMIT`. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The credential may not do this. Codes: `FORBIDDEN`, `WRONG_SIGNING_METHOD`, `IDENTIFICATION_NOT_REQUESTED`, `SECOND_FACTOR_REQUIRED`, `ROLE_FORBIDDEN`, `NOT_A_MEMBER`, `ORGANIZATION_SECOND_FACTOR_REQUIRED`, `INVITATION_OTHER_ADDRESS`, `BOOKING_NOT_LEAD`, `MEMBER_CREDIT_LIMIT`, `SSO_REQUIRED`, `RECENT_SIGN_IN_REQUIRED`. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The code has expired. Codes: `OTP_EXPIRED`, `INVITATION_EXPIRED`. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many wrong codes. Codes: `OTP_LOCKED`. */
        Locked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource, or not the caller's. Codes: `NOT_FOUND`, `CHECKIN_LINK_NOT_FOUND`. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body or a file in it is too large. Codes: `PAYLOAD_TOO_LARGE`, `PDF_TOO_COMPLEX`, `IMAGE_TOO_LARGE`, `VIDEO_TOO_LARGE`. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not enough credits, or the account is in debt. Codes: `INSUFFICIENT_CREDITS`, `ACCOUNT_IN_DEBT`. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Busy or unavailable: wait `Retry-After`. Codes: `DB_UNAVAILABLE`, `VISION_BUSY`, `PAYMENTS_NOT_CONFIGURED`, `SERVER_BUSY`. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description HTTP 416. */
        Status416: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A counter or a cooldown is past its limit: wait `Retry-After` seconds. Codes: `RATE_LIMITED`, `IDENTIFICATION_DOCUMENT_ATTEMPTS`. */
        TooManyRequests: {
            headers: {
                /** @description The calls the counter allows in its window. */
                "RateLimit-Limit"?: number;
                /** @description The calls left in the current window. */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the window ends and the counter starts again. */
                "RateLimit-Reset"?: number;
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No credential, or not a valid one. Codes: `UNAUTHORIZED`, `PASSKEY_NOT_RECOGNISED`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The content could not be used. Codes: `OTP_INVALID`, `DOCUMENT_NOT_FOUND`, `MRZ_UNREADABLE`, `REVIEW_CHECKLIST_INCOMPLETE`. */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The content type is not accepted. Codes: `UNSUPPORTED_MEDIA_TYPE`, `PDF_ACTIVE_CONTENT`, `NOT_AN_IMAGE`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creationDate: string;
                        /** @description Sums of the ledger, so that always `available - debt = purchased + granted + adjusted - used - reserved - revoked`. purchased: packs bought; granted: gifts (the sign-up credits); adjusted: an administrator's corrections (either sign); used: spent, less what was given back when a creation failed; reserved: held for a bulk send's rows still to be created (ledger `reserve`, and `release` of what they did not use at its end); revoked: taken back when a purchase was refunded or disputed; debt: what the balance could not cover, which blocks spending until paid. */
                        creditFigures: {
                            adjusted: number;
                            available: number;
                            debt: number;
                            granted: number;
                            purchased: number;
                            reserved: number;
                            revoked: number;
                            used: number;
                        };
                        credits: {
                            currentcredits: number;
                            debt: number;
                            totalcredits: number;
                            usedcredits: number;
                        };
                        emailVerified: boolean;
                        identificationReview: {
                            /** @enum {string} */
                            by: "PLATFORM" | "OWNER";
                            fourEyes: boolean;
                        };
                        isAdmin: boolean;
                        isReviewer: boolean;
                        /**
                         * @description The language of the account's e-mails: the interface's (`x-lang`) at sign-up, then editable.
                         * @enum {string}
                         */
                        language: "es" | "en" | "it";
                        lastloginDate: string | null;
                        name: string;
                        /** @description The e-mails the account gets about its signature requests, each on until switched off (My Account): `signerSigned`, a signer signed and others have not (who, when, who is still to sign); `allSigned`, the last signature is sealed; `rejected`, a signer declined (who, when, the reason); `expired`, the request passed its end date unsigned (who had not signed); `identification`, a signer's video identification passed, failed (why) or waits for a review. Each links to the operation's page, `{PUBLIC_URL}/#/operations/{uuid}`, where the files download after sign-in. */
                        notifications: {
                            allSigned: boolean;
                            expired: boolean;
                            identification: boolean;
                            rejected: boolean;
                            signerSigned: boolean;
                        };
                        operations: string[];
                        profile: {
                            address: string;
                            alias: string;
                            city: string;
                            companyName: string;
                            country: string;
                            establishmentAddress: string;
                            establishmentName: string;
                            establishmentRegistry: string;
                            firstname: string;
                            lastname: string;
                            phone: string;
                            postalcode: string;
                            state: string;
                            taxId: string;
                        };
                        subscriptions: {
                            currentsubscription: string | null;
                            subscriptionStartDate: string | null;
                        };
                        userEmail: string;
                        userUid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The account's password: a wrong one is 403. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAccountApiCredentials: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credentials: {
                            createdAt: string;
                            createdBy: {
                                email: string;
                                name: string;
                                userId: string;
                            };
                            id: string;
                            label: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string} */
                            scope: "send" | "read" | "identification" | "admin";
                            secretLast4: string;
                            username: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postAccountApiCredentials: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    /** @enum {string} */
                    scope: "send" | "read" | "identification" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: {
                            email: string;
                            name: string;
                            userId: string;
                        };
                        id: string;
                        label: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        /** @enum {string} */
                        scope: "send" | "read" | "identification" | "admin";
                        secretLast4: string;
                        username: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: {
                            email: string;
                            name: string;
                            userId: string;
                        };
                        id: string;
                        label: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        /** @enum {string} */
                        scope: "send" | "read" | "identification" | "admin";
                        secret: string;
                        secretLast4: string;
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteAccountApiCredentialsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAccountBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: {
                            color: string | null;
                            /** @description A path on the server, `/api/brand-logos/{sha256}`: the PNG or JPEG itself, public and cached for good; 404 once no account uses it. */
                            logoUrl: string | null;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    putAccountBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `#rrggbb` on which white text is readable (WCAG AA, 4.5:1); null: the product's colour. */
                    color: string | null;
                    /** @description A new logo: a PNG or JPEG as base64 or a data URL; null removes it, absent keeps the one saved. */
                    logo?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: {
                            color: string | null;
                            /** @description A path on the server, `/api/brand-logos/{sha256}`: the PNG or JPEG itself, public and cached for good; 404 once no account uses it. */
                            logoUrl: string | null;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteAccountBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAccountEmbedOrigins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        origins: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    putAccountEmbedOrigins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    origins: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        origins: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAccountHistory: {
        parameters: {
            query?: {
                cursor?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            amount: number;
                            balanceAfter: number;
                            createdAt: string;
                            id: number;
                            /** @enum {string} */
                            kind: "grant" | "purchase" | "spend" | "refund" | "revoke" | "adjust" | "reserve" | "release";
                            memberName?: string | null;
                            reason: string;
                            reference: string | null;
                        }[];
                        nextCursor: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    patchAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Any of the profile fields, any of the e-mail switches, the e-mails' language, who decides the identifications under review (`identificationReview`: `by` PLATFORM or OWNER, `fourEyes`). What is left out keeps its value. */
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    alias?: string;
                    city?: string;
                    companyName?: string;
                    country?: string;
                    establishmentAddress?: string;
                    establishmentName?: string;
                    establishmentRegistry?: string;
                    firstname?: string;
                    identificationReview?: {
                        /** @enum {string} */
                        by?: "PLATFORM" | "OWNER";
                        fourEyes?: boolean;
                    };
                    /** @enum {string} */
                    language?: "es" | "en" | "it";
                    lastname?: string;
                    notifications?: {
                        allSigned?: boolean;
                        expired?: boolean;
                        identification?: boolean;
                        rejected?: boolean;
                        signerSigned?: boolean;
                    };
                    phone?: string;
                    postalcode?: string;
                    state?: string;
                    taxId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creationDate: string;
                        /** @description Sums of the ledger, so that always `available - debt = purchased + granted + adjusted - used - reserved - revoked`. purchased: packs bought; granted: gifts (the sign-up credits); adjusted: an administrator's corrections (either sign); used: spent, less what was given back when a creation failed; reserved: held for a bulk send's rows still to be created (ledger `reserve`, and `release` of what they did not use at its end); revoked: taken back when a purchase was refunded or disputed; debt: what the balance could not cover, which blocks spending until paid. */
                        creditFigures: {
                            adjusted: number;
                            available: number;
                            debt: number;
                            granted: number;
                            purchased: number;
                            reserved: number;
                            revoked: number;
                            used: number;
                        };
                        credits: {
                            currentcredits: number;
                            debt: number;
                            totalcredits: number;
                            usedcredits: number;
                        };
                        emailVerified: boolean;
                        identificationReview: {
                            /** @enum {string} */
                            by: "PLATFORM" | "OWNER";
                            fourEyes: boolean;
                        };
                        isAdmin: boolean;
                        isReviewer: boolean;
                        /**
                         * @description The language of the account's e-mails: the interface's (`x-lang`) at sign-up, then editable.
                         * @enum {string}
                         */
                        language: "es" | "en" | "it";
                        lastloginDate: string | null;
                        name: string;
                        /** @description The e-mails the account gets about its signature requests, each on until switched off (My Account): `signerSigned`, a signer signed and others have not (who, when, who is still to sign); `allSigned`, the last signature is sealed; `rejected`, a signer declined (who, when, the reason); `expired`, the request passed its end date unsigned (who had not signed); `identification`, a signer's video identification passed, failed (why) or waits for a review. Each links to the operation's page, `{PUBLIC_URL}/#/operations/{uuid}`, where the files download after sign-in. */
                        notifications: {
                            allSigned: boolean;
                            expired: boolean;
                            identification: boolean;
                            rejected: boolean;
                            signerSigned: boolean;
                        };
                        operations: string[];
                        profile: {
                            address: string;
                            alias: string;
                            city: string;
                            companyName: string;
                            country: string;
                            establishmentAddress: string;
                            establishmentName: string;
                            establishmentRegistry: string;
                            firstname: string;
                            lastname: string;
                            phone: string;
                            postalcode: string;
                            state: string;
                            taxId: string;
                        };
                        subscriptions: {
                            currentsubscription: string | null;
                            subscriptionStartDate: string | null;
                        };
                        userEmail: string;
                        userUid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAccountSignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        google: boolean;
                    };
                };
            };
        };
    };
    getAdminAccounts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            balance: {
                                current: number;
                                debt: number;
                                total: number;
                                used: number;
                            };
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            isAdmin: boolean;
                            isReviewer: boolean;
                            name: string;
                            userId: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAdminAccountsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            current: number;
                            debt: number;
                            total: number;
                            used: number;
                        };
                        createdAt: string;
                        email: string;
                        emailVerified: boolean;
                        isAdmin: boolean;
                        isReviewer: boolean;
                        lastLoginAt: string | null;
                        ledger: {
                            entries: {
                                amount: number;
                                balanceAfter: number;
                                createdAt: string;
                                id: number;
                                /** @enum {string} */
                                kind: "grant" | "purchase" | "spend" | "refund" | "revoke" | "adjust" | "reserve" | "release";
                                memberName?: string | null;
                                reason: string;
                                reference: string | null;
                            }[];
                            nextCursor: number | null;
                        };
                        name: string;
                        operations: {
                            count: number;
                            /** @enum {string} */
                            status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                        }[];
                        profile: {
                            address: string;
                            city: string;
                            companyName: string;
                            country: string;
                            firstname: string;
                            /** @enum {string} */
                            language: "es" | "en" | "it";
                            lastname: string;
                            phone: string;
                            postalcode: string;
                            state: string;
                            taxId: string;
                        };
                        twoFactorEnabled: boolean;
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postAdminAccountsCredits: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        /** @description Send an `Idempotency-Key` header: the same key again answers the first entry with `replayed: true` and changes nothing; the same key with another amount is 409 CONFLICT. A negative amount beyond the balance is 409 CREDITS_BELOW_ZERO, nothing written; a positive one pays a debt first. */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            current: number;
                            debt: number;
                            total: number;
                            used: number;
                        };
                        entry: {
                            amount: number;
                            balanceAfter: number;
                            createdAt: string;
                            id: number;
                            /** @enum {string} */
                            kind: "grant" | "purchase" | "spend" | "refund" | "revoke" | "adjust" | "reserve" | "release";
                            memberName?: string | null;
                            reason: string;
                            reference: string | null;
                        };
                        replayed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAdminAccountsLedger: {
        parameters: {
            query?: {
                cursor?: number;
                limit?: number;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            amount: number;
                            balanceAfter: number;
                            createdAt: string;
                            id: number;
                            /** @enum {string} */
                            kind: "grant" | "purchase" | "spend" | "refund" | "revoke" | "adjust" | "reserve" | "release";
                            memberName?: string | null;
                            reason: string;
                            reference: string | null;
                        }[];
                        nextCursor: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putAdminAccountsReviewer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reviewer: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isReviewer: boolean;
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    putAdminAccountsRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    admin: boolean;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isAdmin: boolean;
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postAdminAccountsTwoFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        wasOn: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                /** @description An action, exactly (`credits.adjust`), or a prefix ending in `.` (`credits.`). */
                action?: string;
                /** @description The actor's user id, or part of their e-mail. */
                actor?: string;
                cursor?: number;
                limit?: number;
                targetId?: string;
                targetType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            action: string;
                            actorEmail: string;
                            actorUserId: string;
                            createdAt: string;
                            details: {
                                [key: string]: unknown;
                            };
                            id: number;
                            ip: string | null;
                            reason: string | null;
                            targetId: string;
                            targetType: string;
                        }[];
                        nextCursor: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminCertificates: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificates: {
                            level: ("otp" | "handwritten" | "identification" | "identification-reviewed" | "identification-relaxed") | null;
                            notAfter: string;
                            notBefore: string;
                            operationId: string | null;
                            /** @enum {string} */
                            profile: "signer" | "seal" | "tsa" | "ocsp-responder";
                            revocationReason: ("unspecified" | "keyCompromise" | "affiliationChanged" | "superseded" | "cessationOfOperation" | "privilegeWithdrawn") | null;
                            revokedAt: string | null;
                            serialHex: string;
                            subject: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postAdminCertificatesRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serial: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                    /** @enum {string} */
                    reason: "unspecified" | "keyCompromise" | "affiliationChanged" | "superseded" | "cessationOfOperation" | "privilegeWithdrawn";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        level: ("otp" | "handwritten" | "identification" | "identification-reviewed" | "identification-relaxed") | null;
                        notAfter: string;
                        notBefore: string;
                        operationId: string | null;
                        /** @enum {string} */
                        profile: "signer" | "seal" | "tsa" | "ocsp-responder";
                        revocationReason: ("unspecified" | "keyCompromise" | "affiliationChanged" | "superseded" | "cessationOfOperation" | "privilegeWithdrawn") | null;
                        revokedAt: string | null;
                        serialHex: string;
                        subject: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAdminContacts: {
        parameters: {
            query?: {
                cursor?: string;
                kind?: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                limit?: number;
                q?: string;
                state?: "RECEIVED" | "CONTACTED" | "CLOSED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            company: string | null;
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            kind: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                            /** @enum {string} */
                            lang: "es" | "en" | "it";
                            lastname: string | null;
                            message: string | null;
                            name: string;
                            nif: string | null;
                            operationType: ("IDENTIFICATION" | "IDENTIFICATION_SIGNATURE" | "TRAVELLER_REPORT") | null;
                            phone: string | null;
                            /** @enum {string} */
                            state: "RECEIVED" | "CONTACTED" | "CLOSED";
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAdminContactsByContactId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: string | null;
                        createdAt: string;
                        email: string;
                        id: string;
                        /** @enum {string} */
                        kind: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                        /** @enum {string} */
                        lang: "es" | "en" | "it";
                        lastname: string | null;
                        message: string | null;
                        name: string;
                        nif: string | null;
                        notes: {
                            authorEmail: string;
                            createdAt: string;
                            id: number;
                            note: string;
                        }[];
                        operationType: ("IDENTIFICATION" | "IDENTIFICATION_SIGNATURE" | "TRAVELLER_REPORT") | null;
                        phone: string | null;
                        /** @enum {string} */
                        state: "RECEIVED" | "CONTACTED" | "CLOSED";
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postAdminContactsNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: string | null;
                        createdAt: string;
                        email: string;
                        id: string;
                        /** @enum {string} */
                        kind: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                        /** @enum {string} */
                        lang: "es" | "en" | "it";
                        lastname: string | null;
                        message: string | null;
                        name: string;
                        nif: string | null;
                        notes: {
                            authorEmail: string;
                            createdAt: string;
                            id: number;
                            note: string;
                        }[];
                        operationType: ("IDENTIFICATION" | "IDENTIFICATION_SIGNATURE" | "TRAVELLER_REPORT") | null;
                        phone: string | null;
                        /** @enum {string} */
                        state: "RECEIVED" | "CONTACTED" | "CLOSED";
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postAdminContactsState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /**
                     * @description RECEIVED → CONTACTED, CONTACTED → CLOSED, CLOSED → CONTACTED; any other move is 409 CONFLICT.
                     * @enum {string}
                     */
                    state: "RECEIVED" | "CONTACTED" | "CLOSED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: string | null;
                        createdAt: string;
                        email: string;
                        id: string;
                        /** @enum {string} */
                        kind: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                        /** @enum {string} */
                        lang: "es" | "en" | "it";
                        lastname: string | null;
                        message: string | null;
                        name: string;
                        nif: string | null;
                        notes: {
                            authorEmail: string;
                            createdAt: string;
                            id: number;
                            note: string;
                        }[];
                        operationType: ("IDENTIFICATION" | "IDENTIFICATION_SIGNATURE" | "TRAVELLER_REPORT") | null;
                        phone: string | null;
                        /** @enum {string} */
                        state: "RECEIVED" | "CONTACTED" | "CLOSED";
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        userId: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminOperationsStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        byDay: {
                            count: number;
                            day: string;
                        }[];
                        /** @description Statuses as readers see them: an operation past its end date counts as EXPIRED. */
                        byStatus: {
                            count: number;
                            /** @enum {string} */
                            status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                        }[];
                        byType: {
                            count: number;
                            /** @enum {string} */
                            signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                        }[];
                        creditsSpent: {
                            last30Days: number;
                            total: number;
                        };
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminPayments: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                provider?: "sandbox" | "stripe" | "paypal" | "transfer";
                q?: string;
                status?: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        payments: {
                            amountCents: number;
                            /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                            boughtBy: {
                                name: string | null;
                                userId: string;
                            } | null;
                            createdAt: string;
                            /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                            creditNoteId: string | null;
                            credits: number;
                            currency: string;
                            /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                            expiresAt: string | null;
                            /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                            failureMessage: string | null;
                            id: string;
                            /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                            invoiceId: string | null;
                            /** @enum {string} */
                            method: "card" | "wallet" | "transfer";
                            paidAt: string | null;
                            productId: string;
                            productName: string;
                            provider: string;
                            providerRef: string | null;
                            refundedAt: string | null;
                            refundedCents: number;
                            /** @enum {string} */
                            status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                            /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                            transfer: {
                                amountCents: number;
                                bic: string;
                                currency: string;
                                expiresAt: string;
                                holder: string;
                                iban: string;
                                reference: string;
                            } | null;
                            userEmail: string | null;
                            userId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getAdminPaymentsByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            eventId: string;
                            id: number;
                            outcome: string | null;
                            provider: string;
                            receivedAt: string;
                            type: string;
                        }[];
                        payment: {
                            amountCents: number;
                            /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                            boughtBy: {
                                name: string | null;
                                userId: string;
                            } | null;
                            createdAt: string;
                            /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                            creditNoteId: string | null;
                            credits: number;
                            currency: string;
                            /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                            expiresAt: string | null;
                            /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                            failureMessage: string | null;
                            id: string;
                            /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                            invoiceId: string | null;
                            /** @enum {string} */
                            method: "card" | "wallet" | "transfer";
                            paidAt: string | null;
                            productId: string;
                            productName: string;
                            provider: string;
                            providerRef: string | null;
                            refundedAt: string | null;
                            refundedCents: number;
                            /** @enum {string} */
                            status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                            /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                            transfer: {
                                amountCents: number;
                                bic: string;
                                currency: string;
                                expiresAt: string;
                                holder: string;
                                iban: string;
                                reference: string;
                            } | null;
                            userEmail: string | null;
                            userId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postAdminPaymentsConfirmTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            events: {
                                eventId: string;
                                id: number;
                                outcome: string | null;
                                provider: string;
                                receivedAt: string;
                                type: string;
                            }[];
                            payment: {
                                amountCents: number;
                                /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                                boughtBy: {
                                    name: string | null;
                                    userId: string;
                                } | null;
                                createdAt: string;
                                /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                                creditNoteId: string | null;
                                credits: number;
                                currency: string;
                                /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                                expiresAt: string | null;
                                /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                                failureMessage: string | null;
                                id: string;
                                /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                                invoiceId: string | null;
                                /** @enum {string} */
                                method: "card" | "wallet" | "transfer";
                                paidAt: string | null;
                                productId: string;
                                productName: string;
                                provider: string;
                                providerRef: string | null;
                                refundedAt: string | null;
                                refundedCents: number;
                                /** @enum {string} */
                                status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                                /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                                transfer: {
                                    amountCents: number;
                                    bic: string;
                                    currency: string;
                                    expiresAt: string;
                                    holder: string;
                                    iban: string;
                                    reference: string;
                                } | null;
                                userEmail: string | null;
                                userId: string | null;
                            };
                        };
                        outcome: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postAdminPaymentsRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            events: {
                                eventId: string;
                                id: number;
                                outcome: string | null;
                                provider: string;
                                receivedAt: string;
                                type: string;
                            }[];
                            payment: {
                                amountCents: number;
                                /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                                boughtBy: {
                                    name: string | null;
                                    userId: string;
                                } | null;
                                createdAt: string;
                                /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                                creditNoteId: string | null;
                                credits: number;
                                currency: string;
                                /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                                expiresAt: string | null;
                                /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                                failureMessage: string | null;
                                id: string;
                                /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                                invoiceId: string | null;
                                /** @enum {string} */
                                method: "card" | "wallet" | "transfer";
                                paidAt: string | null;
                                productId: string;
                                productName: string;
                                provider: string;
                                providerRef: string | null;
                                refundedAt: string | null;
                                refundedCents: number;
                                /** @enum {string} */
                                status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                                /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                                transfer: {
                                    amountCents: number;
                                    bic: string;
                                    currency: string;
                                    expiresAt: string;
                                    holder: string;
                                    iban: string;
                                    reference: string;
                                } | null;
                                userEmail: string | null;
                                userId: string | null;
                            };
                        };
                        outcome: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getBrandLogosBySha256: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sha256: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the logo (image/png or image/jpeg) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getBulkSends: {
        parameters: {
            query?: {
                templateId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            cancelled: number;
                            cancelling: boolean;
                            created: number;
                            createdAt: string;
                            credits: {
                                reserved: number;
                                returned: number;
                                used: number;
                            };
                            failed: number;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            pending: number;
                            resultUrl: string;
                            /** @enum {string} */
                            state: "running" | "done" | "cancelled";
                            templateId: string | null;
                            templateName: string;
                            total: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBulkSendsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: number;
                        cancelling: boolean;
                        created: number;
                        createdAt: string;
                        credits: {
                            reserved: number;
                            returned: number;
                            used: number;
                        };
                        failed: number;
                        finishedAt: string | null;
                        /** Format: uuid */
                        id: string;
                        pending: number;
                        resultUrl: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        templateId: string | null;
                        templateName: string;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBulkSendsCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: number;
                        cancelling: boolean;
                        created: number;
                        createdAt: string;
                        credits: {
                            reserved: number;
                            returned: number;
                            used: number;
                        };
                        failed: number;
                        finishedAt: string | null;
                        /** Format: uuid */
                        id: string;
                        pending: number;
                        resultUrl: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        templateId: string | null;
                        templateName: string;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBulkSendsResultCsv: {
        parameters: {
            query?: {
                lang?: "es" | "en" | "it";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCheckinByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        establishment: {
                            address: string;
                            name: string;
                        };
                        /** @enum {string} */
                        mode: "SIGN" | "IDENTIFY";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postCheckinByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    altcha?: string;
                    bookingReference: string;
                    checkIn: string;
                    checkOut: string;
                    email: string;
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    lastname: string;
                    name: string;
                    nif: string;
                    phone: string;
                    /** @default 1 */
                    travellers?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default null */
                        bookingToken: string | null;
                        operationUuid: string;
                        signatureType: string;
                        signerToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCheckinChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ALTCHA v2, PBKDF2/SHA-256 in deterministic mode: the server picks a secret counter and signs the key it yields, so the work is predictable (about a second on a phone) and checking it is two HMACs, their secrets derived from AUTH_SECRET. Solve it with altcha-lib's `solveChallenge` (null on timeout, 90 s) and the WebCrypto `deriveKey` of `altcha-lib/algorithms/web/pbkdf2` (not `altcha-lib/workers/pbkdf2` in a browser: it loads the Node implementation; run it in a worker of your own to keep the page responsive); send back the challenge unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parameters": {
                     *         "algorithm": "PBKDF2/SHA-256",
                     *         "cost": 1000,
                     *         "expiresAt": 1767225600,
                     *         "keyLength": 32,
                     *         "keyPrefix": "9c1f0e5a7b2d4c6e8f10a2b4c6d8e0f1",
                     *         "keySignature": "3b7e…",
                     *         "nonce": "0f4c2a9e8d7b6a5f4e3d2c1b0a998877",
                     *         "salt": "1a2b3c4d5e6f708192a3b4c5d6e7f809"
                     *       },
                     *       "signature": "c0ffee…"
                     *     }
                     */
                    "application/json": {
                        parameters: {
                            algorithm: string;
                            cost: number;
                            data?: {
                                [key: string]: string | number | boolean | null;
                            };
                            expiresAt?: number;
                            keyLength: number;
                            keyPrefix: string;
                            keySignature?: string;
                            nonce: string;
                            salt: string;
                        } & {
                            [key: string]: unknown;
                        };
                        signature: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCheckinGuestByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            checkIn: string;
                            checkOut: string;
                            complete: boolean;
                            createdAt: string;
                            guests: {
                                email: string;
                                id: string;
                                invitedAt: string | null;
                                lead: boolean;
                                name: string;
                                /** @enum {string} */
                                state: "INVITED" | "STARTED" | "DONE";
                            }[];
                            id: string;
                            minors: {
                                birthDate: string;
                                firstName: string;
                                id: string;
                                /** @enum {string} */
                                kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                                lastName1: string;
                                responsibleGuestId: string;
                            }[];
                            reference: string;
                            travellers: number;
                        };
                        canInvite: boolean;
                        establishment: {
                            address: string;
                            name: string;
                        };
                        guestId: string;
                        /** @enum {string} */
                        mode: "SIGN" | "IDENTIFY";
                        started: {
                            operationUuid: string;
                            signerToken: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postCheckinGuestByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    lastname: string;
                    nif: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default null */
                        bookingToken: string | null;
                        operationUuid: string;
                        signatureType: string;
                        signerToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCheckinGuestGuests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkIn: string;
                        checkOut: string;
                        complete: boolean;
                        createdAt: string;
                        guests: {
                            email: string;
                            id: string;
                            invitedAt: string | null;
                            lead: boolean;
                            name: string;
                            /** @enum {string} */
                            state: "INVITED" | "STARTED" | "DONE";
                        }[];
                        id: string;
                        minors: {
                            birthDate: string;
                            firstName: string;
                            id: string;
                            /** @enum {string} */
                            kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                            lastName1: string;
                            responsibleGuestId: string;
                        }[];
                        reference: string;
                        travellers: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCheckinGuestMinors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    birthDate: string;
                    documentNumber: string;
                    documentType: ("NIF" | "NIE" | "PAS" | "OTRO") | null;
                    firstName: string;
                    /** @enum {string} */
                    kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                    lastName1: string;
                    lastName2: string;
                    nationality: string;
                    /** @enum {string} */
                    sex: "H" | "M" | "O";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkIn: string;
                        checkOut: string;
                        complete: boolean;
                        createdAt: string;
                        guests: {
                            email: string;
                            id: string;
                            invitedAt: string | null;
                            lead: boolean;
                            name: string;
                            /** @enum {string} */
                            state: "INVITED" | "STARTED" | "DONE";
                        }[];
                        id: string;
                        minors: {
                            birthDate: string;
                            firstName: string;
                            id: string;
                            /** @enum {string} */
                            kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                            lastName1: string;
                            responsibleGuestId: string;
                        }[];
                        reference: string;
                        travellers: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getClientConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The path parameter of the creation calls.
                         */
                        domainUuid: string;
                        /** @description Google sign-in is offered. */
                        google: boolean;
                        /** @description Video identification is offered: while false, the video signature types are refused at creation (400 SIGNATURE_TYPE_UNAVAILABLE). */
                        identification: boolean;
                    };
                };
            };
        };
    };
    postContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    agree: true;
                    /** @default  */
                    altcha?: string;
                    email: string;
                    /** @enum {string} */
                    kind: "API";
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    name: string;
                    /** @default  */
                    need?: string;
                } | {
                    /** @default  */
                    altcha?: string;
                    email: string;
                    /** @enum {string} */
                    kind: "CONTACT_PAGE";
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    lastname: string;
                    name: string;
                    /** @description A DNI or NIE with its right check letter; stored upper case without separators. */
                    nif: string;
                    /**
                     * @description Required, and checked, for IDENTIFICATION_SIGNATURE and TRAVELLER_REPORT; dropped for IDENTIFICATION.
                     * @default
                     */
                    phone?: string;
                    /** @enum {string} */
                    signatureSelected: "IDENTIFICATION" | "IDENTIFICATION_SIGNATURE" | "TRAVELLER_REPORT";
                } | {
                    /** @default  */
                    altcha?: string;
                    /** @default  */
                    company?: string;
                    /** @enum {boolean} */
                    consentContact: true;
                    /** @enum {boolean} */
                    consentPrivacy: true;
                    email: string;
                    /** @enum {string} */
                    kind: "CONTACT_REQUEST";
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    /** @default  */
                    message?: string;
                    name: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "C1767225600123",
                     *       "state": "RECEIVED",
                     *       "createdAt": "2026-01-01T00:00:00.123Z"
                     *     }
                     */
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        state: "RECEIVED" | "CONTACTED" | "CLOSED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getContactsChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ALTCHA v2, PBKDF2/SHA-256 in deterministic mode: the server picks a secret counter and signs the key it yields, so the work is predictable (about a second on a phone) and checking it is two HMACs, their secrets derived from AUTH_SECRET. Solve it with altcha-lib's `solveChallenge` (null on timeout, 90 s) and the WebCrypto `deriveKey` of `altcha-lib/algorithms/web/pbkdf2` (not `altcha-lib/workers/pbkdf2` in a browser: it loads the Node implementation; run it in a worker of your own to keep the page responsive); send back the challenge unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parameters": {
                     *         "algorithm": "PBKDF2/SHA-256",
                     *         "cost": 1000,
                     *         "expiresAt": 1767225600,
                     *         "keyLength": 32,
                     *         "keyPrefix": "9c1f0e5a7b2d4c6e8f10a2b4c6d8e0f1",
                     *         "keySignature": "3b7e…",
                     *         "nonce": "0f4c2a9e8d7b6a5f4e3d2c1b0a998877",
                     *         "salt": "1a2b3c4d5e6f708192a3b4c5d6e7f809"
                     *       },
                     *       "signature": "c0ffee…"
                     *     }
                     */
                    "application/json": {
                        parameters: {
                            algorithm: string;
                            cost: number;
                            data?: {
                                [key: string]: string | number | boolean | null;
                            };
                            expiresAt?: number;
                            keyLength: number;
                            keyPrefix: string;
                            keySignature?: string;
                            nonce: string;
                            salt: string;
                        } & {
                            [key: string]: unknown;
                        };
                        signature: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDemoChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ALTCHA v2, PBKDF2/SHA-256 in deterministic mode: the server picks a secret counter and signs the key it yields, so the work is predictable (about a second on a phone) and checking it is two HMACs, their secrets derived from AUTH_SECRET. Solve it with altcha-lib's `solveChallenge` (null on timeout, 90 s) and the WebCrypto `deriveKey` of `altcha-lib/algorithms/web/pbkdf2` (not `altcha-lib/workers/pbkdf2` in a browser: it loads the Node implementation; run it in a worker of your own to keep the page responsive); send back the challenge unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parameters": {
                     *         "algorithm": "PBKDF2/SHA-256",
                     *         "cost": 1000,
                     *         "expiresAt": 1767225600,
                     *         "keyLength": 32,
                     *         "keyPrefix": "9c1f0e5a7b2d4c6e8f10a2b4c6d8e0f1",
                     *         "keySignature": "3b7e…",
                     *         "nonce": "0f4c2a9e8d7b6a5f4e3d2c1b0a998877",
                     *         "salt": "1a2b3c4d5e6f708192a3b4c5d6e7f809"
                     *       },
                     *       "signature": "c0ffee…"
                     *     }
                     */
                    "application/json": {
                        parameters: {
                            algorithm: string;
                            cost: number;
                            data?: {
                                [key: string]: string | number | boolean | null;
                            };
                            expiresAt?: number;
                            keyLength: number;
                            keyPrefix: string;
                            keySignature?: string;
                            nonce: string;
                            salt: string;
                        } & {
                            [key: string]: unknown;
                        };
                        signature: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDemoOperations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana",
                 *       "lastname": "García",
                 *       "email": "ana@example.com",
                 *       "phone": "+34600111222",
                 *       "type": "SIMPLE",
                 *       "lang": "es",
                 *       "altcha": "eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiIs…"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    altcha?: string;
                    email: string;
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    lastname: string;
                    name: string;
                    /** @description The document number the visitor will show to the camera: required by the identification types (a DNI/NIE with its right letter, or 5 to 20 letters and digits), not asked by the others. */
                    nif?: string;
                    /** @description A valid number (a national one is read as Spanish), checked before the proof of work is spent or a limit counted; the per-destination limit counts it in E.164, however it is written. */
                    phone: string;
                    /** @enum {string} */
                    type: "SIMPLE" | "BIOMETRICA" | "IDENTIFICACION_FIRMA" | "PARTE_VIAJERO";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operationUuid": "a644af18-9f23-4e0b-843b-a300448590ba",
                     *       "documentUuid": "5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
                     *       "signerToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJzaWduZXIi…",
                     *       "signatureType": "SIMPLE"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        documentUuid: string;
                        /** Format: uuid */
                        operationUuid: string;
                        /** @enum {string} */
                        signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                        signerToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevContacts: {
        parameters: {
            query?: {
                email?: string;
                kind?: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            company: string | null;
                            consents: string[];
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            kind: "API" | "CONTACT_PAGE" | "CONTACT_REQUEST";
                            /** @enum {string} */
                            lang: "es" | "en" | "it";
                            lastname: string | null;
                            message: string | null;
                            name: string;
                            nif: string | null;
                            operationType: ("IDENTIFICATION" | "IDENTIFICATION_SIGNATURE" | "TRAVELLER_REPORT") | null;
                            phone: string | null;
                            /** @enum {string} */
                            state: "RECEIVED" | "CONTACTED" | "CLOSED";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getDevOutbox: {
        parameters: {
            query?: {
                channel?: "email" | "sms";
                limit?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            attachments: {
                                blobKey: string;
                                contentType: string;
                                filename: string;
                            }[];
                            /** @enum {string} */
                            channel: "email" | "sms";
                            createdAt: string;
                            html: string | null;
                            id: string;
                            subject: string | null;
                            text: string;
                            to: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getEstablishments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        establishments: {
                            address: string;
                            checkinUrl: string;
                            createdAt: string;
                            dailyLimit: number;
                            id: string;
                            linkPaused: boolean;
                            /** @enum {string} */
                            mode: "SIGN" | "IDENTIFY";
                            name: string;
                            registry: string;
                            ses: {
                                /** @enum {string} */
                                environment: "test" | "production";
                                establishmentCode: string;
                                landlordCode: string;
                                passwordSet: boolean;
                                username: string;
                            } | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postEstablishments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    dailyLimit: number;
                    linkPaused: boolean;
                    /** @enum {string} */
                    mode: "SIGN" | "IDENTIFY";
                    name: string;
                    registry: string;
                    ses: {
                        /** @enum {string} */
                        environment: "test" | "production";
                        establishmentCode: string;
                        landlordCode: string;
                        password?: string;
                        username: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        checkinUrl: string;
                        createdAt: string;
                        dailyLimit: number;
                        id: string;
                        linkPaused: boolean;
                        /** @enum {string} */
                        mode: "SIGN" | "IDENTIFY";
                        name: string;
                        registry: string;
                        ses: {
                            /** @enum {string} */
                            environment: "test" | "production";
                            establishmentCode: string;
                            landlordCode: string;
                            passwordSet: boolean;
                            username: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    putEstablishmentsByEstablishmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    dailyLimit: number;
                    linkPaused: boolean;
                    /** @enum {string} */
                    mode: "SIGN" | "IDENTIFY";
                    name: string;
                    registry: string;
                    ses: {
                        /** @enum {string} */
                        environment: "test" | "production";
                        establishmentCode: string;
                        landlordCode: string;
                        password?: string;
                        username: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        checkinUrl: string;
                        createdAt: string;
                        dailyLimit: number;
                        id: string;
                        linkPaused: boolean;
                        /** @enum {string} */
                        mode: "SIGN" | "IDENTIFY";
                        name: string;
                        registry: string;
                        ses: {
                            /** @enum {string} */
                            environment: "test" | "production";
                            establishmentCode: string;
                            landlordCode: string;
                            passwordSet: boolean;
                            username: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getEstablishmentsBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookings: {
                            checkIn: string;
                            checkOut: string;
                            complete: boolean;
                            createdAt: string;
                            guests: {
                                email: string;
                                id: string;
                                invitedAt: string | null;
                                lead: boolean;
                                name: string;
                                /** @enum {string} */
                                state: "INVITED" | "STARTED" | "DONE";
                            }[];
                            id: string;
                            minors: {
                                birthDate: string;
                                firstName: string;
                                id: string;
                                /** @enum {string} */
                                kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                                lastName1: string;
                                responsibleGuestId: string;
                            }[];
                            reference: string;
                            travellers: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEstablishmentsBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    checkIn: string;
                    checkOut: string;
                    guests: {
                        email: string;
                        name: string;
                    }[];
                    reference: string;
                    travellers: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkIn: string;
                        checkOut: string;
                        complete: boolean;
                        createdAt: string;
                        guests: {
                            email: string;
                            id: string;
                            invitedAt: string | null;
                            lead: boolean;
                            name: string;
                            /** @enum {string} */
                            state: "INVITED" | "STARTED" | "DONE";
                        }[];
                        id: string;
                        minors: {
                            birthDate: string;
                            firstName: string;
                            id: string;
                            /** @enum {string} */
                            kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                            lastName1: string;
                            responsibleGuestId: string;
                        }[];
                        reference: string;
                        travellers: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postEstablishmentsBookingsGuests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: string;
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkIn: string;
                        checkOut: string;
                        complete: boolean;
                        createdAt: string;
                        guests: {
                            email: string;
                            id: string;
                            invitedAt: string | null;
                            lead: boolean;
                            name: string;
                            /** @enum {string} */
                            state: "INVITED" | "STARTED" | "DONE";
                        }[];
                        id: string;
                        minors: {
                            birthDate: string;
                            firstName: string;
                            id: string;
                            /** @enum {string} */
                            kinship: "AB" | "BA" | "BN" | "CD" | "CY" | "HJ" | "HR" | "NI" | "PM" | "SB" | "SG" | "TI" | "YN" | "TU" | "OT";
                            lastName1: string;
                            responsibleGuestId: string;
                        }[];
                        reference: string;
                        travellers: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getEstablishmentsKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        establishment: {
                            address: string;
                            name: string;
                        };
                        /** @enum {string} */
                        mode: "SIGN" | "IDENTIFY";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEstablishmentsKiosk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingReference: string;
                    checkIn: string;
                    checkOut: string;
                    email: string;
                    /**
                     * @default es
                     * @enum {string}
                     */
                    lang?: "es" | "en" | "it";
                    lastname: string;
                    name: string;
                    nif: string;
                    phone: string;
                    /** @default 1 */
                    travellers?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default null */
                        bookingToken: string | null;
                        operationUuid: string;
                        signatureType: string;
                        signerToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getEstablishmentsPoster: {
        parameters: {
            query?: {
                format?: "A4" | "TENT";
                lang?: "es" | "en" | "it";
            };
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEstablishmentsRotateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                establishmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        checkinUrl: string;
                        createdAt: string;
                        dailyLimit: number;
                        id: string;
                        linkPaused: boolean;
                        /** @enum {string} */
                        mode: "SIGN" | "IDENTIFY";
                        name: string;
                        registry: string;
                        ses: {
                            /** @enum {string} */
                            environment: "test" | "production";
                            establishmentCode: string;
                            landlordCode: string;
                            passwordSet: boolean;
                            username: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category": "VideoIdentification",
                 *       "action": "click",
                 *       "label": "CreateButton"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    action: "click" | "submit" | "success" | "error";
                    /** @enum {string} */
                    category: "VideoIdentification" | "SimpleSignature" | "CertifiedNotification" | "HandwrittenSignature" | "Demo" | "TryButton" | "CreateButton";
                    /** @description At most 60 letters, digits, spaces and `_ . : / -`: no `@` or `+`, so no e-mail address or phone number. Any other field is refused. */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        db: "ok";
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            email: string;
                            expiresAt: string;
                            id: string;
                            inviterName: string;
                            organizationName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                            /** @enum {string} */
                            status: "pending" | "accepted" | "rejected" | "canceled" | "expired";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getInvitationsByInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        expiresAt: string;
                        id: string;
                        inviterName: string;
                        organizationName: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected" | "canceled" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    postInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        permissions: ("member" | "read" | "send" | "review" | "billing" | "manage" | "audit" | "own" | "checkin")[];
                        personal: boolean;
                        requireSecondFactor: boolean;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        sendersSeeAll: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
        };
    };
    postInvitationsReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
        };
    };
    getInvoices: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoices: {
                            baseCents: number;
                            correctsInvoiceId: string | null;
                            currency: string;
                            fullNumber: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: date-time */
                            issuedAt: string;
                            /** @enum {string} */
                            kind: "invoice" | "credit_note";
                            orderId: string;
                            pdfReady: boolean;
                            totalCents: number;
                            vatCents: number;
                            vatRatePercent: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getInvoicesPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF (application/pdf, as an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getKioskEstablishments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        establishments: {
                            address: string;
                            id: string;
                            /** @enum {string} */
                            mode: "SIGN" | "IDENTIFY";
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document: {
                        b64: string;
                        name: string;
                    } | null;
                    email: string;
                    /**
                     * @default es
                     * @enum {string}
                     */
                    language?: "es" | "en" | "it";
                    lastname: string;
                    message: string;
                    name: string;
                    /** @default  */
                    phone?: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credits: number;
                        /** @enum {string} */
                        status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationsDsn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "bounced" | "late_claim" | "ignored" | "unauthenticated" | "unknown";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationsRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acknowledgedAt: string | null;
                        documentName: string;
                        documentSha256: string;
                        expiresAt: string;
                        /** @enum {string} */
                        language: "es" | "en" | "it";
                        message: string;
                        messageSha256: string;
                        recipient: string;
                        sender: string;
                        sentAt: string | null;
                        smsConfirmation: boolean;
                        /** @enum {string} */
                        status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                        subject: string;
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationsRecipientAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationsRecipientCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationsRecipientDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationsRecipientReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOperations: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page, sent with the same filters. */
                cursor?: string;
                /** @description Created on or after: a day (`2026-11-22`, from its start, UTC) or an instant (`2026-11-22T10:00:00Z`, included). */
                from?: string;
                limit?: number;
                /** @description Search: the subject, a signer's name or e-mail, or a document's name containing the text, case-insensitively (`%` and `_` are plain characters). */
                q?: string;
                /** @description `me`: only the operations the caller sent; `all` (default): the organisation's (a sender of an organisation that shows senders only their own sees only theirs either way). */
                sender?: "me" | "all";
                /** @description Only operations in one of these statuses, comma-separated (`SIGNED,REJECTED`), as readers see them: an operation past its end date is EXPIRED even before the sweep recorded it. */
                status?: string;
                /** @description Created on or before: a day (to its end, UTC) or an instant (included). */
                to?: string;
                /** @description Only operations of this signature type. */
                type?: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            completedAt: string | null;
                            copyRecipients: {
                                /** Format: email */
                                email: string;
                                name: string;
                            }[];
                            createdAt: string;
                            creditsSpent: number;
                            demo: boolean;
                            documents: {
                                /** Format: uuid */
                                documentUuid: string;
                                name: string;
                                pages: number;
                                signed: boolean;
                            }[];
                            expiresAt: string;
                            /** @enum {string} */
                            language: "es" | "en" | "it";
                            lastEventAt: string;
                            message: string | null;
                            opClass: number;
                            /** @enum {string} */
                            signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                            signers: {
                                email: string | null;
                                level: number;
                                method: ("OTP" | "HANDWRITTEN") | null;
                                name: string;
                                order: number;
                                signedAt: string | null;
                                /** Format: uuid */
                                signerUuid: string;
                                /**
                                 * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                                 * @enum {string}
                                 */
                                status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
                            }[];
                            /** @enum {string} */
                            status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                            subject: string | null;
                            /** Format: uuid */
                            uuid: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOperationsByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What the sender may do now: `resend` and `remind` while the operation is live (not SIGNED, REJECTED, EXPIRED, CANCELLED or SEALING) and a signer is still INVITED, OPENED, DOCUMENT_READ or OTP_SENT; `cancel` while it can still be cancelled. */
                        actions: {
                            cancel: boolean;
                            remind: boolean;
                            resend: boolean;
                        };
                        completedAt: string | null;
                        copyRecipients: {
                            /** Format: email */
                            email: string;
                            name: string;
                        }[];
                        createdAt: string;
                        creditsSpent: number;
                        demo: boolean;
                        documents: {
                            /** Format: uuid */
                            documentUuid: string;
                            name: string;
                            pages: number;
                            signed: boolean;
                        }[];
                        expiresAt: string;
                        /** @description The original of each document, the signed version of each signed one, and the certificate once the operation is SIGNED. */
                        files: {
                            documentUuid: string | null;
                            /** @enum {string} */
                            kind: "original" | "signed" | "certificate";
                            name: string;
                            url: string;
                        }[];
                        identifications: {
                            completedAt: string | null;
                            createdAt: string;
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            finished: boolean;
                            purged: boolean;
                            relaxed: ("faceMatch" | "liveness" | "consent" | "colour" | "hologram" | "documentPresence")[];
                            review?: {
                                awaitingSecond: boolean;
                                /** @enum {string} */
                                by: "PLATFORM" | "OWNER";
                                expectedBy: string;
                                fourEyes: boolean;
                            };
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            /** Format: uuid */
                            signerUuid: string;
                            /** @enum {string} */
                            status: "SESSION" | "RECORDING" | "PASSED" | "FAILED" | "REVIEW" | "CANCELLED";
                            /** Format: uuid */
                            videoUuid: string;
                        }[];
                        /** @enum {string} */
                        language: "es" | "en" | "it";
                        lastEventAt: string;
                        message: string | null;
                        /** @description When the next automatic reminder goes out, if one will. */
                        nextReminderAt: string | null;
                        opClass: number;
                        /** @enum {string} */
                        signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                        signers: {
                            email: string | null;
                            level: number;
                            method: ("OTP" | "HANDWRITTEN") | null;
                            name: string;
                            order: number;
                            signedAt: string | null;
                            /** Format: uuid */
                            signerUuid: string;
                            /**
                             * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                             * @enum {string}
                             */
                            status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
                        }[];
                        /** @enum {string} */
                        status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                        subject: string | null;
                        /** @description Every event of the operation's evidence chain, in order (`seq`). */
                        timeline: {
                            actorType: string;
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description The user agent summarised: `Chrome 142 on Android`. */
                            device: string | null;
                            /** @description The client address with its last part hidden (`203.0.113.x`; IPv6 to its first four groups); the evidence itself keeps the full address and user agent. */
                            ip: string | null;
                            occurredAt: string;
                            seq: number;
                            signerName: string | null;
                            signerUuid: string | null;
                            type: string;
                        }[];
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOperationsCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "CANCELLED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getOperationsFilesByKindAndDocumentUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentUuid: string;
                kind: "original" | "signed";
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF (application/pdf, as an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOperationsFilesCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF (application/pdf, as an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOperationsRemind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notified: number;
                        /** @enum {string} */
                        result: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postOperationsResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notified: number;
                        /** @enum {string} */
                        result: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOperationsExportCsv: {
        parameters: {
            query?: {
                /** @description Created on or after: a day (`2026-11-22`, from its start, UTC) or an instant (`2026-11-22T10:00:00Z`, included). */
                from?: string;
                /** @description With it, the columns are named and the statuses and types written in it (a person's spreadsheet); without it, the columns' names and the codes (a program's). In a row, documents' names are joined by ` | `, signers and copy recipients by `; `. */
                lang?: "es" | "en" | "it";
                /** @description Search: the subject, a signer's name or e-mail, or a document's name containing the text, case-insensitively (`%` and `_` are plain characters). */
                q?: string;
                /** @description `me`: only the operations the caller sent; `all` (default): the organisation's (a sender of an organisation that shows senders only their own sees only theirs either way). */
                sender?: "me" | "all";
                /** @description Only operations in one of these statuses, comma-separated (`SIGNED,REJECTED`), as readers see them: an operation past its end date is EXPIRED even before the sweep recorded it. */
                status?: string;
                /** @description Created on or before: a day (to its end, UTC) or an instant (included). */
                to?: string;
                /** @description Only operations of this signature type. */
                type?: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOperationsStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        permissions: ("member" | "read" | "send" | "review" | "billing" | "manage" | "audit" | "own" | "checkin")[];
                        personal: boolean;
                        requireSecondFactor: boolean;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        sendersSeeAll: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    patchOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    requireSecondFactor?: boolean;
                    sendersSeeAll?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        permissions: ("member" | "read" | "send" | "review" | "billing" | "manage" | "audit" | "own" | "checkin")[];
                        personal: boolean;
                        requireSecondFactor: boolean;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        sendersSeeAll: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getOrganizationAudit: {
        parameters: {
            query?: {
                cursor?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            /** @enum {string} */
                            action: "member.invited" | "invitation.resent" | "invitation.canceled" | "member.joined" | "member.role_changed" | "member.limit_changed" | "member.removed" | "member.left" | "ownership.transferred" | "organization.updated" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.deleted" | "operation.sent" | "identification.reviewed" | "operations.exported" | "audit.exported" | "establishment.created" | "establishment.updated" | "establishment.link_rotated" | "booking.created" | "booking.guest_invited" | "ses_communication.retried";
                            actorEmail: string | null;
                            actorName: string | null;
                            createdAt: string;
                            data: {
                                [key: string]: unknown;
                            };
                            id: number;
                            target: string | null;
                        }[];
                        nextCursor: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizationAuditCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizationInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            createdAt: string;
                            email: string;
                            expiresAt: string;
                            id: string;
                            inviterName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                            /** @enum {string} */
                            status: "pending" | "accepted" | "rejected" | "canceled" | "expired";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postOrganizationInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        expiresAt: string;
                        id: string;
                        inviterName: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected" | "canceled" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteOrganizationInvitationsByInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postOrganizationInvitationsResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        email: string;
                        expiresAt: string;
                        id: string;
                        inviterName: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected" | "canceled" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postOrganizationLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            email: string;
                            id: string;
                            joinedAt: string;
                            monthlyCreditLimit: number | null;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                            spentThisMonth: number;
                            twoFactorEnabled: boolean;
                            userId: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteOrganizationMembersByMemberId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    patchOrganizationMembersByMemberId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthlyCreditLimit?: number | null;
                    /** @enum {string} */
                    role?: "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        id: string;
                        joinedAt: string;
                        monthlyCreditLimit: number | null;
                        name: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        spentThisMonth: number;
                        twoFactorEnabled: boolean;
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postOrganizationTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    memberId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizations: {
                            active: boolean;
                            id: string;
                            name: string;
                            personal: boolean;
                            /** @enum {string} */
                            role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postOrganizationsActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        permissions: ("member" | "read" | "send" | "review" | "billing" | "manage" | "audit" | "own" | "checkin")[];
                        personal: boolean;
                        requireSecondFactor: boolean;
                        /** @enum {string} */
                        role: "owner" | "admin" | "sender" | "reviewer" | "viewer" | "billing" | "kiosk";
                        sendersSeeAll: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postPaymentsDemo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 10 */
                    amount: number;
                    /** @enum {string} */
                    method: "card" | "wallet";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirectUrl: string;
                        ref: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentsDemoByRef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        currency: string;
                        failureMessage: string | null;
                        ref: string;
                        state: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPaymentsMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        methods: {
                            /** @enum {string} */
                            method: "card" | "wallet" | "transfer";
                            test: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getPaymentsOrders: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        orders: {
                            amountCents: number;
                            /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                            boughtBy: {
                                name: string | null;
                                userId: string;
                            } | null;
                            createdAt: string;
                            /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                            creditNoteId: string | null;
                            credits: number;
                            currency: string;
                            /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                            expiresAt: string | null;
                            /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                            failureMessage: string | null;
                            id: string;
                            /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                            invoiceId: string | null;
                            /** @enum {string} */
                            method: "card" | "wallet" | "transfer";
                            paidAt: string | null;
                            productId: string;
                            productName: string;
                            provider: string;
                            refundedAt: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                            /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                            transfer: {
                                amountCents: number;
                                bic: string;
                                currency: string;
                                expiresAt: string;
                                holder: string;
                                iban: string;
                                reference: string;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postPaymentsOrders: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The amount and currency are the pack's. With an `Idempotency-Key` a retry returns the same order; the same key for another pack or method is 409. */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "card" | "wallet" | "transfer";
                    productId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            amountCents: number;
                            /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                            boughtBy: {
                                name: string | null;
                                userId: string;
                            } | null;
                            createdAt: string;
                            /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                            creditNoteId: string | null;
                            credits: number;
                            currency: string;
                            /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                            expiresAt: string | null;
                            /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                            failureMessage: string | null;
                            id: string;
                            /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                            invoiceId: string | null;
                            /** @enum {string} */
                            method: "card" | "wallet" | "transfer";
                            paidAt: string | null;
                            productId: string;
                            productName: string;
                            provider: string;
                            refundedAt: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                            /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                            transfer: {
                                amountCents: number;
                                bic: string;
                                currency: string;
                                expiresAt: string;
                                holder: string;
                                iban: string;
                                reference: string;
                            } | null;
                        };
                        redirectUrl?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentsOrdersByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                        boughtBy: {
                            name: string | null;
                            userId: string;
                        } | null;
                        createdAt: string;
                        /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                        creditNoteId: string | null;
                        credits: number;
                        currency: string;
                        /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                        expiresAt: string | null;
                        /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                        failureMessage: string | null;
                        id: string;
                        /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                        invoiceId: string | null;
                        /** @enum {string} */
                        method: "card" | "wallet" | "transfer";
                        paidAt: string | null;
                        productId: string;
                        productName: string;
                        provider: string;
                        refundedAt: string | null;
                        /** @enum {string} */
                        status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                        /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                        transfer: {
                            amountCents: number;
                            bic: string;
                            currency: string;
                            expiresAt: string;
                            holder: string;
                            iban: string;
                            reference: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postPaymentsOrdersCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                        boughtBy: {
                            name: string | null;
                            userId: string;
                        } | null;
                        createdAt: string;
                        /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                        creditNoteId: string | null;
                        credits: number;
                        currency: string;
                        /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                        expiresAt: string | null;
                        /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                        failureMessage: string | null;
                        id: string;
                        /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                        invoiceId: string | null;
                        /** @enum {string} */
                        method: "card" | "wallet" | "transfer";
                        paidAt: string | null;
                        productId: string;
                        productName: string;
                        provider: string;
                        refundedAt: string | null;
                        /** @enum {string} */
                        status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                        /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                        transfer: {
                            amountCents: number;
                            bic: string;
                            currency: string;
                            expiresAt: string;
                            holder: string;
                            iban: string;
                            reference: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postPaymentsOrdersResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            amountCents: number;
                            /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                            boughtBy: {
                                name: string | null;
                                userId: string;
                            } | null;
                            createdAt: string;
                            /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                            creditNoteId: string | null;
                            credits: number;
                            currency: string;
                            /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                            expiresAt: string | null;
                            /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                            failureMessage: string | null;
                            id: string;
                            /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                            invoiceId: string | null;
                            /** @enum {string} */
                            method: "card" | "wallet" | "transfer";
                            paidAt: string | null;
                            productId: string;
                            productName: string;
                            provider: string;
                            refundedAt: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                            /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                            transfer: {
                                amountCents: number;
                                bic: string;
                                currency: string;
                                expiresAt: string;
                                holder: string;
                                iban: string;
                                reference: string;
                            } | null;
                        };
                        redirectUrl?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPaymentsOrdersReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountCents: number;
                        /** @description The member who bought it for the organisation (name null once erased); null for a purchase of one's own personal organisation. */
                        boughtBy: {
                            name: string | null;
                            userId: string;
                        } | null;
                        createdAt: string;
                        /** @description The credit note issued once it is refunded (GET /api/invoices/{id}/pdf). */
                        creditNoteId: string | null;
                        credits: number;
                        currency: string;
                        /** @description When a waiting order is cancelled as expired: a checkout after PAYMENT_CHECKOUT_MINUTES, a transfer after BANK_TRANSFER_DAYS. */
                        expiresAt: string | null;
                        /** @description FAILED: the provider's own message; CANCELED: why, `canceled-by-buyer`, `checkout-expired` or `transfer-expired`. */
                        failureMessage: string | null;
                        id: string;
                        /** @description The invoice issued once it is paid (GET /api/invoices/{id}/pdf). */
                        invoiceId: string | null;
                        /** @enum {string} */
                        method: "card" | "wallet" | "transfer";
                        paidAt: string | null;
                        productId: string;
                        productName: string;
                        provider: string;
                        refundedAt: string | null;
                        /** @enum {string} */
                        status: "PENDING" | "REQUIRES_ACTION" | "PAID" | "FAILED" | "CANCELED" | "REFUNDED" | "DISPUTED";
                        /** @description A bank transfer: what to pay, where and with which reference (also e-mailed to the buyer when the order is placed); an administrator confirms it arrived. */
                        transfer: {
                            amountCents: number;
                            bic: string;
                            currency: string;
                            expiresAt: string;
                            holder: string;
                            iban: string;
                            reference: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPaymentsProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            color: string;
                            credits: number;
                            currency: string;
                            id: string;
                            isNew: boolean;
                            name: string;
                            priceCents: number;
                            /** @description The VAT the price includes, split as the invoice splits it. */
                            vat: {
                                baseCents: number;
                                /** @description The rate in basis points: 2100 is 21 %. */
                                rateBp: number;
                                vatCents: number;
                            };
                        }[];
                    };
                };
            };
        };
    };
    postPaymentsWebhooksByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "sandbox" | "stripe" | "paypal";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outcome: string;
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getRequestTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            contractType: ("1" | "2" | "3") | null;
                            createdAt: string;
                            document: {
                                name: string;
                                pages: number;
                                sha256: string;
                                url: string;
                            } | null;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            order: "sequential" | "parallel";
                            roles: {
                                fields: {
                                    id: string;
                                    label: string;
                                    placement: {
                                        height: number;
                                        pageNumber: number;
                                        width: number;
                                        x: number;
                                        y: number;
                                    };
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "text" | "checkbox" | "date" | "name" | "initials";
                                    value?: string;
                                }[];
                                id: string;
                                /**
                                 * @default es
                                 * @enum {string}
                                 */
                                language: "es" | "en" | "it";
                                /** @enum {string} */
                                method: "SIMPLE" | "BIOMETRICA" | "VIDEO_1PASO_OTP";
                                name: string;
                                /** @default null */
                                placement: {
                                    height: number;
                                    pageNumber: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                } | null;
                            }[];
                            subject: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postRequestTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Alquiler de vivienda",
                 *       "subject": "Contrato de alquiler",
                 *       "message": "Hola, te enviamos el contrato para firmar.",
                 *       "order": "sequential",
                 *       "copies": [],
                 *       "contractType": null,
                 *       "document": {
                 *         "name": "alquiler.pdf",
                 *         "b64": "JVBERi0xLjcK…"
                 *       },
                 *       "roles": [
                 *         {
                 *           "name": "Inquilino",
                 *           "method": "SIMPLE",
                 *           "language": "es",
                 *           "placement": {
                 *             "pageNumber": 2,
                 *             "x": 60,
                 *             "y": 90,
                 *             "width": 180,
                 *             "height": 60
                 *           },
                 *           "fields": [
                 *             {
                 *               "type": "text",
                 *               "label": "Renta mensual",
                 *               "required": true,
                 *               "value": "900 €",
                 *               "placement": {
                 *                 "pageNumber": 1,
                 *                 "x": 300,
                 *                 "y": 500,
                 *                 "width": 120,
                 *                 "height": 18
                 *               }
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "name": "Propietario",
                 *           "method": "BIOMETRICA",
                 *           "language": "es"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @default null */
                    contractType?: ("1" | "2" | "3") | null;
                    /** @default [] */
                    copies?: {
                        email: string;
                        name: string;
                    }[];
                    /** @default null */
                    document?: {
                        b64: string;
                        name: string;
                    } | null;
                    /** @default  */
                    message?: string;
                    name: string;
                    /**
                     * @default sequential
                     * @enum {string}
                     */
                    order?: "sequential" | "parallel";
                    roles: {
                        /** @default [] */
                        fields?: {
                            id?: string;
                            label: string;
                            placement: {
                                height: number;
                                pageNumber: number;
                                width: number;
                                x: number;
                                y: number;
                            } | null;
                            required: boolean;
                            /** @enum {string} */
                            type: "text" | "checkbox" | "date" | "name" | "initials";
                            value?: string;
                        }[];
                        /** @description Given by the server when left out (`r1`, `r2`…, and the fields `f1`, `f2`…): send the ids back in a PATCH to keep them. */
                        id?: string;
                        /**
                         * @default es
                         * @enum {string}
                         */
                        language?: "es" | "en" | "it";
                        /** @enum {string} */
                        method: "SIMPLE" | "BIOMETRICA" | "VIDEO_1PASO_OTP";
                        name: string;
                        /** @default null */
                        placement?: {
                            height: number;
                            pageNumber: number;
                            width: number;
                            x: number;
                            y: number;
                        } | null;
                    }[];
                    /** @default  */
                    subject?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractType: ("1" | "2" | "3") | null;
                        copies: {
                            email: string;
                            name: string;
                        }[];
                        createdAt: string;
                        document: {
                            name: string;
                            pages: number;
                            sha256: string;
                            url: string;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        message: string;
                        name: string;
                        /** @enum {string} */
                        order: "sequential" | "parallel";
                        roles: {
                            fields: {
                                id: string;
                                label: string;
                                placement: {
                                    height: number;
                                    pageNumber: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                };
                                required: boolean;
                                /** @enum {string} */
                                type: "text" | "checkbox" | "date" | "name" | "initials";
                                value?: string;
                            }[];
                            id: string;
                            /**
                             * @default es
                             * @enum {string}
                             */
                            language: "es" | "en" | "it";
                            /** @enum {string} */
                            method: "SIMPLE" | "BIOMETRICA" | "VIDEO_1PASO_OTP";
                            name: string;
                            /** @default null */
                            placement: {
                                height: number;
                                pageNumber: number;
                                width: number;
                                x: number;
                                y: number;
                            } | null;
                        }[];
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getRequestTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractType: ("1" | "2" | "3") | null;
                        copies: {
                            email: string;
                            name: string;
                        }[];
                        createdAt: string;
                        document: {
                            name: string;
                            pages: number;
                            sha256: string;
                            url: string;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        message: string;
                        name: string;
                        /** @enum {string} */
                        order: "sequential" | "parallel";
                        roles: {
                            fields: {
                                id: string;
                                label: string;
                                placement: {
                                    height: number;
                                    pageNumber: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                };
                                required: boolean;
                                /** @enum {string} */
                                type: "text" | "checkbox" | "date" | "name" | "initials";
                                value?: string;
                            }[];
                            id: string;
                            /**
                             * @default es
                             * @enum {string}
                             */
                            language: "es" | "en" | "it";
                            /** @enum {string} */
                            method: "SIMPLE" | "BIOMETRICA" | "VIDEO_1PASO_OTP";
                            name: string;
                            /** @default null */
                            placement: {
                                height: number;
                                pageNumber: number;
                                width: number;
                                x: number;
                                y: number;
                            } | null;
                        }[];
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRequestTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchRequestTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    contractType?: "1" | "2" | "3";
                    copies?: {
                        email: string;
                        name: string;
                    }[];
                    document?: {
                        b64: string;
                        name: string;
                    };
                    message?: string;
                    name?: string;
                    /** @enum {string} */
                    order?: "sequential" | "parallel";
                    roles?: {
                        /** @default [] */
                        fields?: {
                            id?: string;
                            label: string;
                            placement: {
                                height: number;
                                pageNumber: number;
                                width: number;
                                x: number;
                                y: number;
                            } | null;
                            required: boolean;
                            /** @enum {string} */
                            type: "text" | "checkbox" | "date" | "name" | "initials";
                            value?: string;
                        }[];
                        /** @description Given by the server when left out (`r1`, `r2`…, and the fields `f1`, `f2`…): send the ids back in a PATCH to keep them. */
                        id?: string;
                        /**
                         * @default es
                         * @enum {string}
                         */
                        language?: "es" | "en" | "it";
                        /** @enum {string} */
                        method: "SIMPLE" | "BIOMETRICA" | "VIDEO_1PASO_OTP";
                        name: string;
                        /** @default null */
                        placement?: {
                            height: number;
                            pageNumber: number;
                            width: number;
                            x: number;
                            y: number;
                        } | null;
                    }[];
                    subject?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contractType: ("1" | "2" | "3") | null;
                        copies: {
                            email: string;
                            name: string;
                        }[];
                        createdAt: string;
                        document: {
                            name: string;
                            pages: number;
                            sha256: string;
                            url: string;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        message: string;
                        name: string;
                        /** @enum {string} */
                        order: "sequential" | "parallel";
                        roles: {
                            fields: {
                                id: string;
                                label: string;
                                placement: {
                                    height: number;
                                    pageNumber: number;
                                    width: number;
                                    x: number;
                                    y: number;
                                };
                                required: boolean;
                                /** @enum {string} */
                                type: "text" | "checkbox" | "date" | "name" | "initials";
                                value?: string;
                            }[];
                            id: string;
                            /**
                             * @default es
                             * @enum {string}
                             */
                            language: "es" | "en" | "it";
                            /** @enum {string} */
                            method: "SIMPLE" | "BIOMETRICA" | "VIDEO_1PASO_OTP";
                            name: string;
                            /** @default null */
                            placement: {
                                height: number;
                                pageNumber: number;
                                width: number;
                                x: number;
                                y: number;
                            } | null;
                        }[];
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postRequestTemplatesBulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "csv": "Cliente nombre;Cliente apellidos;Cliente email;Cliente móvil;Renta\r\nAna;García;ana@example.com;+34600111222;900 €\r\nLuis;Pérez;luis@example.com;600111333;950 €\r\n"
                 *     }
                 */
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: number;
                        cancelling: boolean;
                        created: number;
                        createdAt: string;
                        credits: {
                            reserved: number;
                            returned: number;
                            used: number;
                        };
                        failed: number;
                        finishedAt: string | null;
                        /** Format: uuid */
                        id: string;
                        pending: number;
                        resultUrl: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        templateId: string | null;
                        templateName: string;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postRequestTemplatesBulkPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "csv": "Cliente nombre;Cliente apellidos;Cliente email;Cliente móvil;Renta\r\nAna;García;ana@example.com;+34600111222;900 €\r\nLuis;Pérez;luis@example.com;600111333;950 €\r\n"
                 *     }
                 */
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            available: number;
                            debt: number;
                        };
                        columns: {
                            header: string;
                            target: {
                                /** @enum {string} */
                                kind: "person";
                                /** @enum {string} */
                                part: "name" | "lastname" | "email" | "phone" | "nif" | "language";
                                roleId: string;
                            } | {
                                fieldId: string;
                                /** @enum {string} */
                                kind: "field";
                            } | {
                                /** @enum {string} */
                                kind: "ignored";
                            };
                        }[];
                        creditsPerRow: number;
                        creditsTotal: number;
                        enough: boolean;
                        /** @description The first rows as parsed (up to 10). */
                        first: {
                            cells: string[];
                            row: number;
                            valid: boolean;
                        }[];
                        invalidRows: number;
                        /** @description Every problem (up to 1000; `issuesLeftOut` counts the rest), by row. A column a role needs and the file lacks, one named twice, or one that could be two things is a problem of the file (row 1). */
                        issues: {
                            column: string | null;
                            key: string;
                            message: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            row: number;
                        }[];
                        issuesLeftOut: number;
                        rows: number;
                        /** @enum {string} */
                        separator: "," | ";" | "\t";
                        template: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        valid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getRequestTemplatesBulkTemplateCsv: {
        parameters: {
            query?: {
                lang?: "es" | "en" | "it";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRequestTemplatesDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postRequestTemplatesRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "roles": {
                 *         "r1": {
                 *           "name": "Ana",
                 *           "lastname": "García",
                 *           "email": "ana@example.com",
                 *           "phone": "+34600111222"
                 *         },
                 *         "r2": {
                 *           "name": "Luis",
                 *           "lastname": "Pérez",
                 *           "email": "luis@example.com",
                 *           "language": "en"
                 *         }
                 *       },
                 *       "fieldValues": {
                 *         "f1": "950 €"
                 *       },
                 *       "delivery": "email"
                 *     }
                 */
                "application/json": {
                    copies?: {
                        email: string;
                        name: string;
                    }[];
                    /**
                     * @description `email`: every signer is invited as usual; `here`: the first signer signs now, with the answer's `loginautToken`.
                     * @default email
                     * @enum {string}
                     */
                    delivery?: "here" | "email";
                    fieldValues?: {
                        [key: string]: string;
                    };
                    message?: string;
                    roles: {
                        [key: string]: {
                            email: string;
                            /** @enum {string} */
                            language?: "es" | "en" | "it";
                            /** @default  */
                            lastname?: string;
                            name: string;
                            /** @default  */
                            nif?: string;
                            /** @default  */
                            phone?: string;
                        };
                    };
                    subject?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "loginautToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJzaWduZXIi…",
                     *       "uuids": [
                     *         "a644af18-9f23-4e0b-843b-a300448590ba"
                     *       ],
                     *       "documentsUuid": [
                     *         "5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        documentsUuid: string[];
                        loginautToken: string;
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getReviewIdentifications: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cases: {
                            account: {
                                email: string;
                                name: string;
                                userId: string;
                            };
                            ageMinutes: number;
                            awaitingSecond: boolean;
                            /** @enum {string} */
                            decidedBy: "PLATFORM" | "OWNER";
                            dueAt: string;
                            fourEyes: boolean;
                            /** Format: uuid */
                            id: string;
                            operation: {
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                            };
                            overdue: boolean;
                            pending: {
                                at: string;
                                checklist: {
                                    dataConsistent: boolean;
                                    documentPresent: boolean;
                                    samePerson: boolean;
                                };
                                /** @enum {string} */
                                decision: "APPROVE" | "REJECT";
                                id: string;
                                reason: string;
                                reviewer: {
                                    /** @enum {string} */
                                    role: "platform_reviewer" | "account_owner";
                                    userId: string;
                                };
                                /** @enum {string} */
                                stage: "SINGLE" | "FIRST" | "CONFIRMED" | "OVERRULED";
                            } | null;
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            riskSignals: {
                                /** @enum {string} */
                                code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                                matches?: {
                                    documentNumber: string | null;
                                    /** Format: uuid */
                                    operationUuid: string;
                                    similarity: number | null;
                                    /** Format: uuid */
                                    videoUuid: string;
                                }[];
                                score: number | null;
                                threshold: number | null;
                            }[];
                            since: string;
                        }[];
                        nextCursor: string | null;
                        slaMinutes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getReviewIdentificationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            email: string;
                            name: string;
                            userId: string;
                        };
                        ageMinutes: number;
                        attempts: {
                            completedAt: string | null;
                            createdAt: string;
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            /** @enum {string} */
                            status: "SESSION" | "RECORDING" | "PASSED" | "FAILED" | "REVIEW" | "CANCELLED";
                            /** Format: uuid */
                            videoUuid: string;
                        }[];
                        awaitingSecond: boolean;
                        bursts: {
                            attempt: number;
                            challengeIndex: number;
                            frames: string[];
                            /** @enum {string} */
                            kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                            passed: boolean;
                            receivedAt: string;
                            videoMs: number | null;
                        }[];
                        /** @enum {string} */
                        decidedBy: "PLATFORM" | "OWNER";
                        decisions: {
                            at: string;
                            checklist: {
                                dataConsistent: boolean;
                                documentPresent: boolean;
                                samePerson: boolean;
                            };
                            /** @enum {string} */
                            decision: "APPROVE" | "REJECT";
                            id: string;
                            reason: string;
                            reviewer: {
                                /** @enum {string} */
                                role: "platform_reviewer" | "account_owner";
                                userId: string;
                            };
                            /** @enum {string} */
                            stage: "SINGLE" | "FIRST" | "CONFIRMED" | "OVERRULED";
                        }[];
                        document: {
                            back: {
                                icarAddress: string | null;
                                icarBirthDate: string | null;
                                icarDocNumber: string | null;
                                icarDocType: string | null;
                                icarExpirationDate: string | null;
                                icarIssuingState: string | null;
                                icarLastName: string | null;
                                icarName: string | null;
                                icarNationality: string | null;
                                icarNif: string | null;
                                icarSex: string | null;
                                mrzValid: boolean;
                            } | null;
                            consistency: {
                                consistent: boolean;
                                fields: {
                                    [key: string]: "match" | "mismatch" | "unread";
                                };
                                matched: number;
                                mismatched: number;
                            } | null;
                            fields: {
                                field: string;
                                mrz: string | null;
                                /** @enum {string} */
                                outcome: "match" | "mismatch" | "unread";
                                printed: string | null;
                            }[];
                            front: {
                                icarAddress: string | null;
                                icarBirthDate: string | null;
                                icarDocNumber: string | null;
                                icarDocType: string | null;
                                icarExpirationDate: string | null;
                                icarIssuingState: string | null;
                                icarLastName: string | null;
                                icarName: string | null;
                                icarNationality: string | null;
                                icarNif: string | null;
                                icarSex: string | null;
                                mrzValid: boolean;
                            } | null;
                            kind: ("ID_CARD" | "PASSPORT") | null;
                            passport: {
                                icarAddress: string | null;
                                icarBirthDate: string | null;
                                icarDocNumber: string | null;
                                icarDocType: string | null;
                                icarExpirationDate: string | null;
                                icarIssuingState: string | null;
                                icarLastName: string | null;
                                icarName: string | null;
                                icarNationality: string | null;
                                icarNif: string | null;
                                icarSex: string | null;
                                mrzValid: boolean;
                            } | null;
                            presence: {
                                doubts: ("SCREEN" | "COPY" | "CUTOUT" | "OTHER_CARD")[];
                                findings: ("SCREEN" | "COPY" | "CUTOUT" | "OTHER_CARD")[];
                                looks: number;
                            } | null;
                        };
                        dueAt: string;
                        fourEyes: boolean;
                        /** Format: uuid */
                        id: string;
                        images: {
                            back: string | null;
                            front: string | null;
                            hologram: string | null;
                            passport: string | null;
                            passportMrz: string | null;
                            portrait: string | null;
                            selfie: string | null;
                        };
                        operation: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                        };
                        overdue: boolean;
                        pending: {
                            at: string;
                            checklist: {
                                dataConsistent: boolean;
                                documentPresent: boolean;
                                samePerson: boolean;
                            };
                            /** @enum {string} */
                            decision: "APPROVE" | "REJECT";
                            id: string;
                            reason: string;
                            reviewer: {
                                /** @enum {string} */
                                role: "platform_reviewer" | "account_owner";
                                userId: string;
                            };
                            /** @enum {string} */
                            stage: "SINGLE" | "FIRST" | "CONFIRMED" | "OVERRULED";
                        } | null;
                        purged: boolean;
                        result: {
                            blocked: boolean;
                            checks: {
                                /** @enum {string} */
                                check: "FACE_MATCH" | "LIVENESS" | "COLOUR" | "RECORDING" | "HOLOGRAM" | "DOCUMENT_PRESENCE" | "DOCUMENT_CONSISTENCY" | "MRZ" | "EXPIRY" | "DATA";
                                /** @enum {string} */
                                outcome: "PASSED" | "FAILED" | "REVIEW" | "NOT_RUN";
                                required: boolean;
                                score: number | null;
                                threshold: number | null;
                            }[];
                            document: ("ID_CARD" | "PASSPORT") | null;
                            documentConsistency: {
                                consistent: boolean;
                                fields: {
                                    [key: string]: "match" | "mismatch" | "unread";
                                };
                                matched: number;
                                mismatched: number;
                            } | null;
                            faceMatch: {
                                blocking: boolean;
                                passed: boolean;
                                similarity: number | null;
                                threshold: number;
                            };
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            hologram: {
                                confidence: number | null;
                                passed: boolean;
                                required: boolean;
                                threshold: number;
                            } | null;
                            liveness: {
                                antispoof: number | null;
                                challenges: {
                                    /** @enum {string} */
                                    kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                                    passed: boolean;
                                }[];
                                passed: boolean;
                                required: boolean;
                            };
                            mrzValid: boolean | null;
                            nifMatches: boolean | null;
                            policy: {
                                /** @enum {string} */
                                colour?: "REQUIRED" | "OFF";
                                /** @enum {string} */
                                consent?: "REQUIRED" | "OFF";
                                /** @enum {string} */
                                documentPresence?: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                faceMatch: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                hologram: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                liveness: "REQUIRED" | "REPORTED" | "OFF";
                            };
                            recording?: {
                                challengesAnswered: number;
                                challengesSeen: number;
                                durationMs: number | null;
                                failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                                framesFound: number;
                                framesPosted: number;
                                personMatched: number;
                                personSamples: number;
                                sessionMs: number;
                            } | null;
                            review?: {
                                at: string;
                                checklist?: {
                                    dataConsistent: boolean;
                                    documentPresent: boolean;
                                    samePerson: boolean;
                                };
                                confirmedBy?: {
                                    at: string;
                                    checklist: {
                                        dataConsistent: boolean;
                                        documentPresent: boolean;
                                        samePerson: boolean;
                                    };
                                    reason: string;
                                    reviewer: {
                                        /** @enum {string} */
                                        role: "platform_reviewer" | "account_owner";
                                        userId: string;
                                    };
                                };
                                /** @enum {string} */
                                decision: "APPROVED" | "REJECTED";
                                reason?: string;
                                reviewer?: {
                                    /** @enum {string} */
                                    role: "platform_reviewer" | "account_owner";
                                    userId: string;
                                };
                            };
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            riskSignals?: {
                                /** @enum {string} */
                                code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                                matches?: {
                                    documentNumber: string | null;
                                    /** Format: uuid */
                                    operationUuid: string;
                                    similarity: number | null;
                                    /** Format: uuid */
                                    videoUuid: string;
                                }[];
                                score: number | null;
                                threshold: number | null;
                            }[];
                            /** @enum {string} */
                            status: "PASSED" | "FAILED" | "REVIEW";
                            /** Format: uuid */
                            videoUuid: string;
                        };
                        reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                        riskSignals: {
                            /** @enum {string} */
                            code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                            matches?: {
                                documentNumber: string | null;
                                /** Format: uuid */
                                operationUuid: string;
                                similarity: number | null;
                                /** Format: uuid */
                                videoUuid: string;
                            }[];
                            score: number | null;
                            threshold: number | null;
                        }[];
                        signer: {
                            /** @enum {string} */
                            language: "es" | "en" | "it";
                            name: string | null;
                            nif: string | null;
                        };
                        since: string;
                        /** @enum {string} */
                        status: "SESSION" | "RECORDING" | "PASSED" | "FAILED" | "REVIEW" | "CANCELLED";
                        timeline: {
                            at: string;
                            capture: string | null;
                            challenge: {
                                index: number;
                                /** @enum {string} */
                                kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                            } | null;
                            endMs: number | null;
                            /** @enum {string} */
                            kind: "SESSION_START" | "CHALLENGE" | "BURST" | "COLOUR" | "CAPTURE" | "VIDEO_END";
                            passed: boolean | null;
                            videoMs: number;
                        }[];
                        video: {
                            durationMs: number | null;
                            sha256: string;
                            size: number;
                            url: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postReviewIdentificationsDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    checklist: {
                        dataConsistent: boolean;
                        documentPresent: boolean;
                        samePerson: boolean;
                    };
                    /** @enum {string} */
                    decision: "APPROVE" | "REJECT";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decision: {
                            at: string;
                            checklist: {
                                dataConsistent: boolean;
                                documentPresent: boolean;
                                samePerson: boolean;
                            };
                            /** @enum {string} */
                            decision: "APPROVE" | "REJECT";
                            id: string;
                            reason: string;
                            reviewer: {
                                /** @enum {string} */
                                role: "platform_reviewer" | "account_owner";
                                userId: string;
                            };
                            /** @enum {string} */
                            stage: "SINGLE" | "FIRST" | "CONFIRMED" | "OVERRULED";
                        };
                        /** @enum {string} */
                        outcome: "DECIDED" | "PENDING" | "REOPENED";
                        result: {
                            blocked: boolean;
                            checks: {
                                /** @enum {string} */
                                check: "FACE_MATCH" | "LIVENESS" | "COLOUR" | "RECORDING" | "HOLOGRAM" | "DOCUMENT_PRESENCE" | "DOCUMENT_CONSISTENCY" | "MRZ" | "EXPIRY" | "DATA";
                                /** @enum {string} */
                                outcome: "PASSED" | "FAILED" | "REVIEW" | "NOT_RUN";
                                required: boolean;
                                score: number | null;
                                threshold: number | null;
                            }[];
                            document: ("ID_CARD" | "PASSPORT") | null;
                            documentConsistency: {
                                consistent: boolean;
                                fields: {
                                    [key: string]: "match" | "mismatch" | "unread";
                                };
                                matched: number;
                                mismatched: number;
                            } | null;
                            faceMatch: {
                                blocking: boolean;
                                passed: boolean;
                                similarity: number | null;
                                threshold: number;
                            };
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            hologram: {
                                confidence: number | null;
                                passed: boolean;
                                required: boolean;
                                threshold: number;
                            } | null;
                            liveness: {
                                antispoof: number | null;
                                challenges: {
                                    /** @enum {string} */
                                    kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                                    passed: boolean;
                                }[];
                                passed: boolean;
                                required: boolean;
                            };
                            mrzValid: boolean | null;
                            nifMatches: boolean | null;
                            policy: {
                                /** @enum {string} */
                                colour?: "REQUIRED" | "OFF";
                                /** @enum {string} */
                                consent?: "REQUIRED" | "OFF";
                                /** @enum {string} */
                                documentPresence?: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                faceMatch: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                hologram: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                liveness: "REQUIRED" | "REPORTED" | "OFF";
                            };
                            recording?: {
                                challengesAnswered: number;
                                challengesSeen: number;
                                durationMs: number | null;
                                failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                                framesFound: number;
                                framesPosted: number;
                                personMatched: number;
                                personSamples: number;
                                sessionMs: number;
                            } | null;
                            review?: {
                                at: string;
                                checklist?: {
                                    dataConsistent: boolean;
                                    documentPresent: boolean;
                                    samePerson: boolean;
                                };
                                confirmedBy?: {
                                    at: string;
                                    checklist: {
                                        dataConsistent: boolean;
                                        documentPresent: boolean;
                                        samePerson: boolean;
                                    };
                                    reason: string;
                                    reviewer: {
                                        /** @enum {string} */
                                        role: "platform_reviewer" | "account_owner";
                                        userId: string;
                                    };
                                };
                                /** @enum {string} */
                                decision: "APPROVED" | "REJECTED";
                                reason?: string;
                                reviewer?: {
                                    /** @enum {string} */
                                    role: "platform_reviewer" | "account_owner";
                                    userId: string;
                                };
                            };
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            riskSignals?: {
                                /** @enum {string} */
                                code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                                matches?: {
                                    documentNumber: string | null;
                                    /** Format: uuid */
                                    operationUuid: string;
                                    similarity: number | null;
                                    /** Format: uuid */
                                    videoUuid: string;
                                }[];
                                score: number | null;
                                threshold: number | null;
                            }[];
                            /** @enum {string} */
                            status: "PASSED" | "FAILED" | "REVIEW";
                            /** Format: uuid */
                            videoUuid: string;
                        };
                        /** @enum {string} */
                        status: "SESSION" | "RECORDING" | "PASSED" | "FAILED" | "REVIEW" | "CANCELLED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
        };
    };
    getReviewIdentificationsFramesByFrameId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                frameId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the image (image/jpeg or image/png) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getReviewIdentificationsImagesByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                name: "portrait" | "selfie" | "front" | "hologram" | "back" | "passport" | "passportMrz";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the image (image/jpeg or image/png) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getReviewIdentificationsVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the recording (video/webm) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": unknown;
                };
            };
            /** @description the bytes of the Range header */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            416: components["responses"]["Status416"];
        };
    };
    getTravellerRegister: {
        parameters: {
            query?: {
                cursor?: string;
                lang?: "es" | "en" | "it";
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            communication: {
                                attempts: number;
                                communicationCode: string | null;
                                dueAt: string;
                                errors: {
                                    detail: string;
                                    key: string;
                                }[];
                                late: boolean;
                                lote: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                state: "PENDING" | "SENT" | "ACCEPTED" | "REFUSED";
                            } | null;
                            completedAt: string | null;
                            completion: {
                                address: string;
                                checkIn: string;
                                checkOut: string;
                                contractReference: string;
                                country: string;
                                /** @default  */
                                countryCode: string;
                                /** Format: email */
                                email: string;
                                minorsTravelling: boolean;
                                paymentHolder: string;
                                /** @enum {string} */
                                paymentType: "CASH" | "CARD" | "TRANSFER" | "PLATFORM" | "MOBILE" | "OTHER";
                                phone: string;
                                /** @default  */
                                postalCode: string;
                                relationship: string;
                                rooms: number;
                                secondSurname: string;
                                town: string;
                                travellers: number;
                            };
                            createdAt: string;
                            document: {
                                address: string | null;
                                birthDate: string | null;
                                documentNumber: string | null;
                                documentType: ("DNI" | "NIE" | "PASAPORTE" | "OTRO") | null;
                                expiryDate: string | null;
                                firstSurname: string | null;
                                name: string | null;
                                nationality: string | null;
                                secondSurname: string | null;
                                sex: string | null;
                                supportNumber: string | null;
                            };
                            establishment: {
                                address: string;
                                name: string;
                                registry: string;
                            };
                            id: string;
                            operationUuid: string;
                            purgeAfter: string;
                            signatureType: string;
                            /** @enum {string} */
                            status: "PENDING" | "FILLED" | "SIGNED" | "SEALED";
                            warnings: {
                                document: string;
                                /** @enum {string} */
                                field: "name" | "lastname" | "nif";
                                form: string;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    postTravellerRegisterSes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        communicationCode: string | null;
                        dueAt: string;
                        errors: {
                            detail: string;
                            key: string;
                        }[];
                        late: boolean;
                        lote: string | null;
                        sentAt: string | null;
                        /** @enum {string} */
                        state: "PENDING" | "SENT" | "ACCEPTED" | "REFUSED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getTravellerRegisterExport: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                lang?: "es" | "en" | "it";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv or application/json, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getCertificateBase64: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signWithDrawing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentUuid: string;
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The signature as a PNG, base64, placed in the signer's box and sealed; at most IMAGE_MAX_PIXELS pixels (16 M), read from its header before it is decoded (413 IMAGE_TOO_LARGE). */
                    b64img: string;
                    /** Format: uuid */
                    documentUuid: string;
                    /** @description The signer's text and checkbox fields (`viewer.fields`), by id: `{id: "text" | true}`. A value for a field they do not have, a required text left empty or a required checkbox not ticked is 400 VALIDATION_FAILED naming `body.fields.<id>`, and nothing is signed (the code stays usable). The seal draws every value in its box and `signer.signed` records each field. */
                    fields?: {
                        [key: string]: string | boolean;
                    };
                    /** @default  */
                    message?: string;
                    /** Format: uuid */
                    operationUuid: string;
                    /** @enum {number} */
                    signaturetype: 6;
                    /** @enum {string} */
                    signboxName: "cajafirma1";
                    /** @description The drawing as it was made, kept encrypted as evidence. */
                    strokes?: {
                        time: number;
                        x: number;
                        y: number;
                    }[][];
                    /** @description The keyboard's alternative to drawing: the name the signer typed, which `b64img` shows written out; then there are no strokes (both: 400). The `signer.signed` evidence records `input: "typed"` and the name (`"drawn"` otherwise), and the certificate says the name was typed. */
                    typedName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        result: "OK";
                        /** @description false: the signature is recorded but its time stamp could not be had yet; the operation shows SEALING until a job seals the documents. */
                        sealed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "CANCELLED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOperationBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path: {
                domainUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 100 bodies of POST /api/v2/create/withotpandtoken/{domainUuid} */
                    operations: unknown[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        failed: number;
                        results: ({
                            index: number;
                            replayed: boolean;
                            /**
                             * @example {
                             *       "loginautToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJzaWduZXIi…",
                             *       "uuids": [
                             *         "a644af18-9f23-4e0b-843b-a300448590ba"
                             *       ],
                             *       "documentsUuid": [
                             *         "5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f"
                             *       ]
                             *     }
                             */
                            result: {
                                documentsUuid: string[];
                                loginautToken: string;
                                uuids: string[];
                            };
                            /** @enum {number} */
                            status: 200;
                        } | {
                            error: {
                                attemptsLeft?: number;
                                /** @enum {string} */
                                code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "INSUFFICIENT_CREDITS" | "ACCOUNT_IN_DEBT" | "OTP_INVALID" | "OTP_EXPIRED" | "OTP_LOCKED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "PDF_TOO_COMPLEX" | "PDF_ACTIVE_CONTENT" | "IMAGE_TOO_LARGE" | "RATE_LIMITED" | "CAPTCHA_FAILED" | "SIGNATURE_TYPE_UNAVAILABLE" | "WRONG_SIGNING_METHOD" | "IDENTIFICATION_REQUIRED" | "NOT_AN_IMAGE" | "VIDEO_TOO_LARGE" | "VIDEO_INCOMPLETE" | "VIDEO_TOO_MANY_REPLACEMENTS" | "IDENTIFICATION_OUT_OF_ORDER" | "IDENTIFICATION_CLOSED" | "IDENTIFICATION_CONSENT_REQUIRED" | "IDENTIFICATION_NOT_REQUESTED" | "SELFIE_LOCKED" | "CHALLENGE_EXPIRED" | "IDENTIFICATION_ATTEMPTS_EXHAUSTED" | "IDENTIFICATION_DOCUMENT_ATTEMPTS" | "DOCUMENT_NOT_FOUND" | "MRZ_UNREADABLE" | "TRAVELLER_NOT_IDENTIFIED" | "TRAVELLER_DOCUMENT_EXPIRED" | "TRAVELLER_REPORT_REQUIRED" | "TRAVELLER_REPORT_CLOSED" | "CREDITS_BELOW_ZERO" | "LAST_ADMIN" | "SECOND_FACTOR_REQUIRED" | "ROLE_FORBIDDEN" | "NOT_A_MEMBER" | "ORGANIZATION_SECOND_FACTOR_REQUIRED" | "ALREADY_A_MEMBER" | "INVITATION_PENDING" | "INVITATION_CLOSED" | "INVITATION_OTHER_ADDRESS" | "INVITATION_EXPIRED" | "LAST_OWNER" | "CHECKIN_LINK_NOT_FOUND" | "CHECKIN_LINK_PAUSED" | "BOOKING_EXISTS" | "BOOKING_FULL" | "BOOKING_GUEST_DONE" | "BOOKING_NOT_LEAD" | "MEMBER_CREDIT_LIMIT" | "SSO_REQUIRED" | "REVIEW_BY_PLATFORM" | "REVIEW_BY_OWNER" | "REVIEW_CHECKLIST_INCOMPLETE" | "REVIEW_SAME_REVIEWER" | "REVIEW_OWN_ACCOUNT" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "PASSWORD_BREACHED" | "PASSWORD_GUESSABLE" | "PASSKEY_CHALLENGE_EXPIRED" | "PASSKEY_NOT_RECOGNISED" | "PASSKEY_NOT_VERIFIED" | "PASSKEY_USER_NOT_VERIFIED" | "RECENT_SIGN_IN_REQUIRED" | "API_CREDENTIALS_LIMIT" | "DB_UNAVAILABLE" | "VISION_BUSY" | "PAYMENTS_NOT_CONFIGURED" | "SERVER_BUSY" | "INTERNAL";
                                detail?: string;
                                errors?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                instance?: string;
                                requestId?: string;
                                status: number;
                                title: string;
                                type: string;
                            };
                            index: number;
                            status: number;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createOperation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path: {
                domainUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signers": [
                 *         {
                 *           "level": 1,
                 *           "order": 1,
                 *           "signaturesType": [
                 *             "SIMPLE"
                 *           ],
                 *           "signerData": [
                 *             {
                 *               "identifier": "name",
                 *               "value": "Ana",
                 *               "label": "Nombre",
                 *               "resumen": "Y"
                 *             },
                 *             {
                 *               "identifier": "lastname",
                 *               "value": "García",
                 *               "label": "Apellidos",
                 *               "resumen": "Y"
                 *             },
                 *             {
                 *               "identifier": "email",
                 *               "value": "ana@example.com",
                 *               "resumen": "Y",
                 *               "actions": [
                 *                 {
                 *                   "action": "sendConfirmationEmail",
                 *                   "step": "FIRMA-FINAL"
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "identifier": "cellphone",
                 *               "value": "+34600111222"
                 *             },
                 *             {
                 *               "identifier": "idiomadef",
                 *               "value": "es-es"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "operationData": {
                 *         "opClass": 1241
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description People who sign nothing: when the operation is SIGNED each receives, in its language, the signed documents and the certificate, attached or linked as a signer's confirmation is. The creation evidence records them and the subject. */
                    copyRecipients?: {
                        /** Format: email */
                        email: string;
                        name: string;
                    }[];
                    /**
                     * @description At most OPERATION_MAX_DOCUMENTS (50) documents: more is 400 on `body.documents`.
                     * @default {}
                     */
                    documents?: {
                        [key: string]: {
                            block?: boolean | ("Y" | "N" | "S");
                            /**
                             * @description The PDF, base64 (a `data:application/pdf;base64,` prefix and MIME line breaks are tolerated); empty for a template (opClass) that renders its own document. Checked before anything is stored or charged, cheapest first, each refusal naming `body.documents.<key>.documentB64`: the balance (402); at most 20 MB (413 PAYLOAD_TOO_LARGE); `%PDF-` at byte 0 (nothing before it, not even whitespace or a byte-order mark) and a trailer pointing at a cross-reference section (415 UNSUPPORTED_MEDIA_TYPE); in a worker thread, streams inflating to 50 times the file and 200 MB at most, object and cross-reference streams to 16 MB, a parse within the thread's memory and time (413 PDF_TOO_COMPLEX); a full parse, not encrypted, at least one page (415); no active content (415 PDF_ACTIVE_CONTENT): JavaScript (`/JS`, the `/JavaScript` name tree, an `/OpenAction` or `/AA` running one), `/Launch`, embedded files and file attachments, RichMedia, XFA, wherever the object is (inside object streams, unreferenced) and however its name is escaped (`/Java#53cript`). Links and ordinary forms are fine. The `detail` names what was found: remove it, or print the document to PDF. A template's own document and the public demo's pass the same checks.
                             * @default
                             */
                            documentB64?: string;
                            documentLabel?: string;
                            documentName: string;
                            mandatory?: boolean | ("Y" | "N" | "S");
                            order?: number;
                            reference?: string;
                            signmultiple?: boolean | ("Y" | "N" | "S");
                            signupload?: boolean | ("Y" | "N" | "S");
                            transferible?: boolean | ("Y" | "N" | "S");
                        };
                    };
                    /** @description The sender's words, carried by every invitation (e-mail, and SMS cut to 120 characters). */
                    message?: string;
                    operationData: {
                        identificationChecks?: {
                            /** @enum {string} */
                            colour?: "REQUIRED" | "OFF";
                            /** @enum {string} */
                            consent?: "REQUIRED" | "OFF";
                            /** @enum {string} */
                            documentPresence?: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            faceMatch?: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            hologram?: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            liveness?: "REQUIRED" | "REPORTED" | "OFF";
                        };
                        /** @description The template, which renders its own document when none is attached: 1239 demo OTP, 1240 simple or biometric contract, 1241 one-page sample contract, 1243 traveller report, 847 biometric demo; each with its signature box on page 1 (x 10, y 60, 160 x 50). An attached PDF replaces it. */
                        opClass: number;
                    } & {
                        [key: string]: unknown;
                    };
                    signers: {
                        biometricAttributes?: {
                            holders?: string[];
                            labels?: string[];
                        };
                        /** @description Where the signer's visible stamp goes on each document they sign, scaled to fit. Checked at creation: the document exists and the signer signs it (`docs`), one box per signer and document, the page exists, the box lies inside it (half a point of rounding allowed), at least 40 x 20 points; otherwise 400 naming the field (`body.signers.0.boxPositions.0.pageNumber`). A document without a box gets one of 180 x 56 points, signer after signer in routing order: a template's own box; on an uploaded PDF, by its signature line, read from the last page back (200 pages at most): a line saying whose signature it is ("Firma del cliente", "Client signature"…) first, then a role alone on its line ("El cliente", "Fdo.:", "Signed"), then a bare "Firma" / "Signature" (case, accents and punctuation aside, the last one preferred), the box resting on its line of underscores or dots, else beside the label where the page's text leaves room; otherwise a free slot at the bottom of the last page. Placed boxes never overlap one another or a box the request sent; text drawn as paths or images (a scan) has no labels to find. `signers[].boxPositions` of the operation reads back what is stamped. */
                        boxPositions?: {
                            height: number;
                            pageNumber: number;
                            reference?: string;
                            signboxName?: string;
                            width: number;
                            x: number;
                            y: number;
                        }[];
                        docs?: string[];
                        /** @description What the signer fills besides their signature (30 at most, ids differing), each placed as a box is (at least 10 x 10 points) and checked like one: `text` and `checkbox` (with a `label`: what the signer is asked and the certificate records) are filled by the signer, a `text` starting with its `value` when given (what is signed if they send nothing for it; `value` on another type is 400); `date` (the signing date, dd/mm/yyyy in the certificate's time zone), `name` and `initials` are written for them. */
                        fields?: {
                            /** @description Instead of `pageNumber`, `x` and `y` (both ways, or neither, is 400 naming `….anchor`): the field is placed after the first place `text` is written in its document, found at creation (page order; case, accents and runs of spaces aside; on one line, as text, in the last 200 pages); a text not found is 400 naming `….anchor.text`. */
                            anchor?: {
                                /**
                                 * @description Points from the text's last letter to the field's left edge.
                                 * @default 4
                                 */
                                offsetX?: number;
                                /**
                                 * @description Points from the text's descender line to the field's bottom edge (up is positive).
                                 * @default 0
                                 */
                                offsetY?: number;
                                text: string;
                            };
                            height: number;
                            id: string;
                            label?: string;
                            pageNumber?: number;
                            reference?: string;
                            /** @default false */
                            required?: boolean;
                            /** @enum {string} */
                            type: "text" | "checkbox" | "date" | "name" | "initials";
                            value?: string;
                            width: number;
                            x?: number;
                            y?: number;
                        }[];
                        /** @default 1 */
                        level?: number;
                        /** @default EMAIL */
                        operationType?: string;
                        /** @default 1 */
                        order?: number;
                        signaturesType: (("SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION") | {
                            /** @enum {string} */
                            type: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                        })[];
                        /** @description The signer's data by `identifier`, checked at creation for what the operation will need: `email`, when given, an address the mail job sends to; the phone (`cellphone`, or `phone` / `movil`), when given, a valid number, stored in E.164 (a number without its + code is read in the signer's `country` or `pais` datum, ISO 3166 alpha-2, Spain by default: `600 111 222` is +34600111222); a phone for the types signed with an SMS code (SIMPLE, VIDEO_1PASO_OTP, AVANZADA_VIDEO_1PASO), `nif` for the video types, an e-mail for `sendConfirmationEmail`, an e-mail or a phone for a signer who is invited (every one without `avoidSendSignEmail` at FIRMA-INICIO): with a phone alone the invitation goes by SMS; reminders go by e-mail only. Otherwise 400 VALIDATION_FAILED naming every field (`body.signers[1].signerData[email]`) with the i18n key `flows:create.validation.` + emailInvalid, phoneInvalid, phoneRequired, emailRequired, contactRequired (neither) or countryInvalid. */
                        signerData: {
                            /** @default [] */
                            actions?: {
                                /** @enum {string} */
                                action: "avoidSendSignEmail" | "sendConfirmationEmail";
                                /** @enum {string} */
                                step: "FIRMA-INICIO" | "FIRMA-FINAL";
                            }[];
                            /**
                             * @default N
                             * @enum {string}
                             */
                            authentication?: "Y" | "N";
                            identifier: string;
                            /** @default  */
                            label?: string;
                            order?: number;
                            /**
                             * @default N
                             * @enum {string}
                             */
                            resumen?: "Y" | "N";
                            value: string;
                        }[];
                    }[];
                    /** @description The operation's title wherever one is shown (the workspace, the sender's e-mails) and the invitation's subject; without it, the first document's name. */
                    subject?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "loginautToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJzaWduZXIi…",
                     *       "uuids": [
                     *         "a644af18-9f23-4e0b-843b-a300448590ba"
                     *       ],
                     *       "documentsUuid": [
                     *         "5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        documentsUuid: string[];
                        loginautToken: string;
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    sendSigningCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The signer's registered phone (compared in E.164): the code goes to that phone only. One code every 30 seconds and 5 an hour (429 with Retry-After); each lasts 5 minutes. */
                    cellPhone: string;
                    /** Format: uuid */
                    operationUuid: string;
                    /** @enum {string} */
                    otpType: "FIRMA";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        result: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDetectionColoursByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    neutral: string;
                    steps: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matched: number;
                        next: {
                            attemptsLeft: number;
                            closesAt: string | null;
                            colours: ("RED" | "GREEN" | "BLUE" | "YELLOW" | "MAGENTA" | "CYAN")[];
                            passed: boolean;
                            stepMs: number;
                        } | null;
                        passed: boolean;
                        score: number;
                        steps: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDetectionFaceByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    biometry?: boolean;
                    /** @default false */
                    blink?: boolean;
                    /** @default 100 */
                    blurImageThreshold?: number;
                    /** @default 300 */
                    brightnessImageThreshold?: number;
                    customerid?: string;
                    /** @default true */
                    detectBlurInImage?: boolean;
                    /** @default true */
                    detectBrightnessInImage?: boolean;
                    imgb64: string;
                    /** @default true */
                    returnFaceImg?: boolean;
                    /** @default face */
                    type?: string;
                    uuid?: string;
                    /**
                     * @description Accepted for compatibility with the original API and not used: the server applies its own capture policy.
                     * @default 150
                     */
                    widthFaceRect?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        biometryData: {
                            confidence: number | null;
                            frontConfidence: number | null;
                        } | null;
                        blur: boolean;
                        brightness: boolean;
                        confidence: number;
                        detected: boolean;
                        documenttype: string;
                        imagebase64: string | null;
                        imagemrzbase64: string | null;
                        ocr: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        } | null;
                        reasons?: ("NO_FACE" | "FACE_TOO_SMALL" | "TOO_DARK" | "TOO_BRIGHT" | "BLURRED" | "REFLECTIONS" | "NO_DOCUMENT")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDetectionHologramByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 100 */
                    blurImageThreshold?: number;
                    /** @default 300 */
                    brightnessImageThreshold?: number;
                    /** @default true */
                    detectBlurInImage?: boolean;
                    /** @default true */
                    detectBrightnessInImage?: boolean;
                    frames: string[];
                    /** @default true */
                    returnHologramImg?: boolean;
                    uuid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        biometryData: {
                            confidence: number | null;
                            frontConfidence: number | null;
                        } | null;
                        blur: boolean;
                        brightness: boolean;
                        confidence: number;
                        detected: boolean;
                        documenttype: string;
                        imagebase64: string | null;
                        imagemrzbase64: string | null;
                        ocr: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        } | null;
                        reasons?: ("NO_FACE" | "FACE_TOO_SMALL" | "TOO_DARK" | "TOO_BRIGHT" | "BLURRED" | "REFLECTIONS" | "NO_DOCUMENT")[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDetectionLivenessByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    frames: string[];
                    index: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attemptsLeft: number;
                        completed: boolean;
                        index: number;
                        /** @enum {string} */
                        kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                        passed: boolean;
                        score: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDetectionMlBackByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Accepted for compatibility with the original API and not used: the server applies its own capture policy.
                     * @default 0.75
                     */
                    backConfidence?: number;
                    /** @default 100 */
                    blurImageThreshold?: number;
                    /** @default 300 */
                    brightnessImageThreshold?: number;
                    customerid?: string;
                    /** @default true */
                    detectBlurInImage?: boolean;
                    /** @default true */
                    detectBrightnessInImage?: boolean;
                    dni?: string;
                    imgb64: string;
                    /** @default false */
                    isPortrait?: boolean;
                    /** @default true */
                    returnBackImg?: boolean;
                    /** @default true */
                    returnBackOcr?: boolean;
                    uuid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        biometryData: {
                            confidence: number | null;
                            frontConfidence: number | null;
                        } | null;
                        blur: boolean;
                        brightness: boolean;
                        confidence: number;
                        detected: boolean;
                        documenttype: string;
                        imagebase64: string | null;
                        imagemrzbase64: string | null;
                        ocr: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        } | null;
                        reasons?: ("NO_FACE" | "FACE_TOO_SMALL" | "TOO_DARK" | "TOO_BRIGHT" | "BLURRED" | "REFLECTIONS" | "NO_DOCUMENT")[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDetectionMlFrontByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    biometry?: boolean;
                    /** @default 100 */
                    blurImageThreshold?: number;
                    /** @default 300 */
                    brightnessImageThreshold?: number;
                    customerid?: string;
                    /** @default true */
                    detectBlurInImage?: boolean;
                    /** @default true */
                    detectBrightnessInImage?: boolean;
                    dni?: string;
                    /**
                     * @description Accepted for compatibility with the original API and not used: the server applies its own capture policy.
                     * @default 0.75
                     */
                    frontConfidence?: number;
                    /** @default true */
                    hologram?: boolean;
                    imgb64: string;
                    /** @default false */
                    isPortrait?: boolean;
                    /** @default true */
                    returnFrontImg?: boolean;
                    /** @default false */
                    returnFrontOcr?: boolean;
                    /** @default true */
                    returnMrzImg?: boolean;
                    /** @default true */
                    returnPassportImg?: boolean;
                    uuid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        biometryData: {
                            confidence: number | null;
                            frontConfidence: number | null;
                        } | null;
                        blur: boolean;
                        brightness: boolean;
                        confidence: number;
                        detected: boolean;
                        documenttype: string;
                        imagebase64: string | null;
                        imagemrzbase64: string | null;
                        ocr: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        } | null;
                        reasons?: ("NO_FACE" | "FACE_TOO_SMALL" | "TOO_DARK" | "TOO_BRIGHT" | "BLURRED" | "REFLECTIONS" | "NO_DOCUMENT")[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordDocumentRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        /** @description Read-and-accepted evidence, recorded once per signer and document: a repeat answers OK and adds nothing. */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    documentUuid: string;
                    /** Format: uuid */
                    operationUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        result: "OK";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFiles: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF (application/pdf, as an attachment) */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDocumentBase64: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentUuid: string;
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGetdocumentpageByOperationUuidAndDocumentUuidAndPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentUuid: string;
                operationUuid: string;
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the page (image/webp) */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description no picture this time: draw the PDF */
            204: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domainUuid: string;
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authPolicy: {
                            fields: {
                                identifier: string;
                                label: string;
                                /** @enum {string} */
                                resumen: "Y" | "N";
                                value: string;
                            }[];
                        };
                        /** @description The sending account's brand (PUT /api/account/brand), which the signing pages show in their header; null: the product's look. */
                        brand?: {
                            color: string | null;
                            /** @description A path on the server, `/api/brand-logos/{sha256}`: the PNG or JPEG itself, public and cached for good; 404 once no account uses it. */
                            logoUrl: string | null;
                            name: string;
                        } | null;
                        createdAt: string;
                        documents: {
                            documentName: string;
                            /** Format: uuid */
                            documentUuid: string;
                            reference: string;
                            signed: boolean;
                        }[];
                        /** Format: uuid */
                        domainUuid: string;
                        endedAt?: string | null;
                        opClass: number;
                        sender?: {
                            name: string;
                            person: string | null;
                        } | null;
                        /** @enum {string} */
                        signatureType: "SIMPLE" | "BIOMETRICA" | "AVANZADA_VIDEO_1PASO" | "VIDEO_1PASO_OTP" | "IDENTIFICATION_NO_ASISTIDA" | "NOTIFICACION";
                        signers: {
                            /** @description Where this signer's stamp goes on each of their documents: what is stamped. */
                            boxPositions?: {
                                /** @description For `anchor`: the text of the label the box was placed by. */
                                anchor?: string;
                                height: number;
                                pageNumber: number;
                                reference: string;
                                signboxName?: string;
                                /**
                                 * @description How the box was chosen; older operations may lack it.
                                 * @enum {string}
                                 */
                                source?: "request" | "anchor" | "template" | "fallback";
                                width: number;
                                x: number;
                                y: number;
                            }[];
                            level: number;
                            name: string;
                            order: number;
                            signedAt: string | null;
                            /** Format: uuid */
                            signerUuid: string;
                            /**
                             * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                             * @enum {string}
                             */
                            status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
                        }[];
                        /** @enum {string} */
                        status: "CREATED" | "SENT" | "OPENED" | "RECORDING" | "DOCUMENT_READ" | "OTP_SENT" | "PARTIALLY_SIGNED" | "SEALING" | "SIGNED" | "REJECTED" | "EXPIRED" | "CANCELLED" | "IDENTIFIED" | "ACKNOWLEDGED" | "BOUNCED";
                        subject?: string;
                        /** Format: uuid */
                        uuid: string;
                        viewer: {
                            fields?: {
                                height: number;
                                id: string;
                                label?: string;
                                pageNumber: number;
                                reference?: string;
                                /** @default false */
                                required: boolean;
                                /** @enum {string} */
                                type: "text" | "checkbox" | "date" | "name" | "initials";
                                value?: string;
                                width: number;
                                x: number;
                                y: number;
                            }[];
                            /** Format: uuid */
                            signerUuid: string;
                            /**
                             * @description A signer's own progress: PENDING while an earlier level has not finished signing; INVITED at their turn (signing link issued); IDENTIFYING while their video identification is under way and IDENTIFIED once it passed (the video types); then OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified notification's recipient acknowledged receipt.
                             * @enum {string}
                             */
                            status: "PENDING" | "INVITED" | "OPENED" | "IDENTIFYING" | "IDENTIFIED" | "DOCUMENT_READ" | "OTP_SENT" | "SIGNED" | "REJECTED" | "ACKNOWLEDGED";
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getIdentificationCertificateByOperationUuidAndVideoUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIdentificationChallengeByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenges: {
                            closesAt: string | null;
                            index: number;
                            /** @enum {string} */
                            kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                            passed: boolean;
                        }[];
                        colours: {
                            attemptsLeft: number;
                            closesAt: string | null;
                            colours: ("RED" | "GREEN" | "BLUE" | "YELLOW" | "MAGENTA" | "CYAN")[];
                            passed: boolean;
                            stepMs: number;
                        } | null;
                        /** Format: uuid */
                        videoUuid: string;
                        windowSeconds: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIdentificationImagesDataByOperationUuidAndVideoUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        back: string | null;
                        backOcr: {
                            backConfidence: number | null;
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        } | null;
                        customer: {
                            email: string | null;
                            lastname: string | null;
                            name: string | null;
                            nif: string | null;
                        };
                        face: string | null;
                        faceBiometry: {
                            faceAttributes: {
                                age: number | null;
                                facialHair: {
                                    beard: number | null;
                                    moustache: number | null;
                                    sideburns: number | null;
                                };
                                /** @enum {string} */
                                gender: "male" | "female" | "unknown";
                                /** @enum {string} */
                                glasses: "NoGlasses" | "ReadingGlasses" | "SunGlasses" | "unknown";
                                hair: {
                                    hairColor: {
                                        color: string;
                                        confidence: number;
                                    }[];
                                };
                            } | null;
                        };
                        front: string | null;
                        frontBiometry: {
                            confidence: number | null;
                            frontAttributes: {
                                age: number | null;
                                facialHair: {
                                    beard: number | null;
                                    moustache: number | null;
                                    sideburns: number | null;
                                };
                                /** @enum {string} */
                                gender: "male" | "female" | "unknown";
                                /** @enum {string} */
                                glasses: "NoGlasses" | "ReadingGlasses" | "SunGlasses" | "unknown";
                                hair: {
                                    hairColor: {
                                        color: string;
                                        confidence: number;
                                    }[];
                                };
                            } | null;
                            frontConfidence: number | null;
                        };
                        hologram: string | null;
                        hologramConfidence: number | null;
                        passport: string | null;
                        passportmrz: string | null;
                        passportOcr: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        } | null;
                        purged?: boolean;
                        result: {
                            blocked: boolean;
                            checks: {
                                /** @enum {string} */
                                check: "FACE_MATCH" | "LIVENESS" | "COLOUR" | "RECORDING" | "HOLOGRAM" | "DOCUMENT_PRESENCE" | "DOCUMENT_CONSISTENCY" | "MRZ" | "EXPIRY" | "DATA";
                                /** @enum {string} */
                                outcome: "PASSED" | "FAILED" | "REVIEW" | "NOT_RUN";
                                required: boolean;
                                score: number | null;
                                threshold: number | null;
                            }[];
                            document: ("ID_CARD" | "PASSPORT") | null;
                            documentConsistency: {
                                consistent: boolean;
                                fields: {
                                    [key: string]: "match" | "mismatch" | "unread";
                                };
                                matched: number;
                                mismatched: number;
                            } | null;
                            faceMatch: {
                                blocking: boolean;
                                passed: boolean;
                                similarity: number | null;
                                threshold: number;
                            };
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            hologram: {
                                confidence: number | null;
                                passed: boolean;
                                required: boolean;
                                threshold: number;
                            } | null;
                            liveness: {
                                antispoof: number | null;
                                challenges: {
                                    /** @enum {string} */
                                    kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                                    passed: boolean;
                                }[];
                                passed: boolean;
                                required: boolean;
                            };
                            mrzValid: boolean | null;
                            nifMatches: boolean | null;
                            policy: {
                                /** @enum {string} */
                                colour?: "REQUIRED" | "OFF";
                                /** @enum {string} */
                                consent?: "REQUIRED" | "OFF";
                                /** @enum {string} */
                                documentPresence?: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                faceMatch: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                hologram: "REQUIRED" | "REPORTED";
                                /** @enum {string} */
                                liveness: "REQUIRED" | "REPORTED" | "OFF";
                            };
                            recording?: {
                                challengesAnswered: number;
                                challengesSeen: number;
                                durationMs: number | null;
                                failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                                framesFound: number;
                                framesPosted: number;
                                personMatched: number;
                                personSamples: number;
                                sessionMs: number;
                            } | null;
                            review?: {
                                at: string;
                                checklist?: {
                                    dataConsistent: boolean;
                                    documentPresent: boolean;
                                    samePerson: boolean;
                                };
                                confirmedBy?: {
                                    at: string;
                                    checklist: {
                                        dataConsistent: boolean;
                                        documentPresent: boolean;
                                        samePerson: boolean;
                                    };
                                    reason: string;
                                    reviewer: {
                                        /** @enum {string} */
                                        role: "platform_reviewer" | "account_owner";
                                        userId: string;
                                    };
                                };
                                /** @enum {string} */
                                decision: "APPROVED" | "REJECTED";
                                reason?: string;
                                reviewer?: {
                                    /** @enum {string} */
                                    role: "platform_reviewer" | "account_owner";
                                    userId: string;
                                };
                            };
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            riskSignals?: {
                                /** @enum {string} */
                                code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                                matches?: {
                                    documentNumber: string | null;
                                    /** Format: uuid */
                                    operationUuid: string;
                                    similarity: number | null;
                                    /** Format: uuid */
                                    videoUuid: string;
                                }[];
                                score: number | null;
                                threshold: number | null;
                            }[];
                            /** @enum {string} */
                            status: "PASSED" | "FAILED" | "REVIEW";
                            /** Format: uuid */
                            videoUuid: string;
                        } | null;
                        /** @enum {string} */
                        status: "SESSION" | "RECORDING" | "PASSED" | "FAILED" | "REVIEW" | "CANCELLED";
                        videoSha256: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postIdentificationReviewByOperationUuidAndVideoUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    checklist: {
                        dataConsistent: boolean;
                        documentPresent: boolean;
                        samePerson: boolean;
                    };
                    /** @enum {string} */
                    decision: "APPROVE" | "REJECT";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: boolean;
                        checks: {
                            /** @enum {string} */
                            check: "FACE_MATCH" | "LIVENESS" | "COLOUR" | "RECORDING" | "HOLOGRAM" | "DOCUMENT_PRESENCE" | "DOCUMENT_CONSISTENCY" | "MRZ" | "EXPIRY" | "DATA";
                            /** @enum {string} */
                            outcome: "PASSED" | "FAILED" | "REVIEW" | "NOT_RUN";
                            required: boolean;
                            score: number | null;
                            threshold: number | null;
                        }[];
                        document: ("ID_CARD" | "PASSPORT") | null;
                        documentConsistency: {
                            consistent: boolean;
                            fields: {
                                [key: string]: "match" | "mismatch" | "unread";
                            };
                            matched: number;
                            mismatched: number;
                        } | null;
                        faceMatch: {
                            blocking: boolean;
                            passed: boolean;
                            similarity: number | null;
                            threshold: number;
                        };
                        failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                        hologram: {
                            confidence: number | null;
                            passed: boolean;
                            required: boolean;
                            threshold: number;
                        } | null;
                        liveness: {
                            antispoof: number | null;
                            challenges: {
                                /** @enum {string} */
                                kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                                passed: boolean;
                            }[];
                            passed: boolean;
                            required: boolean;
                        };
                        mrzValid: boolean | null;
                        nifMatches: boolean | null;
                        policy: {
                            /** @enum {string} */
                            colour?: "REQUIRED" | "OFF";
                            /** @enum {string} */
                            consent?: "REQUIRED" | "OFF";
                            /** @enum {string} */
                            documentPresence?: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            faceMatch: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            hologram: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            liveness: "REQUIRED" | "REPORTED" | "OFF";
                        };
                        recording?: {
                            challengesAnswered: number;
                            challengesSeen: number;
                            durationMs: number | null;
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            framesFound: number;
                            framesPosted: number;
                            personMatched: number;
                            personSamples: number;
                            sessionMs: number;
                        } | null;
                        review?: {
                            at: string;
                            checklist?: {
                                dataConsistent: boolean;
                                documentPresent: boolean;
                                samePerson: boolean;
                            };
                            confirmedBy?: {
                                at: string;
                                checklist: {
                                    dataConsistent: boolean;
                                    documentPresent: boolean;
                                    samePerson: boolean;
                                };
                                reason: string;
                                reviewer: {
                                    /** @enum {string} */
                                    role: "platform_reviewer" | "account_owner";
                                    userId: string;
                                };
                            };
                            /** @enum {string} */
                            decision: "APPROVED" | "REJECTED";
                            reason?: string;
                            reviewer?: {
                                /** @enum {string} */
                                role: "platform_reviewer" | "account_owner";
                                userId: string;
                            };
                        };
                        reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                        riskSignals?: {
                            /** @enum {string} */
                            code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                            matches?: {
                                documentNumber: string | null;
                                /** Format: uuid */
                                operationUuid: string;
                                similarity: number | null;
                                /** Format: uuid */
                                videoUuid: string;
                            }[];
                            score: number | null;
                            threshold: number | null;
                        }[];
                        /** @enum {string} */
                        status: "PASSED" | "FAILED" | "REVIEW";
                        /** Format: uuid */
                        videoUuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIdentificationStandingByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attemptsLeft: number;
                        closedBy: ("CANCELLED" | "EXPIRED" | "REJECTED" | "FINISHED") | null;
                        identification: {
                            completedAt: string | null;
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            review?: {
                                /** @enum {string} */
                                by: "PLATFORM" | "OWNER";
                                expectedBy: string;
                            } | null;
                            reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                            /** @enum {string} */
                            status: "SESSION" | "RECORDING" | "PASSED" | "FAILED" | "REVIEW" | "CANCELLED";
                            /** Format: uuid */
                            videoUuid: string;
                        } | null;
                        signed: boolean;
                        signsAfter: boolean;
                        /** @enum {string} */
                        step: "IDENTIFY" | "RETRY" | "EXHAUSTED" | "REVIEW" | "PASSED" | "WAITING" | "CLOSED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postIdentificationresultByOperationUuidAndVideoUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: boolean;
                        checks: {
                            /** @enum {string} */
                            check: "FACE_MATCH" | "LIVENESS" | "COLOUR" | "RECORDING" | "HOLOGRAM" | "DOCUMENT_PRESENCE" | "DOCUMENT_CONSISTENCY" | "MRZ" | "EXPIRY" | "DATA";
                            /** @enum {string} */
                            outcome: "PASSED" | "FAILED" | "REVIEW" | "NOT_RUN";
                            required: boolean;
                            score: number | null;
                            threshold: number | null;
                        }[];
                        document: ("ID_CARD" | "PASSPORT") | null;
                        documentConsistency: {
                            consistent: boolean;
                            fields: {
                                [key: string]: "match" | "mismatch" | "unread";
                            };
                            matched: number;
                            mismatched: number;
                        } | null;
                        faceMatch: {
                            blocking: boolean;
                            passed: boolean;
                            similarity: number | null;
                            threshold: number;
                        };
                        failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                        hologram: {
                            confidence: number | null;
                            passed: boolean;
                            required: boolean;
                            threshold: number;
                        } | null;
                        liveness: {
                            antispoof: number | null;
                            challenges: {
                                /** @enum {string} */
                                kind: "BLINK" | "TURN_LEFT" | "TURN_RIGHT" | "LOOK_UP" | "MOVE_CLOSER";
                                passed: boolean;
                            }[];
                            passed: boolean;
                            required: boolean;
                        };
                        mrzValid: boolean | null;
                        nifMatches: boolean | null;
                        policy: {
                            /** @enum {string} */
                            colour?: "REQUIRED" | "OFF";
                            /** @enum {string} */
                            consent?: "REQUIRED" | "OFF";
                            /** @enum {string} */
                            documentPresence?: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            faceMatch: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            hologram: "REQUIRED" | "REPORTED";
                            /** @enum {string} */
                            liveness: "REQUIRED" | "REPORTED" | "OFF";
                        };
                        recording?: {
                            challengesAnswered: number;
                            challengesSeen: number;
                            durationMs: number | null;
                            failures: ("NO_FACE" | "NO_DOCUMENT" | "NO_BACK" | "NO_PORTRAIT" | "FACE_MISMATCH" | "LIVENESS_FAILED" | "HOLOGRAM_FAILED" | "MRZ_INVALID" | "DOCUMENT_MISMATCH" | "DOCUMENT_EXPIRED" | "DATA_MISMATCH" | "NO_VIDEO" | "VIDEO_UNREADABLE" | "VIDEO_TOO_SHORT" | "VIDEO_FRAMES_MISSING" | "VIDEO_DOCUMENT_MISSING" | "VIDEO_OTHER_PERSON" | "VIDEO_CHALLENGE_MISSING" | "COLOUR_NOT_REFLECTED" | "DOCUMENT_SCREEN" | "DOCUMENT_COPY" | "DOCUMENT_NOT_PRESENT" | "NOT_REVIEWED")[];
                            framesFound: number;
                            framesPosted: number;
                            personMatched: number;
                            personSamples: number;
                            sessionMs: number;
                        } | null;
                        review?: {
                            at: string;
                            checklist?: {
                                dataConsistent: boolean;
                                documentPresent: boolean;
                                samePerson: boolean;
                            };
                            confirmedBy?: {
                                at: string;
                                checklist: {
                                    dataConsistent: boolean;
                                    documentPresent: boolean;
                                    samePerson: boolean;
                                };
                                reason: string;
                                reviewer: {
                                    /** @enum {string} */
                                    role: "platform_reviewer" | "account_owner";
                                    userId: string;
                                };
                            };
                            /** @enum {string} */
                            decision: "APPROVED" | "REJECTED";
                            reason?: string;
                            reviewer?: {
                                /** @enum {string} */
                                role: "platform_reviewer" | "account_owner";
                                userId: string;
                            };
                        };
                        reviewReasons: ("FACE_BORDERLINE" | "DOCUMENT_UNCONFIRMED" | "DOCUMENT_DOUBTED" | "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED")[];
                        riskSignals?: {
                            /** @enum {string} */
                            code: "RISK_FACE_BAND" | "RISK_HOLOGRAM_NOT_SEEN" | "RISK_WEAK_ANTISPOOF" | "RISK_MANY_ATTEMPTS" | "RISK_FACE_REUSED" | "RISK_NUMBER_REUSED" | "RISK_DOCUMENT_DOUBTED";
                            matches?: {
                                documentNumber: string | null;
                                /** Format: uuid */
                                operationUuid: string;
                                similarity: number | null;
                                /** Format: uuid */
                                videoUuid: string;
                            }[];
                            score: number | null;
                            threshold: number | null;
                        }[];
                        /** @enum {string} */
                        status: "PASSED" | "FAILED" | "REVIEW";
                        /** Format: uuid */
                        videoUuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    userpassword?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOcr: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analyses: {
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            document: "ID_CARD" | "PASSPORT";
                            documentNumber: string | null;
                            expired: boolean | null;
                            /** Format: date-time */
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            mrzValid: boolean | null;
                            name: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postOcr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idempotencyKey?: string;
                    images: {
                        /** @description the document's four corners in the photo's pixels (EXIF orientation applied), in any order; found automatically when absent (else the whole photo is taken) */
                        corners?: {
                            x: number;
                            y: number;
                        }[];
                        /** @description the photo, base64 or a data URL (PNG or JPEG) */
                        image: string;
                        /** @description quarter turns clockwise to see the document upright */
                        rotation?: 0 | 90 | 180 | 270;
                    }[];
                    /**
                     * @description The sealed report's language (es by default); the report is built on first request.
                     * @enum {string}
                     */
                    language?: "es" | "en" | "it";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            adult: boolean | null;
                            age: number | null;
                            crossCheck: {
                                consistent: boolean;
                                fields: {
                                    [key: string]: "match" | "mismatch" | "unread";
                                };
                                matched: number;
                                mismatched: number;
                            } | null;
                            expired: boolean | null;
                            mrzValid: boolean | null;
                            spanishIdValid: boolean | null;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        credits: number;
                        /** @enum {string} */
                        document: "ID_CARD" | "PASSPORT";
                        /** Format: date-time */
                        expiresAt: string;
                        fields: {
                            [key: string]: {
                                /** @description 0..1: a valid MRZ's checked fields 1, its other fields 0.9, or 1 when the printed zone agrees; a printed field, the OCR's line confidence. A name the printed zone spells letter for letter as a valid MRZ does is given as printed, with its accents (GARCÍA for the MRZ's GARCIA), source `printed`, confidence 1. */
                                confidence: number;
                                /** @enum {string} */
                                source: "mrz" | "printed";
                                value: string;
                            };
                        };
                        icar: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        };
                        /** Format: uuid */
                        id: string;
                        links: {
                            portrait: string | null;
                            report: string;
                            straightened: string[];
                        };
                        replayed: boolean;
                        sides: {
                            confidence: number;
                            corners: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            cornersFrom: "person" | "outline" | "whole-photo";
                            documenttype: string;
                            index: number;
                            /** @enum {string} */
                            kind: "id-front" | "id-back" | "passport";
                            mrz: {
                                errors: {
                                    error: string;
                                    field: string | null;
                                }[];
                                format: string;
                                lines: string[];
                                valid: boolean;
                            } | null;
                            portrait: boolean;
                            quality: {
                                blur: number;
                                brightness: number;
                                ok: boolean;
                            };
                            /** @enum {string} */
                            shape: "card" | "passport";
                            textConfidence: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
        };
    };
    getOcrByAnalysisId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            adult: boolean | null;
                            age: number | null;
                            crossCheck: {
                                consistent: boolean;
                                fields: {
                                    [key: string]: "match" | "mismatch" | "unread";
                                };
                                matched: number;
                                mismatched: number;
                            } | null;
                            expired: boolean | null;
                            mrzValid: boolean | null;
                            spanishIdValid: boolean | null;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        credits: number;
                        /** @enum {string} */
                        document: "ID_CARD" | "PASSPORT";
                        /** Format: date-time */
                        expiresAt: string;
                        fields: {
                            [key: string]: {
                                /** @description 0..1: a valid MRZ's checked fields 1, its other fields 0.9, or 1 when the printed zone agrees; a printed field, the OCR's line confidence. A name the printed zone spells letter for letter as a valid MRZ does is given as printed, with its accents (GARCÍA for the MRZ's GARCIA), source `printed`, confidence 1. */
                                confidence: number;
                                /** @enum {string} */
                                source: "mrz" | "printed";
                                value: string;
                            };
                        };
                        icar: {
                            icarAddress: string | null;
                            icarBirthDate: string | null;
                            icarDocNumber: string | null;
                            icarDocType: string | null;
                            icarExpirationDate: string | null;
                            icarIssuingState: string | null;
                            icarLastName: string | null;
                            icarName: string | null;
                            icarNationality: string | null;
                            icarNif: string | null;
                            icarSex: string | null;
                            mrzValid: boolean;
                        };
                        /** Format: uuid */
                        id: string;
                        links: {
                            portrait: string | null;
                            report: string;
                            straightened: string[];
                        };
                        replayed: boolean;
                        sides: {
                            confidence: number;
                            corners: {
                                x: number;
                                y: number;
                            }[];
                            /** @enum {string} */
                            cornersFrom: "person" | "outline" | "whole-photo";
                            documenttype: string;
                            index: number;
                            /** @enum {string} */
                            kind: "id-front" | "id-back" | "passport";
                            mrz: {
                                errors: {
                                    error: string;
                                    field: string | null;
                                }[];
                                format: string;
                                lines: string[];
                                valid: boolean;
                            } | null;
                            portrait: boolean;
                            quality: {
                                blur: number;
                                brightness: number;
                                ok: boolean;
                            };
                            /** @enum {string} */
                            shape: "card" | "passport";
                            textConfidence: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOcrByAnalysisId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOcrImagesByIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the image (image/jpeg) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOcrPortrait: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the image (image/jpeg) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOcrReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PDF (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOcrOutline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confidence: number;
                        corners: {
                            x: number;
                            y: number;
                        }[] | null;
                        height: number;
                        width: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    rejectOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    operationUuid: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "REJECTED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSaveidentificationdataByOperationUuidAndVideoUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentB64: string;
                    /** @enum {string} */
                    documentType: "DNIFRONT" | "HOLOGRAM" | "PASSPORT" | "PASSPORTMRZ" | "DNIBACK" | "FACE";
                    /** @default {} */
                    metadata?: string;
                    /** Format: uuid */
                    operationUuid: string;
                    /** @default face */
                    type?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        captureId: string;
                        /** @enum {string} */
                        documentType: "DNIFRONT" | "HOLOGRAM" | "PASSPORT" | "PASSPORTMRZ" | "DNIBACK" | "FACE";
                        sha256: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSessionByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string;
                        consentRequired: boolean;
                        /** @enum {string} */
                        liveness: "REQUIRED" | "OFFERED" | "OFF";
                        retentionDays: number;
                        sessionId: string;
                        token: string;
                        /** Format: uuid */
                        videoUuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postStartidentificationByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consent?: {
                        /** @enum {boolean} */
                        accepted: true;
                        /** Format: date-time */
                        acceptedAt?: string;
                        /** @enum {string} */
                        language: "es" | "en" | "it";
                        text: string;
                        version?: string;
                    };
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        videouuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTravellerByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            checkIn: string;
                            checkOut: string;
                            reference: string;
                            travellers?: number;
                        } | null;
                        completion: {
                            address: string;
                            checkIn: string;
                            checkOut: string;
                            contractReference: string;
                            country: string;
                            /** @default  */
                            countryCode: string;
                            /** Format: email */
                            email: string;
                            minorsTravelling: boolean;
                            paymentHolder: string;
                            /** @enum {string} */
                            paymentType: "CASH" | "CARD" | "TRANSFER" | "PLATFORM" | "MOBILE" | "OTHER";
                            phone: string;
                            /** @default  */
                            postalCode: string;
                            relationship: string;
                            rooms: number;
                            secondSurname: string;
                            town: string;
                            travellers: number;
                        } | null;
                        contact: {
                            email: string;
                            phone: string;
                        };
                        document: {
                            address: string | null;
                            birthDate: string | null;
                            documentNumber: string | null;
                            documentType: ("DNI" | "NIE" | "PASAPORTE" | "OTRO") | null;
                            expiryDate: string | null;
                            firstSurname: string | null;
                            name: string | null;
                            nationality: string | null;
                            secondSurname: string | null;
                            sex: string | null;
                            supportNumber: string | null;
                        };
                        documentUuid: string;
                        establishment: {
                            address: string;
                            name: string;
                            registry: string;
                        };
                        minor: boolean;
                        operationUuid: string;
                        signatureType: string;
                        signs: boolean;
                        /** @enum {string} */
                        status: "PENDING" | "FILLED" | "SIGNED" | "SEALED";
                        warnings: {
                            document: string;
                            /** @enum {string} */
                            field: "name" | "lastname" | "nif";
                            form: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTravellerByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    checkIn: string;
                    checkOut: string;
                    contractReference: string;
                    country: string;
                    countryCode: string;
                    email: string;
                    minorsTravelling: boolean;
                    paymentHolder: string;
                    /** @enum {string} */
                    paymentType: "CASH" | "CARD" | "TRANSFER" | "PLATFORM" | "MOBILE" | "OTHER";
                    phone: string;
                    postalCode: string;
                    relationship: string;
                    rooms: number;
                    secondSurname: string;
                    town: string;
                    travellers: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            checkIn: string;
                            checkOut: string;
                            reference: string;
                            travellers?: number;
                        } | null;
                        completion: {
                            address: string;
                            checkIn: string;
                            checkOut: string;
                            contractReference: string;
                            country: string;
                            /** @default  */
                            countryCode: string;
                            /** Format: email */
                            email: string;
                            minorsTravelling: boolean;
                            paymentHolder: string;
                            /** @enum {string} */
                            paymentType: "CASH" | "CARD" | "TRANSFER" | "PLATFORM" | "MOBILE" | "OTHER";
                            phone: string;
                            /** @default  */
                            postalCode: string;
                            relationship: string;
                            rooms: number;
                            secondSurname: string;
                            town: string;
                            travellers: number;
                        } | null;
                        contact: {
                            email: string;
                            phone: string;
                        };
                        document: {
                            address: string | null;
                            birthDate: string | null;
                            documentNumber: string | null;
                            documentType: ("DNI" | "NIE" | "PASAPORTE" | "OTRO") | null;
                            expiryDate: string | null;
                            firstSurname: string | null;
                            name: string | null;
                            nationality: string | null;
                            secondSurname: string | null;
                            sex: string | null;
                            supportNumber: string | null;
                        };
                        documentUuid: string;
                        establishment: {
                            address: string;
                            name: string;
                            registry: string;
                        };
                        minor: boolean;
                        operationUuid: string;
                        signatureType: string;
                        signs: boolean;
                        /** @enum {string} */
                        status: "PENDING" | "FILLED" | "SIGNED" | "SEALED";
                        warnings: {
                            document: string;
                            /** @enum {string} */
                            field: "name" | "lastname" | "nif";
                            form: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postUploadblobwebmByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domainUuid: string;
                    videoBase64: string;
                    videoDuration: number;
                    videoSize: number;
                    /** Format: uuid */
                    videoUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sha256: string;
                        videoSize: number;
                        /** Format: uuid */
                        videoUuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putUploadblobwebmChunksByIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                index: number;
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        index: number;
                        received: number;
                        size: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUploadblobwebmFinish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
                videoUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chunkCount: number;
                    domainUuid: string;
                    sha256?: string;
                    videoDuration: number;
                    videoSize: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sha256: string;
                        videoSize: number;
                        /** Format: uuid */
                        videoUuid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The signer's text and checkbox fields (`viewer.fields`), by id: `{id: "text" | true}`. A value for a field they do not have, a required text left empty or a required checkbox not ticked is 400 VALIDATION_FAILED naming `body.fields.<id>`, and nothing is signed (the code stays usable). The seal draws every value in its box and `signer.signed` records each field. */
                    fields?: {
                        [key: string]: string | boolean;
                    };
                    /** Format: uuid */
                    operationUuid: string;
                    /** @enum {string} */
                    otpType: "FIRMA";
                    /** @description The code of the SMS: a wrong one is 422 OTP_INVALID, an expired one 410 OTP_EXPIRED; after 5 wrong tries 423 OTP_LOCKED (ask for a new code). */
                    otpValue: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The calls the counter allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window ends and the counter starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        result: "OK";
                        /** @description false: the signature is recorded but its time stamp could not be had yet; the operation shows SEALING until a job seals the documents. */
                        sealed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        byteLength: number;
                        changedAfterSigning: boolean;
                        issued: {
                            difference: ("unsigned-bytes" | "appended" | "earlier-revision" | "other") | null;
                            issuedSha256: string;
                            same: boolean;
                        } | null;
                        /** @description The PAdES baseline level the file reaches: B-B a signature, B-T with its time stamp, B-LT with every signature's validation data in the DSS, B-LTA with a document time stamp after it; null without a signature. */
                        level: ("B-B" | "B-T" | "B-LT" | "B-LTA") | null;
                        operation: {
                            chain: {
                                anchoredEvents: number;
                                anchors: {
                                    mirrored?: boolean;
                                    seq: number;
                                    time: string;
                                    tsa: string;
                                    valid: boolean;
                                }[];
                                events: number;
                                head: string | null;
                                valid: boolean;
                            };
                            events: {
                                at: string;
                                seq: number;
                                type: string;
                            }[];
                            /**
                             * @description `signed-document`: the file's SHA-256 is one of the documents' current signed versions; `signature`: the /Reason of an intact, valid platform signature names the operation (a certificate's seal, a document signed again later); `operation-id`: asked for by its id.
                             * @enum {string}
                             */
                            matchedBy: "signed-document" | "signature" | "operation-id";
                            mirror: {
                                anchors: number;
                                missing: number;
                                untrusted: number;
                            } | null;
                            operationUuid: string;
                            status: string;
                        } | null;
                        sha256: string;
                        /** @description In signing order, document time stamps included. A document the platform signed reads: each signer's signature by a certificate of their own, the platform seal (`platformReason.kind: signedDocument`), a document time stamp, then renewed archive time stamps over the years. Earlier signatures do not cover the whole file (a later one's incremental update follows them): only the last one must. */
                        signatures: {
                            /** @description The signer's certificate was valid at the time stamp's time. */
                            certificateValid: boolean;
                            chain: {
                                issuer: string;
                                notAfter: string;
                                notBefore: string;
                                serialNumber: string;
                                sha256: string;
                                subject: string;
                            }[];
                            coversWholeDocument: boolean;
                            integrity: boolean;
                            /** @enum {string} */
                            kind: "signature" | "document-time-stamp";
                            platformReason: {
                                /** @enum {string} */
                                kind: "OTP" | "HANDWRITTEN" | "signedDocument" | "notifiedDocument" | "operationCertificate" | "identificationCertificate" | "ocrReport" | "invoice" | "creditNote" | "travellerReport";
                                reference: string;
                            } | null;
                            problems: string[];
                            reason: string | null;
                            /**
                             * @description The certificate's status when signed, from the file's own OCSP answers and CRLs (`not-checked`: the file holds none about it).
                             * @enum {string}
                             */
                            revocation: "good" | "revoked" | "unknown" | "not-checked";
                            /** @description The CMS signature over the signed attributes verifies with the signer's key (RSA PKCS#1 v1.5 or ECDSA), and so does its signing-certificate attribute. */
                            signatureValid: boolean;
                            signer: {
                                commonName: string | null;
                                emailAddress: string | null;
                                level: ("otp" | "handwritten" | "identification" | "identification-reviewed" | "identification-relaxed") | null;
                                serialNumber: string | null;
                                telephoneNumber: string | null;
                            } | null;
                            signerName: string | null;
                            signingTime: string | null;
                            timeStamp: {
                                time: string;
                                trusted: boolean;
                                tsa: string;
                                valid: boolean;
                            } | null;
                            trusted: boolean;
                            /** @enum {string} */
                            verdict: "valid" | "unknown-signer" | "invalid";
                        }[];
                        /**
                         * @description `valid`: signed, every signature intact and valid by this platform's certificates, nothing after the last one and, for an operation's signed document, exactly the file issued; `differs-from-issued`: all that, but not the bytes the platform issued (see `issued`); `changed`: a signed byte changed, or bytes follow the last signature (an incremental update nobody signed); `invalid`: a broken signature or a certificate not valid when signing; `unknown-signer`: intact and valid, but the certificates do not lead to this platform's root; `unsigned`: no signature.
                         * @enum {string}
                         */
                        verdict: "valid" | "differs-from-issued" | "changed" | "invalid" | "unknown-signer" | "unsigned";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVerifyAnchors: {
        parameters: {
            query?: {
                after?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            genTime: string;
                            headHash: string;
                            id: number;
                            seq: number;
                            subject: string;
                            token: string;
                            tsa: string;
                        }[];
                        last: number | null;
                        more: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getVerifyOperationsByOperationUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chain: {
                            anchoredEvents: number;
                            anchors: {
                                mirrored?: boolean;
                                seq: number;
                                time: string;
                                tsa: string;
                                valid: boolean;
                            }[];
                            events: number;
                            head: string | null;
                            valid: boolean;
                        };
                        events: {
                            at: string;
                            seq: number;
                            type: string;
                        }[];
                        /**
                         * @description `signed-document`: the file's SHA-256 is one of the documents' current signed versions; `signature`: the /Reason of an intact, valid platform signature names the operation (a certificate's seal, a document signed again later); `operation-id`: asked for by its id.
                         * @enum {string}
                         */
                        matchedBy: "signed-document" | "signature" | "operation-id";
                        mirror: {
                            anchors: number;
                            missing: number;
                            untrusted: number;
                        } | null;
                        operationUuid: string;
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVerifyOperationsMirror: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chain: {
                            anchoredEvents: number;
                            anchors: {
                                mirrored?: boolean;
                                seq: number;
                                time: string;
                                tsa: string;
                                valid: boolean;
                            }[];
                            events: number;
                            head: string | null;
                            valid: boolean;
                        };
                        events: {
                            at: string;
                            seq: number;
                            type: string;
                        }[];
                        /**
                         * @description `signed-document`: the file's SHA-256 is one of the documents' current signed versions; `signature`: the /Reason of an intact, valid platform signature names the operation (a certificate's seal, a document signed again later); `operation-id`: asked for by its id.
                         * @enum {string}
                         */
                        matchedBy: "signed-document" | "signature" | "operation-id";
                        mirror: {
                            anchors: number;
                            missing: number;
                            untrusted: number;
                        } | null;
                        operationUuid: string;
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooksDeliveriesResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        durationMs: number | null;
                        /** Format: uuid */
                        endpointId: string;
                        /** @enum {string} */
                        eventType: "operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed";
                        /** Format: uuid */
                        id: string;
                        lastAttemptAt: string | null;
                        messageId: string;
                        nextAttemptAt: string | null;
                        responseExcerpt: string | null;
                        responseStatus: number | null;
                        /** @enum {string} */
                        status: "PENDING" | "SUCCEEDED" | "FAILED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getWebhooksEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: {
                            createdAt: string;
                            description: string;
                            disabledReason: ("OWNER" | "FAILING") | null;
                            enabled: boolean;
                            events: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                            failingSince: string | null;
                            /** Format: uuid */
                            id: string;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postWebhooksEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with the same key and body replays the first answer (header Idempotent-Replayed: true). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    events: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledReason: ("OWNER" | "FAILING") | null;
                        enabled: boolean;
                        events: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                        failingSince: string | null;
                        /** Format: uuid */
                        id: string;
                        /** Format: starts_with */
                        secret: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getWebhooksEndpointsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledReason: ("OWNER" | "FAILING") | null;
                        enabled: boolean;
                        events: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                        failingSince: string | null;
                        /** Format: uuid */
                        id: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteWebhooksEndpointsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchWebhooksEndpointsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    events?: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledReason: ("OWNER" | "FAILING") | null;
                        enabled: boolean;
                        events: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                        failingSince: string | null;
                        /** Format: uuid */
                        id: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getWebhooksEndpointsDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            attempts: number;
                            createdAt: string;
                            durationMs: number | null;
                            /** Format: uuid */
                            endpointId: string;
                            /** @enum {string} */
                            eventType: "operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed";
                            /** Format: uuid */
                            id: string;
                            lastAttemptAt: string | null;
                            messageId: string;
                            nextAttemptAt: string | null;
                            responseExcerpt: string | null;
                            responseStatus: number | null;
                            /** @enum {string} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postWebhooksEndpointsRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        description: string;
                        disabledReason: ("OWNER" | "FAILING") | null;
                        enabled: boolean;
                        events: ("operation.created" | "operation.signed" | "operation.rejected" | "operation.expired" | "operation.cancelled" | "signer.opened" | "signer.signed" | "signer.rejected" | "identification.passed" | "identification.failed" | "identification.review" | "notification.delivered" | "notification.opened" | "notification.acknowledged" | "notification.bounced" | "payment.paid" | "payment.refunded" | "ocr.analysed")[];
                        failingSince: string | null;
                        /** Format: uuid */
                        id: string;
                        /** Format: starts_with */
                        secret: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEmbedIdentification: {
        parameters: {
            query: {
                lang?: "es" | "en" | "it";
                primaryColor?: string;
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getEmbedSigning: {
        parameters: {
            query: {
                lang?: "es" | "en" | "it";
                primaryColor?: string;
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    onIdentificationFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdentificationFailed"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onIdentificationPassed: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdentificationPassed"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onIdentificationReview: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdentificationReview"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onNotificationAcknowledged: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookNotificationAcknowledged"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onNotificationBounced: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookNotificationBounced"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onNotificationDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookNotificationDelivered"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onNotificationOpened: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookNotificationOpened"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOcrAnalysed: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookOcrAnalysed"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOperationCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookOperationCancelled"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOperationCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookOperationCreated"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOperationExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookOperationExpired"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOperationRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookOperationRejected"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOperationSigned: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookOperationSigned"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPaymentPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPaymentPaid"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPaymentRefunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPaymentRefunded"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSignerOpened: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSignerOpened"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSignerRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSignerRejected"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSignerSigned: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every retry and resend; deduplicate by it. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the endpoint's secret (`whsec_…`, base64 after the prefix); space-separated signatures while a rotated secret still signs. The `standardwebhooks` package verifies it. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in Unix seconds: refuse one too far from now. */
                "webhook-timestamp": number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSignerSigned"];
            };
        };
        responses: {
            /** @description Received (any 2xx). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (any other answer): the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
