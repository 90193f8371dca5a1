/** docs/rules.md section 3: the user profile held by the session. */
export interface UserProfile {
  readonly userId: string;
  readonly email: string;
  readonly mobile: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly name: string;
  readonly communication_type?: string | null;
  readonly hasOptedForWhatsapp?: boolean;
}

/** docs/rules.md section 3: login responses carry email, phone_number, first_name, last_name, communication_type, id, token. */
export interface LoginUser {
  readonly id: string | number;
  readonly email?: string | null;
  readonly phone_number?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly communication_type?: string | null;
}

/** docs/rules.md section 3: first_name 'Guest' is treated as empty (the API's placeholder, not a name). */
export function normalizeFirstName(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name.toLowerCase() === 'guest' ? '' : name;
}

/** Maps a login response user to the session's profile. */
export function toUserProfile(user: LoginUser): UserProfile {
  const firstName = normalizeFirstName(user.first_name);
  const lastName = (user.last_name ?? '').trim();
  return {
    userId: String(user.id),
    email: user.email ?? '',
    mobile: user.phone_number ?? '',
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(' '),
    communication_type: user.communication_type ?? null,
  };
}
