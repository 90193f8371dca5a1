/**
 * Header names of docs/rules.md section 7. The spec names only x-auth-token; the other two are
 * ours and the reference API reads the same constants' values.
 */
export const AUTH_TOKEN_HEADER = 'x-auth-token';
export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';
export const APPLICATION_ID_HEADER = 'x-application-id';
