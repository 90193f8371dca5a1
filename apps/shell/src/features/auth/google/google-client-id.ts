/** `<html data-google-client-id="...">`: the server sets it when Google sign-in is configured. */
export function readGoogleClientId(doc: Document): string | null {
  const id = doc.documentElement.dataset['googleClientId']?.trim();
  // Client ids look like 1234-abc.apps.googleusercontent.com; anything else is a misconfiguration.
  return id && /^[\w.-]{8,200}$/.test(id) ? id : null;
}

/**
 * `<html data-google-identity-url="/api/dev/google/">`: the server sets it with SIGN_IN_SIMULATORS=on, and the Google
 * button then opens that local identity page instead of loading Google's script. A path on this origin only.
 */
export function readGoogleIdentityUrl(doc: Document): string | null {
  const url = doc.documentElement.dataset['googleIdentityUrl']?.trim();
  return url && /^\/(?!\/)[\w./-]{0,200}$/.test(url) ? url : null;
}
