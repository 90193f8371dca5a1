/** A row of `users` as the API reads it (migrations.ts, 'users-and-bookings'); secrets and sign-in ids left out. */
export interface UserRow {
  readonly id: number;
  readonly phone: string | null;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly communication_type: string;
  readonly whatsapp: boolean;
  readonly loyalty_tier: string;
  readonly company_name: string;
  readonly company_address: string;
  readonly gstin: string;
}
