/**
 * GENERATED from the OpenAPI document (src/server/platform/openapi/) by openapi-typescript: do not edit.
 * Regenerate with `npm run api-types`; tests/api/openapi-types.test.ts fails when it is stale.
 */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and a database round trip
         * @description No session needed.
         */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Liveness and a database round trip — headers only
         * @description No session needed.
         */
        head: operations["headApiHealth"];
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness only (no database)
         * @description No session needed.
         */
        get: operations["getApiHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Liveness only (no database) — headers only
         * @description No session needed.
         */
        head: operations["headApiHealthLive"];
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: database reachable, every migration applied, file storage answering (503 otherwise)
         * @description No session needed.
         */
        get: operations["getApiHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Readiness: database reachable, every migration applied, file storage answering (503 otherwise) — headers only
         * @description No session needed.
         */
        head: operations["headApiHealthReady"];
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description No session needed.
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * This document — headers only
         * @description No session needed.
         */
        head: operations["headApiOpenapiJson"];
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start the Google sign-in (404 when not configured)
         * @description No session needed.
         */
        get: operations["getAuthGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Start the Google sign-in (404 when not configured) — headers only
         * @description No session needed.
         */
        head: operations["headAuthGoogle"];
        patch?: never;
        trace?: never;
    };
    "/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish the Google sign-in
         * @description No session needed.
         */
        get: operations["getAuthGoogleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Finish the Google sign-in — headers only
         * @description No session needed.
         */
        head: operations["headAuthGoogleCallback"];
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password (sets the session cookie, returns a Bearer token)
         * @description No session needed.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this session (or every session with `everywhere: true`)
         * @description No session needed.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consume a sign-in link and redirect to the page that asked for it or the artisan home (or back to the sign-in page)
         * @description No session needed.
         */
        get: operations["getAuthMagic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Consume a sign-in link and redirect to the page that asked for it or the artisan home (or back to the sign-in page) — headers only
         * @description No session needed.
         */
        head: operations["headAuthMagic"];
        patch?: never;
        trace?: never;
    };
    "/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a one-time sign-in link (same answer whether the account exists or not)
         * @description No session needed.
         */
        post: operations["postAuthMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test (`?test=1`) or real (`?real=1`) accounts (development only)
         * @description Only where test accounts are enabled (development; 404 elsewhere).
         */
        get: operations["getApiUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List test (`?test=1`) or real (`?real=1`) accounts (development only) — headers only
         * @description Only where test accounts are enabled (development; 404 elsewhere).
         */
        head: operations["headApiUsers"];
        patch?: never;
        trace?: never;
    };
    "/auth/dev-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a test card (development only)
         * @description Only where test accounts are enabled (development; 404 elsewhere).
         */
        post: operations["postAuthDevCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/dev-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a seeded test account (development only; 404 otherwise)
         * @description Only where test accounts are enabled (development; 404 elsewhere).
         */
        post: operations["postAuthDevLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/dev-signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a test account and sign in (development only)
         * @description Only where test accounts are enabled (development; 404 elsewhere).
         */
        post: operations["postAuthDevSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The signed-in user — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiMe"];
        patch?: never;
        trace?: never;
    };
    "/api/my-data/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase one’s account now (password, or a sign-in link less than 10 minutes old); invoices and sealed contracts are kept
         * @description Any signed-in user (401 without a session).
         */
        post: operations["postApiMyDataErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s data export: queued, ready (with its one-time download link) or null
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiMyDataExport"];
        put?: never;
        /**
         * Ask for an archive of all one’s data (202 queued, emailed when ready; 200 with the status of the one already asked)
         * @description Any signed-in user (401 without a session).
         */
        post: operations["postApiMyDataExport"];
        delete?: never;
        options?: never;
        /**
         * The caller’s data export: queued, ready (with its one-time download link) or null — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiMyDataExport"];
        patch?: never;
        trace?: never;
    };
    "/api/my-data/export/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the ready archive, once (then erased); 404 for anyone but its member, used or expired
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiMyDataExportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Download the ready archive, once (then erased); 404 for anyone but its member, used or expired — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiMyDataExportId"];
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change email, password, language or role (self or admin)
         * @description The user themself or an admin (404 for another user’s id).
         */
        put: operations["putApiUsersIdAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase an account for a person who asked by post (admin)
         * @description An admin (403 otherwise).
         */
        post: operations["postApiUsersIdErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile (self or admin)
         * @description The user themself or an admin (404 for another user’s id).
         */
        get: operations["getApiUsersIdProfile"];
        /**
         * Update a profile (self or admin)
         * @description The user themself or an admin (404 for another user’s id).
         */
        put: operations["putApiUsersIdProfile"];
        post?: never;
        delete?: never;
        options?: never;
        /**
         * A profile (self or admin) — headers only
         * @description The user themself or an admin (404 for another user’s id).
         */
        head: operations["headApiUsersIdProfile"];
        patch?: never;
        trace?: never;
    };
    "/api/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue of action cards, filtered
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The catalogue of action cards, filtered — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCards"];
        patch?: never;
        trace?: never;
    };
    "/api/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One card (id or slug) in the caller’s language
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCardsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One card (id or slug) in the caller’s language — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCardsId"];
        patch?: never;
        trace?: never;
    };
    "/api/parcours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The guided paths
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiParcours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The guided paths — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiParcours"];
        patch?: never;
        trace?: never;
    };
    "/api/parcours/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One guided path with the caller’s progress
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiParcoursId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One guided path with the caller’s progress — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiParcoursId"];
        patch?: never;
        trace?: never;
    };
    "/api/parcours/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave an active guided path (frees the Essentiel slot; actions stay)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiParcoursIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parcours/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a guided path (takes its cards)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiParcoursIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * XP and level per business domain
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * XP and level per business domain — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiLevels"];
        patch?: never;
        trace?: never;
    };
    "/api/my-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s actions
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiMyActions"];
        /**
         * Save answers, tick checklist items, validate (422 action_incomplete until every required answer and checklist item, proofs included, is there)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        put: operations["putApiMyActions"];
        /**
         * Take a card (201 new, 200 already taken)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiMyActions"];
        delete?: never;
        options?: never;
        /**
         * The caller’s actions — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiMyActions"];
        patch?: never;
        trace?: never;
    };
    "/api/my-xp-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s last 20 XP gains, newest first
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiMyXpHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s last 20 XP gains, newest first — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiMyXpHistory"];
        patch?: never;
        trace?: never;
    };
    "/api/impact/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readings due now
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiImpactDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Readings due now — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiImpactDue"];
        patch?: never;
        trace?: never;
    };
    "/api/impact/sharing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller is named in other artisans’ samples (off until answered)
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiImpactSharing"];
        /**
         * Answer whether to be named in other artisans’ samples; takes effect at once
         * @description Any signed-in user (401 without a session).
         */
        put: operations["putApiImpactSharing"];
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Whether the caller is named in other artisans’ samples (off until answered) — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiImpactSharing"];
        patch?: never;
        trace?: never;
    };
    "/api/impact/{card_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s readings on a card
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiImpactCardId"];
        put?: never;
        /**
         * Record one reading or a batch
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiImpactCardId"];
        /**
         * Delete a reading
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        delete: operations["deleteApiImpactCardId"];
        options?: never;
        /**
         * The caller’s readings on a card — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiImpactCardId"];
        patch?: never;
        trace?: never;
    };
    "/api/impact/{card_id}/aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Anonymised before/after of other artisans (`enough: false` below 3)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiImpactCardIdAggregate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Anonymised before/after of other artisans (`enough: false` below 3) — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiImpactCardIdAggregate"];
        patch?: never;
        trace?: never;
    };
    "/api/reminders/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribe link of a reminder email: a page asking to confirm (changes nothing)
         * @description No session needed.
         */
        get: operations["getApiRemindersUnsubscribe"];
        put?: never;
        /**
         * Turn reminder emails off (one-click, RFC 8058; a page for a browser)
         * @description No session needed.
         */
        post: operations["postApiRemindersUnsubscribe"];
        delete?: never;
        options?: never;
        /**
         * Unsubscribe link of a reminder email: a page asking to confirm (changes nothing) — headers only
         * @description No session needed.
         */
        head: operations["headApiRemindersUnsubscribe"];
        patch?: never;
        trace?: never;
    };
    "/api/action-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s photos and documents of one card
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiActionDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s photos and documents of one card — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiActionDocuments"];
        patch?: never;
        trace?: never;
    };
    "/api/action-documents/{id}": {
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
         * Delete one of the caller’s documents
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        delete: operations["deleteApiActionDocumentsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/{id}/worksheet/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The printable A4 worksheet of a checklist item
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCardsIdWorksheetItemId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The printable A4 worksheet of a checklist item — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCardsIdWorksheetItemId"];
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file (owner, staff, or a party that may see it)
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiFilesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * An uploaded file (owner, staff, or a party that may see it) — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiFilesId"];
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a photo or document (multipart; candidature photos without a session)
         * @description Depends on `type`: `candidature` needs no session, `gallery` any signed-in user, `action_image` / `action_document` a member (401 / 403 otherwise).
         */
        post: operations["postApiUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blind questionnaire of a match and, once agreed, the sealed contract
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationContract"];
        /**
         * Save the caller’s blind answers
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        put: operations["putApiCollaborationContract"];
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The blind questionnaire of a match and, once agreed, the sealed contract — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationContract"];
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-contract/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the collaboration instead of signing (the locked text stays, unsigned)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiCollaborationContractClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-contract/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contract as PDF once its text is locked: sealed, the signed PDF byte-identical to the one made at sealing; before both signatures, the text to sign, marked as not signed (first page and every footer)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationContractPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The contract as PDF once its text is locked: sealed, the signed PDF byte-identical to the one made at sealing; before both signatures, the text to sign, marked as not signed (first page and every footer) — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationContractPdf"];
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-contract/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the locked text (typed full name + acceptance); the second signature seals the contract and makes the signed PDF
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiCollaborationContractSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-contract/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a contract text (JSON `{match_id, text}`) or the signed PDF (`application/pdf` body, with `?match_id=`): only the very bytes match
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiCollaborationContractVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s matches
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationMatches"];
        put?: never;
        /**
         * Accept a reply: a match
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiCollaborationMatches"];
        delete?: never;
        options?: never;
        /**
         * The caller’s matches — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationMatches"];
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One match (parties only)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationMatchesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One match (parties only) — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationMatchesId"];
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Replies to the caller’s requests, or the caller’s replies
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationReplies"];
        put?: never;
        /**
         * Reply to a request
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiCollaborationReplies"];
        delete?: never;
        options?: never;
        /**
         * Replies to the caller’s requests, or the caller’s replies — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationReplies"];
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open requests, newest first (`?mine=1`: the caller’s)
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationRequests"];
        put?: never;
        /**
         * Publish a request
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        post: operations["postApiCollaborationRequests"];
        delete?: never;
        options?: never;
        /**
         * Open requests, newest first (`?mine=1`: the caller’s) — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationRequests"];
        patch?: never;
        trace?: never;
    };
    "/api/collaboration-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiCollaborationRequestsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One request — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiCollaborationRequestsId"];
        /**
         * Open or close one’s request
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        patch: operations["patchApiCollaborationRequestsId"];
        trace?: never;
    };
    "/api/contract-verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Public: is this PDF (`application/pdf` body), byte for byte, a contract sealed by Atelier? Nothing is stored; limited per IP
         * @description No session needed.
         */
        post: operations["postApiContractVerifications"];
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
        /**
         * The caller’s unread notices, newest first
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s unread notices, newest first — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiNotifications"];
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notices read (`{ids}` or `{all: true}`): they leave the list
         * @description Any signed-in user (401 without a session).
         */
        post: operations["postApiNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s notification email switches (on by default)
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiNotificationsSettings"];
        /**
         * Set some notification email switches
         * @description Any signed-in user (401 without a session).
         */
        put: operations["putApiNotificationsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s notification email switches (on by default) — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiNotificationsSettings"];
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribe link of a notification email: a page asking to confirm
         * @description No session needed.
         */
        get: operations["getApiNotificationsUnsubscribe"];
        put?: never;
        /**
         * Turn that kind of notification email off (one-click, RFC 8058; a page for a browser)
         * @description No session needed.
         */
        post: operations["postApiNotificationsUnsubscribe"];
        delete?: never;
        options?: never;
        /**
         * Unsubscribe link of a notification email: a page asking to confirm — headers only
         * @description No session needed.
         */
        head: operations["headApiNotificationsUnsubscribe"];
        patch?: never;
        trace?: never;
    };
    "/api/candidatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        get: operations["getApiCandidatures"];
        put?: never;
        /**
         * Apply (the four steps in one body); creates or reuses the account
         * @description No session needed.
         */
        post: operations["postApiCandidatures"];
        delete?: never;
        options?: never;
        /**
         * Applications (staff) — headers only
         * @description Staff: admin or responsable (403 otherwise).
         */
        head: operations["headApiCandidatures"];
        patch?: never;
        trace?: never;
    };
    "/api/candidatures/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s latest unpaid application — waiting for payment (`validee`), `refusee` or `retiree` (without the staff’s reason); null when none or when it is paid
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiCandidaturesMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s latest unpaid application — waiting for payment (`validee`), `refusee` or `retiree` (without the staff’s reason); null when none or when it is paid — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiCandidaturesMe"];
        patch?: never;
        trace?: never;
    };
    "/api/candidatures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application with its photos and invoices (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        get: operations["getApiCandidaturesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One application with its photos and invoices (staff) — headers only
         * @description Staff: admin or responsable (403 otherwise).
         */
        head: operations["headApiCandidaturesId"];
        patch?: never;
        trace?: never;
    };
    "/api/candidatures/{id}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the payment link again to an applicant who has not paid (staff; once a day per application)
         * @description Staff: admin or responsable (403 otherwise).
         */
        post: operations["postApiCandidaturesIdPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidatures/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse an application or record its withdrawal, with a reason (staff; only while the deposit is unpaid)
         * @description Staff: admin or responsable (403 otherwise).
         */
        post: operations["postApiCandidaturesIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidatures/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What happened to an application, oldest first (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        get: operations["getApiCandidaturesIdTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * What happened to an application, oldest first (staff) — headers only
         * @description Staff: admin or responsable (403 otherwise).
         */
        head: operations["headApiCandidaturesIdTimeline"];
        patch?: never;
        trace?: never;
    };
    "/api/site-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site updates
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        get: operations["getApiSiteUpdates"];
        put?: never;
        /**
         * Publish a site update (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        post: operations["postApiSiteUpdates"];
        delete?: never;
        options?: never;
        /**
         * Site updates — headers only
         * @description An artisan with a plan (401 signed out, 403 a prospect).
         */
        head: operations["headApiSiteUpdates"];
        patch?: never;
        trace?: never;
    };
    "/api/site-updates/{id}": {
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
         * Delete a site update (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        delete: operations["deleteApiSiteUpdatesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts, searched by name or email and filtered by role (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        get: operations["getApiMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Accounts, searched by name or email and filtered by role (staff) — headers only
         * @description Staff: admin or responsable (403 otherwise).
         */
        head: operations["headApiMembers"];
        patch?: never;
        trace?: never;
    };
    "/api/members/role-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Role changes, newest first: who, when, from, to (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        get: operations["getApiMembersRoleChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Role changes, newest first: who, when, from, to (staff) — headers only
         * @description Staff: admin or responsable (403 otherwise).
         */
        head: operations["headApiMembersRoleChanges"];
        patch?: never;
        trace?: never;
    };
    "/api/members/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member’s role (admin; never leaves zero admins)
         * @description An admin (403 otherwise).
         */
        put: operations["putApiMembersIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/fec.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales and receipts journal in the FEC format (admin; decision 060): the documents issued, their payments and refunds, Stripe’s fees and payouts from `from` to `to`, to merge into the company’s FEC (art. A47 A-1 LPF) — not the statutory FEC itself (format: docs/api-exports.md)
         * @description An admin (403 otherwise).
         */
        get: operations["getApiAdminExportsFecTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The sales and receipts journal in the FEC format (admin; decision 060): the documents issued, their payments and refunds, Stripe’s fees and payouts from `from` to `to`, to merge into the company’s FEC (art. A47 A-1 LPF) — not the statutory FEC itself (format: docs/api-exports.md) — headers only
         * @description An admin (403 otherwise).
         */
        head: operations["headApiAdminExportsFecTxt"];
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/invoices.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounting export (admin): every invoice issued from `from` to `to`, one line each (format: docs/api-exports.md)
         * @description An admin (403 otherwise).
         */
        get: operations["getApiAdminExportsInvoicesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Accounting export (admin): every invoice issued from `from` to `to`, one line each (format: docs/api-exports.md) — headers only
         * @description An admin (403 otherwise).
         */
        head: operations["headApiAdminExportsInvoicesCsv"];
        patch?: never;
        trace?: never;
    };
    "/api/candidatures/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the member for the balance of a paid deposit (staff); emails them a link
         * @description Staff: admin or responsable (403 otherwise).
         */
        post: operations["postApiCandidaturesIdBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s credit notes (`?all=1`: every one, staff)
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiCreditNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s credit notes (`?all=1`: every one, staff) — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiCreditNotes"];
        patch?: never;
        trace?: never;
    };
    "/api/credit-notes/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One credit note as JSON, the item of GET /api/credit-notes (its payer, or staff)
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiCreditNotesNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One credit note as JSON, the item of GET /api/credit-notes (its payer, or staff) — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiCreditNotesNumber"];
        patch?: never;
        trace?: never;
    };
    "/api/credit-notes/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One credit note as PDF
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiCreditNotesNumberPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One credit note as PDF — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiCreditNotesNumberPdf"];
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
         * The caller’s invoices (`?all=1`: every invoice, admin)
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The caller’s invoices (`?all=1`: every invoice, admin) — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiInvoices"];
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice as PDF
         * @description Any signed-in user (401 without a session).
         */
        get: operations["getApiInvoicesNumberPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One invoice as PDF — headers only
         * @description Any signed-in user (401 without a session).
         */
        head: operations["headApiInvoicesNumberPdf"];
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{number}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of a paid invoice through the provider and issue a credit note (staff)
         * @description Staff: admin or responsable (403 otherwise).
         */
        post: operations["postApiInvoicesNumberRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying the deposit (or, `purpose: solde`, the requested balance) of an application
         * @description Any signed-in user (401 without a session).
         */
        post: operations["postApiPaymentCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a payment after the provider’s return
         * @description Any signed-in user (401 without a session).
         */
        post: operations["postApiPaymentConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider’s signed event (Stripe-Signature)
         * @description No session needed.
         */
        post: operations["postApiPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views, applications, paid deposits and conversion per theme, 7 and 30 days (admin)
         * @description An admin (403 otherwise).
         */
        get: operations["getApiAdminLandingFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Views, applications, paid deposits and conversion per theme, 7 and 30 days (admin) — headers only
         * @description An admin (403 otherwise).
         */
        head: operations["headApiAdminLandingFunnel"];
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every theme (admin)
         * @description An admin (403 otherwise).
         */
        get: operations["getApiAdminLandingThemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Every theme (admin) — headers only
         * @description An admin (403 otherwise).
         */
        head: operations["headApiAdminLandingThemes"];
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes/rebake-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bake every theme again (admin)
         * @description An admin (403 otherwise).
         */
        post: operations["postApiAdminLandingThemesRebakeAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder the themes (admin)
         * @description An admin (403 otherwise).
         */
        post: operations["postApiAdminLandingThemesReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a theme; baked again at once (admin)
         * @description An admin (403 otherwise).
         */
        put: operations["putApiAdminLandingThemesSlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a theme’s settings, newest first (admin)
         * @description An admin (403 otherwise).
         */
        get: operations["getApiAdminLandingThemesSlugHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The history of a theme’s settings, newest first (admin) — headers only
         * @description An admin (403 otherwise).
         */
        head: operations["headApiAdminLandingThemesSlugHistory"];
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes/{slug}/history/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore the settings as they were before that change; baked again at once (admin)
         * @description An admin (403 otherwise).
         */
        post: operations["postApiAdminLandingThemesSlugHistoryIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-themes/{slug}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The baked page for the editor’s preview frame (admin)
         * @description An admin (403 otherwise).
         */
        get: operations["getApiAdminLandingThemesSlugPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The baked page for the editor’s preview frame (admin) — headers only
         * @description An admin (403 otherwise).
         */
        head: operations["headApiAdminLandingThemesSlugPreview"];
        patch?: never;
        trace?: never;
    };
    "/api/admin-landing-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a theme image (admin, multipart)
         * @description An admin (403 otherwise).
         */
        post: operations["postApiAdminLandingUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landing-themes/accueil-actuel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The main theme’s blocks fragment
         * @description No session needed.
         */
        get: operations["getApiLandingThemesAccueilActuel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The main theme’s blocks fragment — headers only
         * @description No session needed.
         */
        head: operations["headApiLandingThemesAccueilActuel"];
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        User: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            role: string | null;
            /**
             * @description The language of the account’s emails, chosen on /mon-compte (decision 061), and of API answers when the request names none
             * @enum {string}
             */
            lang: "fr" | "en";
            is_test_account: boolean;
        };
        AccountChange: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            role: string | null;
            /**
             * @description The language of the account’s emails, chosen on /mon-compte (decision 061), and of API answers when the request names none
             * @enum {string}
             */
            lang: "fr" | "en";
            is_test_account: boolean;
            /** @description A fresh session token (also set as the session cookie) when the owner changed their email or password: every earlier token of the account, the one that made the change included, is now refused. */
            token?: string;
        };
        Profile: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            first_name: string;
            last_name: string;
            brand: string;
            trade: string;
            bio: string;
            city: string;
            phone: string;
            website: string;
            gallery: string[];
            portfolio_links: string[];
            /**
             * Format: date-time
             * @description ISO 8601 date-time
             */
            updated_at: string;
        };
        Action: {
            /**
             * Format: uuid
             * @description UUID
             */
            id: string;
            /**
             * Format: uuid
             * @description UUID
             */
            card_id: string;
            card_slug: string;
            card_title: string;
            domain: string | null;
            /** @enum {string} */
            status: "en_cours" | "validee";
            /** @description Answers by field id (the card’s `guide.renseignements.fields` keys) */
            data: {
                [key: string]: unknown;
            };
            checklist: {
                [key: string]: boolean;
            };
            /**
             * Format: date-time
             * @description ISO 8601 date-time
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 date-time
             */
            updated_at: string;
            validated_at: string | null;
        };
        Error: {
            error: {
                code: string;
                message: string;
                details?: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        build: {
                            builtAt: string;
                            commit: string;
                            version: string;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiHealthLive: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        uptime_s: number;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiHealthLive: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiHealthReady: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ready: true;
                        migrations: number;
                        /** @enum {string} */
                        storage: "local" | "s3";
                        build: {
                            builtAt: string;
                            commit: string;
                            version: string;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `migrations_pending` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "migrations_pending";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiHealthReady: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `migrations_pending` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            [key: string]: unknown;
                        };
                        servers?: {
                            [key: string]: unknown;
                        }[];
                        "x-path-aliases"?: {
                            alias: string;
                            of: string;
                        }[];
                        tags?: {
                            [key: string]: unknown;
                        }[];
                        paths: {
                            [key: string]: unknown;
                        };
                        components?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getAuthGoogle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An error (decisions §2) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headAuthGoogle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider (headers only, no body) */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error (decisions §2) (headers only, no body) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getAuthGoogleCallback: {
        parameters: {
            query?: {
                /** @description From Google */
                code?: string;
                /** @description From Google: checked against the cookie set at the start */
                state?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /mes-actions, or /connexion?error=google_failed */
            303: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An error (decisions §2) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headAuthGoogleCallback: {
        parameters: {
            query?: {
                /** @description From Google */
                code?: string;
                /** @description From Google: checked against the cookie set at the start */
                state?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To /mes-actions, or /connexion?error=google_failed (headers only, no body) */
            303: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error (decisions §2) (headers only, no body) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Bearer token (also set as the session cookie) */
                        token: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `invalid_credentials` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "invalid_credentials";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    everywhere?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getAuthMagic: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
                /** @description Where to land once signed in (set by the page that asked for the link); anything but a path of this site is ignored (decision 038) */
                next?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To `next` (a path of this site) or /mes-actions; a dead link to /connexion?error=magic_link_invalid (with the same `next`) */
            303: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An error (decisions §2) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headAuthMagic: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
                /** @description Where to land once signed in (set by the page that asked for the link); anything but a path of this site is ignored (decision 038) */
                next?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To `next` (a path of this site) or /mes-actions; a dead link to /connexion?error=magic_link_invalid (with the same `next`) (headers only, no body) */
            303: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error (decisions §2) (headers only, no body) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthMagicLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description Where the link lands after signing in: a path of this site (`/mon-compte#supprimer-mon-compte`); no host, no `//`, no dot segment */
                    next?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiUsers: {
        parameters: {
            query?: {
                /** @description `1`: the test accounts */
                test?: "1";
                /** @description `1`: the real accounts */
                real?: "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        first_name: string;
                        role: string | null;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiUsers: {
        parameters: {
            query?: {
                /** @description `1`: the test accounts */
                test?: "1";
                /** @description `1`: the real accounts */
                real?: "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthDevCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    slug?: string;
                    /** @default Fiche de test */
                    title?: string;
                    domain?: ("image_de_marque" | "parcours_client" | "gamme_de_tarifs") | null;
                    /**
                     * @default {
                     *       "renseignements": {
                     *         "fields": []
                     *       },
                     *       "checklist": []
                     *     }
                     */
                    guide?: {
                        /**
                         * @default {
                         *       "fields": []
                         *     }
                         */
                        renseignements?: {
                            fields: {
                                key: string;
                                label: string;
                                label_en?: string;
                                /** @enum {string} */
                                type: "text" | "number" | "boolean" | "tags" | "color_list";
                                help?: string;
                                help_en?: string;
                                placeholder?: string;
                                placeholder_en?: string;
                                options?: (string | {
                                    value: string;
                                    label: string;
                                    label_en?: string;
                                })[];
                                required?: boolean;
                                max_length?: number;
                                multiline?: boolean;
                                min?: number;
                                max?: number;
                                unit?: string;
                                unit_en?: string;
                                show_if?: {
                                    field: string;
                                    equals: string | number | boolean;
                                };
                            }[];
                        };
                        /** @default [] */
                        checklist?: {
                            id: string;
                            label: string;
                            label_en?: string;
                            detail?: string;
                            detail_en?: string;
                            /** @default false */
                            requires_proof?: boolean;
                            after_days?: number;
                            printable_worksheet?: boolean;
                            /** @enum {string} */
                            worksheet_section?: "observation" | "bilan";
                        }[];
                        objectif?: {
                            label?: string;
                            label_en?: string;
                            metric_principale: string;
                        };
                        mesure?: {
                            questions?: {
                                metric: string;
                                label: string;
                                label_en?: string;
                                /** @enum {string} */
                                type: "number" | "integer" | "percent" | "currency" | "boolean" | "choice";
                                options?: (string | {
                                    value: string;
                                    label: string;
                                    label_en?: string;
                                })[];
                                unit?: string;
                                unit_en?: string;
                                min?: number;
                                max?: number;
                                cadence_jours?: number;
                                depends_on_metric?: string;
                            }[];
                            indicateurs?: (string | {
                                metric: string;
                                label: string;
                                label_en?: string;
                                unit?: string;
                            })[];
                        };
                        domain?: ("image_de_marque" | "parcours_client" | "gamme_de_tarifs") | null;
                    };
                    /** @default {} */
                    translations?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        slug: string;
                        title: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postAuthDevLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Bearer token (also set as the session cookie) */
                        token: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `user_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "user_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postAuthDevSignup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    role?: string | null;
                    first_name?: string;
                    last_name?: string;
                    /** Format: email */
                    email?: string;
                    /** @enum {string} */
                    lang?: "fr" | "en";
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Bearer token (also set as the session cookie) */
                        token: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `email_taken` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "email_taken";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiMyDataErase: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The current password; required when the account has one */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        erased: true;
                        report: {
                            files: number;
                            actions: number;
                            readings: number;
                            applications_deleted: number;
                            /** @description Paid applications an invoice refers to, reduced to the accounting facts */
                            applications_kept: number;
                            invoices_kept: number;
                            credit_notes_kept: number;
                            sealed_contracts_kept: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `password_required` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "password_required";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected`, `wrong_password`, `fresh_sign_in_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected" | "wrong_password" | "fresh_sign_in_required";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `last_admin` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "last_admin";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiMyDataExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: string;
                            /**
                             * @description `en_attente` queued or being built, `prete` ready to download, `echec` failed (ask again)
                             * @enum {string}
                             */
                            status: "en_attente" | "prete" | "echec";
                            requested_at: string;
                            ready_at: string | null;
                            /** @description The download works once, until then (7 days after ready) */
                            expires_at: string | null;
                            size_bytes: number | null;
                            download_url: string | null;
                        } | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiMyDataExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Already asked: its status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: string;
                            /**
                             * @description `en_attente` queued or being built, `prete` ready to download, `echec` failed (ask again)
                             * @enum {string}
                             */
                            status: "en_attente" | "prete" | "echec";
                            requested_at: string;
                            ready_at: string | null;
                            /** @description The download works once, until then (7 days after ready) */
                            expires_at: string | null;
                            size_bytes: number | null;
                            download_url: string | null;
                        };
                    };
                };
            };
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: string;
                            /**
                             * @description `en_attente` queued or being built, `prete` ready to download, `echec` failed (ask again)
                             * @enum {string}
                             */
                            status: "en_attente" | "prete" | "echec";
                            requested_at: string;
                            ready_at: string | null;
                            /** @description The download works once, until then (7 days after ready) */
                            expires_at: string | null;
                            size_bytes: number | null;
                            download_url: string | null;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMyDataExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiMyDataExportId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP archive (README.txt, JSON files, PDFs, stored files) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `export_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "export_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `storage_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "storage_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMyDataExportId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP archive (README.txt, JSON files, PDFs, stored files) (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `export_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `storage_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putApiUsersIdAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    lang?: "fr" | "en";
                    /** Format: email */
                    email?: string;
                    current_password?: string;
                    new_password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountChange"];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token`, `invalid_credentials` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token" | "invalid_credentials";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected`, `recent_sign_in_required` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected" | "recent_sign_in_required";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `user_not_found`, `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "user_not_found" | "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `email_taken` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "email_taken";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiUsersIdErase: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        erased: true;
                        report: {
                            files: number;
                            actions: number;
                            readings: number;
                            applications_deleted: number;
                            /** @description Paid applications an invoice refers to, reduced to the accounting facts */
                            applications_kept: number;
                            invoices_kept: number;
                            credit_notes_kept: number;
                            sealed_contracts_kept: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `user_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "user_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `last_admin` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "last_admin";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiUsersIdProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `user_not_found`, `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "user_not_found" | "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    putApiUsersIdProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    brand?: string;
                    trade?: string;
                    bio?: string;
                    city?: string;
                    phone?: string;
                    website?: "" | string;
                    gallery?: (string)[];
                    portfolio_links?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `user_not_found`, `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "user_not_found" | "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiUsersIdProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `user_not_found`, `not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCards: {
        parameters: {
            query?: {
                /** @description Only cards of this domain (`none`: cards without one) */
                domain?: "none" | "image_de_marque" | "parcours_client" | "gamme_de_tarifs";
                /** @description Only entries with this status */
                status?: "a_faire" | "en_cours" | "validee";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        id: string;
                        slug: string;
                        title: string;
                        summary: string;
                        domain: string | null;
                        domain_label: string | null;
                        position: number;
                        /** @description The caller’s action on it; null: not started */
                        status: ("en_cours" | "validee") | null;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCards: {
        parameters: {
            query?: {
                /** @description Only cards of this domain (`none`: cards without one) */
                domain?: "none" | "image_de_marque" | "parcours_client" | "gamme_de_tarifs";
                /** @description Only entries with this status */
                status?: "a_faire" | "en_cours" | "validee";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCardsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        id: string;
                        slug: string;
                        title: string;
                        summary: string;
                        domain: string | null;
                        domain_label: string | null;
                        guide: {
                            /** @description The domain the card belongs to (the same as the card’s `domain`); null for none */
                            domain: string | null;
                            renseignements: {
                                fields: {
                                    key: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "text" | "number" | "boolean" | "tags" | "color_list";
                                    help?: string;
                                    placeholder?: string;
                                    options?: (string | {
                                        value: string;
                                        label: string;
                                    })[];
                                    required?: boolean;
                                    show_if?: {
                                        field: string;
                                        equals: string | number | boolean;
                                    };
                                    /** @description text: the limit the guide names (a counter shows) */
                                    max_length?: number;
                                    /** @description text: several lines */
                                    multiline?: boolean;
                                    min?: number;
                                    max?: number;
                                    unit?: string;
                                }[];
                            };
                            checklist: {
                                id: string;
                                label: string;
                                detail?: string;
                                requires_proof: boolean;
                                /** @description The item opens this many days after the action was started; ticking it earlier → 400 checklist_item_not_yet_open */
                                after_days?: number;
                                printable_worksheet?: boolean;
                                /** @enum {string} */
                                worksheet_section?: "observation" | "bilan";
                            }[];
                            objectif: {
                                label?: string;
                                metric_principale?: string;
                            } | null;
                            /** @description Questions and indicators of the impact readings (docs/cards.md) */
                            mesure: {
                                questions?: {
                                    metric: string;
                                    label: string;
                                    /** @enum {string} */
                                    type: "number" | "integer" | "percent" | "currency" | "boolean" | "choice";
                                    options?: (string | {
                                        value: string;
                                        label: string;
                                    })[];
                                    unit?: string;
                                    min?: number;
                                    max?: number;
                                    cadence_jours?: number;
                                    depends_on_metric?: string;
                                }[];
                                indicateurs?: {
                                    metric: string;
                                    label: string;
                                    unit?: string;
                                }[];
                            } | null;
                        };
                        comment_faire_par_etape: {
                            titre: string;
                            texte: string;
                        }[];
                        exemples_concrets: {
                            titre: string;
                            texte: string;
                        }[];
                        action: components["schemas"]["Action"] | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCardsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiParcours: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        card_count: number;
                        /** @description The caller’s run of this path; null: not started or left */
                        status: ("actif" | "termine") | null;
                        progress: {
                            done: number;
                            total: number;
                            fraction?: number;
                        };
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiParcours: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiParcoursId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        cards: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            domain: string | null;
                            /** @description The caller’s action on it; null: not started */
                            status: ("en_cours" | "validee") | null;
                        }[];
                        progress: {
                            done: number;
                            total: number;
                            fraction: number;
                        };
                        /** @description The caller’s run of this path; null: not started or left */
                        status: ("actif" | "termine") | null;
                        has_other_active: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `parcours_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "parcours_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiParcoursId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `parcours_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiParcoursIdLeave: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        cards: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            domain: string | null;
                            /** @description The caller’s action on it; null: not started */
                            status: ("en_cours" | "validee") | null;
                        }[];
                        progress: {
                            done: number;
                            total: number;
                            fraction: number;
                        };
                        /** @description The caller’s run of this path; null: not started or left */
                        status: ("actif" | "termine") | null;
                        has_other_active: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `parcours_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "parcours_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiParcoursIdStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        cards: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                            domain: string | null;
                            /** @description The caller’s action on it; null: not started */
                            status: ("en_cours" | "validee") | null;
                        }[];
                        progress: {
                            done: number;
                            total: number;
                            fraction: number;
                        };
                        /** @description The caller’s run of this path; null: not started or left */
                        status: ("actif" | "termine") | null;
                        has_other_active: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `parcours_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "parcours_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `parcours_limit` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "parcours_limit";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        user_id: string;
                        xp_total: number;
                        domains: {
                            domain: string;
                            label: string;
                            xp: number;
                            level: number;
                            progress: number;
                            xp_to_next: number;
                            next_floor: number;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiMyActions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"][];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    putApiMyActions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_id: string;
                    data?: {
                        [key: string]: unknown;
                    };
                    checklist?: {
                        [key: string]: boolean;
                    };
                    /** @enum {string} */
                    status?: "en_cours" | "validee";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        id: string;
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        card_id: string;
                        card_slug: string;
                        card_title: string;
                        domain: string | null;
                        /** @enum {string} */
                        status: "en_cours" | "validee";
                        /** @description Answers by field id (the card’s `guide.renseignements.fields` keys) */
                        data: {
                            [key: string]: unknown;
                        };
                        checklist: {
                            [key: string]: boolean;
                        };
                        /**
                         * Format: date-time
                         * @description ISO 8601 date-time
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date-time
                         */
                        updated_at: string;
                        validated_at: string | null;
                        /** @description Set when validating raised a domain level */
                        level_up: {
                            domain: string;
                            label: string;
                            level: number;
                        } | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `proof_required`, `checklist_item_not_yet_open` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "proof_required" | "checklist_item_not_yet_open";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `action_not_started`, `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "action_not_started" | "conflict";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Well formed, but the action is not complete, or an `Idempotency-Key` sent again with another request: `action_incomplete` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "action_incomplete";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiMyActions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_id: string;
                };
            };
        };
        responses: {
            /** @description Already taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Action"];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMyActions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiMyXpHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        card_id: string;
                        card_slug: string;
                        /** @description In the caller’s language */
                        card_title: string;
                        /** @description The card’s domain: `image_de_marque`, `parcours_client` or `gamme_de_tarifs` */
                        domain: string;
                        /** @description In the caller’s language */
                        domain_label: string;
                        /** @description XP gained (15 per validated action) */
                        xp: number;
                        /**
                         * Format: date-time
                         * @description When the action was validated
                         */
                        gained_at: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMyXpHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiImpactDue: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        card_id: string;
                        card_slug: string;
                        card_title: string;
                        metric: string;
                        label: string;
                        next_at: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiImpactDue: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiImpactSharing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Named (first name, figures; a money metric rounded) in other artisans’ samples */
                        show_in_samples: boolean;
                        /** @description When the artisan last answered; null: never */
                        answered_at: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    putApiImpactSharing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    show_in_samples: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Named (first name, figures; a money metric rounded) in other artisans’ samples */
                        show_in_samples: boolean;
                        /** @description When the artisan last answered; null: never */
                        answered_at: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiImpactSharing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiImpactCardId: {
        parameters: {
            query?: {
                /** @description The metric of the card’s impact questions */
                metric?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        metric: string | null;
                        series: {
                            date: string;
                            value: number;
                            note: string | null;
                        }[];
                        before: number | null;
                        after: number | null;
                        next_at: string | null;
                        followup_days: number | null;
                        metrics: {
                            metric: string;
                            label: string;
                            type: string;
                            unit: string | null;
                            /** @description A choice question’s options; null otherwise */
                            options: string[] | null;
                            /** @description Days between two readings */
                            cadence_jours: number;
                            /** @description Hidden while this yes/no metric was last answered no */
                            depends_on_metric: string | null;
                            min: number | null;
                            max: number | null;
                            last_value: number | null;
                            last_date: string | null;
                            before: number | null;
                            after: number | null;
                            next_at: string | null;
                            due: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `unknown_metric` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "unknown_metric";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `action_not_started` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "action_not_started";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiImpactCardId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: number | boolean | string;
                    /**
                     * Format: date
                     * @description The day of the reading (default today in APP_TIMEZONE); a later day than today → 400 future_date
                     * @example 2026-03-15
                     */
                    date?: string;
                    metric?: string;
                    note?: string | null;
                } | {
                    readings: {
                        value: number | boolean | string;
                        /**
                         * Format: date
                         * @description The day of the reading (default today in APP_TIMEZONE); a later day than today → 400 future_date
                         * @example 2026-03-15
                         */
                        date?: string;
                        metric?: string;
                        note?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readings: {
                            date: string;
                            value: number;
                            note: string | null;
                            metric: string;
                        }[];
                        schedule: {
                            metric: string;
                            next_at: string | null;
                            followup_days: number;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `unknown_metric`, `future_date`, `value_out_of_range` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "unknown_metric" | "future_date" | "value_out_of_range";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `action_not_started` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "action_not_started";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    deleteApiImpactCardId: {
        parameters: {
            query: {
                /** @description The metric of the card’s impact questions */
                metric?: string;
                /** @description The day of the reading to delete */
                date: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: {
                            metric: string;
                            date: string;
                        };
                        schedule: {
                            metric: string;
                            next_at: string | null;
                            followup_days: number;
                        };
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `unknown_metric` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "unknown_metric";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found`, `reading_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "card_not_found" | "reading_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiImpactCardId: {
        parameters: {
            query?: {
                /** @description The metric of the card’s impact questions */
                metric?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `unknown_metric` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused in the current state of the resource: `action_not_started` (headers only, no body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiImpactCardIdAggregate: {
        parameters: {
            query?: {
                /** @description The metric of the card’s impact questions */
                metric?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        enough: false;
                    } | {
                        /** @constant */
                        enough: true;
                        count: number;
                        avg_pct: number;
                        samples: {
                            name: string;
                            before: number;
                            after: number;
                            delta: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `unknown_metric` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "unknown_metric";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiImpactCardIdAggregate: {
        parameters: {
            query?: {
                /** @description The metric of the card’s impact questions */
                metric?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `unknown_metric` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiRemindersUnsubscribe: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A confirmation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": Blob;
                };
            };
            /** @description An invalid or expired link: a page that says so (HTML) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description An error page (HTML) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postApiRemindersUnsubscribe: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        unsubscribed: true;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_unsubscribe_token` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_unsubscribe_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiRemindersUnsubscribe: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A confirmation page (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An invalid or expired link: a page that says so (HTML) (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error page (HTML) (headers only, no body) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiActionDocuments: {
        parameters: {
            query: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        type: "action_image" | "action_document";
                        /** Format: uuid */
                        card_id: string;
                        checklist_item_id: string | null;
                        /** @enum {string} */
                        mime: "image/webp" | "application/pdf" | "application/zip";
                        size: number;
                        width: number | null;
                        height: number | null;
                        original_name: string;
                        url: string;
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `card_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "card_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiActionDocuments: {
        parameters: {
            query: {
                /** @description The card’s id or slug */
                card_id: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `card_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiActionDocumentsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "action_image" | "action_document";
                            /** Format: uuid */
                            card_id: string;
                            checklist_item_id: string | null;
                            /** @enum {string} */
                            mime: "image/webp" | "application/pdf" | "application/zip";
                            size: number;
                            width: number | null;
                            height: number | null;
                            original_name: string;
                            url: string;
                            /** Format: date-time */
                            created_at: string;
                        };
                        action: components["schemas"]["Action"];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `file_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "file_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiCardsIdWorksheetItemId: {
        parameters: {
            query?: {
                /** @description The language of the document */
                lang?: "fr" | "en";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
                /** @description The checklist item’s id */
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found`, `worksheet_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "card_not_found" | "worksheet_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `busy` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "busy";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCardsIdWorksheetItemId: {
        parameters: {
            query?: {
                /** @description The language of the document */
                lang?: "fr" | "en";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
                /** @description The checklist item’s id */
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `card_not_found`, `worksheet_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `busy` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiFilesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored bytes: photos as WebP (inline), documents as PDF or ZIP (attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": Blob;
                    "application/pdf": Blob;
                    "application/zip": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `file_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "file_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiFilesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored bytes: photos as WebP (inline), documents as PDF or ZIP (attachment) (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `file_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description `candidature` needs no session; `gallery` any session; the action types a member
                     * @enum {string}
                     */
                    type: "action_image" | "action_document" | "candidature" | "gallery";
                    /**
                     * Format: binary
                     * @description The file: a photo (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MiB) or, for `action_document`, a PDF or ZIP (25 MiB)
                     */
                    file: Blob;
                    /** @description Required for action_image / action_document (card id or slug); refused for the others */
                    card_id?: string;
                    /** @description Action types only: the checklist item this file proves */
                    checklist_item_id?: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description UUID
                         */
                        id: string;
                        /**
                         * @description The stored type: a photo sent as action_document is recorded as action_image
                         * @enum {string}
                         */
                        type: "action_image" | "action_document" | "candidature" | "gallery";
                        card_id: string | null;
                        checklist_item_id: string | null;
                        /** @enum {string} */
                        mime: "image/webp" | "application/pdf" | "application/zip";
                        /** @description Stored bytes */
                        size: number;
                        width: number | null;
                        height: number | null;
                        original_name: string;
                        /** @description /api/files/{id}: the private URL (session checked) */
                        url: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date-time
                         */
                        created_at: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_multipart`, `file_missing`, `empty_file` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_multipart" | "file_missing" | "empty_file";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `card_not_found`, `checklist_item_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "card_not_found" | "checklist_item_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `gallery_full` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "gallery_full";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `file_too_large`, `image_too_many_pixels` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "image_too_many_pixels";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type`, `unsupported_file_type`, `heic_not_supported`, `unreadable_image`, `encrypted_pdf`, `unsafe_archive` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type" | "unsupported_file_type" | "heic_not_supported" | "unreadable_image" | "encrypted_pdf" | "unsafe_archive";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiCollaborationContract: {
        parameters: {
            query: {
                /** @description The match (collaboration) id */
                match_id: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        match_id: string;
                        /** @enum {string} */
                        role: "demandeur" | "partenaire";
                        /** @description Answers by question (decisions §8) */
                        answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        };
                        partner_answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        } | null;
                        submitted: boolean;
                        submitted_at: string | null;
                        both_submitted: boolean;
                        finalized: boolean;
                        finalized_at: string | null;
                        contract_text: string | null;
                        contract_hash: string | null;
                        contract_lang: ("fr" | "en") | null;
                        flags: {
                            /** @enum {string} */
                            type: "conflict" | "risk";
                            key: string;
                            message: string;
                        }[];
                        parties: {
                            demandeur: {
                                name: string;
                                brand: string | null;
                            };
                            partenaire: {
                                name: string;
                                brand: string | null;
                            };
                        } | null;
                        signatures: {
                            demandeur: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                            partenaire: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                        };
                        awaiting_signature_from: ("demandeur" | "partenaire")[];
                        sealed: boolean;
                        sealed_at: string | null;
                        pdf_sha256: string | null;
                        certificate_fingerprint: string | null;
                        closed: boolean;
                        closed_at: string | null;
                        closed_by: ("demandeur" | "partenaire") | null;
                        audit: {
                            at: string;
                            /** @enum {string} */
                            kind: "answers_submitted" | "contract_locked" | "signed" | "sealed" | "closed";
                            party: ("demandeur" | "partenaire") | null;
                            conflicts?: string[];
                            sha256?: string;
                            certificate_fingerprint?: string;
                            typed_name?: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    putApiCollaborationContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: string;
                    /** @description Answers by question (decisions §8); a submission (no `draft`) must answer all 16 */
                    answers: {
                        objet?: string | null;
                        livrables?: string | null;
                        charge_pct?: number | null;
                        revenue_pct?: number | null;
                        frais?: ("au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire") | null;
                        facturation?: ("demandeur" | "partenaire" | "chacun") | null;
                        interlocuteur?: ("demandeur" | "partenaire" | "les_deux") | null;
                        delai_paiement?: number | null;
                        propriete?: ("demandeur" | "partenaire" | "les_deux") | null;
                        portfolio?: ("les_deux" | "demandeur" | "partenaire" | "aucun") | null;
                        priorite_futur?: ("demandeur" | "partenaire" | "les_deux" | "aucune") | null;
                        alea?: ("renegociation" | "report" | "partage_des_pertes") | null;
                        resiliation?: ("preavis_15_jours" | "preavis_30_jours" | "accord_mutuel") | null;
                        assurance_rc_pro?: boolean | null;
                        duree?: ("projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois") | null;
                        date_debut?: string | null;
                    };
                    draft?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        match_id: string;
                        /** @enum {string} */
                        role: "demandeur" | "partenaire";
                        /** @description Answers by question (decisions §8) */
                        answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        };
                        partner_answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        } | null;
                        submitted: boolean;
                        submitted_at: string | null;
                        both_submitted: boolean;
                        finalized: boolean;
                        finalized_at: string | null;
                        contract_text: string | null;
                        contract_hash: string | null;
                        contract_lang: ("fr" | "en") | null;
                        flags: {
                            /** @enum {string} */
                            type: "conflict" | "risk";
                            key: string;
                            message: string;
                        }[];
                        parties: {
                            demandeur: {
                                name: string;
                                brand: string | null;
                            };
                            partenaire: {
                                name: string;
                                brand: string | null;
                            };
                        } | null;
                        signatures: {
                            demandeur: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                            partenaire: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                        };
                        awaiting_signature_from: ("demandeur" | "partenaire")[];
                        sealed: boolean;
                        sealed_at: string | null;
                        pdf_sha256: string | null;
                        certificate_fingerprint: string | null;
                        closed: boolean;
                        closed_at: string | null;
                        closed_by: ("demandeur" | "partenaire") | null;
                        audit: {
                            at: string;
                            /** @enum {string} */
                            kind: "answers_submitted" | "contract_locked" | "signed" | "sealed" | "closed";
                            party: ("demandeur" | "partenaire") | null;
                            conflicts?: string[];
                            sha256?: string;
                            certificate_fingerprint?: string;
                            typed_name?: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `answers_already_submitted`, `contract_locked` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "answers_already_submitted" | "contract_locked";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationContract: {
        parameters: {
            query: {
                /** @description The match (collaboration) id */
                match_id: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCollaborationContractClose: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        match_id: string;
                        /** @enum {string} */
                        role: "demandeur" | "partenaire";
                        /** @description Answers by question (decisions §8) */
                        answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        };
                        partner_answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        } | null;
                        submitted: boolean;
                        submitted_at: string | null;
                        both_submitted: boolean;
                        finalized: boolean;
                        finalized_at: string | null;
                        contract_text: string | null;
                        contract_hash: string | null;
                        contract_lang: ("fr" | "en") | null;
                        flags: {
                            /** @enum {string} */
                            type: "conflict" | "risk";
                            key: string;
                            message: string;
                        }[];
                        parties: {
                            demandeur: {
                                name: string;
                                brand: string | null;
                            };
                            partenaire: {
                                name: string;
                                brand: string | null;
                            };
                        } | null;
                        signatures: {
                            demandeur: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                            partenaire: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                        };
                        awaiting_signature_from: ("demandeur" | "partenaire")[];
                        sealed: boolean;
                        sealed_at: string | null;
                        pdf_sha256: string | null;
                        certificate_fingerprint: string | null;
                        closed: boolean;
                        closed_at: string | null;
                        closed_by: ("demandeur" | "partenaire") | null;
                        audit: {
                            at: string;
                            /** @enum {string} */
                            kind: "answers_submitted" | "contract_locked" | "signed" | "sealed" | "closed";
                            party: ("demandeur" | "partenaire") | null;
                            conflicts?: string[];
                            sha256?: string;
                            certificate_fingerprint?: string;
                            typed_name?: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `contract_not_finalized`, `collaboration_closed`, `contract_sealed`, `contract_already_signed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "contract_not_finalized" | "collaboration_closed" | "contract_sealed" | "contract_already_signed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiCollaborationContractPdf: {
        parameters: {
            query: {
                /** @description The match (collaboration) id */
                match_id: string;
                /** @description `1`: as an attachment (`Content-Disposition: attachment`) */
                download?: "0" | "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `contract_not_finalized` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "contract_not_finalized";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `contract_pdf_unavailable`, `busy` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "contract_pdf_unavailable" | "busy";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationContractPdf: {
        parameters: {
            query: {
                /** @description The match (collaboration) id */
                match_id: string;
                /** @description `1`: as an attachment (`Content-Disposition: attachment`) */
                download?: "0" | "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused in the current state of the resource: `contract_not_finalized` (headers only, no body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `contract_pdf_unavailable`, `busy` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCollaborationContractSign: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: string;
                    full_name: string;
                    /** @constant */
                    accept: true;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        match_id: string;
                        /** @enum {string} */
                        role: "demandeur" | "partenaire";
                        /** @description Answers by question (decisions §8) */
                        answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        };
                        partner_answers: {
                            /** @description Text, several lines allowed */
                            objet?: string;
                            /** @description Text, several lines allowed */
                            livrables?: string;
                            /** @description Percent */
                            charge_pct?: number;
                            /** @description Percent */
                            revenue_pct?: number;
                            /** @enum {string} */
                            frais?: "au_prorata" | "chacun_les_siens" | "demandeur" | "partenaire";
                            /** @enum {string} */
                            facturation?: "demandeur" | "partenaire" | "chacun";
                            /** @enum {string} */
                            interlocuteur?: "demandeur" | "partenaire" | "les_deux";
                            /** @description Days */
                            delai_paiement?: number;
                            /** @enum {string} */
                            propriete?: "demandeur" | "partenaire" | "les_deux";
                            /** @enum {string} */
                            portfolio?: "les_deux" | "demandeur" | "partenaire" | "aucun";
                            /** @enum {string} */
                            priorite_futur?: "demandeur" | "partenaire" | "les_deux" | "aucune";
                            /** @enum {string} */
                            alea?: "renegociation" | "report" | "partage_des_pertes";
                            /** @enum {string} */
                            resiliation?: "preavis_15_jours" | "preavis_30_jours" | "accord_mutuel";
                            assurance_rc_pro?: boolean;
                            /** @enum {string} */
                            duree?: "projet" | "1_mois" | "3_mois" | "6_mois" | "12_mois";
                            /**
                             * Format: date
                             * @description A calendar day from 2000-01-01 to 2100-12-31
                             */
                            date_debut?: string;
                        } | null;
                        submitted: boolean;
                        submitted_at: string | null;
                        both_submitted: boolean;
                        finalized: boolean;
                        finalized_at: string | null;
                        contract_text: string | null;
                        contract_hash: string | null;
                        contract_lang: ("fr" | "en") | null;
                        flags: {
                            /** @enum {string} */
                            type: "conflict" | "risk";
                            key: string;
                            message: string;
                        }[];
                        parties: {
                            demandeur: {
                                name: string;
                                brand: string | null;
                            };
                            partenaire: {
                                name: string;
                                brand: string | null;
                            };
                        } | null;
                        signatures: {
                            demandeur: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                            partenaire: {
                                typed_name: string;
                                signed_at: string;
                            } | null;
                        };
                        awaiting_signature_from: ("demandeur" | "partenaire")[];
                        sealed: boolean;
                        sealed_at: string | null;
                        pdf_sha256: string | null;
                        certificate_fingerprint: string | null;
                        closed: boolean;
                        closed_at: string | null;
                        closed_by: ("demandeur" | "partenaire") | null;
                        audit: {
                            at: string;
                            /** @enum {string} */
                            kind: "answers_submitted" | "contract_locked" | "signed" | "sealed" | "closed";
                            party: ("demandeur" | "partenaire") | null;
                            conflicts?: string[];
                            sha256?: string;
                            certificate_fingerprint?: string;
                            typed_name?: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `signature_name_mismatch` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "signature_name_mismatch";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `contract_not_finalized`, `contract_already_signed`, `collaboration_closed`, `contract_sealed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "contract_not_finalized" | "contract_already_signed" | "collaboration_closed" | "contract_sealed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiCollaborationContractVerify: {
        parameters: {
            query?: {
                /** @description The match (collaboration) id */
                match_id?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: string;
                    text: string;
                };
                "application/pdf": Blob;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        match: boolean;
                        /** @enum {string} */
                        reason: "identical" | "appended_changes" | "other_copy" | "unsigned_copy" | "not_sealed_by_atelier" | "same_text" | "text_differs";
                        message: string;
                        computed_hash: string;
                        expected_hash: string;
                        contract_hash: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_pdf`, `empty_file` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "invalid_pdf" | "empty_file";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `contract_not_finalized`, `contract_not_sealed`, `collaboration_closed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "contract_not_finalized" | "contract_not_sealed" | "collaboration_closed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `contract_pdf_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "contract_pdf_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiCollaborationMatches: {
        parameters: {
            query?: {
                /** @description Only the caller’s own */
                mine?: "1" | "true";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        request_id: string;
                        request_title: string;
                        /** Format: uuid */
                        reply_id: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * @description The caller’s side: demandeur (author of the request) or partenaire (the replier)
                         * @enum {string}
                         */
                        role: "demandeur" | "partenaire";
                        requester: {
                            first_name: string;
                            trade: string;
                        };
                        partner: {
                            first_name: string;
                            trade: string;
                        };
                        /** @enum {string} */
                        status: "a_remplir" | "en_attente" | "desaccord" | "a_signer" | "attente_signature" | "scelle" | "close";
                        answered: number;
                        submitted: boolean;
                        finalized_at: string | null;
                        contract_hash: string | null;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiCollaborationMatches: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply_id: string;
                };
            };
        };
        responses: {
            /** @description Already matched */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        request_id: string;
                        request_title: string;
                        /** Format: uuid */
                        reply_id: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * @description The caller’s side: demandeur (author of the request) or partenaire (the replier)
                         * @enum {string}
                         */
                        role: "demandeur" | "partenaire";
                        requester: {
                            first_name: string;
                            trade: string;
                        };
                        partner: {
                            first_name: string;
                            trade: string;
                        };
                        /** @enum {string} */
                        status: "a_remplir" | "en_attente" | "desaccord" | "a_signer" | "attente_signature" | "scelle" | "close";
                        answered: number;
                        submitted: boolean;
                        finalized_at: string | null;
                        contract_hash: string | null;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        request_id: string;
                        request_title: string;
                        /** Format: uuid */
                        reply_id: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * @description The caller’s side: demandeur (author of the request) or partenaire (the replier)
                         * @enum {string}
                         */
                        role: "demandeur" | "partenaire";
                        requester: {
                            first_name: string;
                            trade: string;
                        };
                        partner: {
                            first_name: string;
                            trade: string;
                        };
                        /** @enum {string} */
                        status: "a_remplir" | "en_attente" | "desaccord" | "a_signer" | "attente_signature" | "scelle" | "close";
                        answered: number;
                        submitted: boolean;
                        finalized_at: string | null;
                        contract_hash: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected`, `not_request_author` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected" | "not_request_author";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `reply_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "reply_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationMatches: {
        parameters: {
            query?: {
                /** @description Only the caller’s own */
                mine?: "1" | "true";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCollaborationMatchesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        request_id: string;
                        request_title: string;
                        /** Format: uuid */
                        reply_id: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * @description The caller’s side: demandeur (author of the request) or partenaire (the replier)
                         * @enum {string}
                         */
                        role: "demandeur" | "partenaire";
                        requester: {
                            first_name: string;
                            trade: string;
                        };
                        partner: {
                            first_name: string;
                            trade: string;
                        };
                        /** @enum {string} */
                        status: "a_remplir" | "en_attente" | "desaccord" | "a_signer" | "attente_signature" | "scelle" | "close";
                        answered: number;
                        submitted: boolean;
                        finalized_at: string | null;
                        contract_hash: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "match_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationMatchesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `match_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCollaborationReplies: {
        parameters: {
            query?: {
                /** @description The collaboration request id */
                request_id?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        request_id: string;
                        request_title: string;
                        message: string;
                        /** Format: date-time */
                        created_at: string;
                        author: {
                            first_name: string;
                            trade: string;
                        };
                        mine: boolean;
                        match_id: string | null;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `not_request_author` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "not_request_author";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `request_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiCollaborationReplies: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_id: string;
                    /** @description 2000 characters at most, counted after trimming; line breaks kept */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        request_id: string;
                        request_title: string;
                        message: string;
                        /** Format: date-time */
                        created_at: string;
                        author: {
                            first_name: string;
                            trade: string;
                        };
                        mine: boolean;
                        match_id: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected`, `cannot_reply_to_own_request` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected" | "cannot_reply_to_own_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `request_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `request_closed`, `already_replied` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_closed" | "already_replied";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationReplies: {
        parameters: {
            query?: {
                /** @description The collaboration request id */
                request_id?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden`, `not_request_author` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `request_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCollaborationRequests: {
        parameters: {
            query?: {
                /** @description Only the caller’s own */
                mine?: "1" | "true";
                /** @description How many entries at most */
                limit?: number;
                /** @description Cursor: only entries older than this id (the last one of the previous page) */
                before?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        status: "ouverte" | "fermee";
                        /** Format: date-time */
                        created_at: string;
                        closed_at: string | null;
                        author: {
                            first_name: string;
                            trade: string;
                        };
                        mine: boolean;
                        my_reply_id: string | null;
                        reply_count: number | null;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `request_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiCollaborationRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 120 characters at most, counted after trimming */
                    title: string;
                    /** @description 2000 characters at most, counted after trimming; line breaks kept */
                    description: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        status: "ouverte" | "fermee";
                        /** Format: date-time */
                        created_at: string;
                        closed_at: string | null;
                        author: {
                            first_name: string;
                            trade: string;
                        };
                        mine: boolean;
                        my_reply_id: string | null;
                        reply_count: number | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationRequests: {
        parameters: {
            query?: {
                /** @description Only the caller’s own */
                mine?: "1" | "true";
                /** @description How many entries at most */
                limit?: number;
                /** @description Cursor: only entries older than this id (the last one of the previous page) */
                before?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `request_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCollaborationRequestsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        status: "ouverte" | "fermee";
                        /** Format: date-time */
                        created_at: string;
                        closed_at: string | null;
                        author: {
                            first_name: string;
                            trade: string;
                        };
                        mine: boolean;
                        my_reply_id: string | null;
                        reply_count: number | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `request_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "request_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCollaborationRequestsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `request_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchApiCollaborationRequestsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "ouverte" | "fermee";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        status: "ouverte" | "fermee";
                        /** Format: date-time */
                        created_at: string;
                        closed_at: string | null;
                        author: {
                            first_name: string;
                            trade: string;
                        };
                        mine: boolean;
                        my_reply_id: string | null;
                        reply_count: number | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected`, `not_request_author` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected" | "not_request_author";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `request_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "request_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiContractVerifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": Blob;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        match: boolean;
                        /** @enum {string} */
                        reason: "identical" | "appended_changes" | "other_copy" | "unsigned_copy" | "not_sealed_by_atelier" | "same_text" | "text_differs";
                        message: string;
                        computed_hash: string;
                        contract: {
                            /** Format: uuid */
                            reference: string;
                            sealed_at: string;
                            /** @enum {string} */
                            lang: "fr" | "en";
                            parties: {
                                /** @enum {string} */
                                role: "demandeur" | "partenaire";
                                name: string;
                                brand: string | null;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_pdf`, `empty_file` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_pdf" | "empty_file";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `contract_pdf_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "contract_pdf_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All unread notices (the list shows at most 50) */
                        unread: number;
                        notices: {
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description The settings switch it falls under
                             * @enum {string}
                             */
                            kind: "reply" | "match" | "answers" | "contract";
                            /** @enum {string} */
                            event: "reply_received" | "match_created" | "answers_submitted" | "contract_signed" | "contract_sealed";
                            /** @description ISO 8601 */
                            created_at: string;
                            /** @description In the caller’s language */
                            title: string;
                            body: string;
                            /** @description The page to act on (a path of this site) */
                            url: string;
                            match_id: string | null;
                            request_id: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                } | {
                    /** @constant */
                    all: true;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Notices that were unread and are now read */
                        marked: number;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiNotificationsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reply: boolean;
                        match: boolean;
                        answers: boolean;
                        contract: boolean;
                        /** @description The impact reminder emails (decision 061) */
                        reminders: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    putApiNotificationsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reply?: boolean;
                    match?: boolean;
                    answers?: boolean;
                    contract?: boolean;
                    /** @description The impact reminder emails (decision 003) */
                    reminders?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reply: boolean;
                        match: boolean;
                        answers: boolean;
                        contract: boolean;
                        /** @description The impact reminder emails (decision 061) */
                        reminders: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiNotificationsSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiNotificationsUnsubscribe: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A confirmation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": Blob;
                };
            };
            /** @description An invalid or expired link: a page that says so (HTML) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description An error page (HTML) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postApiNotificationsUnsubscribe: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        unsubscribed: true;
                        /** @enum {string} */
                        kind: "reply" | "match" | "answers" | "contract";
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_unsubscribe_token` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_unsubscribe_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiNotificationsUnsubscribe: {
        parameters: {
            query: {
                /** @description The token from the email link */
                token: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A confirmation page (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An invalid or expired link: a page that says so (HTML) (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An error page (HTML) (headers only, no body) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCandidatures: {
        parameters: {
            query?: {
                /** @description Only applications with this payment status */
                payment_status?: "en_attente" | "paye";
                /** @description Only applications whose balance is in this state: `demande` (requested, not paid yet) or `paye` */
                balance_status?: "demande" | "paye";
                /** @description Only entries with this status */
                status?: "validee" | "refusee" | "retiree";
                /** @description Search text (name, email, brand) */
                q?: string;
                /** @description How many entries at most */
                limit?: number;
                /** @description How many entries to skip */
                offset?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            user_id: string;
                            first_name: string;
                            last_name: string;
                            email: string;
                            brand: string;
                            trade: string;
                            /** @description The application’s photos (upload ids); see `photo_files` on the staff detail */
                            photos: string[];
                            links: string[];
                            priority_need: string;
                            /** @description Monthly revenue the applicant stated (euros) */
                            monthly_revenue: number;
                            objective: string;
                            already_tried: string;
                            formula: string;
                            formula_price_cents: number;
                            deposit_percent: number;
                            deposit_cents: number;
                            currency: string;
                            status: string;
                            payment_status: string;
                            payment_provider: string | null;
                            payment_reference: string | null;
                            paid_at: string | null;
                            invoice_number: string | null;
                            /** @description `demande` (requested, not paid yet), `paye`, or null before it was requested */
                            balance_status: string | null;
                            balance_cents: number | null;
                            balance_requested_at: string | null;
                            balance_paid_at: string | null;
                            /** @description The language of the form (fr or en) */
                            lang: string;
                            /** @description Where the applicant came from (a landing’s slug), when known */
                            source: string | null;
                            /** @description Staff views: the member’s account was erased; only the invoice data is kept (decision 026) */
                            account_deleted?: boolean;
                            /** @description Staff list: the buyer named on the deposit invoice (kept when the account is erased) */
                            invoice_buyer_name?: string | null;
                            /** @description The buyer’s postal address, printed on the invoices; null for applications sent before it was asked */
                            billing_address: {
                                street: string;
                                postal_code: string;
                                city: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                            } | null;
                            /** @description The business invoiced (decision 036); null for a private person */
                            buyer_business: {
                                name: string;
                                siren: string | null;
                                vat_number: string | null;
                            } | null;
                            /** @description The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked */
                            vat_regime: ("fr" | "franchise" | "reverse_charge" | "out_of_scope") | null;
                            /** @description The VIES consultation of an EU business’s VAT number (decision 049); null when none was made (private person, France, outside the EU, or before it existed) */
                            vies_check?: {
                                /**
                                 * @description valid: VIES confirmed the number, reverse charge applies; unavailable: VIES did not answer, French VAT applies (invalid is refused with 400, never stored)
                                 * @enum {string}
                                 */
                                status: "valid" | "invalid" | "unavailable";
                                /** @description ISO 8601: when VIES was consulted */
                                checked_at: string;
                                /** @description VIES’s consultation number (given when the seller’s VAT number is set): the proof kept for an audit */
                                request_id: string | null;
                                /** @description The name VIES has for the number (null when its member state does not disclose it) */
                                name: string | null;
                                address: string | null;
                            } | null;
                            /** @description The CGV version accepted; null before acceptance was asked */
                            cgv_version: string | null;
                            cgv_accepted_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        total: number;
                        limit: number;
                        offset: number;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiCandidatures: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    /** Format: email */
                    email: string;
                    brand: string;
                    trade: string;
                    photos?: string[];
                    links?: string[];
                    /** @enum {string} */
                    priority_need: "image_de_marque" | "parcours_client" | "gamme_de_tarifs";
                    monthly_revenue: number;
                    objective: string;
                    /** @default  */
                    already_tried?: string;
                    /** @enum {string} */
                    formula: "essentiel" | "premium";
                    /** @enum {string} */
                    lang?: "fr" | "en";
                    source?: string;
                    billing_address: {
                        street: string;
                        postal_code: string;
                        city: string;
                        /** @enum {string} */
                        country: "FR" | "BE" | "CH" | "LU" | "MC" | "DE" | "AT" | "BG" | "CY" | "HR" | "DK" | "ES" | "EE" | "FI" | "GR" | "HU" | "IE" | "IT" | "LV" | "LT" | "MT" | "NL" | "PL" | "PT" | "CZ" | "RO" | "SK" | "SI" | "SE" | "IS" | "LI" | "NO" | "GB" | "CA" | "US";
                    };
                    /** @description Absent or null for a private person. A business in France or Monaco pays French VAT; elsewhere in the EU, reverse charge; outside the EU, out of scope (art. 259-1 CGI): those two pay the price excluding VAT */
                    buyer_business?: {
                        /** @description The company’s legal name, printed as the buyer */
                        name: string;
                        /** @description France only, required there: 9 digits (Luhn checked, not all zeros), or a SIRET (14 digits) stored as its SIREN; spaces allowed */
                        siren?: string;
                        /** @description Required elsewhere in the EU (the country’s prefix, format and check digits), then confirmed by VIES before reverse charge (decision 049); optional in France and Monaco (FR…, its key must match the SIREN) and outside the EU (its tax number) */
                        vat_number?: string;
                    } | null;
                    /**
                     * @description Acceptance of the CGV (/cgv): exactly true; anything else, or nothing, is 400 cgv_not_accepted
                     * @constant
                     */
                    accept_cgv?: true;
                    /** @description The CGV version the person accepted (shown on /cgv); when sent, must be the one in force */
                    cgv_version?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        user_id: string;
                        first_name: string;
                        last_name: string;
                        email: string;
                        brand: string;
                        trade: string;
                        /** @description The application’s photos (upload ids); see `photo_files` on the staff detail */
                        photos: string[];
                        links: string[];
                        priority_need: string;
                        /** @description Monthly revenue the applicant stated (euros) */
                        monthly_revenue: number;
                        objective: string;
                        already_tried: string;
                        formula: string;
                        formula_price_cents: number;
                        deposit_percent: number;
                        deposit_cents: number;
                        currency: string;
                        status: string;
                        payment_status: string;
                        payment_provider: string | null;
                        payment_reference: string | null;
                        paid_at: string | null;
                        invoice_number: string | null;
                        /** @description `demande` (requested, not paid yet), `paye`, or null before it was requested */
                        balance_status: string | null;
                        balance_cents: number | null;
                        balance_requested_at: string | null;
                        balance_paid_at: string | null;
                        /** @description The language of the form (fr or en) */
                        lang: string;
                        /** @description Where the applicant came from (a landing’s slug), when known */
                        source: string | null;
                        /** @description Staff views: the member’s account was erased; only the invoice data is kept (decision 026) */
                        account_deleted?: boolean;
                        /** @description Staff list: the buyer named on the deposit invoice (kept when the account is erased) */
                        invoice_buyer_name?: string | null;
                        /** @description The buyer’s postal address, printed on the invoices; null for applications sent before it was asked */
                        billing_address: {
                            street: string;
                            postal_code: string;
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                        } | null;
                        /** @description The business invoiced (decision 036); null for a private person */
                        buyer_business: {
                            name: string;
                            siren: string | null;
                            vat_number: string | null;
                        } | null;
                        /** @description The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked */
                        vat_regime: ("fr" | "franchise" | "reverse_charge" | "out_of_scope") | null;
                        /** @description The VIES consultation of an EU business’s VAT number (decision 049); null when none was made (private person, France, outside the EU, or before it existed) */
                        vies_check?: {
                            /**
                             * @description valid: VIES confirmed the number, reverse charge applies; unavailable: VIES did not answer, French VAT applies (invalid is refused with 400, never stored)
                             * @enum {string}
                             */
                            status: "valid" | "invalid" | "unavailable";
                            /** @description ISO 8601: when VIES was consulted */
                            checked_at: string;
                            /** @description VIES’s consultation number (given when the seller’s VAT number is set): the proof kept for an audit */
                            request_id: string | null;
                            /** @description The name VIES has for the number (null when its member state does not disclose it) */
                            name: string | null;
                            address: string | null;
                        } | null;
                        /** @description The CGV version accepted; null before acceptance was asked */
                        cgv_version: string | null;
                        cgv_accepted_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        token?: string;
                        user?: components["schemas"]["User"];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `cgv_not_accepted` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "cgv_not_accepted";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `account_exists`, `already_member`, `application_pending` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "account_exists" | "already_member" | "application_pending";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCandidatures: {
        parameters: {
            query?: {
                /** @description Only applications with this payment status */
                payment_status?: "en_attente" | "paye";
                /** @description Only applications whose balance is in this state: `demande` (requested, not paid yet) or `paye` */
                balance_status?: "demande" | "paye";
                /** @description Only entries with this status */
                status?: "validee" | "refusee" | "retiree";
                /** @description Search text (name, email, brand) */
                q?: string;
                /** @description How many entries at most */
                limit?: number;
                /** @description How many entries to skip */
                offset?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCandidaturesMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        user_id: string;
                        first_name: string;
                        last_name: string;
                        email: string;
                        brand: string;
                        trade: string;
                        /** @description The application’s photos (upload ids); see `photo_files` on the staff detail */
                        photos: string[];
                        links: string[];
                        priority_need: string;
                        /** @description Monthly revenue the applicant stated (euros) */
                        monthly_revenue: number;
                        objective: string;
                        already_tried: string;
                        formula: string;
                        formula_price_cents: number;
                        deposit_percent: number;
                        deposit_cents: number;
                        currency: string;
                        status: string;
                        payment_status: string;
                        payment_provider: string | null;
                        payment_reference: string | null;
                        paid_at: string | null;
                        invoice_number: string | null;
                        /** @description `demande` (requested, not paid yet), `paye`, or null before it was requested */
                        balance_status: string | null;
                        balance_cents: number | null;
                        balance_requested_at: string | null;
                        balance_paid_at: string | null;
                        /** @description The language of the form (fr or en) */
                        lang: string;
                        /** @description Where the applicant came from (a landing’s slug), when known */
                        source: string | null;
                        /** @description Staff views: the member’s account was erased; only the invoice data is kept (decision 026) */
                        account_deleted?: boolean;
                        /** @description Staff list: the buyer named on the deposit invoice (kept when the account is erased) */
                        invoice_buyer_name?: string | null;
                        /** @description The buyer’s postal address, printed on the invoices; null for applications sent before it was asked */
                        billing_address: {
                            street: string;
                            postal_code: string;
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                        } | null;
                        /** @description The business invoiced (decision 036); null for a private person */
                        buyer_business: {
                            name: string;
                            siren: string | null;
                            vat_number: string | null;
                        } | null;
                        /** @description The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked */
                        vat_regime: ("fr" | "franchise" | "reverse_charge" | "out_of_scope") | null;
                        /** @description The VIES consultation of an EU business’s VAT number (decision 049); null when none was made (private person, France, outside the EU, or before it existed) */
                        vies_check?: {
                            /**
                             * @description valid: VIES confirmed the number, reverse charge applies; unavailable: VIES did not answer, French VAT applies (invalid is refused with 400, never stored)
                             * @enum {string}
                             */
                            status: "valid" | "invalid" | "unavailable";
                            /** @description ISO 8601: when VIES was consulted */
                            checked_at: string;
                            /** @description VIES’s consultation number (given when the seller’s VAT number is set): the proof kept for an audit */
                            request_id: string | null;
                            /** @description The name VIES has for the number (null when its member state does not disclose it) */
                            name: string | null;
                            address: string | null;
                        } | null;
                        /** @description The CGV version accepted; null before acceptance was asked */
                        cgv_version: string | null;
                        cgv_accepted_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } | null;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCandidaturesMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCandidaturesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        user_id: string;
                        first_name: string;
                        last_name: string;
                        email: string;
                        brand: string;
                        trade: string;
                        /** @description The application’s photos (upload ids); see `photo_files` on the staff detail */
                        photos: string[];
                        links: string[];
                        priority_need: string;
                        /** @description Monthly revenue the applicant stated (euros) */
                        monthly_revenue: number;
                        objective: string;
                        already_tried: string;
                        formula: string;
                        formula_price_cents: number;
                        deposit_percent: number;
                        deposit_cents: number;
                        currency: string;
                        status: string;
                        payment_status: string;
                        payment_provider: string | null;
                        payment_reference: string | null;
                        paid_at: string | null;
                        invoice_number: string | null;
                        /** @description `demande` (requested, not paid yet), `paye`, or null before it was requested */
                        balance_status: string | null;
                        balance_cents: number | null;
                        balance_requested_at: string | null;
                        balance_paid_at: string | null;
                        /** @description The language of the form (fr or en) */
                        lang: string;
                        /** @description Where the applicant came from (a landing’s slug), when known */
                        source: string | null;
                        /** @description Staff views: the member’s account was erased; only the invoice data is kept (decision 026) */
                        account_deleted?: boolean;
                        /** @description Staff list: the buyer named on the deposit invoice (kept when the account is erased) */
                        invoice_buyer_name?: string | null;
                        /** @description The buyer’s postal address, printed on the invoices; null for applications sent before it was asked */
                        billing_address: {
                            street: string;
                            postal_code: string;
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                        } | null;
                        /** @description The business invoiced (decision 036); null for a private person */
                        buyer_business: {
                            name: string;
                            siren: string | null;
                            vat_number: string | null;
                        } | null;
                        /** @description The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked */
                        vat_regime: ("fr" | "franchise" | "reverse_charge" | "out_of_scope") | null;
                        /** @description The VIES consultation of an EU business’s VAT number (decision 049); null when none was made (private person, France, outside the EU, or before it existed) */
                        vies_check?: {
                            /**
                             * @description valid: VIES confirmed the number, reverse charge applies; unavailable: VIES did not answer, French VAT applies (invalid is refused with 400, never stored)
                             * @enum {string}
                             */
                            status: "valid" | "invalid" | "unavailable";
                            /** @description ISO 8601: when VIES was consulted */
                            checked_at: string;
                            /** @description VIES’s consultation number (given when the seller’s VAT number is set): the proof kept for an audit */
                            request_id: string | null;
                            /** @description The name VIES has for the number (null when its member state does not disclose it) */
                            name: string | null;
                            address: string | null;
                        } | null;
                        /** @description The CGV version accepted; null before acceptance was asked */
                        cgv_version: string | null;
                        cgv_accepted_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        photo_files: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            mime: string;
                            width: number | null;
                            height: number | null;
                            size_bytes: number;
                        }[];
                        invoices: {
                            /** Format: uuid */
                            id: string;
                            /** @description F-YYYY-NNNNNN */
                            number: string;
                            /** @description `acompte` (deposit) or `solde` (final invoice) */
                            kind: string;
                            /** Format: uuid */
                            candidature_id: string;
                            /** Format: uuid */
                            user_id: string;
                            /** Format: date */
                            issued_on: string;
                            /** Format: date-time */
                            issued_at: string;
                            formula: string;
                            description: string;
                            amount_excl_tax_cents: number;
                            /** @description VAT rate in basis points (2000 = 20 %); null when no VAT is charged */
                            vat_rate_bp: number | null;
                            vat_cents: number;
                            amount_incl_tax_cents: number;
                            currency: string;
                            payment_provider: string;
                            /** @description The buyer as printed on the document (decisions 027, 036) */
                            buyer: {
                                name?: string;
                                brand?: string;
                                email?: string;
                                city?: string | null;
                                address?: {
                                    street: string;
                                    postal_code: string;
                                    city: string;
                                    /** @description ISO 3166-1 alpha-2 */
                                    country: string;
                                } | null;
                                business?: {
                                    name: string;
                                    siren?: string | null;
                                    vat_number?: string | null;
                                } | null;
                            };
                            url: string;
                        }[];
                        credit_notes: {
                            /** Format: uuid */
                            id: string;
                            /** @description A-YYYY-NNNNNN */
                            number: string;
                            /** @constant */
                            kind: "avoir";
                            /** @description The invoice it credits */
                            invoice_number: string;
                            /** Format: uuid */
                            candidature_id: string;
                            /** Format: uuid */
                            user_id: string;
                            /** Format: date */
                            issued_on: string;
                            /** Format: date-time */
                            issued_at: string;
                            formula: string;
                            description: string;
                            /** @description Why the staff refunded (may be empty) */
                            reason: string;
                            amount_excl_tax_cents: number;
                            vat_rate_bp: number | null;
                            vat_cents: number;
                            /** @description Positive: the amount given back */
                            amount_incl_tax_cents: number;
                            currency: string;
                            payment_provider: string;
                            /** @description The provider’s refund id (Stripe `re_…`, sandbox `test_re_…`) */
                            refund_reference: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCandidaturesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCandidaturesIdPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        candidature_id: string;
                        sent_to: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `conflict`, `application_closed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "application_closed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too many requests: wait `Retry-After` seconds: `rate_limited` */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiCandidaturesIdStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "refusee" | "retiree";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        user_id: string;
                        first_name: string;
                        last_name: string;
                        email: string;
                        brand: string;
                        trade: string;
                        /** @description The application’s photos (upload ids); see `photo_files` on the staff detail */
                        photos: string[];
                        links: string[];
                        priority_need: string;
                        /** @description Monthly revenue the applicant stated (euros) */
                        monthly_revenue: number;
                        objective: string;
                        already_tried: string;
                        formula: string;
                        formula_price_cents: number;
                        deposit_percent: number;
                        deposit_cents: number;
                        currency: string;
                        status: string;
                        payment_status: string;
                        payment_provider: string | null;
                        payment_reference: string | null;
                        paid_at: string | null;
                        invoice_number: string | null;
                        /** @description `demande` (requested, not paid yet), `paye`, or null before it was requested */
                        balance_status: string | null;
                        balance_cents: number | null;
                        balance_requested_at: string | null;
                        balance_paid_at: string | null;
                        /** @description The language of the form (fr or en) */
                        lang: string;
                        /** @description Where the applicant came from (a landing’s slug), when known */
                        source: string | null;
                        /** @description Staff views: the member’s account was erased; only the invoice data is kept (decision 026) */
                        account_deleted?: boolean;
                        /** @description Staff list: the buyer named on the deposit invoice (kept when the account is erased) */
                        invoice_buyer_name?: string | null;
                        /** @description The buyer’s postal address, printed on the invoices; null for applications sent before it was asked */
                        billing_address: {
                            street: string;
                            postal_code: string;
                            city: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                        } | null;
                        /** @description The business invoiced (decision 036); null for a private person */
                        buyer_business: {
                            name: string;
                            siren: string | null;
                            vat_number: string | null;
                        } | null;
                        /** @description The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked */
                        vat_regime: ("fr" | "franchise" | "reverse_charge" | "out_of_scope") | null;
                        /** @description The VIES consultation of an EU business’s VAT number (decision 049); null when none was made (private person, France, outside the EU, or before it existed) */
                        vies_check?: {
                            /**
                             * @description valid: VIES confirmed the number, reverse charge applies; unavailable: VIES did not answer, French VAT applies (invalid is refused with 400, never stored)
                             * @enum {string}
                             */
                            status: "valid" | "invalid" | "unavailable";
                            /** @description ISO 8601: when VIES was consulted */
                            checked_at: string;
                            /** @description VIES’s consultation number (given when the seller’s VAT number is set): the proof kept for an audit */
                            request_id: string | null;
                            /** @description The name VIES has for the number (null when its member state does not disclose it) */
                            name: string | null;
                            address: string | null;
                        } | null;
                        /** @description The CGV version accepted; null before acceptance was asked */
                        cgv_version: string | null;
                        cgv_accepted_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `application_closed`, `application_paid` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "application_closed" | "application_paid";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiCandidaturesIdTimeline: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            kind: "created" | "photos_attached" | "payment_link_sent" | "paid" | "invoice_issued" | "balance_requested" | "balance_paid" | "credit_note_issued" | "refused" | "withdrawn";
                            /** @description ISO 8601 */
                            at: string;
                            /** @description The staff member who acted (payment link, balance request, refund, refusal, withdrawal); null for the applicant, the system or an erased account */
                            actor_name: string | null;
                            /** @description Refusal, withdrawal or refund: the staff’s reason */
                            reason: string | null;
                            photo_count?: number;
                            payment_provider?: string | null;
                            invoice_number?: string;
                            invoice_kind?: string;
                            credit_note_number?: string;
                            /** @description balance_requested: the balance asked; credit_note_issued: the amount refunded (cents, tax included) */
                            amount_incl_tax_cents?: number;
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCandidaturesIdTimeline: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiSiteUpdates: {
        parameters: {
            query?: {
                /** @description How many entries at most */
                limit?: number;
                /** @description `published` (default) or `all`, scheduled ones included (staff) */
                scope?: "published" | "all";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        /** @description English title; null: English pages show the French one */
                        title_en: string | null;
                        description_en: string | null;
                        published_on: string;
                        scheduled: boolean;
                        author_name: string | null;
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiSiteUpdates: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    title_en?: string | null;
                    description_en?: string | null;
                    /**
                     * Format: date
                     * @description Publication day, 2000-01-01 to 2100-12-31 (default today in APP_TIMEZONE)
                     * @example 2026-03-15
                     */
                    published_on?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        /** @description English title; null: English pages show the French one */
                        title_en: string | null;
                        description_en: string | null;
                        published_on: string;
                        scheduled: boolean;
                        author_name: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiSiteUpdates: {
        parameters: {
            query?: {
                /** @description How many entries at most */
                limit?: number;
                /** @description `published` (default) or `all`, scheduled ones included (staff) */
                scope?: "published" | "all";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteApiSiteUpdatesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `site_update_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "site_update_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiMembers: {
        parameters: {
            query?: {
                /** @description Search text (name, email, brand) */
                q?: string;
                role?: "admin" | "responsable" | "client_essentiel" | "client_premium" | "aucun";
                /** @description How many entries at most */
                limit?: number;
                /** @description How many entries to skip */
                offset?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @description admin, responsable, client_essentiel, client_premium; null: no role (a prospect); any other value grants nothing */
                            role: string | null;
                            lang: string;
                            /** @description ISO 8601 */
                            created_at: string;
                        }[];
                        total: number;
                        limit: number;
                        offset: number;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMembers: {
        parameters: {
            query?: {
                /** @description Search text (name, email, brand) */
                q?: string;
                role?: "admin" | "responsable" | "client_essentiel" | "client_premium" | "aucun";
                /** @description How many entries at most */
                limit?: number;
                /** @description How many entries to skip */
                offset?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiMembersRoleChanges: {
        parameters: {
            query?: {
                user_id?: string;
                /** @description How many entries at most */
                limit?: number;
                /** @description How many entries to skip */
                offset?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            user_id: string;
                            user_email: string;
                            user_name: string;
                            /** @description admin, responsable, client_essentiel, client_premium; null: no role (a prospect); any other value grants nothing */
                            from_role: string | null;
                            /** @description admin, responsable, client_essentiel, client_premium; null: no role (a prospect); any other value grants nothing */
                            to_role: string | null;
                            /** @description null: no staff member acted (a payment gave the formula’s role) */
                            changed_by: string | null;
                            changed_by_name: string | null;
                            /** @description ISO 8601 */
                            created_at: string;
                        }[];
                        limit: number;
                        offset: number;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiMembersRoleChanges: {
        parameters: {
            query?: {
                user_id?: string;
                /** @description How many entries at most */
                limit?: number;
                /** @description How many entries to skip */
                offset?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putApiMembersIdRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: ("admin" | "responsable" | "client_essentiel" | "client_premium") | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        first_name: string;
                        last_name: string;
                        /** @description admin, responsable, client_essentiel, client_premium; null: no role (a prospect); any other value grants nothing */
                        role: string | null;
                        lang: string;
                        /** @description ISO 8601 */
                        created_at: string;
                        /** @description False when the member already had that role (nothing recorded) */
                        changed: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `user_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "user_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `last_admin` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "last_admin";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiAdminExportsFecTxt: {
        parameters: {
            query: {
                /** @description First day of the period (day of issue, APP_TIMEZONE), included */
                from: string;
                /** @description Last day of the period, included; at most 366 days after `from` counting both ends */
                to: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ISO 8859-15, the 18 columns tab-separated, CRLF, dates YYYYMMDD, decimal comma. Journal VE: one sales entry per document (411 / 4191 / 706 per VAT regime / 44571), numbered by the document (`F-2026-000012`); journal BQ: its payment `P-…` or refund `R-…`, Stripe’s fee `C-…` (627) and payouts `V-po_…` (512 against the Stripe clearing account). As an attachment `<SIREN>-journal-ventes-encaissements-<from>-<to>.txt` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiAdminExportsFecTxt: {
        parameters: {
            query: {
                /** @description First day of the period (day of issue, APP_TIMEZONE), included */
                from: string;
                /** @description Last day of the period, included; at most 366 days after `from` counting both ends */
                to: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ISO 8859-15, the 18 columns tab-separated, CRLF, dates YYYYMMDD, decimal comma. Journal VE: one sales entry per document (411 / 4191 / 706 per VAT regime / 44571), numbered by the document (`F-2026-000012`); journal BQ: its payment `P-…` or refund `R-…`, Stripe’s fee `C-…` (627) and payouts `V-po_…` (512 against the Stripe clearing account). As an attachment `<SIREN>-journal-ventes-encaissements-<from>-<to>.txt` (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiAdminExportsInvoicesCsv: {
        parameters: {
            query: {
                /** @description First day of the period (day of issue, APP_TIMEZONE), included */
                from: string;
                /** @description Last day of the period, included; at most 366 days after `from` counting both ends */
                to: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (UTF-8 with BOM, `;` separator, CRLF, decimal comma, French column titles; the customer is the company invoiced, with the VAT regime, exemption code, country, VAT number and SIREN, decision 060), as an attachment `factures-<from>-<to>.csv` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiAdminExportsInvoicesCsv: {
        parameters: {
            query: {
                /** @description First day of the period (day of issue, APP_TIMEZONE), included */
                from: string;
                /** @description Last day of the period, included; at most 366 days after `from` counting both ends */
                to: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (UTF-8 with BOM, `;` separator, CRLF, decimal comma, French column titles; the customer is the company invoiced, with the VAT regime, exemption code, country, VAT number and SIREN, decision 060), as an attachment `factures-<from>-<to>.csv` (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiCandidaturesIdBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requested */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        candidature_id: string;
                        /** @constant */
                        balance_status: "demande";
                        balance_cents: number;
                        requested_at: string;
                        sent_to: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `balance_not_requestable` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "balance_not_requestable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiCreditNotes: {
        parameters: {
            query?: {
                /** @description Include the read ones too */
                all?: "1" | "true";
                /** @description Only invoices of this calendar year */
                year?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description A-YYYY-NNNNNN */
                        number: string;
                        /** @constant */
                        kind: "avoir";
                        /** @description The invoice it credits */
                        invoice_number: string;
                        /** Format: uuid */
                        candidature_id: string;
                        /** Format: uuid */
                        user_id: string;
                        /** Format: date */
                        issued_on: string;
                        /** Format: date-time */
                        issued_at: string;
                        formula: string;
                        description: string;
                        /** @description Why the staff refunded (may be empty) */
                        reason: string;
                        amount_excl_tax_cents: number;
                        vat_rate_bp: number | null;
                        vat_cents: number;
                        /** @description Positive: the amount given back */
                        amount_incl_tax_cents: number;
                        currency: string;
                        payment_provider: string;
                        /** @description The provider’s refund id (Stripe `re_…`, sandbox `test_re_…`) */
                        refund_reference: string;
                        url: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCreditNotes: {
        parameters: {
            query?: {
                /** @description Include the read ones too */
                all?: "1" | "true";
                /** @description Only invoices of this calendar year */
                year?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCreditNotesNumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description A-YYYY-NNNNNN */
                        number: string;
                        /** @constant */
                        kind: "avoir";
                        /** @description The invoice it credits */
                        invoice_number: string;
                        /** Format: uuid */
                        candidature_id: string;
                        /** Format: uuid */
                        user_id: string;
                        /** Format: date */
                        issued_on: string;
                        /** Format: date-time */
                        issued_at: string;
                        formula: string;
                        description: string;
                        /** @description Why the staff refunded (may be empty) */
                        reason: string;
                        amount_excl_tax_cents: number;
                        vat_rate_bp: number | null;
                        vat_cents: number;
                        /** @description Positive: the amount given back */
                        amount_incl_tax_cents: number;
                        currency: string;
                        payment_provider: string;
                        /** @description The provider’s refund id (Stripe `re_…`, sandbox `test_re_…`) */
                        refund_reference: string;
                        url: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `credit_note_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "credit_note_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCreditNotesNumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `credit_note_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCreditNotesNumberPdf: {
        parameters: {
            query?: {
                /** @description `1` opens the PDF in the browser (`Content-Disposition: inline`) instead of downloading it */
                inline?: "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `credit_note_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "credit_note_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `document_unavailable`, `storage_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "document_unavailable" | "storage_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiCreditNotesNumberPdf: {
        parameters: {
            query?: {
                /** @description `1` opens the PDF in the browser (`Content-Disposition: inline`) instead of downloading it */
                inline?: "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `credit_note_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `document_unavailable`, `storage_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiInvoices: {
        parameters: {
            query?: {
                /** @description Include the read ones too */
                all?: "1" | "true";
                /** @description Only invoices of this calendar year */
                year?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @description F-YYYY-NNNNNN */
                        number: string;
                        /** @description `acompte` (deposit) or `solde` (final invoice) */
                        kind: string;
                        /** Format: uuid */
                        candidature_id: string;
                        /** Format: uuid */
                        user_id: string;
                        /** Format: date */
                        issued_on: string;
                        /** Format: date-time */
                        issued_at: string;
                        formula: string;
                        description: string;
                        amount_excl_tax_cents: number;
                        /** @description VAT rate in basis points (2000 = 20 %); null when no VAT is charged */
                        vat_rate_bp: number | null;
                        vat_cents: number;
                        amount_incl_tax_cents: number;
                        currency: string;
                        payment_provider: string;
                        /** @description The buyer as printed on the document (decisions 027, 036) */
                        buyer: {
                            name?: string;
                            brand?: string;
                            email?: string;
                            city?: string | null;
                            address?: {
                                street: string;
                                postal_code: string;
                                city: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                            } | null;
                            business?: {
                                name: string;
                                siren?: string | null;
                                vat_number?: string | null;
                            } | null;
                        };
                        url: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiInvoices: {
        parameters: {
            query?: {
                /** @description Include the read ones too */
                all?: "1" | "true";
                /** @description Only invoices of this calendar year */
                year?: number;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiInvoicesNumberPdf: {
        parameters: {
            query?: {
                /** @description `1` opens the PDF in the browser (`Content-Disposition: inline`) instead of downloading it */
                inline?: "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `invoice_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "invoice_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `document_unavailable`, `storage_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "document_unavailable" | "storage_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiInvoicesNumberPdf: {
        parameters: {
            query?: {
                /** @description `1` opens the PDF in the browser (`Content-Disposition: inline`) instead of downloading it */
                inline?: "1";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `invoice_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `document_unavailable`, `storage_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiInvoicesNumberRefunds: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: one key per refund (a UUID, say); the same key answers the same refund, never a second one */
                "Idempotency-Key": string;
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The invoice number, F-YYYY-NNNNNN (a credit note’s: A-YYYY-NNNNNN) */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Cents to give back; absent: everything left to refund on the invoice */
                    amount_cents?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The same Idempotency-Key again: the same refund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund: {
                            /** Format: uuid */
                            id: string;
                            invoice_number: string;
                            amount_cents: number;
                            reason: string;
                            status: string;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                        };
                        credit_note: {
                            /** Format: uuid */
                            id: string;
                            /** @description A-YYYY-NNNNNN */
                            number: string;
                            /** @constant */
                            kind: "avoir";
                            /** @description The invoice it credits */
                            invoice_number: string;
                            /** Format: uuid */
                            candidature_id: string;
                            /** Format: uuid */
                            user_id: string;
                            /** Format: date */
                            issued_on: string;
                            /** Format: date-time */
                            issued_at: string;
                            formula: string;
                            description: string;
                            /** @description Why the staff refunded (may be empty) */
                            reason: string;
                            amount_excl_tax_cents: number;
                            vat_rate_bp: number | null;
                            vat_cents: number;
                            /** @description Positive: the amount given back */
                            amount_incl_tax_cents: number;
                            currency: string;
                            payment_provider: string;
                            /** @description The provider’s refund id (Stripe `re_…`, sandbox `test_re_…`) */
                            refund_reference: string;
                            url: string;
                        };
                        /** @description What is left to refund on the invoice */
                        remaining_cents: number;
                        /** @description True when this Idempotency-Key had already been answered */
                        replayed: boolean;
                    };
                };
            };
            /** @description Refunded, credit note issued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund: {
                            /** Format: uuid */
                            id: string;
                            invoice_number: string;
                            amount_cents: number;
                            reason: string;
                            status: string;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                        };
                        credit_note: {
                            /** Format: uuid */
                            id: string;
                            /** @description A-YYYY-NNNNNN */
                            number: string;
                            /** @constant */
                            kind: "avoir";
                            /** @description The invoice it credits */
                            invoice_number: string;
                            /** Format: uuid */
                            candidature_id: string;
                            /** Format: uuid */
                            user_id: string;
                            /** Format: date */
                            issued_on: string;
                            /** Format: date-time */
                            issued_at: string;
                            formula: string;
                            description: string;
                            /** @description Why the staff refunded (may be empty) */
                            reason: string;
                            amount_excl_tax_cents: number;
                            vat_rate_bp: number | null;
                            vat_cents: number;
                            /** @description Positive: the amount given back */
                            amount_incl_tax_cents: number;
                            currency: string;
                            payment_provider: string;
                            /** @description The provider’s refund id (Stripe `re_…`, sandbox `test_re_…`) */
                            refund_reference: string;
                            url: string;
                        };
                        /** @description What is left to refund on the invoice */
                        remaining_cents: number;
                        /** @description True when this Idempotency-Key had already been answered */
                        replayed: boolean;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `idempotency_key_required` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "idempotency_key_required";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `invoice_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "invoice_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `refund_exceeds_remaining`, `final_invoice_stands`, `refund_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "refund_exceeds_remaining" | "final_invoice_stands" | "refund_in_progress";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Well formed, but the action is not complete, or an `Idempotency-Key` sent again with another request: `idempotency_key_reused` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An error: `refund_refused` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "refund_refused";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `payment_provider_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "payment_provider_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiPaymentCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    candidature_id: string;
                    /** @enum {string} */
                    lang?: "fr" | "en";
                    /**
                     * @description `acompte` (default): the deposit; `solde`: the balance, once requested by the staff
                     * @enum {string}
                     */
                    purpose?: "acompte" | "solde";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: string;
                        /** Format: uuid */
                        candidature_id: string;
                        /** @enum {string} */
                        purpose: "acompte" | "solde";
                        amount_cents: number;
                        reference: string;
                        url: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `conflict`, `application_closed`, `balance_not_due`, `deposit_refunded` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "application_closed" | "balance_not_due" | "deposit_refunded";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `payment_provider_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "payment_provider_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiPaymentConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    candidature_id: string;
                    payment_reference: string;
                    /**
                     * @description `acompte` (default): the deposit; `solde`: the balance, once requested by the staff
                     * @enum {string}
                     */
                    purpose?: "acompte" | "solde";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        candidature_id: string;
                        payment_status: string;
                        /**
                         * @description `purpose: solde` only: the balance is paid
                         * @constant
                         */
                        balance_status?: "paye";
                        formula: string;
                        /** @description Deposit only: the account’s role now (the paid formula’s, or a staff role kept) */
                        role?: string | null;
                        /** Format: date-time */
                        paid_at: string;
                        /** @description What was paid (tax included) */
                        amount_cents: number;
                        invoice_number: string | null;
                        /** @description Where the invoice is sent */
                        invoice_email: string;
                        invoice_url: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The payment provider does not report the payment as done: `payment_not_completed` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payment_not_completed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `candidature_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "candidature_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `conflict`, `application_closed`, `balance_not_due`, `deposit_refunded`, `payment_reference_mismatch` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "application_closed" | "balance_not_due" | "deposit_refunded" | "payment_reference_mismatch";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `payment_provider_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "payment_provider_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiPaymentWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    /** @description checkout.session.completed and checkout.session.async_payment_succeeded confirm a payment; charge.refunded, charge.refund.updated, refund.created and refund.updated issue credit notes for succeeded refunds of the payment the app does not know yet (made in Stripe’s dashboard, decision 031); payout.paid stores the payout for the sales and receipts journal (decision 060); others acknowledged */
                    type: string;
                    data?: {
                        object: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        applied: boolean;
                        invoice_number?: string | null;
                        /** @description Refund events: the credit notes issued now for refunds made in Stripe (none when already known) */
                        credit_note_numbers?: string[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_signature` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json" | "invalid_signature";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `refund_in_progress` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "refund_in_progress";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable`, `payment_not_recorded`, `payment_provider_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable" | "payment_not_recorded" | "payment_provider_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiAdminLandingFunnel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        time_zone: string;
                        themes: {
                            slug: string;
                            last_7_days: {
                                views: number;
                                applications: number;
                                paid: number;
                                conversion: number | null;
                            };
                            last_30_days: {
                                views: number;
                                applications: number;
                                paid: number;
                                conversion: number | null;
                            };
                            daily: {
                                day: string;
                                views: number;
                                applications: number;
                                paid: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiAdminLandingFunnel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiAdminLandingThemes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        title_en: string;
                        description: string;
                        description_en: string;
                        image_url: string | null;
                        image: {
                            url: string;
                            small_url: string | null;
                            width: number;
                            height: number;
                            from_files: boolean;
                            /** @description What the image shows in French (its alt text on the page); null: not described, shown as decorative */
                            alt: string | null;
                            /** @description The same in English */
                            alt_en: string | null;
                        } | null;
                        actif: boolean;
                        est_accueil: boolean;
                        ordre: number;
                        blocks_config: {
                            blocks: {
                                id: string;
                                enabled: boolean;
                            }[];
                        };
                        blocks: {
                            id: string;
                            enabled: boolean;
                            shared: boolean;
                            available: boolean;
                        }[];
                        url: string;
                        url_en: string;
                        baked_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiAdminLandingThemes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiAdminLandingThemesRebakeAll: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        baked: string[];
                        failed: {
                            slug: string;
                            code: string;
                            message: string;
                        }[];
                        results: {
                            slug: string;
                            /** @enum {string} */
                            status: "baked" | "unchanged" | "failed";
                            baked_at?: string;
                            error?: {
                                code: string;
                                message: string;
                            };
                        }[];
                        duration_ms: number;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    postApiAdminLandingThemesReorder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slugs: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        title_en: string;
                        description: string;
                        description_en: string;
                        image_url: string | null;
                        image: {
                            url: string;
                            small_url: string | null;
                            width: number;
                            height: number;
                            from_files: boolean;
                            /** @description What the image shows in French (its alt text on the page); null: not described, shown as decorative */
                            alt: string | null;
                            /** @description The same in English */
                            alt_en: string | null;
                        } | null;
                        actif: boolean;
                        est_accueil: boolean;
                        ordre: number;
                        blocks_config: {
                            blocks: {
                                id: string;
                                enabled: boolean;
                            }[];
                        };
                        blocks: {
                            id: string;
                            enabled: boolean;
                            shared: boolean;
                            available: boolean;
                        }[];
                        url: string;
                        url_en: string;
                        baked_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `landing_theme_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "landing_theme_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `landing_bake_failed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "landing_bake_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    putApiAdminLandingThemesSlug: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The landing theme’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    image_url?: string | null;
                    actif?: boolean;
                    est_accueil?: boolean;
                    /** @description Which blocks show, in this order (docs/api-landings.md) */
                    blocks_config?: {
                        blocks: {
                            id: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        title_en: string;
                        description: string;
                        description_en: string;
                        image_url: string | null;
                        image: {
                            url: string;
                            small_url: string | null;
                            width: number;
                            height: number;
                            from_files: boolean;
                            /** @description What the image shows in French (its alt text on the page); null: not described, shown as decorative */
                            alt: string | null;
                            /** @description The same in English */
                            alt_en: string | null;
                        } | null;
                        actif: boolean;
                        est_accueil: boolean;
                        ordre: number;
                        blocks_config: {
                            blocks: {
                                id: string;
                                enabled: boolean;
                            }[];
                        };
                        blocks: {
                            id: string;
                            enabled: boolean;
                            shared: boolean;
                            available: boolean;
                        }[];
                        url: string;
                        url_en: string;
                        baked_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`, `invalid_json`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_json";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `landing_theme_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "landing_theme_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `landing_bake_failed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "landing_bake_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiAdminLandingThemesSlugHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The landing theme’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        slug: string;
                        changed_at: string;
                        changed_by: string;
                        /** @enum {string} */
                        kind: "update" | "restore" | "main_moved" | "sync";
                        restored_from: string | null;
                        changed: ("actif" | "est_accueil" | "image_url" | "blocks_config")[];
                        before: {
                            image_url: string | null;
                            actif: boolean;
                            est_accueil: boolean;
                            blocks_config: {
                                blocks: {
                                    id: string;
                                    enabled: boolean;
                                }[];
                            };
                        };
                        after: {
                            image_url: string | null;
                            actif: boolean;
                            est_accueil: boolean;
                            blocks_config: {
                                blocks: {
                                    id: string;
                                    enabled: boolean;
                                }[];
                            };
                        };
                        /** @description What each uploaded image of `before`/`after` shows (its alt text), by its `image_url`; absent when not described */
                        image_alts: {
                            [key: string]: {
                                alt: string | null;
                                alt_en: string | null;
                            };
                        };
                    }[];
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `landing_theme_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "landing_theme_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiAdminLandingThemesSlugHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The landing theme’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `landing_theme_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiAdminLandingThemesSlugHistoryIdRestore: {
        parameters: {
            query?: {
                /** @description true: keep the current image (the state's image is gone) */
                keep_image?: "true" | "false";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The landing theme’s slug */
                slug: string;
                /** @description The resource’s id (a UUID; a card also answers to its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        title_en: string;
                        description: string;
                        description_en: string;
                        image_url: string | null;
                        image: {
                            url: string;
                            small_url: string | null;
                            width: number;
                            height: number;
                            from_files: boolean;
                            /** @description What the image shows in French (its alt text on the page); null: not described, shown as decorative */
                            alt: string | null;
                            /** @description The same in English */
                            alt_en: string | null;
                        } | null;
                        actif: boolean;
                        est_accueil: boolean;
                        ordre: number;
                        blocks_config: {
                            blocks: {
                                id: string;
                                enabled: boolean;
                            }[];
                        };
                        blocks: {
                            id: string;
                            enabled: boolean;
                            shared: boolean;
                            available: boolean;
                        }[];
                        url: string;
                        url_en: string;
                        baked_at: string | null;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `landing_image_gone` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "landing_image_gone";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `landing_theme_not_found`, `landing_history_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "landing_theme_not_found" | "landing_history_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Refused in the current state of the resource: `landing_bake_failed` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "landing_bake_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiAdminLandingThemesSlugPreview: {
        parameters: {
            query?: {
                /** @description The language of the document */
                lang?: "fr" | "en";
                /** @description A version tag for caches (any value; ignored by the answer) */
                v?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The landing theme’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The baked page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": Blob;
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `landing_theme_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found" | "landing_theme_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiAdminLandingThemesSlugPreview: {
        parameters: {
            query?: {
                /** @description The language of the document */
                lang?: "fr" | "en";
                /** @description A version tag for caches (any value; ignored by the answer) */
                v?: string;
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path: {
                /** @description The landing theme’s slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The baked page (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` (headers only, no body) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session may not do this: `forbidden` (headers only, no body) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `not_found`, `landing_theme_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiAdminLandingUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description What the photo shows, in French (its alt text on the French pages); with `alt_en`, or neither */
                    alt?: string;
                    /** @description What the photo shows, in English (its alt text on the English pages); with `alt`, or neither */
                    alt_en?: string;
                    /**
                     * Format: binary
                     * @description The image (JPEG, PNG, WebP, GIF, AVIF, TIFF; 15 MiB)
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        url: string;
                        width: number;
                        height: number;
                        size: number;
                        small_url: string | null;
                        /** @description What the photo shows in French (sent as `alt`); null when sent without a description */
                        alt: string | null;
                        /** @description The same in English (`alt_en`) */
                        alt_en: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed`, `invalid_multipart`, `file_missing`, `empty_file` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed" | "invalid_multipart" | "file_missing" | "empty_file";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description No session, or an invalid or expired one: `unauthenticated`, `invalid_token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_token";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The session may not do this: `forbidden`, `csrf_rejected` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "csrf_rejected";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Too large: `file_too_large`, `image_too_many_pixels` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file_too_large" | "image_too_many_pixels";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description A media or file type that is not accepted: `unsupported_media_type`, `unsupported_file_type`, `heic_not_supported`, `unreadable_image` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type" | "unsupported_file_type" | "heic_not_supported" | "unreadable_image";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getApiLandingThemesAccueilActuel: {
        parameters: {
            query?: {
                /** @description The language of the document */
                lang?: "fr" | "en";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        /** @enum {string} */
                        lang: "fr" | "en";
                        title: string;
                        description: string;
                        url: string;
                        html: string;
                        blocks_style: string;
                        baked_at: string | null;
                    };
                };
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "rule_failed";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `landing_theme_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "landing_theme_not_found";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description An unexpected error (logged; no details): `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "database_unavailable";
                            /** @description For people, in the caller’s language */
                            message: string;
                            /** @description Depends on the code (`fieldErrors` for validation_failed and rule_failed) */
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    headApiLandingThemesAccueilActuel: {
        parameters: {
            query?: {
                /** @description The language of the document */
                lang?: "fr" | "en";
            };
            header?: {
                /** @description The language of the answer’s texts and messages (`fr` or `en`), before the account’s and `Accept-Language`; other values are ignored. The site’s pages send their own language. */
                "X-Atelier-Lang"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (headers only, no body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is refused as it is (fix it before sending it again); the code says which kind: `bad_request`, `validation_failed`; a rule this description cannot state (`x-rule-codes`): `rule_failed` (headers only, no body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing here for this caller (unknown, or someone else’s): `landing_theme_not_found` (headers only, no body) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected error (logged; no details): `internal_error` (headers only, no body) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or the payment provider is away for a moment: try again: `database_unavailable` (headers only, no body) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
