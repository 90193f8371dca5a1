/** `<html data-google-client-id="...">`: the server sets it when Google sign-in is configured. */
export function readGoogleClientId(doc: Document): string | null {
  const id = doc.documentElement.dataset['googleClientId']?.trim();
  // Client ids look like 1234-abc.apps.googleusercontent.com; anything else is a misconfiguration.
  return id && /^[\w.-]{8,200}$/.test(id) ? id : null;
}
